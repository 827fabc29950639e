import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, millisecondsType } from "./column-types.server.ts";

/**
 * What keeps the owner's account from being taken over with a stolen session or a burst of guesses:
 * - `owner_sessions.authenticated_at`: when the session last proved its owner (a login or a confirmation), so
 *   account changes can ask for a recent one; a session opened before this release counts from its creation;
 * - `owner_challenges.binding`: the SHA-256 of a value only the browser that asked for a challenge holds
 *   (its cookie, or its session), so a challenge cannot be answered from another browser;
 * - `owner_devices`: the browsers that have logged in to an account (a random cookie, stored hashed), so a login
 *   from a never-seen one is told to the owner;
 * - `outbox.notice`: the outbox also carries the short e-mails about the account (JSON: recipient, subject,
 *   text), delivered and retried like the requests' e-mails. A row is a request's delivery or a notice, never
 *   both: `lead_id` becomes optional, which SQLite can only do by rebuilding the table (ids kept).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema.alterTable("owner_sessions").addColumn("authenticated_at", ms).execute();
  await db.schema.alterTable("owner_challenges").addColumn("binding", "text").execute();

  await db.schema
    .createTable("owner_devices")
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id").onDelete("cascade"))
    .addColumn("device_hash", "text", (column) => column.notNull())
    .addColumn("first_seen_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("owner_devices_key", ["user_id", "device_hash"])
    .execute();

  if (engine === "postgres") {
    await sql`ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE outbox ADD COLUMN notice text`.execute(db);
    await sql`ALTER TABLE outbox ADD CONSTRAINT outbox_lead_or_notice CHECK ((lead_id IS NULL) <> (notice IS NULL))`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.unique().references("leads.id"))
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status IN ('pending', 'sending', 'sent', 'dead')`),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ms, (column) => column.notNull())
    .addColumn("claimed_until", ms)
    .addColumn("last_error", "text")
    .addColumn("transport", "text")
    .addColumn("sent_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("notice", "text", (column) => column.check(sql`notice IS NULL OR json_valid(notice)`))
    .addCheckConstraint("outbox_lead_or_notice", sql`(lead_id IS NULL) <> (notice IS NULL)`)
    .execute();
  const columns = sql.raw(
    "id, lead_id, status, attempts, next_attempt_at, claimed_until, last_error, transport, sent_at, updated_at",
  );
  await sql`INSERT INTO outbox_next (${columns}) SELECT ${columns} FROM outbox`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}
