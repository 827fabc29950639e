import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type FieldProps = {
  name: string;
  /** The entry the field belongs to when a page repeats a form (one per review, one per project): ids stay unique. */
  scope?: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
};

const inputClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-ink shadow-sm outline-none focus-visible:border-navy-700";

function fieldId(name: string, scope?: string): string {
  return ["champ", scope, name.replace(/\./g, "-")].filter(Boolean).join("-");
}

function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-aide`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erreur`} className="mt-1 text-sm font-medium text-emergency-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-aide` : "", error ? `${id}-erreur` : ""].filter(Boolean).join(" ") || undefined;
}

/** The attributes every editor control takes from its field: id, name, its state and what describes it. */
type ControlAttributes = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * A field's frame: its label, the control `render` draws with the field's attributes (and the caller's after
 * them), and its hint and French error under it.
 */
function FieldFrame({
  name,
  scope,
  label,
  error,
  hint,
  className = "",
  render,
}: FieldProps & { render: (attributes: ControlAttributes, controlClass: string) => ReactNode }) {
  const id = fieldId(name, scope);
  const attributes: ControlAttributes = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {render(attributes, `${inputClass} ${error ? "border-emergency-600" : "border-line"}`)}
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled field of the site editor, named by its dotted path in the document, with its French error under it. */
export function EditorField({
  name,
  scope,
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <FieldFrame
      {...{ name, scope, label, error, hint, className }}
      render={(attributes, controlClass) => <input {...attributes} {...input} className={controlClass} />}
    />
  );
}

export function EditorTextArea({
  name,
  scope,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  return (
    <FieldFrame
      {...{ name, scope, label, error, hint, className }}
      render={(attributes, controlClass) => (
        <textarea {...attributes} rows={4} {...textarea} className={controlClass} />
      )}
    />
  );
}

/** A labelled choice among fixed options, its value one of `options`' keys. */
export function EditorSelect({
  name,
  scope,
  label,
  error,
  hint,
  className,
  options,
  ...select
}: FieldProps & { options: readonly { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name"
  >) {
  return (
    <FieldFrame
      {...{ name, scope, label, error, hint, className }}
      render={(attributes, controlClass) => (
        <select {...attributes} {...select} className={controlClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
