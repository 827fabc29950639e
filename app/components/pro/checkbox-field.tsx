import type { InputHTMLAttributes, ReactNode } from "react";

/** A box with its words beside it, inside one label: a tap on the words ticks it too. */
export function CheckboxField({
  label,
  className = "",
  id,
  ...input
}: { label: ReactNode; className?: string; id?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className" | "id"
>) {
  return (
    <label id={id} className={`flex items-start gap-3 text-sm text-ink ${className}`}>
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-navy-800" {...input} />
      <span>{label}</span>
    </label>
  );
}
