import type { Kysely } from "kysely";

/**
 * A business or public client may hold back at most 5 % of each invoice of the works until a year after their
 * reception, or accept a bank's guarantee instead (loi n° 71-584 du 16 juillet 1971; decision 065): the quote says
 * which (`retention_rate` in basis points, 0 for none; `retention_guarantor` the bank and its reference, empty for
 * none). Each invoice freezes its own retention in its document at issue, so the invoices need no column.
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
}
