import { services } from "#app/content/services.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { countedServices } from "#app/lib/site-limits.ts";

const copy = siteEditorCopy;
const labels = copy.labels;

/** One input of « L’entreprise », named as the form sends it (`legal.siret`). */
export type Field = {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "url" | "numeric" | "text" | "decimal";
  hint?: string;
};

/** What the phone's keyboard and the browser's autofill need to know of an input that is not plain text. */
const kinds = {
  tel: { type: "tel", inputMode: "tel" },
  email: { type: "email", inputMode: "email" },
  url: { type: "url", inputMode: "url" },
  numeric: { inputMode: "numeric" },
} as const satisfies Record<string, Partial<Field>>;

function input(name: string, label: string, kind?: keyof typeof kinds, autoComplete?: string): Field {
  return { name, label, ...(kind ? kinds[kind] : {}), ...(autoComplete ? { autoComplete } : {}) };
}

interface FieldGroup {
  id: string;
  title: string;
  intro?: string;
  fields: Field[];
}

function group(id: string, title: string, fields: Field[], intro?: string): FieldGroup {
  return intro ? { id, title, intro, fields } : { id, title, fields };
}

/** The fieldsets made of plain inputs, in the order of the screen; the first one comes before the facts. */
export const companyGroups: FieldGroup[] = [
  group("identite", copy.company.identity, [
    input("name", labels.name, undefined, "organization"),
    input("shortName", labels.shortName),
    input("phone", labels.phone, "tel", "tel"),
    input("email", labels.email, "email", "email"),
    input("address.street", labels.street, undefined, "address-line1"),
    input("address.postalCode", labels.postalCode, "numeric", "postal-code"),
    input("address.city", labels.city, undefined, "address-level2"),
    input("emergency.label", labels.emergencyLabel),
    input("emergency.delay", labels.emergencyDelay),
  ]),
  group("legal", copy.company.legal, [
    input("legal.form", labels.legalForm),
    input("legal.capital", labels.capital),
    input("legal.siret", labels.siret, "numeric"),
    input("legal.rcs", labels.rcs),
    input("legal.vat", labels.vat),
    input("legal.director", labels.director),
  ]),
  group("assurance", copy.company.insurance, [
    input("insurance.insurer", labels.insurer),
    input("insurance.policyNumber", labels.policyNumber),
    input("insurance.coverage", labels.coverage),
  ]),
  group("hebergeur", copy.company.host, [
    input("host.name", labels.hostName),
    input("host.address", labels.hostAddress),
    input("host.phone", labels.hostPhone, "tel"),
  ]),
  group("mediateur", copy.company.mediator, [
    input("mediator.name", labels.mediatorName),
    input("mediator.address", labels.mediatorAddress),
    input("mediator.url", labels.mediatorUrl, "url"),
  ]),
  group(
    "credit",
    copy.company.credit,
    [input("credit.label", labels.creditLabel), input("credit.url", labels.creditUrl, "url")],
    copy.company.creditHint,
  ),
];

export const qualificationFields = (index: number): Field[] => [
  input(`qualifications.${index}.name`, labels.qualificationName),
  input(`qualifications.${index}.scope`, labels.qualificationScope),
  input(`qualifications.${index}.body`, labels.qualificationBody),
  input(`qualifications.${index}.certificate`, labels.certificate),
  input(`qualifications.${index}.directory.label`, labels.directoryLabel),
  input(`qualifications.${index}.directory.url`, labels.directoryUrl, "url"),
];

/** "Chantiers réalisés": one count per service whose page states one (decision 031). */
export const jobFields: Field[] = countedServices.map((slug) =>
  input(
    `completedJobs.${slug}`,
    labels.completedJobs(services.find((service) => service.slug === slug)?.title ?? slug),
    "numeric",
  ),
);

export const googleFields: Field[] = [input("googleReviewUrl", labels.googleReviewUrl, "url")];
