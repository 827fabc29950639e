/** A form's refusals, each in French, announced at once; nothing when there is none. */
export function ErrorList({ title, errors }: { title?: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-emergency-600/40 bg-emergency-50 px-3.5 py-3 text-sm text-emergency-800"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <ul className={`${title ? "mt-1 " : ""}list-disc pl-5`}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
