/** Replaced by the lead-capture work (issue 4); kept inert so it never pretends to send. */
export function ContactForm() {
  return <div />;
}
