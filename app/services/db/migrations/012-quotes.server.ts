import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck } from "./column-types.server.ts";

const quoteStatusCheck = sql`status IN ('brouillon', 'envoye', 'vu', 'accepte', 'refuse')`;
const lineKindCheck = sql`kind IN ('line', 'section', 'travel')`;
const vatRateCheck = sql`vat_rate IN (2000, 1000, 550)`;
const flag = (column: string) => sql`${sql.ref(column)} IN (0, 1)`;

/**
 * Quotes answer requests (decision 020). `quotes` holds the quote as the owner edits it, its lines in
 * `quote_lines`; each sending freezes a revision (`quote_revisions`: the whole document as sent) and makes its link
 * (`quote_links`, hashed); an acceptance is one row per quote (the unique key makes two accept once) with the PDF accepted,
 * byte for byte. Numbers come from one counter row per year, incremented in the sending transaction, so they are
 * continuous and never given twice. `quote_catalogue` is the owner's own price list ("Mes prestations").
 * Expiry is not a stored status: a sent quote past its validity date is expired when read.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bytes = engine === "postgres" ? "bytea" : "blob";

  await db.schema
    .createTable("quote_number_counters")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("quotes")
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    // D-YYYY-NNNN, given at the first sending; null for a draft never sent.
    .addColumn("number", "text", (column) => column.unique())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("brouillon").check(quoteStatusCheck))
    .addColumn("client_name", "text", (column) => column.notNull())
    .addColumn("client_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_phone", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("site_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("start_text", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("payment_terms", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("deposit_percent", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("validity_days", "integer", (column) => column.notNull().defaultTo(30))
    .addColumn("paid_quote", "integer", (column) => column.notNull().defaultTo(0).check(flag("paid_quote")))
    .addColumn("urgent_repair", "integer", (column) => column.notNull().defaultTo(0).check(flag("urgent_repair")))
    // The revision the client's link shows now; 0 until the first sending.
    .addColumn("revision", "integer", (column) => column.notNull().defaultTo(0))
    // The current revision differs from what the owner edits since (a new sending makes the next revision).
    .addColumn("edited_since_sent", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("first_sent_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("valid_until", "text")
    .addColumn("viewed_at", "text")
    .addColumn("decided_at", "text")
    .addColumn("client_message", "text")
    .execute();
  await db.schema.createIndex("quotes_status_updated").on("quotes").columns(["status", "updated_at"]).execute();
  await db.schema.createIndex("quotes_lead").on("quotes").column("lead_id").execute();

  await db.schema
    .createTable("quote_lines")
    .addColumn("id", ...idColumn(engine))
    .addColumn("quote_id", "integer", (column) => column.notNull().references("quotes.id"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull().check(lineKindCheck))
    .addColumn("designation", "text", (column) => column.notNull())
    .addColumn("quantity_milli", "integer", (column) => column.notNull())
    .addColumn("unit", "text", (column) => column.notNull())
    .addColumn("unit_price_cents", "integer", (column) => column.notNull())
    .addColumn("vat_rate", "integer", (column) => column.notNull().check(vatRateCheck))
    .addUniqueConstraint("quote_lines_position", ["quote_id", "position"])
    .execute();

  await db.schema
    .createTable("quote_revisions")
    .addColumn("id", ...idColumn(engine))
    .addColumn("quote_id", "integer", (column) => column.notNull().references("quotes.id"))
    .addColumn("revision", "integer", (column) => column.notNull())
    .addColumn("document", "text", (column) => column.notNull().check(jsonTextCheck(engine, "document")))
    .addColumn("sent_at", "text", (column) => column.notNull())
    .addUniqueConstraint("quote_revisions_number", ["quote_id", "revision"])
    .execute();

  await db.schema
    .createTable("quote_links")
    // SHA-256 (hex) of the link's random token (256 bits, base64url): the link itself is never stored. Each
    // sending makes one for its revision; a link to an older revision says so and opens the current one.
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("quote_id", "integer", (column) => column.notNull().references("quotes.id"))
    .addColumn("revision", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("quote_links_quote").on("quote_links").column("quote_id").execute();

  await db.schema
    .createTable("quote_acceptances")
    // One per quote: a second acceptance, from any instance, breaks this key and is refused.
    .addColumn("quote_id", "integer", (column) => column.primaryKey().references("quotes.id"))
    .addColumn("revision", "integer", (column) => column.notNull())
    .addColumn("full_name", "text", (column) => column.notNull())
    .addColumn("accepted_at", "text", (column) => column.notNull())
    .addColumn("address", "text", (column) => column.notNull())
    .addColumn("user_agent", "text", (column) => column.notNull())
    .addColumn("keeps_replaced_parts", "integer", (column) => column.notNull().check(flag("keeps_replaced_parts")))
    .addColumn("reduced_rate_certified", "integer", (column) => column.notNull().check(flag("reduced_rate_certified")))
    .addColumn("pdf_sha256", "text", (column) => column.notNull())
    .addColumn("pdf", bytes, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("quote_catalogue")
    .addColumn("id", ...idColumn(engine))
    .addColumn("designation", "text", (column) => column.notNull())
    .addColumn("unit", "text", (column) => column.notNull())
    .addColumn("unit_price_cents", "integer", (column) => column.notNull())
    .addColumn("vat_rate", "integer", (column) => column.notNull().check(vatRateCheck))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("quote_catalogue_designation", ["designation"])
    .execute();
}
