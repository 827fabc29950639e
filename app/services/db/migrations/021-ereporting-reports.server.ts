import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck, millisecondsType } from "./column-types.server.ts";

/**
 * What the site reported to the administration through its approved platform, period by period (decision 048).
 * One row per file: the first of a period (revision 0, type IN) and each corrective one that replaces it (revision
 * 1, 2…, type RE, `corrects_id` naming the file it replaces). Unique per (contents, period, revision), so two
 * instances that build the same period's file store it once. The XML is kept as it was deposited, with its SHA-256;
 * `digest` is the hash of the figures alone, which tells whether the period's data changed since. The row is also
 * its own outbox entry (status, attempts, lease), sent by the e-invoicing outbox (decision 043), and records the
 * platform's acknowledgement.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("ereporting_reports")
    .addColumn("id", ...idColumn(engine))
    // Flux 10.3, flux 10.4, or both in one file when the regime gives them the same period.
    .addColumn("contents", "text", (column) =>
      column.notNull().check(sql`contents IN ('transactions', 'payments', 'both')`),
    )
    .addColumn("period_start", "text", (column) => column.notNull())
    .addColumn("period_end", "text", (column) => column.notNull())
    .addColumn("platform_deadline", "text", (column) => column.notNull())
    .addColumn("vat_regime", "text", (column) => column.notNull())
    .addColumn("revision", "integer", (column) => column.notNull())
    .addColumn("type_code", "text", (column) => column.notNull().check(sql`type_code IN ('IN', 'RE')`))
    .addColumn("corrects_id", "integer", (column) => column.references("ereporting_reports.id"))
    .addColumn("tracking_id", "text", (column) => column.notNull().unique())
    .addColumn("xml", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("digest", "text", (column) => column.notNull())
    .addColumn("totals", "text", (column) => column.notNull().check(jsonTextCheck(engine, "totals")))
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
    // The platform's acknowledgement of the deposited flow: Pending, Ok or Error, with its reasons.
    .addColumn("ack_status", "text", (column) => column.check(sql`ack_status IN ('Pending', 'Ok', 'Error')`))
    .addColumn("ack_reasons", "text")
    .addColumn("ack_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("ereporting_reports_once", ["contents", "period_start", "period_end", "revision"])
    .execute();
  await db.schema
    .createIndex("ereporting_reports_due")
    .on("ereporting_reports")
    .columns(["status", "next_attempt_at"])
    .execute();
}
