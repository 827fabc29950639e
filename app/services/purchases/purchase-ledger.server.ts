import type { Kysely } from "kysely";
import type { ArchivedPurchase } from "#app/services/billing/exports/accountant-archive.server.ts";
import type { SupplierPaymentRecord } from "#app/services/billing/exports/purchase-entries.server.ts";
import type { PurchaseState } from "#app/services/db/purchase-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/**
 * What the books take of the purchases (decision 063): every supplier invoice or credit note that was read and not
 * refused. An unreadable file is no invoice the company can book; a refused one is not its debt and gives no right
 * to deduct its VAT, the supplier having to issue a new one (the buyer's status 210 replaces the credit note).
 */
export const unbookedStates: readonly PurchaseState[] = ["unreadable", "refused"];

/** The purchases issued in the period (YYYY-MM-DD, both included) that the books take, with their files. */
export async function bookedPurchasesBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<ArchivedPurchase[]> {
  const rows = await db
    .selectFrom("supplier_invoices")
    .innerJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
    .select([
      "supplier_invoices.id",
      "suppliers.id as supplier_id",
      "suppliers.name as supplier_name",
      "suppliers.siren as supplier_siren",
      "supplier_invoices.number",
      "supplier_invoices.issue_date",
      "supplier_invoices.is_credit_note",
      "supplier_invoices.currency",
      "supplier_invoices.tax_exclusive_cents",
      "supplier_invoices.vat_cents",
      "supplier_invoices.tax_inclusive_cents",
      "supplier_invoices.payable_cents",
      "supplier_invoices.original",
      "supplier_invoices.original_name",
      "supplier_invoices.original_type",
    ])
    .where("supplier_invoices.state", "not in", [...unbookedStates])
    .where("supplier_invoices.issue_date", ">=", from)
    .where("supplier_invoices.issue_date", "<=", to)
    .orderBy("supplier_invoices.issue_date")
    .orderBy("supplier_invoices.id")
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [vat, costs, files] = await Promise.all([
    db
      .selectFrom("supplier_invoice_vat")
      .selectAll()
      .where("supplier_invoice_id", "in", ids)
      .orderBy("supplier_invoice_id")
      .orderBy("rate_basis_points", "desc")
      .execute(),
    db
      .selectFrom("supplier_invoice_costs")
      .select(["supplier_invoice_id", "category", "amount_cents"])
      .where("supplier_invoice_id", "in", ids)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("supplier_invoice_files")
      .select(["supplier_invoice_id", "filename", "mime", "bytes"])
      .where("supplier_invoice_id", "in", ids)
      .orderBy("id")
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    supplier: { id: row.supplier_id, name: row.supplier_name, siren: row.supplier_siren },
    number: row.number ?? "",
    issueDate: row.issue_date ?? "",
    isCreditNote: row.is_credit_note === 1,
    currency: row.currency,
    taxExclusiveCents: Number(row.tax_exclusive_cents),
    vatCents: Number(row.vat_cents),
    taxInclusiveCents: Number(row.tax_inclusive_cents),
    payableCents: Number(row.payable_cents),
    vat: vat
      .filter((rate) => rate.supplier_invoice_id === row.id)
      .map((rate) => ({
        category: rate.category,
        rateBasisPoints: rate.rate_basis_points === null ? null : Number(rate.rate_basis_points),
        taxableCents: Number(rate.taxable_cents),
        vatCents: Number(rate.vat_cents),
      })),
    costs: costs
      .filter((cost) => cost.supplier_invoice_id === row.id)
      .map((cost) => ({ category: cost.category, amountCents: Number(cost.amount_cents) })),
    original: { bytes: row.original, name: row.original_name, type: row.original_type },
    files: files
      .filter((file) => file.supplier_invoice_id === row.id)
      .map((file) => ({ filename: file.filename, mime: file.mime, bytes: file.bytes })),
  }));
}

/** The payments sent to suppliers in the period, in the order they were made. */
export async function supplierPaymentsBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<SupplierPaymentRecord[]> {
  const rows = await db
    .selectFrom("supplier_payments")
    .innerJoin("supplier_invoices", "supplier_invoices.id", "supplier_payments.supplier_invoice_id")
    .innerJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
    .select([
      "suppliers.id as supplier_id",
      "suppliers.name as supplier_name",
      "suppliers.siren as supplier_siren",
      "supplier_invoices.number",
      "supplier_invoices.currency",
      "supplier_payments.paid_on",
      "supplier_payments.amount_cents",
      "supplier_payments.method",
    ])
    .where("supplier_payments.paid_on", ">=", from)
    .where("supplier_payments.paid_on", "<=", to)
    .orderBy("supplier_payments.paid_on")
    .orderBy("supplier_payments.id")
    .execute();
  return rows.map((row) => ({
    supplier: { id: row.supplier_id, name: row.supplier_name, siren: row.supplier_siren },
    purchaseNumber: row.number ?? "",
    paidOn: row.paid_on,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    method: row.method,
  }));
}
