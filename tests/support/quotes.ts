import { site, type site as siteContent } from "#app/content/site.ts";
import { pricedLines } from "#app/services/billing/documents/document-lines.server.ts";
import { quoteTotals } from "#app/services/billing/documents/quote-totals.ts";
import type { AcceptanceInput, QuoteDocument, QuoteInput } from "#app/services/billing/documents/quotes.server.ts";
import type { NewLead } from "#app/services/leads/store.server.ts";
import { companyOf, type PublishedCompany } from "#app/services/site/company.server.ts";

/**
 * What an owner who filled "L'entreprise" enters where the template has PLACEHOLDER values: made up for the tests
 * (the SIRET's Luhn key and the VAT key are right; no real company has them), written as "L'entreprise" publishes
 * them. The end-to-end tests type the same.
 */
export const completeCompanyValues = {
  legal: {
    form: "SARL",
    capital: "10 000 €",
    siret: "987 654 324 00019",
    rcs: "RCS Arras 987 654 324",
    vat: "FR 14 987 654 324",
    director: "Paul Lefèvre",
  },
  insurance: {
    insurer: "Mutuelle des Artisans du Nord, 10 rue de Lille, 62000 Arras",
    policyNumber: "DEC-2026-0815",
    coverage: "France métropolitaine",
  },
  mediator: {
    name: "Médiateur du bâtiment",
    address: "1 place de la Médiation, 75000 Paris",
    url: "https://www.mediateur-batiment.example.fr",
  },
} as const;

/** The template's company with those values: a quote can be sent with it. */
export function completeCompany(): PublishedCompany {
  return companyOf({ ...site, ...completeCompanyValues });
}

/** The quote: 2 h × 45 € and 12 m² × 65 € at 10 %, 1 forfait × 150 € at 20 % (1 137,00 € TTC). */
export const exampleQuote: QuoteInput = {
  clientName: "Jeanne Martin",
  clientEmail: "jeanne@example.com",
  clientPhone: "06 12 34 56 78",
  clientAddress: "3 rue des Lilas, 62300 Lens",
  siteAddress: "",
  title: "Réfection de la gouttière",
  startText: "Sous 3 semaines après acceptation",
  paymentTerms: "À réception de la facture, par virement",
  depositPercent: 30,
  validityDays: 30,
  paidQuote: false,
  urgentRepair: false,
  lines: [
    { kind: "section", designation: "Gouttière", quantityMilli: 0, unit: "", unitPriceCents: 0, vatRate: 2000 },
    {
      kind: "line",
      designation: "Dépose de la gouttière",
      quantityMilli: 2000,
      unit: "h",
      unitPriceCents: 4500,
      vatRate: 1000,
    },
    {
      kind: "line",
      designation: "Zinc naturel",
      quantityMilli: 12_000,
      unit: "m²",
      unitPriceCents: 6500,
      vatRate: 1000,
    },
    {
      kind: "travel",
      designation: "Déplacement",
      quantityMilli: 1000,
      unit: "forfait",
      unitPriceCents: 15_000,
      vatRate: 2000,
    },
  ],
};

/** Jeanne Martin's request for a quote, as the form stores it: the request that quotes and invoices are made on. */
export function exampleRequest(fields: Partial<Record<"name" | "address" | "description", string>> = {}): NewLead {
  return {
    kind: "devis",
    page: "/devis",
    status: "received",
    fields: {
      name: "Jeanne Martin",
      phone: "06 12 34 56 78",
      email: "jeanne@example.com",
      address: "Lens",
      service: "Zinguerie",
      description: "Gouttière",
      acceptsTerms: true,
      ...fields,
    },
    idempotencyKey: null,
  };
}

/** The client's acceptance of the example's given revision, as the page posts it, with the PDF it froze. */
export function exampleAcceptance(revision: number, pdf = new Uint8Array([37, 80, 68, 70])): AcceptanceInput {
  return {
    revision,
    fullName: "Jeanne Martin",
    address: "203.0.113.9",
    userAgent: "Mozilla/5.0 (test)",
    keepsReplacedParts: true,
    reducedRateCertified: true,
    pdf,
  };
}

/** The example as its first sending freezes it, with the company `site` describes. */
export function quoteDocumentExample(site: typeof siteContent): QuoteDocument {
  return {
    ...exampleQuote,
    number: "D-2026-0001",
    revision: 1,
    date: "2026-11-23",
    validUntil: "2026-12-23",
    company: {
      name: site.name,
      phone: site.phone.display,
      email: site.email,
      address: site.address,
      legal: site.legal,
      insurance: site.insurance,
      mediator: site.mediator,
    },
    totals: quoteTotals(pricedLines(exampleQuote.lines)),
  };
}
