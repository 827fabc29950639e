import { data, Form, useNavigation } from "react-router";
import { EditorField } from "#app/components/pro/editor-field.tsx";
import { EditorPage } from "#app/components/pro/editor-page.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { site } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import { flatten, formValues, saveDraftSection, workingDocument } from "#app/services/site/editor.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { fieldErrors, siteSchema } from "#app/services/site/schema.server.ts";
import type { Route } from "./+types/site-company";

const copy = siteEditorCopy;
const labels = copy.labels;

type Field = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "url" | "numeric" | "text";
  hint?: string;
};

const groups: { id: string; title: string; fields: Field[] }[] = [
  {
    id: "identite",
    title: copy.company.identity,
    fields: [
      { name: "name", label: labels.name, autoComplete: "organization" },
      { name: "phone", label: labels.phone, type: "tel", autoComplete: "tel", inputMode: "tel" },
      { name: "email", label: labels.email, type: "email", autoComplete: "email", inputMode: "email" },
      { name: "address.street", label: labels.street, autoComplete: "street-address" },
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
    id: "certificats",
    title: copy.company.qualifications,
    fields: site.qualifications.flatMap((qualification, index) => [
      { name: `qualifications.${index}.body`, label: `${labels.qualificationBody} (${qualification.name})` },
      {
        name: `qualifications.${index}.certificate`,
        label: `${labels.certificate} (${qualification.id.toUpperCase()})`,
      },
      { name: `qualifications.${index}.directory.label`, label: labels.directoryLabel },
      { name: `qualifications.${index}.directory.url`, label: labels.directoryUrl, type: "url", inputMode: "url" },
    ]),
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
];

export const meta: Route.MetaFunction = () => proMeta(copy.company.title);

/** The form edits the phone as the owner types it; the document keeps it with its international form. */
function formShape(values: { phone: { display: string } }) {
  return { ...values, phone: values.phone.display };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwnerSession(request);
  const { document } = await workingDocument(await siteContentStore());
  return { values: flatten(formShape(document.site)) };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const store = await siteContentStore();
  const { document } = await workingDocument(store);
  const raw = formValues(formShape(document.site), await request.formData());
  const parsed = siteSchema.safeParse(raw);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values: flatten(raw), saved: false }, { status: 400 });
  }
  await saveDraftSection(store, document, "site", parsed.data, {
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
  });
  return { errors: {} as Record<string, string>, values: flatten(formShape(parsed.data)), saved: true };
}

export default function SiteCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <EditorPage
      title={copy.company.title}
      saved={actionData?.saved ? copy.saved : null}
      failed={actionData !== undefined && !actionData.saved}
    >
      <Form method="post" className="space-y-5" noValidate>
        {groups.map((group) => (
          <SectionCard key={group.id} id={`groupe-${group.id}`} title={group.title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <EditorField
                  key={`${field.name}-${values[field.name] ?? ""}`}
                  name={field.name}
                  label={field.label}
                  type={field.type ?? "text"}
                  autoComplete={field.autoComplete ?? "off"}
                  inputMode={field.inputMode}
                  defaultValue={values[field.name] ?? ""}
                  error={errors[field.name]}
                />
              ))}
            </div>
          </SectionCard>
        ))}
        <SectionCard id="groupe-horaires" title={copy.company.hours} intro={copy.company.hoursHint}>
          {errors.openingHours || Object.keys(errors).some((key) => key.startsWith("openingHours")) ? (
            <Notice tone="error">{copy.errors.hours}</Notice>
          ) : null}
          <div className="mt-3 space-y-4">
            {site.openingHours.map((slot, index) => (
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
        <div className="sticky bottom-20 z-10 md:bottom-4">
          <button type="submit" disabled={busy} className={buttonClass("primary", "md", "w-full shadow-card")}>
            {busy ? copy.saving : copy.save}
          </button>
        </div>
      </Form>
    </EditorPage>
  );
}
