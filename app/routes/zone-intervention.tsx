export default function Page() {
  return <div />;
}
