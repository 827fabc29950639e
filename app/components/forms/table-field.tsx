import { type FieldSpec, formLabel, type LeadKind } from "#app/lib/lead-fields.ts";
import { Field } from "./field.tsx";
import { SelectControl } from "./select-control.tsx";

export function fieldId(kind: LeadKind, field: string): string {
  return `${kind}-${field}`;
}

/** Inputs that the browser shows its own keyboard or completion for. */
const inputModes: Partial<Record<FieldSpec["control"], "tel">> = { tel: "tel" };

/**
 * One row of a form's table as markup: the control its type calls for, tied to its label, hint and
 * error, with the visitor's earlier input (a page that came back from the server) as its value.
 */
export function TableField({
  kind,
  field,
  error,
  value,
}: {
  kind: LeadKind;
  field: FieldSpec;
  error: string | undefined;
  value: string | undefined;
}) {
  const id = fieldId(kind, field.name);
  const span = field.wide ? "sm:col-span-2" : "";

  if (field.control === "checkbox") {
    const hintId = `${id}-hint`;
    return (
      <div className={span}>
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            aria-describedby={field.hint ? hintId : undefined}
            defaultChecked={value ? value !== "" : false}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-navy-800"
          />
          <div>
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {formLabel(field)}
            </label>
            {field.hint ? (
              <p id={hintId} className="mt-0.5 text-sm text-muted">
                {field.hint}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    );
  }

  return (
    <Field id={id} label={formLabel(field)} hint={field.hint} error={error} className={span}>
      {(control) => {
        if (field.control === "select") {
          return (
            <SelectControl
              control={control}
              name={field.name}
              placeholder={field.placeholder}
              options={field.options}
              defaultValue={value}
            />
          );
        }
        const common = {
          ...control,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          defaultValue: value,
        };
        return field.control === "textarea" ? (
          <textarea {...common} rows={5} />
        ) : (
          <input
            {...common}
            type={field.control}
            autoComplete={field.autoComplete}
            inputMode={inputModes[field.control]}
          />
        );
      }}
    </Field>
  );
}
