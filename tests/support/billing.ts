import type { BillingSettings } from "#app/services/billing/documents/billing-settings.server.ts";
import type { QuoteLine } from "#app/services/billing/documents/document-lines.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";

/** A real French IBAN example (its mod-97 key is right) and its bank's BIC. */
export const exampleBilling: BillingSettings = {
  reminderOffsets: [-3, 1, 15, 30],
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
  vatOnDebits: false,
};

/** A company as a client (its SIREN's key is right): its invoices are e-invoices, never e-reported. */
export const businessClient = {
  clientName: "Toitures du Nord SAS",
  clientEmail: "",
  clientAddress: "5 rue du Port, 59000 Lille",
  clientSiren: "732829320",
  clientVat: "",
};

/**
 * A general contractor subcontracting a roof to the company (decision 064): VAT-registered, both numbers given and
 * matching (fictional ones whose keys are right), the VAT reverse-charged.
 */
export const generalContractor = {
  clientName: "Bâtiments de l’Artois SARL",
  clientEmail: "chantiers@example.com",
  clientAddress: "8 rue des Mineurs, 62300 Lens",
  clientSiren: "123456782",
  clientVat: "FR11123456782",
  reverseCharge: true,
};

/**
 * A building manager's re-roofing over six weeks, invoiced by situations (decision 066): a company (its SIREN's key
 * is right, no VAT number needed at our rates), three lines at two rates whose percentages round.
 */
export const buildingManager = {
  clientName: "Syndic Les Terrils SAS",
  clientEmail: "gestion@example.com",
  clientAddress: "12 boulevard Basly, 62300 Lens",
  clientSiren: "552100554",
  clientVat: "",
};

export const reroofingLines: QuoteLine[] = [
  {
    kind: "line",
    designation: "Dépose de la couverture existante",
    quantityMilli: 420_000,
    unit: "m²",
    unitPriceCents: 1835,
    vatRate: 1000,
  },
  {
    kind: "line",
    designation: "Couverture en ardoise naturelle",
    quantityMilli: 420_000,
    unit: "m²",
    unitPriceCents: 9647,
    vatRate: 1000,
  },
  {
    kind: "line",
    designation: "Zinguerie et descentes",
    quantityMilli: 1000,
    unit: "forfait",
    unitPriceCents: 633_333,
    vatRate: 2000,
  },
];

/** Stands in for the PDF renderer where a test does not read the PDF: its bytes name the document. */
export const fakePdf = async (document: InvoiceDocument) => new TextEncoder().encode(`%PDF-${document.number}`);

/** A payment by bank transfer, as the owner records it. */
export const transfer = (paidOn: string, amountCents: number) => ({
  paidOn,
  amountCents,
  method: "virement" as const,
  note: "",
});

export { completeCompany } from "./quotes.ts";
