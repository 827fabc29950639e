import { CheckboxField } from "#app/components/pro/checkbox-field.tsx";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { services } from "#app/content/services.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { jobFields } from "./field-groups.ts";
import { Confirm, Fields } from "./fields.tsx";

const labels = siteEditorCopy.labels;
const facts = siteEditorCopy.company.facts;

/**
 * « Ce que le site affirme »: the facts the pages state about the company (its founding year, its radius, its
 * head office's position, the services it does and the jobs it counts), each confirmed by the owner.
 */
export function FactsCard({
  values,
  errors,
  marked,
  confirmed,
  hiddenServices,
  geoConfirmed,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  marked: readonly string[];
  confirmed: readonly string[];
  hiddenServices: readonly string[];
  geoConfirmed: boolean;
}) {
  return (
    <SectionCard id="groupe-faits" title={facts.title} intro={facts.intro}>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          name="foundedYear"
          label={labels.foundedYear}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.foundedYear ?? ""}
          error={errors.foundedYear}
          hint={facts.foundedYearHint}
        />
        <EditorField
          name="serviceRadiusKm"
          label={labels.serviceRadius}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.serviceRadiusKm ?? ""}
          error={errors.serviceRadiusKm}
        />
      </div>
      <Confirm
        claim="foundedYear"
        checked={confirmed.includes("foundedYear")}
        label={facts.confirmYear}
        marked={marked.includes("confirmer-foundedYear")}
      />
      <Confirm
        claim="serviceRadiusKm"
        checked={confirmed.includes("serviceRadiusKm")}
        label={facts.confirmRadius}
        marked={marked.includes("confirmer-serviceRadiusKm")}
      />
      <h3 className="mt-5 text-base font-bold text-navy-900">{facts.geoTitle}</h3>
      <p className="mt-1 text-sm text-muted">{facts.geoHint}</p>
      <div
        className={`mt-3 grid grid-cols-2 gap-3 rounded-lg ${marked.includes("geo.latitude") ? "bg-amber-50 p-2 ring-1 ring-amber-300" : ""}`}
      >
        <EditorField
          name="geo.latitude"
          label={labels.latitude}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values["geo.latitude"] ?? ""}
          error={errors["geo.latitude"]}
        />
        <EditorField
          name="geo.longitude"
          label={labels.longitude}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values["geo.longitude"] ?? ""}
        />
      </div>
      <CheckboxField name="geo.confirm" defaultChecked={geoConfirmed} label={facts.confirmGeo} className="mt-3" />
      <fieldset
        id="champ-hiddenServices"
        className={`mt-5 rounded-lg ${marked.includes("hiddenServices") ? "bg-amber-50 p-2 ring-1 ring-amber-300" : ""}`}
      >
        <legend className="text-base font-bold text-navy-900">{facts.servicesTitle}</legend>
        <p className="mt-1 text-sm text-muted">{facts.servicesHint}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <label className="flex items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="hiddenServices"
                  value={service.slug}
                  defaultChecked={hiddenServices.includes(service.slug)}
                  className="size-5 shrink-0 accent-navy-800"
                />
                <span>{facts.hide(service.title)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <h3 className="mt-5 text-base font-bold text-navy-900">{facts.jobsTitle}</h3>
      <p className="mt-1 text-sm text-muted">{facts.jobsHint}</p>
      <div className="mt-3">
        <Fields fields={jobFields} values={values} errors={errors} marked={marked} />
      </div>
    </SectionCard>
  );
}
