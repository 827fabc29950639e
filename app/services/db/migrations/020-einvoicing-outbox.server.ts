import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, millisecondsType } from "./column-types.server.ts";

/**
 * What the site sends to its approved platform and what comes back (decision 043).
 * - `einvoicing_outbox`: one row per message to deposit (an issued business e-invoice or credit note, later a
 *   payment's 212 status), written in the transaction that issues the document, so an issued e-invoice always has
 *   its row; unique per (invoice, kind, payment) so it is queued once, and per tracking id, which the platform uses
 *   to answer a deposit sent again with the same flow. Claimed with a lease like the mail outbox (decision 003).
 * - `einvoicing_events`: the flow's acknowledgement and the invoice's lifecycle statuses as the platform told them,
 *   unique per (flow, status, date) so a status read by two polls is recorded once.
 * - `einvoicing_poll`: one row, the search cursor every instance shares, so a restart goes on where it stopped.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("einvoicing_outbox")
    .addColumn("id", ...idColumn(engine))
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind IN ('invoice', 'collected', 'collected-correction')`),
    )
    // 0 for the document itself: a unique key treats NULLs as distinct, which would let it be queued twice.
    .addColumn("payment_id", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("tracking_id", "text", (column) => column.notNull().unique())
    .addColumn("flow_syntax", "text", (column) => column.notNull().check(sql`flow_syntax IN ('Factur-X', 'CDAR')`))
    .addColumn("status", "text", (column) =>
      column.notNull().defaultTo("pending").check(sql`status IN ('pending', 'sending', 'deposited', 'rejected')`),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", millisecondsType(engine), (column) => column.notNull())
    .addColumn("claimed_until", millisecondsType(engine))
    .addColumn("claimed_by", "text")
    .addColumn("flow_id", "text")
    .addColumn("deposited_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("einvoicing_outbox_once", ["invoice_id", "kind", "payment_id"])
    .execute();
  await db.schema
    .createIndex("einvoicing_outbox_due")
    .on("einvoicing_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("einvoicing_events")
    .addColumn("id", ...idColumn(engine))
    .addColumn("invoice_id", "integer", (column) => column.notNull().references("invoices.id"))
    .addColumn("flow_id", "text", (column) => column.notNull())
    // "ack:Pending", "ack:Ok", "ack:Error" for the flow's acknowledgement, else the lifecycle status's code.
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("happened_at", "text", (column) => column.notNull())
    .addColumn("reason", "text")
    .addColumn("recorded_at", "text", (column) => column.notNull())
    .addUniqueConstraint("einvoicing_events_once", ["flow_id", "status", "happened_at"])
    .execute();
  await db.schema.createIndex("einvoicing_events_invoice").on("einvoicing_events").column("invoice_id").execute();

  await db.schema
    .createTable("einvoicing_poll")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn("updated_after", "text", (column) => column.notNull())
    .execute();
}
