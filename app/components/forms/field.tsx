import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

export const controlClass =
  "block w-full scroll-mt-32 rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 hover:border-navy-700/60 focus:border-navy-700 aria-[invalid=true]:border-emergency-700 aria-[invalid=true]:bg-emergency-50/50";

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-emergency-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * One labelled control: the label above, an optional hint, the error below, and the control
 * wired to both through aria-describedby, with aria-invalid while the error shows.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          className: controlClass,
        })}
      </div>
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
