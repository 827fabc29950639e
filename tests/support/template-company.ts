import { buildSite } from "#app/content/site.ts";

/**
 * What of the template a page, a document or a module value may not say once the owner has published his own
 * company: its name, short name, phone, e-mail, street, and the mark of every value left to replace.
 */
export const templateCompanyValues: readonly string[] = [
  buildSite.name,
  buildSite.shortName,
  buildSite.phone.display,
  buildSite.phone.e164,
  buildSite.email,
  buildSite.address.street,
  "PLACEHOLDER",
];
