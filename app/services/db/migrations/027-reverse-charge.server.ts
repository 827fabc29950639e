import type { Kysely } from "kysely";

/**
 * Works subcontracted to the company by a VAT-registered contractor are invoiced without VAT, the contractor paying
 * it (CGI 283, 2 nonies; decision 064): the quote and the invoice say so (`reverse_charge`), and the quote now names
 * the client's SIREN and VAT number as the invoice already did, since the reverse charge needs both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("quotes")
    .addColumn("client_siren", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("quotes")
    .addColumn("client_vat", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("quotes")
    .addColumn("reverse_charge", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("reverse_charge", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}
