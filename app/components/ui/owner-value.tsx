import { isPlaceholder } from "#app/lib/placeholder.ts";

/** A value from the content: one the owner has not supplied yet stays visible, flagged so nobody takes it for real. */
export function OwnerValue({ text, className = "" }: { text: string; className?: string }) {
  return isPlaceholder(text) ? (
    <mark
      className={`box-decoration-clone rounded-sm bg-accent-100 px-1 text-ink outline-1 outline-accent-500 outline-dashed ${className}`.trim()}
    >
      {text}
    </mark>
  ) : className ? (
    <span className={className}>{text}</span>
  ) : (
    text
  );
}
