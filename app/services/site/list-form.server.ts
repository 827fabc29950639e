import type { EditablePrices, EditableSite } from "#app/content/published.ts";
import { countedServices } from "#app/lib/site-limits.ts";
import { flatten, formValues } from "./editor.server.ts";

/** The ranks a form's list `prefix` has (`rates.lines.0.label`, `rates.lines.3.label` → [0, 3]), in order. */
function listIndices(form: FormData, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(\\d{1,2})\\.`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** A list of the form, entry by entry in the shape of `template`: as many entries as the form sent, no more. */
function formList(form: FormData, prefix: string, template: unknown): unknown[] {
  return listIndices(form, prefix).map((index) => formValues(template, form, `${prefix}.${index}.`));
}

const qualificationTemplate = {
  id: "",
  name: "",
  scope: "",
  body: "",
  certificate: "",
  directory: { label: "", url: "" },
};

/** What "L'entreprise" shows in its fields: the phone as typed, numbers as text, the coordinates' box. */
export function companyFields(site: EditableSite): Record<string, string> {
  const { confirmed: _confirmed, hiddenServices: _hidden, geo, ...rest } = site;
  return flatten({
    ...rest,
    phone: site.phone.display,
    foundedYear: site.foundedYear === null ? "" : String(site.foundedYear),
    serviceRadiusKm: String(site.serviceRadiusKm),
    geo: {
      latitude: geo ? String(geo.latitude).replace(".", ",") : "",
      longitude: geo ? String(geo.longitude).replace(".", ",") : "",
    },
  });
}

/** The company section as the form sent it, in the shape `siteSchema` reads; nothing outside it is read. */
export function companyFromForm(form: FormData): unknown {
  const template = {
    name: "",
    shortName: "",
    phone: "",
    email: "",
    address: { street: "", postalCode: "", city: "" },
    openingHours: Array.from({ length: listIndices(form, "openingHours").length }, () => ({ opens: "", closes: "" })),
    emergency: { label: "", delay: "" },
    legal: { form: "", capital: "", siret: "", rcs: "", vat: "", director: "" },
    insurance: { insurer: "", policyNumber: "", coverage: "" },
    host: { name: "", address: "", phone: "" },
    mediator: { name: "", address: "", url: "" },
    credit: { label: "", url: "" },
    foundedYear: "",
    serviceRadiusKm: "",
    geo: { latitude: "", longitude: "", confirm: "" },
    googleReviewUrl: "",
    vatRegime: "",
    completedJobs: Object.fromEntries(countedServices.map((slug) => [slug, ""])),
  };
  return {
    ...(formValues(template, form) as object),
    qualifications: formList(form, "qualifications", qualificationTemplate),
    confirmed: form.getAll("confirmed").filter((value) => typeof value === "string"),
    hiddenServices: form.getAll("hiddenServices").filter((value) => typeof value === "string"),
  };
}

/** "Tarifs" as the form sent it: each list as long as the owner made it. */
export function pricesFromForm(form: FormData): unknown {
  return {
    rates: { lines: formList(form, "rates.lines", { id: "", label: "", amount: "", unit: "", detail: "" }) },
    emergency: formValues({ surcharge: "", nightHours: "" }, form, "emergency."),
    flatRates: { jobs: formList(form, "flatRates.jobs", { label: "", amount: "", includes: "" }) },
  };
}

/** What "Tarifs" shows in its fields. */
export function pricesFields(prices: EditablePrices): Record<string, string> {
  return flatten({
    ...prices,
    rates: { lines: prices.rates.lines.map(({ icon: _icon, ...line }) => line) },
  });
}
