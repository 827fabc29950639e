import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck, millisecondsType } from "./column-types.server.ts";

/**
 * The schema of the first release. `if not exists` everywhere: a SQLite file made by that release
 * (which counted versions in PRAGMA user_version) already has these tables and is adopted as it is.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("leads")
    .ifNotExists()
    .addColumn("id", ...idColumn(engine))
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind IN ('contact', 'devis')`))
    .addColumn("page", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().check(sql`status IN ('received', 'spam')`))
    .addColumn("fields", "text", (column) => column.notNull().check(jsonTextCheck(engine, "fields")))
    .addColumn("idempotency_key", "text", (column) => column.unique())
    .addColumn("content_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("leads_content_hash")
    .ifNotExists()
    .on("leads")
    .columns(["content_hash", "created_at"])
    .execute();

  await db.schema
    .createTable("outbox")
    .ifNotExists()
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.notNull().unique().references("leads.id"))
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status IN ('pending', 'sending', 'sent', 'dead')`),
    )
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", millisecondsType(engine), (column) => column.notNull())
    .addColumn("claimed_until", millisecondsType(engine))
    .addColumn("last_error", "text")
    .addColumn("transport", "text")
    .addColumn("sent_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("outbox_due").ifNotExists().on("outbox").columns(["status", "next_attempt_at"]).execute();
}
