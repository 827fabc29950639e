import type { ConfirmableClaim, EditableContent } from "#app/content/published.ts";
import { services } from "#app/content/services.ts";
import { addressLine } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { isPlaceholder } from "#app/lib/placeholder.ts";
import { countedServices } from "#app/lib/site-limits.ts";
import { buildContent } from "./build-content.server.ts";
import { flatten } from "./editor.server.ts";

/** One thing left before going live, on the screen whose field fixes it. */
export interface ReadinessItem {
  /** The editor section: "entreprise" (L'entreprise), "tarifs", or "articles" (an example article to confirm). */
  section: "entreprise" | "tarifs" | "articles";
  /** The field's dotted name in its form (`legal.siret`, `rates.lines.0.amount`): its id is derived from it. */
  field: string;
  /** What is left, in French, for the owner. */
  reason: string;
  /** The value as it stands (a placeholder, the template's name...). */
  value: string;
}

const copy = siteEditorCopy.readiness;

/**
 * Company values the template wrote without a PLACEHOLDER mark (a name, a fictional phone number, a credit to
 * example.com): while they equal the build's, they are the template's, not the owner's.
 */
const templateFields = ["name", "shortName", "phone.display", "email", "address.street", "credit.url"] as const;

/** Claims the owner must confirm (or change) before the site states them (Code de la consommation, L121-2). */
const claimFields: Record<ConfirmableClaim, string> = {
  foundedYear: "foundedYear",
  qualifications: "qualifications",
  serviceRadiusKm: "serviceRadiusKm",
};

/**
 * Everything left before going live in `document`: placeholders, template values, claims not confirmed,
 * coordinates not confirmed for the address, a service offered without its certificate. "Mon site" lists it,
 * and `npm run check-content` prints the same list for the published version.
 */
export function readiness(document: EditableContent): ReadinessItem[] {
  const build = buildContent();
  const items: ReadinessItem[] = [];
  const site = document.site;
  const siteValues = flatten(site);
  const buildValues = flatten(build.site);
  for (const [field, value] of Object.entries(siteValues)) {
    if (isPlaceholder(value))
      items.push({ section: "entreprise", field: formField(field), reason: copy.placeholder, value });
  }
  for (const field of templateFields) {
    const value = siteValues[field] ?? "";
    if (value && value === buildValues[field] && !isPlaceholder(value)) {
      items.push({ section: "entreprise", field: formField(field), reason: copy.template, value });
    }
  }
  for (const claim of Object.keys(claimFields) as ConfirmableClaim[]) {
    const stated = claim === "qualifications" ? site.qualifications.length > 0 : site[claim] !== null;
    const unchanged = JSON.stringify(site[claim]) === JSON.stringify(build.site[claim]);
    if (stated && unchanged && !site.confirmed.includes(claim)) {
      items.push({ section: "entreprise", field: `confirmer-${claim}`, reason: copy.claims[claim], value: "" });
    }
  }
  if (!site.geo || site.geo.confirmedFor !== addressLine(site.address)) {
    items.push({ section: "entreprise", field: "geo.latitude", reason: copy.coordinates, value: "" });
  }
  if (!site.hiddenServices.includes("desamiantage") && !site.qualifications.some((entry) => entry.id === "amiante")) {
    items.push({ section: "entreprise", field: "hiddenServices", reason: copy.asbestos, value: "" });
  }
  // A count the owner has not stated is left off its page; the list says which pages still lack it.
  for (const slug of countedServices) {
    if (site.completedJobs[slug] === null && !site.hiddenServices.includes(slug)) {
      const title = services.find((service) => service.slug === slug)?.title ?? slug;
      items.push({
        section: "entreprise",
        field: `completedJobs.${slug}`,
        reason: copy.completedJobs(title),
        value: "",
      });
    }
  }
  for (const [field, value] of Object.entries(flatten(document.prices))) {
    if (isPlaceholder(value)) items.push({ section: "tarifs", field, reason: copy.placeholder, value });
  }
  // The template's example articles speak for the company: each waits for the owner's word (decision 021).
  for (const article of document.articles ?? []) {
    if (!article.confirmed && !article.hidden) {
      items.push({ section: "articles", field: article.id, reason: copy.article, value: article.title });
    }
  }
  return items;
}

/** The document's phone is `{ display, e164 }`; the form has one field for it. */
function formField(field: string): string {
  return field === "phone.display" || field === "phone.e164" ? "phone" : field;
}

const labels = siteEditorCopy.labels;
const facts = siteEditorCopy.company.facts;

/** The form labels of the company's fields, by their dotted name. */
const siteLabels: Record<string, string> = {
  name: labels.name,
  shortName: labels.shortName,
  phone: labels.phone,
  email: labels.email,
  "address.street": labels.street,
  "address.postalCode": labels.postalCode,
  "address.city": labels.city,
  "emergency.label": labels.emergencyLabel,
  "emergency.delay": labels.emergencyDelay,
  "legal.form": labels.legalForm,
  "legal.capital": labels.capital,
  "legal.siret": labels.siret,
  "legal.rcs": labels.rcs,
  "legal.vat": labels.vat,
  "legal.director": labels.director,
  "insurance.insurer": labels.insurer,
  "insurance.policyNumber": labels.policyNumber,
  "insurance.coverage": labels.coverage,
  "host.name": labels.hostName,
  "host.address": labels.hostAddress,
  "host.phone": labels.hostPhone,
  "mediator.name": labels.mediatorName,
  "mediator.address": labels.mediatorAddress,
  "mediator.url": labels.mediatorUrl,
  "credit.label": labels.creditLabel,
  "credit.url": labels.creditUrl,
  "geo.latitude": facts.geoTitle,
  hiddenServices: facts.servicesTitle,
  "confirmer-foundedYear": labels.foundedYear,
  "confirmer-serviceRadiusKm": labels.serviceRadius,
  "confirmer-qualifications": siteEditorCopy.company.qualifications,
};

const entryLabels: Record<string, string> = {
  name: labels.qualificationName,
  scope: labels.qualificationScope,
  body: labels.qualificationBody,
  certificate: labels.certificate,
  "directory.label": labels.directoryLabel,
  "directory.url": labels.directoryUrl,
  label: labels.priceLabel,
  amount: labels.amount,
  unit: labels.unit,
  detail: labels.priceDetail,
  includes: labels.includes,
  surcharge: labels.surcharge,
  nightHours: labels.nightHours,
};

/** The field as the owner reads it on his screen: "SIRET", "Prix TTC (ligne 1 : Taux horaire…)". */
export function itemLabel(item: ReadinessItem, document: EditableContent): string {
  if (item.section === "articles") return item.value;
  if (item.section === "entreprise") {
    const known = siteLabels[item.field];
    if (known) return known;
    const counted = /^completedJobs\.(.+)$/.exec(item.field);
    if (counted) {
      return labels.completedJobs(services.find((service) => service.slug === counted[1])?.title ?? counted[1] ?? "");
    }
    const entry = /^qualifications\.(\d+)\.(.+)$/.exec(item.field);
    if (entry) {
      const qualification = document.site.qualifications[Number(entry[1])];
      return `${entryLabels[entry[2] ?? ""] ?? entry[2]} (${qualification?.name ?? ""})`;
    }
    return item.field;
  }
  const line = /^(rates\.lines|flatRates\.jobs)\.(\d+)\.(.+)$/.exec(item.field);
  if (line) {
    const entries = line[1] === "rates.lines" ? document.prices.rates.lines : document.prices.flatRates.jobs;
    return `${entryLabels[line[3] ?? ""] ?? line[3]} (${entries[Number(line[2])]?.label ?? ""})`;
  }
  return entryLabels[item.field.replace(/^emergency\./, "")] ?? item.field;
}

/** The id of the element the item's link lands on: the field, or its confirmation box. */
export function itemAnchor(item: ReadinessItem): string {
  if (item.field.startsWith("confirmer-")) return item.field;
  return `champ-${item.field.replace(/\./g, "-")}`;
}

/** The item's link on the owner's screens. */
export function itemHref(item: ReadinessItem): string {
  if (item.section === "articles") return `/pro/site/articles?article=${encodeURIComponent(item.field)}#confirmer`;
  return `/pro/site/${item.section}#${itemAnchor(item)}`;
}
