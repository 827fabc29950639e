import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck, millisecondsType } from "./column-types.server.ts";

/**
 * The job itself (decision 054): a « chantier » per accepted quote, or one opened from an emergency request.
 * - `jobs`: the client and site copied from the quote or request (the job outlives an edit of either), its state,
 *   the reason of a postponement, what the client prepares and the team brings, and the emergency's clock (the
 *   request's time, the first « Arrivé »).
 * - `job_days`: each planned day or half-day. A day keeps its `uid` for ever and raises `sequence` on every change,
 *   so a calendar that subscribed updates the same event; a removed day stays, `cancelled`, for the feeds to say so.
 * - `job_assignees`: who goes. `job_notes`, `job_photos` (before / during / after) and `job_events` (the history,
 *   naming who did what, and the client's answers from his page).
 * - `job_links`: the client's private page `/c/…` (the token's SHA-256 only).
 * - `job_notices`: each e-mail to the client once: the key (`planned:3`, `eve:2026-12-07`) is unique per job, and
 *   its row is written in the transaction that queues the e-mail, so two instances never send it twice.
 * - `job_acceptances`: the « procès-verbal de réception », frozen and hashed when signed, and its reserves' lifting.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .createTable("jobs")
    .addColumn("id", ...idColumn(engine))
    .addColumn("origin", "text", (column) => column.notNull().check(sql`origin IN ('quote', 'emergency')`))
    .addColumn("quote_id", "integer", (column) => column.unique().references("quotes.id"))
    .addColumn("lead_id", "integer", (column) => column.references("leads.id"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("client_name", "text", (column) => column.notNull())
    .addColumn("client_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("client_phone", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("site_address", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("town", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("service", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("state", "text", (column) =>
      column
        .notNull()
        .defaultTo("a_planifier")
        .check(sql`state IN ('a_planifier', 'planifie', 'en_cours', 'reporte', 'termine')`),
    )
    .addColumn("postpone_reason", "text", (column) =>
      column.check(sql`postpone_reason IN ('intemperies', 'client', 'fournisseur', 'autre')`),
    )
    .addColumn("postpone_note", "text", (column) => column.notNull().defaultTo(""))
    // "HH:MM-HH:MM", Europe/Paris: when the team arrives on the first day.
    .addColumn("arrival_window", "text", (column) => column.notNull().defaultTo("08:00-09:00"))
    .addColumn("client_preparation", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("to_bring", "text", (column) => column.notNull().defaultTo(""))
    // The emergency's clock: the request's arrival (ISO) and the first « Arrivé » on site.
    .addColumn("requested_at", "text")
    .addColumn("arrived_at", "text")
    .addColumn("arrived_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .addColumn("finished_at", "text")
    .addColumn("client_confirmed_at", "text")
    .addColumn("client_change_request", "text")
    // Raised on every change of the dates: the client's e-mails and the feeds' SEQUENCE follow it.
    .addColumn("schedule_revision", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("final_invoice_id", "integer", (column) => column.references("invoices.id"))
    .addColumn("review_asked_at", "text")
    .addColumn("portfolio_draft_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("jobs_state").on("jobs").column("state").execute();
  await db.schema.createIndex("jobs_lead").on("jobs").column("lead_id").execute();

  await db.schema
    .createTable("job_days")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    // YYYY-MM-DD, Europe/Paris.
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull().check(sql`period IN ('day', 'am', 'pm')`))
    .addColumn("uid", "text", (column) => column.notNull().unique())
    .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("cancelled_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_days_day").on("job_days").columns(["day", "job_id"]).execute();
  await db.schema.createIndex("job_days_job").on("job_days").column("job_id").execute();

  await db.schema
    .createTable("job_assignees")
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("job_assignees_pk", ["job_id", "user_id"])
    .execute();
  await db.schema.createIndex("job_assignees_user").on("job_assignees").column("user_id").execute();

  await db.schema
    .createTable("job_notes")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("user_id", "integer")
    .addColumn("user_email", "text")
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_notes_job").on("job_notes").column("job_id").execute();

  await db.schema
    .createTable("job_photos")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("phase", "text", (column) => column.notNull().check(sql`phase IN ('avant', 'pendant', 'apres')`))
    .addColumn("stored_name", "text", (column) => column.notNull().unique())
    .addColumn("content_type", "text", (column) =>
      column.notNull().check(sql`content_type IN ('image/jpeg', 'image/webp')`),
    )
    .addColumn("bytes", "integer", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("user_id", "integer")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("job_photos_job").on("job_photos").column("job_id").execute();

  await db.schema
    .createTable("job_events")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    // Who did it, as they were: null for the client (from his page) or the server itself.
    .addColumn("user_id", "integer")
    .addColumn("user_email", "text")
    .addColumn("detail", "text", (column) => column.notNull().defaultTo("{}").check(jsonTextCheck(engine, "detail")))
    .execute();
  await db.schema.createIndex("job_events_job").on("job_events").columns(["job_id", "id"]).execute();

  await db.schema
    .createTable("job_links")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("job_links_job").on("job_links").column("job_id").execute();

  await db.schema
    .createTable("job_notices")
    .addColumn("job_id", "integer", (column) => column.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("created_at", ms, (column) => column.notNull())
    .addPrimaryKeyConstraint("job_notices_pk", ["job_id", "key"])
    .execute();

  await db.schema
    .createTable("job_acceptances")
    .addColumn("id", ...idColumn(engine))
    .addColumn("job_id", "integer", (column) => column.notNull().unique().references("jobs.id"))
    // JSON: the whole PV as signed (company, client, works, reserves, date, signer), what the page and PDF show.
    .addColumn("document", "text", (column) => column.notNull().check(jsonTextCheck(engine, "document")))
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("signed_name", "text", (column) => column.notNull())
    .addColumn("signed_at", "text", (column) => column.notNull())
    .addColumn("signed_where", "text", (column) => column.notNull().check(sql`signed_where IN ('site', 'online')`))
    .addColumn("reserves_count", "integer", (column) => column.notNull())
    .addColumn("lift_document", "text")
    .addColumn("lift_sha256", "text")
    .addColumn("lift_signed_name", "text")
    .addColumn("lifted_at", "text")
    .execute();
}
