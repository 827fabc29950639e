import type { Kysely } from "kysely";
import type {
  CostCategory,
  PurchaseOrigin,
  PurchaseState,
  PurchaseSyntax,
} from "#app/services/db/purchase-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { SupplierInvoice, SupplierInvoiceLine } from "./supplier-invoice-types.ts";

/** One row of « Achats ». */
export interface PurchaseSummary {
  id: number;
  state: PurchaseState;
  origin: PurchaseOrigin;
  syntax: PurchaseSyntax;
  supplier: string | null;
  number: string | null;
  isCreditNote: boolean;
  /** YYYY-MM-DD. */
  issueDate: string | null;
  dueDate: string | null;
  payableCents: number;
  paidCents: number;
  readError: string | null;
  receivedAt: string;
}

export interface PurchaseVatRow {
  category: string;
  rateBasisPoints: number | null;
  taxableCents: number;
  vatCents: number;
}

export interface PurchaseCost {
  lineId: string | null;
  jobId: number | null;
  jobTitle: string | null;
  category: CostCategory;
  amountCents: number;
}

export interface SupplierPayment {
  id: number;
  paidOn: string;
  amountCents: number;
  method: string;
}

/** A buyer's status as queued for the platform, and where its deposit stands. */
export interface SentStatus {
  statusCode: string;
  reasonCode: string | null;
  reasonText: string | null;
  deposit: "pending" | "sending" | "deposited" | "rejected";
  lastError: string | null;
  createdAt: string;
  depositedAt: string | null;
}

export interface PurchaseDetail extends PurchaseSummary {
  supplierDetails: {
    id: number;
    name: string;
    siren: string | null;
    vatNumber: string | null;
    iban: string | null;
  } | null;
  stateReasonCode: string | null;
  stateReason: string | null;
  documentTypeCode: string | null;
  currency: string;
  taxExclusiveCents: number;
  vatCents: number;
  taxInclusiveCents: number;
  paymentTerms: string | null;
  iban: string | null;
  paymentReference: string | null;
  reverseCharge: boolean;
  vat: PurchaseVatRow[];
  /** The invoice's own lines, as read; none for a paper one typed by hand. */
  lines: SupplierInvoiceLine[];
  notes: string[];
  files: { id: number; filename: string; mime: string; description: string | null }[];
  costs: PurchaseCost[];
  payments: SupplierPayment[];
  statuses: SentStatus[];
  originalName: string;
  originalType: string;
  originalSha256: string;
}

const summaryColumns = [
  "supplier_invoices.id",
  "supplier_invoices.state",
  "supplier_invoices.origin",
  "supplier_invoices.syntax",
  "suppliers.name as supplier",
  "supplier_invoices.number",
  "supplier_invoices.is_credit_note",
  "supplier_invoices.issue_date",
  "supplier_invoices.due_date",
  "supplier_invoices.payable_cents",
  "supplier_invoices.read_error",
  "supplier_invoices.received_at",
] as const;

type SummaryRow = {
  id: number;
  state: PurchaseState;
  origin: PurchaseOrigin;
  syntax: PurchaseSyntax;
  supplier: string | null;
  number: string | null;
  is_credit_note: number;
  issue_date: string | null;
  due_date: string | null;
  payable_cents: number;
  read_error: string | null;
  received_at: string;
};

function summaryOf(row: SummaryRow, paidCents: number): PurchaseSummary {
  return {
    id: row.id,
    state: row.state,
    origin: row.origin,
    syntax: row.syntax,
    supplier: row.supplier,
    number: row.number,
    isCreditNote: row.is_credit_note === 1,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    payableCents: Number(row.payable_cents),
    paidCents,
    readError: row.read_error,
    receivedAt: row.received_at,
  };
}

async function paidByPurchase(db: Kysely<Database>, ids?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("supplier_payments")
    .select(["supplier_invoice_id", (eb) => eb.fn.sum<number>("amount_cents").as("paid")])
    .$if(ids !== undefined, (query) => query.where("supplier_invoice_id", "in", ids as number[]))
    .groupBy("supplier_invoice_id")
    .execute();
  return new Map(rows.map((row) => [row.supplier_invoice_id, Number(row.paid)]));
}

/** Every purchase, the newest received first. */
export async function listPurchases(db: Kysely<Database>): Promise<PurchaseSummary[]> {
  const [rows, paid] = await Promise.all([
    db
      .selectFrom("supplier_invoices")
      .leftJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
      .select(summaryColumns)
      .orderBy("supplier_invoices.received_at", "desc")
      .orderBy("supplier_invoices.id", "desc")
      .execute(),
    paidByPurchase(db),
  ]);
  return rows.map((row) => summaryOf(row, paid.get(row.id) ?? 0));
}

export async function purchaseDetail(db: Kysely<Database>, id: number): Promise<PurchaseDetail | null> {
  const row = await db
    .selectFrom("supplier_invoices")
    .leftJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
    .select(summaryColumns)
    .select([
      "suppliers.id as supplier_id",
      "suppliers.siren as supplier_siren",
      "suppliers.vat_number as supplier_vat",
      "suppliers.iban as supplier_iban",
      "supplier_invoices.state_reason_code",
      "supplier_invoices.state_reason",
      "supplier_invoices.document_type_code",
      "supplier_invoices.currency",
      "supplier_invoices.tax_exclusive_cents",
      "supplier_invoices.vat_cents",
      "supplier_invoices.tax_inclusive_cents",
      "supplier_invoices.payment_terms",
      "supplier_invoices.iban",
      "supplier_invoices.payment_reference",
      "supplier_invoices.reverse_charge",
      "supplier_invoices.details_json",
      "supplier_invoices.original_name",
      "supplier_invoices.original_type",
      "supplier_invoices.original_sha256",
    ])
    .where("supplier_invoices.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [vat, files, costs, payments, statuses] = await Promise.all([
    db.selectFrom("supplier_invoice_vat").selectAll().where("supplier_invoice_id", "=", id).execute(),
    db
      .selectFrom("supplier_invoice_files")
      .select(["id", "filename", "mime", "description"])
      .where("supplier_invoice_id", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("supplier_invoice_costs")
      .leftJoin("jobs", "jobs.id", "supplier_invoice_costs.job_id")
      .select([
        "supplier_invoice_costs.line_id",
        "supplier_invoice_costs.job_id",
        "jobs.title",
        "supplier_invoice_costs.category",
        "supplier_invoice_costs.amount_cents",
      ])
      .where("supplier_invoice_costs.supplier_invoice_id", "=", id)
      .orderBy("supplier_invoice_costs.id")
      .execute(),
    db
      .selectFrom("supplier_payments")
      .select(["id", "paid_on", "amount_cents", "method"])
      .where("supplier_invoice_id", "=", id)
      .orderBy("paid_on")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("buyer_status_outbox")
      .select(["status_code", "reason_code", "reason_text", "status", "last_error", "created_at", "deposited_at"])
      .where("supplier_invoice_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  const details = row.details_json ? (JSON.parse(row.details_json) as SupplierInvoice) : null;
  const paidCents = payments.reduce((sum, payment) => sum + Number(payment.amount_cents), 0);
  return {
    ...summaryOf(row, paidCents),
    supplierDetails:
      row.supplier_id === null || row.supplier === null
        ? null
        : {
            id: row.supplier_id,
            name: row.supplier,
            siren: row.supplier_siren,
            vatNumber: row.supplier_vat,
            iban: row.supplier_iban,
          },
    stateReasonCode: row.state_reason_code,
    stateReason: row.state_reason,
    documentTypeCode: row.document_type_code,
    currency: row.currency,
    taxExclusiveCents: Number(row.tax_exclusive_cents),
    vatCents: Number(row.vat_cents),
    taxInclusiveCents: Number(row.tax_inclusive_cents),
    paymentTerms: row.payment_terms,
    iban: row.iban,
    paymentReference: row.payment_reference,
    reverseCharge: row.reverse_charge === 1,
    vat: vat.map((rate) => ({
      category: rate.category,
      rateBasisPoints: rate.rate_basis_points,
      taxableCents: Number(rate.taxable_cents),
      vatCents: Number(rate.vat_cents),
    })),
    lines: details?.lines ?? [],
    notes: details?.notes ?? [],
    files,
    costs: costs.map((cost) => ({
      lineId: cost.line_id,
      jobId: cost.job_id,
      jobTitle: cost.title,
      category: cost.category,
      amountCents: Number(cost.amount_cents),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      paidOn: payment.paid_on,
      amountCents: Number(payment.amount_cents),
      method: payment.method,
    })),
    statuses: statuses.map((status) => ({
      statusCode: status.status_code,
      reasonCode: status.reason_code,
      reasonText: status.reason_text,
      deposit: status.status,
      lastError: status.last_error,
      createdAt: status.created_at,
      depositedAt: status.deposited_at,
    })),
    originalName: row.original_name,
    originalType: row.original_type,
    originalSha256: row.original_sha256,
  };
}

/** The file exactly as it was received, for the owner's browser and the accountant's archive. */
export async function purchaseOriginal(
  db: Kysely<Database>,
  id: number,
): Promise<{ bytes: Uint8Array; name: string; type: string; sha256: string } | null> {
  const row = await db
    .selectFrom("supplier_invoices")
    .select(["original", "original_name", "original_type", "original_sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { bytes: row.original, name: row.original_name, type: row.original_type, sha256: row.original_sha256 }
    : null;
}

/** A document the invoice embedded (a delivery note), by its row under that purchase only. */
export async function purchaseAttachment(
  db: Kysely<Database>,
  purchaseId: number,
  fileId: number,
): Promise<{ bytes: Uint8Array; filename: string; mime: string } | null> {
  const row = await db
    .selectFrom("supplier_invoice_files")
    .select(["bytes", "filename", "mime"])
    .where("id", "=", fileId)
    .where("supplier_invoice_id", "=", purchaseId)
    .executeTakeFirst();
  return row ?? null;
}

/** The suppliers to pick from when typing a paper invoice, by name. */
export async function listSuppliers(
  db: Kysely<Database>,
): Promise<{ id: number; name: string; siren: string | null }[]> {
  return db.selectFrom("suppliers").select(["id", "name", "siren"]).orderBy("name").execute();
}
