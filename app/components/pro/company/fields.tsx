import { CheckboxField } from "#app/components/pro/checkbox-field.tsx";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import type { Field } from "./field-groups.ts";

const copy = siteEditorCopy;

/** A fieldset's inputs, two columns from a small tablet up; a field still holding the template's value is marked. */
export function Fields({
  fields,
  values,
  errors,
  marked,
}: {
  fields: Field[];
  values: Record<string, string>;
  errors: Record<string, string>;
  marked: readonly string[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <EditorField
          key={`${field.name}-${values[field.name] ?? ""}`}
          name={field.name}
          label={field.label}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete ?? "off"}
          inputMode={field.inputMode}
          defaultValue={values[field.name] ?? ""}
          error={errors[field.name]}
          hint={marked.includes(field.name) ? copy.readiness.mark : field.hint}
          className={marked.includes(field.name) ? "rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" : ""}
        />
      ))}
    </div>
  );
}

/** The box by which the owner confirms a claim the pages make (the founding year, the radius, the certificates). */
export function Confirm({
  claim,
  checked,
  label,
  marked,
}: {
  claim: string;
  checked: boolean;
  label: string;
  marked: boolean;
}) {
  return (
    <CheckboxField
      id={`confirmer-${claim}`}
      name="confirmed"
      value={claim}
      defaultChecked={checked}
      label={label}
      className={`mt-3 rounded-lg p-2 ${marked ? "bg-amber-50 ring-1 ring-amber-300" : ""}`}
    />
  );
}
