import type { Generated } from "kysely";

export type QuoteStatus = "brouillon" | "envoye" | "vu" | "accepte" | "refuse";
export type QuoteLineKind = "line" | "section" | "travel";

/** Booleans are 0 or 1 on both engines. */
type Flag = 0 | 1;

/** The last number given per year (decision 020): incremented in the sending transaction, never decremented. */
/** One counter row per series ("D" quotes, "F" invoices, "AV" credit notes, "J" the payment journal) and year. */
export interface DocumentNumberCountersTable {
  series: string;
  year: number;
  last_number: number;
}

/** A quote as the owner edits it; what the client saw is in its revisions. */
export interface QuotesTable {
  id: Generated<number>;
  lead_id: number | null;
  number: string | null;
  status: Generated<QuoteStatus>;
  client_name: string;
  client_email: Generated<string>;
  client_phone: Generated<string>;
  client_address: Generated<string>;
  client_siren: Generated<string>;
  client_vat: Generated<string>;
  /** The client is a VAT-registered contractor subcontracting these works: VAT reverse-charged (decision 064). */
  reverse_charge: Generated<Flag>;
  /** The retention guarantee agreed, in basis points (at most 500), 0 for none (decision 065). */
  retention_rate: Generated<number>;
  /** The bank's guarantee replacing the retention: its name and reference; empty for none. */
  retention_guarantor: Generated<string>;
  site_address: Generated<string>;
  title: Generated<string>;
  start_text: Generated<string>;
  payment_terms: Generated<string>;
  deposit_percent: Generated<number>;
  validity_days: Generated<number>;
  paid_quote: Generated<Flag>;
  urgent_repair: Generated<Flag>;
  revision: Generated<number>;
  edited_since_sent: Generated<Flag>;
  created_at: string;
  updated_at: string;
  first_sent_at: string | null;
  sent_at: string | null;
  /** YYYY-MM-DD (Europe/Paris), the last day the quote can be accepted. */
  valid_until: string | null;
  viewed_at: string | null;
  decided_at: string | null;
  /** The client's reason for refusing, or the change he asked for. */
  client_message: string | null;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  kind: QuoteLineKind;
  designation: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
}

export interface QuoteRevisionsTable {
  id: Generated<number>;
  quote_id: number;
  revision: number;
  /** JSON: the whole quote as sent (company, client, lines, terms), what the client's page and PDF show. */
  document: string;
  sent_at: string;
}

/** A client's link: SHA-256 (hex) of its token, never the token. */
export interface QuoteLinksTable {
  token_hash: string;
  quote_id: number;
  revision: number;
  created_at: string;
  revoked_at: string | null;
}

export interface QuoteAcceptancesTable {
  quote_id: number;
  revision: number;
  full_name: string;
  accepted_at: string;
  address: string;
  user_agent: string;
  keeps_replaced_parts: Flag;
  reduced_rate_certified: Flag;
  pdf_sha256: string;
  pdf: Uint8Array;
}

/** "Mes prestations": the owner's prices, excluding VAT with their rate. */
export interface QuoteCatalogueTable {
  id: Generated<number>;
  designation: string;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
  created_at: string;
}

export type InvoiceKind = "acompte" | "solde" | "facture" | "avoir";
/** Stored: a draft or issued; what a list shows (seen, paid, late, cancelled) is derived when read. */
export type InvoiceStatus = "brouillon" | "emise";
export type PaymentMethod = "virement" | "cheque" | "especes" | "carte";

export interface InvoicesTable {
  id: Generated<number>;
  kind: InvoiceKind;
  status: Generated<InvoiceStatus>;
  number: string | null;
  lead_id: number | null;
  quote_id: number | null;
  credited_invoice_id: number | null;
  client_name: Generated<string>;
  client_email: Generated<string>;
  client_address: Generated<string>;
  client_siren: Generated<string>;
  client_vat: Generated<string>;
  /** Subcontracted works for a VAT-registered contractor: VAT reverse-charged (decision 064). */
  reverse_charge: Generated<Flag>;
  site_address: Generated<string>;
  title: Generated<string>;
  service_date: Generated<string>;
  payment_days: Generated<number>;
  reminders_on: Generated<number>;
  created_at: string;
  updated_at: string;
  issued_at: string | null;
  issue_date: string | null;
  due_date: string | null;
  amount_due_cents: number | null;
  incl_cents: number | null;
  /** The InvoiceDocument frozen at issue (JSON). */
  document: string | null;
  pdf: Uint8Array | null;
  pdf_sha256: string | null;
  viewed_at: string | null;
  /** A progress invoice of its quote: its rank among the quote's situations (decision 066); null otherwise. */
  situation_number: number | null;
}

/** A situation's cumulative percentage of work done per priced line of its quote (decision 066). */
export interface SituationProgressTable {
  invoice_id: number;
  /** The line's position among the quote's priced lines, from 0. */
  quote_line: number;
  cumulative_basis_points: number;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  kind: string;
  designation: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
}

export interface InvoiceLinksTable {
  token_hash: string;
  invoice_id: number;
  created_at: string;
  revoked_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  sequence: number;
  invoice_id: number;
  invoice_number: string;
  paid_on: string;
  amount_cents: number;
  method: PaymentMethod;
  note: Generated<string>;
  cancels_payment_id: number | null;
  recorded_at: string;
  recorded_by: string;
  previous_hash: string;
  hash: string;
}

export interface PaymentClosuresTable {
  period: string;
  last_sequence: number;
  period_total_cents: number;
  cumulative_total_cents: number;
  closed_at: string;
  previous_hash: string;
  hash: string;
}

export interface InvoiceRemindersTable {
  invoice_id: number;
  offset_days: number;
  sent_at: string;
  pdf_sha256: string;
}

export interface BillingSettingsTable {
  id: number;
  reminder_offsets: string;
  iban: string;
  bic: string;
  vat_on_debits: number;
  updated_at: string;
}
