import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck } from "./column-types.server.ts";

const flag = (column: string) => sql`${sql.ref(column)} IN (0, 1)`;

/**
 * Invoices, credit notes and payments (decision 023).
 * - `document_number_counters` replaces `quote_number_counters`: one counter row per series ("D" quotes, "F"
 *   invoices, "AV" credit notes, "J" the payment journal's sequence) and year, incremented in the transaction that
 *   gives the number, so each series is continuous on both engines and across instances.
 * - `invoices` holds drafts and issued documents; an issued one carries its frozen document (JSON), its PDF and the
 *   PDF's SHA-256, and nothing in the code updates those columns again.
 * - `payments` is append-only and chained (each row's hash covers the previous row's), `payment_closures` seals
 *   each month (decision 025).
 * - `invoice_reminders`: one row per invoice and step, inserted with the reminder's outbox row, so a step is sent
 *   once whichever instance runs it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bytes = engine === "postgres" ? "bytea" : "blob";

  await db.schema
    .createTable("document_number_counters")
    .addColumn("series", "text", (column) => column.notNull())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("document_number_counters_key", ["series", "year"])
    .execute();
  await sql`INSERT INTO document_number_counters (series, year, last_number)
    SELECT 'D', year, last_number FROM quote_number_counters`.execute(db);
  await db.schema.dropTable("quote_number_counters").execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", ...idColumn(engine))
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind IN ('acompte', 'solde', 'facture', 'avoir')`),
    )
    .addColumn("status", "text", (column) =>
      column.notNull().defaultTo("brouillon").check(sql`status IN ('brouillon', 'emise')`),
    )
    // F-YYYY-NNNN or AV-YYYY-NNNN, given at issue; null for a draft.
    .addColumn("number", "text", (column) => column.unique())
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    .addColumn("quote_id", "integer", (column) => column.references("quotes.id"))
    .addColumn("credited_invoice_id", "integer", (column) => column.references("invoices.id"))
    .addColumn("client_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_siren", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_vat", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("site_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("service_date", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("payment_days", "integer", (column) => column.notNull().defaultTo(30))
    .addColumn("reminders_on", "integer", (column) => column.notNull().defaultTo(1).check(flag("reminders_on")))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("issued_at", "text")
    .addColumn("issue_date", "text")
    .addColumn("due_date", "text")
    // What the client owes for this document at issue (incl. VAT, deposits deducted), in cents.
    .addColumn("amount_due_cents", "integer")
    .addColumn("incl_cents", "integer")
    .addColumn("document", "text", (column) =>
      column.check(sql`document IS NULL OR ${jsonTextCheck(engine, "document")}`),
    )
    .addColumn("pdf", bytes)
    .addColumn("pdf_sha256", "text")
    .addColumn("viewed_at", "text")
    .execute();
  await db.schema.createIndex("invoices_quote").on("invoices").column("quote_id").execute();
  await db.schema.createIndex("invoices_lead").on("invoices").column("lead_id").execute();
  await db.schema.createIndex("invoices_credited").on("invoices").column("credited_invoice_id").execute();

  await db.schema
    .createTable("invoice_lines")
    .addColumn("id", ...idColumn(engine))
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    // The quotes' kinds: a section title carries no amount and never reaches the Factur-X XML.
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('line', 'section', 'travel')`))
    .addColumn("designation", "text", (column) => column.notNull())
    .addColumn("quantity_milli", "integer", (column) => column.notNull())
    .addColumn("unit", "text", (column) => column.notNull())
    .addColumn("unit_price_cents", "integer", (column) => column.notNull())
    .addColumn("vat_rate", "integer", (column) => column.notNull().check(sql`vat_rate IN (2000, 1000, 550)`))
    .addUniqueConstraint("invoice_lines_position", ["invoice_id", "position"])
    .execute();

  await db.schema
    .createTable("invoice_links")
    // SHA-256 (hex) of the link's random token (256 bits): the link itself is never stored.
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("invoice_links_invoice").on("invoice_links").column("invoice_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", ...idColumn(engine))
    // The journal's sequence (series "J"): continuous, the order of the hash chain.
    .addColumn("sequence", "integer", (column) => column.notNull().unique())
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    .addColumn("invoice_number", "text", (column) => column.notNull())
    .addColumn("paid_on", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("method", "text", (column) =>
      column.notNull().check(sql`method IN ('virement', 'cheque', 'especes', 'carte')`),
    )
    .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
    // A correction names the entry it cancels (its amount is that entry's, negated); entries are never changed.
    .addColumn("cancels_payment_id", "integer", (column) => column.unique().references("payments.id"))
    .addColumn("recorded_at", "text", (column) => column.notNull())
    .addColumn("recorded_by", "text", (column) => column.notNull())
    .addColumn("previous_hash", "text", (column) => column.notNull())
    .addColumn("hash", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("payments_invoice").on("payments").column("invoice_id").execute();

  await db.schema
    .createTable("payment_closures")
    // YYYY-MM (Europe/Paris): the month sealed.
    .addColumn("period", "text", (column) => column.primaryKey())
    .addColumn("last_sequence", "integer", (column) => column.notNull())
    .addColumn("period_total_cents", "integer", (column) => column.notNull())
    .addColumn("cumulative_total_cents", "integer", (column) => column.notNull())
    .addColumn("closed_at", "text", (column) => column.notNull())
    .addColumn("previous_hash", "text", (column) => column.notNull())
    .addColumn("hash", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("invoice_reminders")
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    // Days from the due date: -3 (before), 1, 15, 30 (after).
    .addColumn("offset_days", "integer", (column) => column.notNull())
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addColumn("pdf_sha256", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("invoice_reminders_key", ["invoice_id", "offset_days"])
    .execute();

  await db.schema
    .createTable("billing_settings")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    // JSON array of day offsets from the due date, e.g. [-3, 1, 15, 30]; empty stops every reminder.
    .addColumn("reminder_offsets", "text", (column) =>
      column.notNull().check(jsonTextCheck(engine, "reminder_offsets")),
    )
    // The bank account the invoices ask to pay to: the company's own, not the public site's content, so it is kept
    // here (never in a published version) and applies from the next invoice issued.
    .addColumn("iban", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("bic", "text", (column) => column.notNull().defaultTo(""))
    // The option to pay VAT on debits (CGI 269, 2, c): printed on every invoice when chosen.
    .addColumn("vat_on_debits", "integer", (column) => column.notNull().defaultTo(0).check(flag("vat_on_debits")))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}
