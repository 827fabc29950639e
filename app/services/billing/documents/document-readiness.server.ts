import { mentionLabels } from "#app/content/document-readiness.ts";
import { isPlaceholder } from "#app/lib/placeholder.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import { itemHref } from "#app/services/site/readiness.server.ts";
import { mayOpenPath, type TeamRole } from "#app/services/team/policy.ts";

/** A mention the document would print empty or as the template's placeholder, and where the owner fills it. */
export interface MissingMention {
  /** The value's dotted path: in the company (`legal.siret`) or in the document (`startText`). */
  id: string;
  /** In French, for the owner: "Le numéro SIRET". */
  label: string;
  /**
   * The field's link: on "L'entreprise" for the company, on the document's own form (`#quote-startText`) for its
   * values; null when the person's role cannot open the field's page (the bank account is the patron's).
   */
  href: string | null;
}

/** The mentions as a role is shown them: a field on a page his role would answer 404 for is named without its link. */
export function mentionsFor(role: TeamRole, missing: MissingMention[]): MissingMention[] {
  return missing.map((mention) =>
    mention.href?.startsWith("/") && !mayOpenPath(role, mention.href.split("#")[0] ?? "")
      ? { ...mention, href: null }
      : mention,
  );
}

export type BillingPurpose = "quote" | "invoice";

/** The document's own values that print as mentions; those the caller leaves out are not checked. */
export interface DocumentMentions {
  clientName?: string;
  clientAddress?: string;
  startText?: string;
  paymentTerms?: string;
}

/**
 * The company's values a quote prints (decision 020: identity and legal identifiers, Code de la consommation L111-1
 * and Code de commerce R123-237; the ten-year insurer, Code des assurances L243-2; the mediator, Code de la
 * consommation L616-1), by their field names in "L'entreprise", the phone as its one field.
 */
const quoteCompanyPaths = [
  "name",
  "legal.form",
  "legal.capital",
  "legal.siret",
  "legal.rcs",
  "legal.vat",
  "address.street",
  "address.postalCode",
  "address.city",
  "phone",
  "email",
  "insurance.insurer",
  "insurance.policyNumber",
  "insurance.coverage",
  "mediator.name",
  "mediator.address",
  "mediator.url",
] as const;

/** An invoice prints the same, and the account its transfer goes to (the client's payment reads them). */
const companyPaths: Record<BillingPurpose, readonly (keyof typeof mentionLabels)[]> = {
  quote: quoteCompanyPaths,
  invoice: [...quoteCompanyPaths, "bank.iban", "bank.bic"],
};

const documentFields = ["clientName", "clientAddress", "startText", "paymentTerms"] as const;

/** The string at `path` in `value`, or "" when it is absent or not a string (a field a later version adds). */
function stringAt(value: unknown, path: string): string {
  let current = value;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null) return "";
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === "string" ? current : "";
}

const missing = (value: string) => value.trim() === "" || isPlaceholder(value);

/**
 * Every mention `document` would print with a hole: a company value still empty or the template's PLACEHOLDER
 * (the published company, as sending freezes it), and the document's own values the caller passes, linked to
 * `#<purpose>-<field>` on the document's form (the quote's fields are `#quote-startText`…). A quote or an invoice
 * leaves only when this is empty.
 */
export function missingMentions(
  company: PublishedCompany,
  document: DocumentMentions = {},
  purpose: BillingPurpose = "quote",
): MissingMention[] {
  const found: MissingMention[] = [];
  for (const path of companyPaths[purpose]) {
    const value = stringAt(company.identity, path === "phone" ? "phone.display" : path);
    if (missing(value)) {
      found.push({
        id: path,
        label: mentionLabels[path],
        href: itemHref({ section: "entreprise", field: path, reason: "", value }),
      });
    }
  }
  for (const field of documentFields) {
    const value = document[field];
    if (value !== undefined && missing(value)) {
      found.push({ id: field, label: mentionLabels[field], href: `#${purpose}-${field}` });
    }
  }
  return found;
}
