import type { InputHTMLAttributes } from "react";

/** A labelled input of the owner's space, large enough for a thumb. */
export function TextField({
  id,
  label,
  className = "",
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink shadow-sm outline-none focus-visible:border-navy-700"
      />
    </div>
  );
}
