/**
 * An issued invoice or credit note as its page, its PDF, its Factur-X XML and the accountant's export read it:
 * frozen at issue (the company, the client, the lines and every amount), so a later edit changes nothing.
 * Amounts are integer cents, quantities thousandths, VAT rates basis points (decision 020).
 */
import type { QuoteTotals, VatRate } from "./quote-totals.ts";
import type { InvoiceRetention } from "./retention.ts";

/**
 * "acompte": a deposit invoice (before the work, a share of an accepted quote);
 * "solde": the final invoice of a quote, deducting its deposits;
 * "facture": an invoice of its own (a small repair, no quote), or a progress invoice of a quote (« situation de
 *   travaux », its `situation` statement, decision 066): an ordinary invoice of the quote's lines, with its own totals;
 *   the situation that brings every line to 100 % is the last and deducts the deposits, as a final invoice does;
 * "avoir": a credit note, cancelling all or part of an issued invoice.
 */
export type InvoiceKind = "acompte" | "solde" | "facture" | "avoir";

export interface InvoiceLine {
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface InvoiceCompany {
  name: string;
  legalForm: string;
  capital: string;
  /** 14 digits. */
  siret: string;
  /** "RCS Arras 123 456 789" or "RM …". */
  rcs: string;
  /** FR + 11 characters. */
  vatNumber: string;
  address: PostalAddress;
  phone: string;
  email: string;
  iban: string;
  bic: string;
  insurance: { insurer: string; policyNumber: string; coverage: string };
  /** VAT due on the invoices (option pour les débits) rather than on payment. */
  vatOnDebits: boolean;
}

export interface InvoiceClient {
  name: string;
  address: PostalAddress;
  email: string;
  /** A business client's SIREN (9 digits); null for a private person. */
  siren: string | null;
  vatNumber: string | null;
  /**
   * Where a business client receives its e-invoices, as the platform's directory gave it at issue (decision 049):
   * its addressing identifier (SIREN, SIREN_SIRET, SIREN_SIRET_routing code, SIREN_suffix) and the routing code
   * when the line has one. Absent when the directory gave none (the invoice then names the SIREN) and on the
   * documents issued before.
   */
  electronicAddress?: { identifier: string; routingCode: string | null };
}

/** A deposit invoice deducted from a final invoice: named by its number, date and amounts. */
export interface DeductedDeposit {
  number: string;
  date: string;
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

/** One line of the quote as a situation states it: every amount before VAT, in cents. */
export interface SituationLine {
  designation: string;
  vatRate: VatRate;
  /** The quote line's total. */
  lineExclCents: number;
  /** The work done so far on that line, in basis points of it (3000 = 30 %). */
  cumulativeBasisPoints: number;
  /** round(line total × cumulative %): what the situations claim for that line once this one is issued. */
  cumulativeExclCents: number;
  /** What the earlier situations not cancelled by a credit note claimed for that line. */
  previousExclCents: number;
  /** This situation's share: cumulative less previous. */
  thisExclCents: number;
}

/** A progress invoice's statement (decision 066): its rank, the quote line by line, the earlier situations. */
export interface SituationStatement {
  /** 1 for the first situation of the quote, and so on. */
  number: number;
  /** Every line at 100 %: the last situation (« décompte final »), which deducts the deposits. */
  final: boolean;
  lines: SituationLine[];
  /** The earlier situations of the quote not cancelled by a credit note, oldest first. */
  earlier: { number: string; date: string }[];
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** "F-2026-0001" (invoices) or "AV-2026-0001" (credit notes). */
  number: string;
  /** Issue date, YYYY-MM-DD (Europe/Paris). */
  date: string;
  /** Date the service was completed (or the deposit received, for a deposit): YYYY-MM-DD. */
  serviceDate: string;
  dueDate: string;
  company: InvoiceCompany;
  client: InvoiceClient;
  /** The work site, when it differs from the client's address; empty otherwise. */
  siteAddress: string;
  title: string;
  /** The quote it comes from, if any. */
  quote: { number: string; date: string } | null;
  /** For a credit note: the invoice it credits. */
  credited: { number: string; date: string } | null;
  lines: InvoiceLine[];
  totals: QuoteTotals;
  /** Final invoice and last situation only: the deposits invoiced before it. */
  deposits: DeductedDeposit[];
  /** What the client still has to pay for this document at issue: totals.inclCents minus the deposits. */
  amountDueCents: number;
  paymentTerms: string;
  /** The transfer's reference the client types (or his banking app fills from the QR code): the number. */
  paymentReference: string;
  /** "prestations" for works; the category the e-invoicing reform asks to print. */
  operationCategory: "prestations" | "biens" | "mixte";
  /** The client's certification for a reduced rate, carried over from the accepted quote (name typed there). */
  reducedRateCertifiedBy: string | null;
  /**
   * Works subcontracted by a VAT-registered contractor: no VAT charged, the contractor pays it (CGI 283, 2 nonies;
   * the mention « Autoliquidation », CGI annexe II 242 nonies A, I, 13°; decision 064). Absent on the documents
   * issued before.
   */
  reverseCharge?: boolean;
  /** A progress invoice's statement (decision 066); absent on every other document. */
  situation?: SituationStatement;
  /**
   * The retention guarantee of an invoice of the works (loi 71-584; decision 065), taken from the accepted quote and
   * frozen at issue: the amount held out of amountDueCents until one year after the reception, or the bank's
   * guarantee replacing it. Absent when none, and on the documents issued before.
   */
  retention?: InvoiceRetention;
}
