/**
 * Which way an invoice goes under the French e-invoicing reform (decision 034), from its client alone:
 * - a French company, known by its SIREN, is a domestic sale between businesses: the invoice itself is an
 *   e-invoice, exchanged through the approved platforms (CGI 289 bis);
 * - a private person is a sale to a consumer, and a company abroad an international sale between businesses: no
 *   e-invoice, the transaction's data are e-reported to the tax administration instead (CGI 290).
 * A French VAT number holds the SIREN (FR, a two-digit key, the nine digits), so it identifies a French company
 * even when the SIREN field was left empty.
 */
import type { InvoiceClient } from "#app/services/billing/documents/invoice-document.ts";

export type ReformChannel = "e-invoice" | "e-reporting: B2C" | "e-reporting: international B2B";

/** The client's SIREN as written, or the one inside a French VAT number; null for anyone else. */
export function clientSiren(client: Pick<InvoiceClient, "siren" | "vatNumber">): string | null {
  const siren = client.siren?.replace(/\s/g, "") ?? "";
  if (/^\d{9}$/.test(siren)) return siren;
  const vat = /^FR[0-9A-Z]{2}(\d{9})$/.exec(client.vatNumber?.replace(/\s/g, "").toUpperCase() ?? "");
  return vat?.[1] ?? null;
}

export function reformChannel(client: Pick<InvoiceClient, "siren" | "vatNumber">): ReformChannel {
  if (clientSiren(client)) return "e-invoice";
  return client.vatNumber?.trim() ? "e-reporting: international B2B" : "e-reporting: B2C";
}

/**
 * The channel as the French profile of EN 16931 writes it in the invoice's note of subject BAR (BT-21/BT-22,
 * rule BR-FR-20): B2B for an e-invoice, B2C and B2BINT for the two kinds of e-reported sales.
 */
export const barTreatment: Record<ReformChannel, "B2B" | "B2C" | "B2BINT"> = {
  "e-invoice": "B2B",
  "e-reporting: B2C": "B2C",
  "e-reporting: international B2B": "B2BINT",
};
