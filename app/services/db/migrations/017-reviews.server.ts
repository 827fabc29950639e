import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn } from "./column-types.server.ts";

/**
 * Reviews asked of real clients (decision 031).
 * - `client_reviews`: one row per finished job, written with the e-mail's outbox row in one transaction. Its
 *   `job_key` is unique ("lead:12", "quote:4", "invoice:9"), so the request is sent once whichever instance sees
 *   the job finish first; the private link is stored as its SHA-256 only, and the client's answer fills the row once
 *   (`submitted_at` is set by a conditional update).
 * - `leads.job_done_at`: the "Chantier terminé" mark of a won request; `leads.review_request_off`: the owner
 *   asked for no review on that job.
 * - `review_settings`: one row, whether reviews are asked at all.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("client_reviews")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_key", "text", (column) => column.notNull().unique())
    .addColumn("lead_id", "integer")
    .addColumn("invoice_id", "integer")
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("client_email", "text", (column) => column.notNull())
    .addColumn("job_label", "text", (column) => column.notNull())
    .addColumn("requested_at", "text", (column) => column.notNull())
    .addColumn("submitted_at", "text")
    .addColumn("rating", "integer", (column) => column.check(sql`rating BETWEEN 1 AND 5`))
    .addColumn("text", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("first_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("town", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("consent", "integer", (column) => column.notNull().defaultTo(0).check(sql`consent IN (0, 1)`))
    .addColumn("status", "text", (column) =>
      column.notNull().defaultTo("demande").check(sql`status IN ('demande', 'recu', 'approuve', 'masque')`),
    )
    .addColumn("reply", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("decided_at", "text")
    .execute();
  await db.schema.createIndex("client_reviews_status").on("client_reviews").column("status").execute();
  await db.schema.alterTable("leads").addColumn("job_done_at", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("review_request_off", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("review_settings")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn("requests_on", "integer", (column) => column.notNull().check(sql`requests_on IN (0, 1)`))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}
