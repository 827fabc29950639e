import type { Selectable, Transaction } from "kysely";
import type { JournalEntry } from "#app/services/billing/payments/payment-journal.server.ts";
import type { InvoiceKind, InvoicesTable, PaymentMethod } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { QuoteLine } from "./document-lines.server.ts";
import type { DeductedDeposit, InvoiceDocument, SituationStatement } from "./invoice-document.ts";
import type { InvoiceState } from "./invoice-rules.ts";
import type { QuoteTotals } from "./quote-totals.ts";
import type { RetentionStanding } from "./retention.ts";
import type { SituationRefusal } from "./situations.server.ts";

/** The invoice as the owner's form sends it, already checked (invoice-form.server.ts). */
export interface InvoiceInput {
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  clientSiren: string;
  clientVat: string;
  /** The client, a VAT-registered contractor, subcontracts these works to us: it pays the VAT (decision 064). */
  reverseCharge?: boolean;
  siteAddress: string;
  title: string;
  /** YYYY-MM-DD, or empty until the owner gives it. */
  serviceDate: string;
  paymentDays: number;
  remindersOn: boolean;
  lines: QuoteLine[];
}

export interface PaymentRow {
  id: number;
  paidOn: string;
  amountCents: number;
  method: PaymentMethod;
  note: string;
  cancelsPaymentId: number | null;
  cancelled: boolean;
  recordedAt: string;
}

export interface LinkedDocument {
  id: number;
  number: string | null;
  kind: InvoiceKind;
  date: string | null;
  inclCents: number;
  state: InvoiceState;
}

export interface InvoiceDetail extends InvoiceInput {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  state: InvoiceState;
  leadId: number | null;
  quoteId: number | null;
  quoteNumber: string | null;
  credited: LinkedDocument | null;
  issueDate: string | null;
  dueDate: string | null;
  issuedAt: string | null;
  viewedAt: string | null;
  pdfSha256: string | null;
  totals: QuoteTotals;
  /** A progress invoice's statement: frozen once issued, computed from its percentages while a draft (decision 066). */
  situation: SituationStatement | null;
  /** Final invoice: the deposits it deducts (the issued ones of its quote not cancelled by a credit note). */
  deposits: DeductedDeposit[];
  amountDueCents: number;
  paidCents: number;
  creditedCents: number;
  remainingCents: number;
  /** What the client owes today: the remaining amount less a retention guarantee not yet released (decision 065). */
  dueNowCents: number;
  /** The amount held under a retention guarantee, when the invoice holds one: outstanding, release date. */
  retentionHeld: RetentionStanding | null;
  payments: PaymentRow[];
  creditNotes: LinkedDocument[];
  reminders: { offsetDays: number; sentAt: string }[];
  document: InvoiceDocument | null;
}

export interface InvoiceListRow {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  state: InvoiceState;
  clientName: string;
  title: string;
  issueDate: string | null;
  dueDate: string | null;
  inclCents: number;
  remainingCents: number;
  dueNowCents: number;
  updatedAt: string;
}

export interface InvoiceFilters {
  state: InvoiceState | null;
  kind: InvoiceKind | null;
  search: string;
}

export type IssueResult =
  | { ok: true; number: string; document: InvoiceDocument; pdf: Uint8Array; token: string }
  | {
      ok: false;
      reason:
        | "missing"
        | "issued"
        | "empty"
        | "noClient"
        | "noServiceDate"
        | "reverseChargeIds"
        | "overCredit"
        | "partialOverDue"
        | "partialDeposit"
        | "depositDeducted"
        | "partialSituation"
        | "situation"
        | "zero";
    };

export type CreateCreditNoteResult = number | "missing" | "notIssued" | "creditNote" | "depositDeducted";

/** Per credited invoice, what its issued credit notes add up to. */
export interface Credited {
  /** Their totals including VAT. */
  inclCents: number;
  /** What they took off what the client owed (deposits given back excluded). */
  dueCents: number;
}

export type PaymentResult =
  | { ok: true; entry: JournalEntry; remainingCents: number }
  | { ok: false; reason: "missing" | "draft" | "creditNote" | "cancelled" | "overpaid" | "paidAlready" };

export type CreateFromQuoteResult =
  | { ok: true; id: number }
  | { ok: false; reason: "missing" | "notAccepted" | "noDeposit" | "tooLarge" | "finalExists" | "situationsExist" };

/** "Facturer une situation": the draft's id and statement, or why nothing was written (decision 066). */
export type SaveSituationResult =
  | { ok: true; id: number; statement: SituationStatement }
  | { ok: false; reason: SituationRefusal; line?: number };

/** A write that belongs to the issue's transaction: it commits with the issued document or not at all. */
export type IssuedWrite = (
  trx: Transaction<Database>,
  issued: { id: number; number: string; document: InvoiceDocument },
  now: number,
) => Promise<void>;

/** A write that belongs to a payment's (or its cancellation's) transaction, given the journal entry just written. */
export type PaymentWrite = (
  trx: Transaction<Database>,
  paid: { document: InvoiceDocument; paymentId: number },
  now: number,
) => Promise<void>;

/** What a client's invoice link opens. */
export type InvoiceLinkTarget =
  | { kind: "unknown" }
  | { kind: "revoked" }
  | {
      kind: "invoice";
      invoiceId: number;
      document: InvoiceDocument;
      state: InvoiceState;
      remainingCents: number;
      dueNowCents: number;
      retentionHeld: RetentionStanding | null;
      paidCents: number;
    };

/** A draft's values as the owner's form shows them. */
export function toInput(row: Selectable<InvoicesTable>, lines: QuoteLine[]): InvoiceInput {
  return {
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientAddress: row.client_address,
    clientSiren: row.client_siren,
    clientVat: row.client_vat,
    reverseCharge: row.reverse_charge === 1,
    siteAddress: row.site_address,
    title: row.title,
    serviceDate: row.service_date,
    paymentDays: row.payment_days,
    remindersOn: row.reminders_on === 1,
    lines,
  };
}
