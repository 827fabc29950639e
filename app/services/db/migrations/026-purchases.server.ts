import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck, millisecondsType } from "./column-types.server.ts";

/**
 * What each job cost (decision 061): the suppliers' invoices received from the platform or added by hand, what the
 * company answered on each, what it paid, and what it set against which job.
 * - `suppliers`: one per SIREN when the invoice gives one (a till receipt's supplier may have none).
 * - `supplier_invoices`: the file exactly as received (`original`, its SHA-256), never changed, and what was read of
 *   it; a file that cannot be read is kept too, `unreadable`, with the reason, and nothing of it is booked. The same
 *   supplier and number is one invoice (unique), whichever flow or hand brought it.
 * - `received_flows`: every platform flow id once, whatever came of it, so no instance imports a flow twice.
 * - `supplier_invoice_vat`: the VAT per category and rate, as the books and the margin read it.
 * - `supplier_invoice_files`: the documents the invoice embeds (a delivery note, a timesheet).
 * - `supplier_invoice_costs`: the invoice, or each of its lines, set against a job or the general costs.
 * - `supplier_payments`: the transfers the company sent, each also told to the supplier (status 211).
 * - `buyer_status_outbox`: the buyer's lifecycle messages, deposited once by whichever instance holds the lease.
 * - `job_hours`: hours typed per person, job and day, where the planning does not say them.
 * - `owner_users.hourly_cost_cents`: what an hour of that person costs the company.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  const bytes = engine === "postgres" ? "bytea" : "blob";

  await db.schema
    .createTable("suppliers")
    .addColumn("id", ...idColumn(engine))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("siren", "text", (column) => column.unique())
    .addColumn("vat_number", "text")
    .addColumn("iban", "text")
    .addColumn("email", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("supplier_invoices")
    .addColumn("id", ...idColumn(engine))
    .addColumn("origin", "text", (column) => column.notNull().check(sql`origin IN ('platform', 'hand')`))
    .addColumn("flow_id", "text")
    .addColumn("state", "text", (column) =>
      column
        .notNull()
        .check(sql`state IN ('unreadable', 'to-check', 'approved', 'disputed', 'suspended', 'refused', 'paid')`),
    )
    .addColumn("state_reason_code", "text")
    .addColumn("state_reason", "text")
    .addColumn("read_error", "text")
    .addColumn("supplier_id", "integer", (column) => column.references("suppliers.id"))
    .addColumn("number", "text")
    .addColumn("document_type_code", "text")
    .addColumn("is_credit_note", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("issue_date", "text")
    .addColumn("due_date", "text")
    .addColumn("currency", "text", (column) => column.notNull().defaultTo("EUR"))
    .addColumn("tax_exclusive_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("vat_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("tax_inclusive_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("payable_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("payment_terms", "text")
    .addColumn("iban", "text")
    .addColumn("payment_reference", "text")
    .addColumn("reverse_charge", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("details_json", "text", (column) =>
      column.check(sql`details_json IS NULL OR ${jsonTextCheck(engine, "details_json")}`),
    )
    .addColumn("original", bytes, (column) => column.notNull())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("original_type", "text", (column) => column.notNull())
    .addColumn("original_sha256", "text", (column) => column.notNull())
    .addColumn("syntax", "text", (column) =>
      column.notNull().check(sql`syntax IN ('CII', 'UBL', 'Factur-X', 'PDF', 'photo')`),
    )
    .addColumn("received_at", "text", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("supplier_invoices_supplier_number", ["supplier_id", "is_credit_note", "number"])
    .execute();
  await db.schema.createIndex("supplier_invoices_state").on("supplier_invoices").column("state").execute();

  await db.schema
    .createTable("received_flows")
    .addColumn("flow_id", "text", (column) => column.primaryKey())
    .addColumn("supplier_invoice_id", "integer", (column) => column.references("supplier_invoices.id"))
    .addColumn("outcome", "text", (column) =>
      column.notNull().check(sql`outcome IN ('imported', 'duplicate', 'unreadable')`),
    )
    .addColumn("received_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("supplier_invoice_vat")
    .addColumn("supplier_invoice_id", "integer", (column) =>
      column.notNull().references("supplier_invoices.id").onDelete("cascade"),
    )
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("rate_basis_points", "integer")
    .addColumn("taxable_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("supplier_invoice_vat_invoice")
    .on("supplier_invoice_vat")
    .column("supplier_invoice_id")
    .execute();

  await db.schema
    .createTable("supplier_invoice_files")
    .addColumn("id", ...idColumn(engine))
    .addColumn("supplier_invoice_id", "integer", (column) =>
      column.notNull().references("supplier_invoices.id").onDelete("cascade"),
    )
    .addColumn("filename", "text", (column) => column.notNull())
    .addColumn("mime", "text", (column) => column.notNull())
    .addColumn("description", "text")
    .addColumn("bytes", bytes, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("supplier_invoice_costs")
    .addColumn("id", ...idColumn(engine))
    .addColumn("supplier_invoice_id", "integer", (column) =>
      column.notNull().references("supplier_invoices.id").onDelete("cascade"),
    )
    .addColumn("line_id", "text")
    .addColumn("job_id", "integer", (column) => column.references("jobs.id"))
    .addColumn("category", "text", (column) =>
      column.notNull().check(sql`category IN ('materials', 'subcontracting', 'other')`),
    )
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("supplier_invoice_costs_invoice")
    .on("supplier_invoice_costs")
    .column("supplier_invoice_id")
    .execute();
  await db.schema.createIndex("supplier_invoice_costs_job").on("supplier_invoice_costs").column("job_id").execute();

  await db.schema
    .createTable("supplier_payments")
    .addColumn("id", ...idColumn(engine))
    .addColumn("supplier_invoice_id", "integer", (column) => column.notNull().references("supplier_invoices.id"))
    .addColumn("paid_on", "text", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("method", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("buyer_status_outbox")
    .addColumn("id", ...idColumn(engine))
    .addColumn("supplier_invoice_id", "integer", (column) => column.notNull().references("supplier_invoices.id"))
    .addColumn("status_code", "text", (column) => column.notNull())
    .addColumn("reason_code", "text")
    .addColumn("reason_text", "text")
    .addColumn("tracking_id", "text", (column) => column.notNull().unique())
    .addColumn("file", bytes, (column) => column.notNull())
    .addColumn("decided_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status IN ('pending', 'sending', 'deposited', 'rejected')`),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ms, (column) => column.notNull())
    .addColumn("claimed_until", ms)
    .addColumn("claimed_by", "text")
    .addColumn("flow_id", "text")
    .addColumn("deposited_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("buyer_status_outbox_due")
    .on("buyer_status_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("job_hours")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id"))
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("minutes", "integer", (column) => column.notNull().check(sql`minutes > 0 AND minutes <= 1440`))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .addUniqueConstraint("job_hours_person_day", ["job_id", "user_id", "day"])
    .execute();

  await db.schema.alterTable("owner_users").addColumn("hourly_cost_cents", "integer").execute();

  // A device registered before gains the purchases' notification, as 025 did for the jobs'; the role filter keeps
  // it off a compagnon's phone.
  const devices = db as unknown as Kysely<{ push_devices: { id: number; events: string } }>;
  const rows = await devices.selectFrom("push_devices").select(["id", "events"]).orderBy("id").execute();
  for (const row of rows) {
    const parsed: unknown = JSON.parse(row.events);
    const events = Array.isArray(parsed) ? parsed.filter((kind): kind is string => typeof kind === "string") : [];
    if (events.includes("purchase.received")) continue;
    await devices
      .updateTable("push_devices")
      .set({ events: JSON.stringify([...events, "purchase.received"]) })
      .where("id", "=", row.id)
      .execute();
  }
}
