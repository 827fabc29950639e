import type { Kysely } from "kysely";

/**
 * A business or public client may hold back at most 5 % of each invoice of the works until a year after their
 * reception, or accept a bank's guarantee instead (loi n° 71-584 du 16 juillet 1971; decision 065): the quote says
 * which (`retention_rate` in basis points, 0 for none; `retention_guarantor` the bank and its reference, empty for
 * none). Each invoice freezes its own retention in its document at issue, so the invoices need no column.
 * The amount held is a receivable of its own, reminded against its release date: its steps are kept apart
 * (`retention_reminders`, as `invoice_reminders`), so a step sent for the invoice's due date does not stand for the
 * same step of the release date a year later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("quotes")
    .addColumn("retention_rate", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("quotes")
    .addColumn("retention_guarantor", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("retention_reminders")
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    // Days from the release date, as the invoices' schedule counts them from the due date.
    .addColumn("offset_days", "integer", (column) => column.notNull())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("pdf_sha256", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("retention_reminders_key", ["invoice_id", "offset_days"])
    .execute();
}
