import { type Kysely, sql } from "kysely";

/**
 * Progress invoices (« situations de travaux », decision 066): an invoice of an accepted quote may be its situation
 * n° `situation_number`, and `situation_progress` keeps, per priced line of the quote (its position among them), the
 * cumulative percentage of work done the owner typed, in basis points. The amounts are not stored there: they are
 * computed from the quote's lines and the earlier situations, and frozen in the document at issue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("invoices").addColumn("situation_number", "integer").execute();
  await db.schema
    .createTable("situation_progress")
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id").onDelete("cascade"))
    .addColumn("quote_line", "integer", (column) => column.notNull())
    .addColumn("cumulative_basis_points", "integer", (column) =>
      column.notNull().check(sql`cumulative_basis_points BETWEEN 0 AND 10000`),
    )
    .addPrimaryKeyConstraint("situation_progress_pk", ["invoice_id", "quote_line"])
    .execute();
}
