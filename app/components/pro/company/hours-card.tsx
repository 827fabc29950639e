import { EditorField } from "#app/components/pro/editor-field.tsx";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buildSite } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";

const copy = siteEditorCopy;

/** « Horaires »: the opening and closing time of each of the build's days (both empty: closed that day). */
export function HoursCard({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <SectionCard id="groupe-horaires" title={copy.company.hours} intro={copy.company.hoursHint}>
      {errors.openingHours || Object.keys(errors).some((key) => key.startsWith("openingHours")) ? (
        <Notice tone="error">{copy.errors.hours}</Notice>
      ) : null}
      <div className="mt-3 space-y-4">
        {buildSite.openingHours.map((slot, index) => (
          <fieldset key={slot.label} className="grid grid-cols-2 gap-3">
            <legend className="col-span-2 text-sm font-bold text-navy-900">{slot.label}</legend>
            <EditorField
              name={`openingHours.${index}.opens`}
              label={copy.company.opens}
              type="time"
              defaultValue={values[`openingHours.${index}.opens`] ?? ""}
            />
            <EditorField
              name={`openingHours.${index}.closes`}
              label={copy.company.closes}
              type="time"
              defaultValue={values[`openingHours.${index}.closes`] ?? ""}
            />
          </fieldset>
        ))}
      </div>
    </SectionCard>
  );
}
