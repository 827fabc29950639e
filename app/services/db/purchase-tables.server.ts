import type { Generated } from "kysely";
import type { DepositRow } from "#app/services/einvoicing/deposit-rows.server.ts";

/*
 * The suppliers' invoices and what hangs on them: the files as received, the VAT per rate, the costs set against
 * jobs, the payments sent and the buyer's statuses deposited on the platform (migration 026, decision 061).
 */

export type PurchaseOrigin = "platform" | "hand";
export type PurchaseState = "unreadable" | "to-check" | "approved" | "disputed" | "suspended" | "refused" | "paid";
export type PurchaseSyntax = "CII" | "UBL" | "Factur-X" | "PDF" | "photo";
export type CostCategory = "materials" | "subcontracting" | "other";
export type ReceivedFlowOutcome = "imported" | "duplicate" | "unreadable";

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  siren: string | null;
  vat_number: string | null;
  iban: string | null;
  email: string | null;
  created_at: string;
  updated_at: string;
}

export interface SupplierInvoicesTable {
  id: Generated<number>;
  origin: PurchaseOrigin;
  flow_id: string | null;
  state: PurchaseState;
  state_reason_code: string | null;
  state_reason: string | null;
  /** Why the file could not be read, in French, as the owner reads it. */
  read_error: string | null;
  supplier_id: number | null;
  number: string | null;
  document_type_code: string | null;
  is_credit_note: Generated<number>;
  /** YYYY-MM-DD. */
  issue_date: string | null;
  due_date: string | null;
  currency: Generated<string>;
  tax_exclusive_cents: Generated<number>;
  vat_cents: Generated<number>;
  tax_inclusive_cents: Generated<number>;
  payable_cents: Generated<number>;
  payment_terms: string | null;
  iban: string | null;
  payment_reference: string | null;
  reverse_charge: Generated<number>;
  /** The reader's SupplierInvoice, attachments' bytes left out (they are rows of supplier_invoice_files). */
  details_json: string | null;
  original: Uint8Array;
  original_name: string;
  original_type: string;
  original_sha256: string;
  syntax: PurchaseSyntax;
  received_at: string;
  created_by: number | null;
  updated_at: string;
}

export interface ReceivedFlowsTable {
  flow_id: string;
  supplier_invoice_id: number | null;
  outcome: ReceivedFlowOutcome;
  received_at: string;
}

export interface SupplierInvoiceVatTable {
  supplier_invoice_id: number;
  /** UNCL 5305: S, Z, E, AE, K, G, O. */
  category: string;
  /** Hundredths of a percent (2000 is 20 %); null for category O. */
  rate_basis_points: number | null;
  taxable_cents: number;
  vat_cents: number;
}

export interface SupplierInvoiceFilesTable {
  id: Generated<number>;
  supplier_invoice_id: number;
  filename: string;
  mime: string;
  description: string | null;
  bytes: Uint8Array;
}

export interface SupplierInvoiceCostsTable {
  id: Generated<number>;
  supplier_invoice_id: number;
  /** The line's BT-126; null when the whole invoice goes to one place. */
  line_id: string | null;
  /** Null: the general costs. */
  job_id: number | null;
  category: CostCategory;
  /** Before tax; negative for a credit note. */
  amount_cents: number;
  created_at: string;
}

export interface SupplierPaymentsTable {
  id: Generated<number>;
  supplier_invoice_id: number;
  paid_on: string;
  amount_cents: number;
  method: string;
  created_at: string;
  created_by: number | null;
}

export type BuyerStatusOutboxTable = DepositRow & {
  supplier_invoice_id: number;
  status_code: string;
  reason_code: string | null;
  reason_text: string | null;
  tracking_id: string;
  file: Uint8Array;
  /** Who answered: the status is the company's word, given by one person. */
  decided_by: number | null;
  created_at: string;
};

export interface JobHoursTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  day: string;
  minutes: number;
  created_at: string;
  created_by: number | null;
}
