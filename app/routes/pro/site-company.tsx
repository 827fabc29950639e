import { data, Form, useNavigation } from "react-router";
import { CheckboxField } from "#app/components/pro/checkbox-field.tsx";
import { EditorField, EditorSelect } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { StickySaveButton } from "#app/components/pro/sticky-save-button.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { services } from "#app/content/services.ts";
import { buildSite } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { countedServices, MAX_QUALIFICATIONS } from "#app/lib/site-limits.ts";
import { vatRegimeLabels, vatRegimes } from "#app/services/ereporting/calendar.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { siteSchema } from "#app/services/site/company-schema.server.ts";
import { saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { companyFields, companyFromForm } from "#app/services/site/list-form.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { readiness } from "#app/services/site/readiness.server.ts";
import { fieldErrors } from "#app/services/site/text-field.server.ts";
import type { Route } from "./+types/site-company";

const copy = siteEditorCopy;
const labels = copy.labels;
const facts = copy.company.facts;

type Field = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "url" | "numeric" | "text" | "decimal";
  hint?: string;
};

const groups: { id: string; title: string; intro?: string; fields: Field[] }[] = [
  {
    id: "identite",
    title: copy.company.identity,
    fields: [
      { name: "name", label: labels.name, autoComplete: "organization" },
      { name: "shortName", label: labels.shortName },
      { name: "phone", label: labels.phone, type: "tel", autoComplete: "tel", inputMode: "tel" },
      { name: "email", label: labels.email, type: "email", autoComplete: "email", inputMode: "email" },
      { name: "address.street", label: labels.street, autoComplete: "address-line1" },
      { name: "address.postalCode", label: labels.postalCode, inputMode: "numeric", autoComplete: "postal-code" },
      { name: "address.city", label: labels.city, autoComplete: "address-level2" },
      { name: "emergency.label", label: labels.emergencyLabel },
      { name: "emergency.delay", label: labels.emergencyDelay },
    ],
  },
  {
    id: "legal",
    title: copy.company.legal,
    fields: [
      { name: "legal.form", label: labels.legalForm },
      { name: "legal.capital", label: labels.capital },
      { name: "legal.siret", label: labels.siret, inputMode: "numeric" },
      { name: "legal.rcs", label: labels.rcs },
      { name: "legal.vat", label: labels.vat },
      { name: "legal.director", label: labels.director },
    ],
  },
  {
    id: "assurance",
    title: copy.company.insurance,
    fields: [
      { name: "insurance.insurer", label: labels.insurer },
      { name: "insurance.policyNumber", label: labels.policyNumber },
      { name: "insurance.coverage", label: labels.coverage },
    ],
  },
  {
    id: "hebergeur",
    title: copy.company.host,
    fields: [
      { name: "host.name", label: labels.hostName },
      { name: "host.address", label: labels.hostAddress },
      { name: "host.phone", label: labels.hostPhone, type: "tel", inputMode: "tel" },
    ],
  },
  {
    id: "mediateur",
    title: copy.company.mediator,
    fields: [
      { name: "mediator.name", label: labels.mediatorName },
      { name: "mediator.address", label: labels.mediatorAddress },
      { name: "mediator.url", label: labels.mediatorUrl, type: "url", inputMode: "url" },
    ],
  },
  {
    id: "credit",
    title: copy.company.credit,
    intro: copy.company.creditHint,
    fields: [
      { name: "credit.label", label: labels.creditLabel },
      { name: "credit.url", label: labels.creditUrl, type: "url", inputMode: "url" },
    ],
  },
];

const qualificationFields = (index: number): Field[] => [
  { name: `qualifications.${index}.name`, label: labels.qualificationName },
  { name: `qualifications.${index}.scope`, label: labels.qualificationScope },
  { name: `qualifications.${index}.body`, label: labels.qualificationBody },
  { name: `qualifications.${index}.certificate`, label: labels.certificate },
  { name: `qualifications.${index}.directory.label`, label: labels.directoryLabel },
  { name: `qualifications.${index}.directory.url`, label: labels.directoryUrl, type: "url", inputMode: "url" },
];

/** "Chantiers réalisés": one count per service whose page states one (decision 031). */
const jobFields: Field[] = countedServices.map((slug) => ({
  name: `completedJobs.${slug}`,
  label: labels.completedJobs(services.find((service) => service.slug === slug)?.title ?? slug),
  inputMode: "numeric",
}));

const googleFields: Field[] = [
  { name: "googleReviewUrl", label: labels.googleReviewUrl, type: "url", inputMode: "url" },
];

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.company.title, matches);

interface Screen {
  values: Record<string, string>;
  confirmed: string[];
  hiddenServices: string[];
  geoConfirmed: boolean;
  count: number;
  /** Fields still carrying the template's value: marked on the form, listed on "Mon site". */
  marked: string[];
}

function screenOf(site: Parameters<typeof companyFields>[0], document: Parameters<typeof readiness>[0]): Screen {
  return {
    values: companyFields(site),
    confirmed: [...site.confirmed],
    hiddenServices: [...site.hiddenServices],
    geoConfirmed: site.geo !== null && site.geo.confirmedFor !== "",
    count: site.qualifications.length,
    marked: readiness({ ...document, site }).map((item) => item.field),
  };
}

/** The screen as the owner left it when a save is refused or an entry added: what he typed, not the draft. */
function screenFromForm(form: FormData, raw: ReturnType<typeof companyFromForm>): Screen {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const { confirmed, hiddenServices, qualifications } = raw as {
    confirmed: string[];
    hiddenServices: string[];
    qualifications: Record<string, unknown>[];
  };
  return {
    values,
    confirmed,
    hiddenServices,
    geoConfirmed: form.get("geo.confirm") === "on",
    count: qualifications.length,
    marked: [],
  };
}

/** A list entry's fields renumbered 0, 1, 2... so that the form's names follow the list it shows. */
function renumbered(form: FormData, drop: number | null, extra: boolean): FormData {
  const next = new FormData();
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = /^qualifications\.(\d{1,2})\./.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  const kept = [...indices].sort((a, b) => a - b).filter((index) => index !== drop);
  for (const [key, value] of form.entries()) {
    const match = /^qualifications\.(\d{1,2})\.(.+)$/.exec(key);
    if (!match) {
      next.append(key, value);
      continue;
    }
    const rank = kept.indexOf(Number(match[1]));
    if (rank >= 0) next.append(`qualifications.${rank}.${match[2]}`, value);
  }
  if (extra) {
    const used = new Set(kept.map((index) => String(form.get(`qualifications.${index}.id`))));
    let number = kept.length + 1;
    while (used.has(`certificat-${number}`)) number++;
    const prefix = `qualifications.${kept.length}.`;
    next.set(`${prefix}id`, `certificat-${number}`);
    for (const name of ["name", "scope", "body", "certificate", "directory.label", "directory.url"]) {
      next.set(`${prefix}${name}`, "");
    }
  }
  return next;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return screenOf(document.site, document);
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  let form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "add-qualification") {
    form = renumbered(form, null, true);
    const raw = companyFromForm(form);
    const screen = screenFromForm(form, raw);
    if (screen.count > MAX_QUALIFICATIONS) {
      return data(
        {
          ...screenFromForm(renumbered(form, screen.count - 1, false), raw),
          errors: { qualifications: copy.errors.tooManyQualifications },
          notice: null,
          saved: false,
        },
        { status: 400 },
      );
    }
    return { ...screen, errors: {} as Record<string, string>, notice: copy.company.qualificationAdded, saved: false };
  }
  const removal = /^remove-qualification-(\d{1,2})$/.exec(intent);
  if (removal) form = renumbered(form, Number(removal[1]), false);
  const raw = companyFromForm(form);
  const parsed = siteSchema.safeParse(raw);
  if (!parsed.success) {
    return data(
      { ...screenFromForm(form, raw), errors: fieldErrors(parsed.error), notice: null, saved: false },
      { status: 400 },
    );
  }
  await saveDraftSection(store, document, "site", parsed.data, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  return {
    ...screenOf(parsed.data, document),
    errors: {} as Record<string, string>,
    notice: removal ? copy.company.qualificationRemoved : null,
    saved: true,
  };
}

function Fields({
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

function Confirm({
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

export default function SiteCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const screen: Screen = actionData ?? loaderData;
  const { values, confirmed, hiddenServices, marked } = screen;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const notice = actionData?.notice ?? null;
  // Each render gets fresh fields (a saved value, a renumbered list): React keys them by what they show.
  const version = JSON.stringify(values).length;
  return (
    <EditorPage
      title={copy.company.title}
      saved={actionData?.saved ? (notice ?? copy.saved) : notice}
      failed={actionData !== undefined && !actionData.saved && notice === null}
    >
      <Form method="post" className="space-y-5" noValidate key={version}>
        {groups.slice(0, 1).map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title}>
            <Fields fields={group.fields} values={values} errors={errors} marked={marked} />
          </SectionCard>
        ))}

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
          <CheckboxField
            name="geo.confirm"
            defaultChecked={screen.geoConfirmed}
            label={facts.confirmGeo}
            className="mt-3"
          />
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

        <SectionCard id="groupe-avis-google" title={copy.company.googleTitle} intro={copy.company.googleHint}>
          <Fields fields={googleFields} values={values} errors={errors} marked={marked} />
        </SectionCard>

        <SectionCard
          id="groupe-certificats"
          title={copy.company.qualifications}
          intro={copy.company.qualificationsHint}
        >
          {errors.qualifications ? <Notice tone="error">{errors.qualifications}</Notice> : null}
          <ol className="space-y-5">
            {Array.from({ length: screen.count }, (_, index) => (
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
          {screen.count === 0 ? <p className="text-sm text-muted">{copy.company.noQualification}</p> : null}
          <button
            type="submit"
            name="intent"
            value="add-qualification"
            disabled={busy || screen.count >= MAX_QUALIFICATIONS}
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

        {groups.slice(1).map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title} intro={group.intro}>
            <Fields fields={group.fields} values={values} errors={errors} marked={marked} />
            {group.id === "legal" ? (
              <EditorSelect
                name="vatRegime"
                label={labels.vatRegime}
                className="mt-4"
                defaultValue={values.vatRegime}
                error={errors.vatRegime}
                options={vatRegimes.map((regime) => ({ value: regime, label: vatRegimeLabels[regime] }))}
              />
            ) : null}
          </SectionCard>
        ))}
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
        <StickySaveButton busy={busy} label={copy.save} busyLabel={copy.saving} />
      </Form>
    </EditorPage>
  );
}
