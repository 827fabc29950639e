import { towns } from "#app/content/towns.ts";
import type { LeadKind } from "#app/lib/lead-fields.ts";

type Fields = Record<string, string | boolean>;

/** Lower case without accents, so "eloise" finds "Éloïse" and "LENS" finds "Lens" on either engine. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

const knownTowns = towns.map((town) => ({ name: town.name, folded: foldForSearch(town.name) }));

/**
 * The town of a request as the owner filters and counts by it: the contact form's "Ville"; for a quote,
 * the town of the site address (after its postal code, else its last part). A town of the company's area
 * takes its usual spelling, so "LIEVIN" and "Liévin" count as one.
 */
export function townOf(kind: LeadKind, fields: Fields): string {
  const written = kind === "contact" ? text(fields, "city") : text(fields, "address");
  const afterPostalCode = /\b\d{5}\s+([^,\d][^,]*)$/.exec(written)?.[1];
  const candidate = (kind === "contact" ? written : (afterPostalCode ?? written.split(",").at(-1) ?? ""))
    .replace(/[.;,\s]+$/, "")
    .trim();
  const folded = foldForSearch(candidate);
  const known =
    knownTowns.find((town) => town.folded === folded) ??
    (kind === "devis"
      ? knownTowns.find((town) => new RegExp(`(^|[^a-z-])${town.folded}($|[^a-z-])`).test(foldForSearch(written)))
      : undefined);
  return (known?.name ?? candidate).slice(0, 100);
}

/** What a search looks through: the name, phone (also as bare digits), e-mail, place and message. */
export function searchTextOf(kind: LeadKind, fields: Fields): string {
  const phone = text(fields, "phone");
  const parts = [
    text(fields, "name"),
    phone,
    phone.replace(/\D/g, ""),
    text(fields, "email"),
    kind === "contact" ? text(fields, "city") : text(fields, "address"),
    kind === "contact" ? text(fields, "message") : text(fields, "description"),
  ];
  return foldForSearch(parts.join("\n"));
}

/** The columns the inbox filters and searches on, derived from a request's fields. */
export function leadIndexColumns(
  kind: LeadKind,
  fields: Fields,
): { town: string; service: string; search_text: string } {
  return { town: townOf(kind, fields), service: text(fields, "service"), search_text: searchTextOf(kind, fields) };
}
