import type { ConfirmableClaim, EditableContent } from "#app/content/published.ts";
import { addressLine } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { isPlaceholder } from "#app/lib/placeholder.ts";
import { flatten } from "./editor.server.ts";
import { buildContent } from "./schema.server.ts";

/** One thing left before going live, on the screen whose field fixes it. */
export interface ReadinessItem {
  /** The editor section: "entreprise" (L'entreprise) or "tarifs". */
  section: "entreprise" | "tarifs";
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
  for (const [field, value] of Object.entries(flatten(document.prices))) {
    if (isPlaceholder(value)) items.push({ section: "tarifs", field, reason: copy.placeholder, value });
  }
  return items;
}

/** The document's phone is `{ display, e164 }`; the form has one field for it. */
function formField(field: string): string {
  return field === "phone.display" || field === "phone.e164" ? "phone" : field;
}
