import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { MAX_QUALIFICATIONS } from "#app/lib/site-limits.ts";
import { qualificationFields } from "./field-groups.ts";
import { Confirm, Fields } from "./fields.tsx";

const copy = siteEditorCopy;
const facts = copy.company.facts;

/**
 * « Certificats et qualifications »: one entry per certificate, numbered as the list shows them; adding or removing
 * one sends the form (the server renumbers the entries), so it works without JavaScript.
 */
export function QualificationsCard({
  count,
  values,
  errors,
  marked,
  confirmed,
  busy,
}: {
  count: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  marked: readonly string[];
  confirmed: readonly string[];
  busy: boolean;
}) {
  return (
    <SectionCard id="groupe-certificats" title={copy.company.qualifications} intro={copy.company.qualificationsHint}>
      {errors.qualifications ? <Notice tone="error">{errors.qualifications}</Notice> : null}
      <ol className="space-y-5">
        {Array.from({ length: count }, (_, index) => (
          <li key={values[`qualifications.${index}.id`] ?? index} className="rounded-lg border border-line p-4">
            <input
              type="hidden"
              name={`qualifications.${index}.id`}
              value={values[`qualifications.${index}.id`] ?? ""}
            />
            <Fields fields={qualificationFields(index)} values={values} errors={errors} marked={marked} />
            <button
              type="submit"
              name="intent"
              value={`remove-qualification-${index}`}
              disabled={busy}
              className={buttonClass("outline", "sm", "mt-4")}
            >
              {copy.company.removeQualification(values[`qualifications.${index}.name`] || String(index + 1))}
            </button>
          </li>
        ))}
      </ol>
      {count === 0 ? <p className="text-sm text-muted">{copy.company.noQualification}</p> : null}
      <button
        type="submit"
        name="intent"
        value="add-qualification"
        disabled={busy || count >= MAX_QUALIFICATIONS}
        className={buttonClass("outline", "md", "mt-4")}
      >
        {copy.company.addQualification}
      </button>
      <Confirm
        claim="qualifications"
        checked={confirmed.includes("qualifications")}
        label={facts.confirmQualifications}
        marked={marked.includes("confirmer-qualifications")}
      />
    </SectionCard>
  );
}
