import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck, millisecondsType } from "./column-types.server.ts";

/**
 * Push notifications to the owner's phones (decision 028).
 * - `push_vapid_keys` holds the one VAPID key pair every instance signs with: the row's id can only be 1, so the
 *   first instance's insert wins and the others read its keys.
 * - `push_devices`: one browser subscription per row (its endpoint and keys, RFC 8291), the account it belongs to,
 *   the session that registered it (logging out of that session removes it), and what it chose to receive.
 * - `outbox.push_device_id`: a push row is a notice addressed to a device instead of a mailbox (its `notice` holds
 *   the notification's message), one row per device and event, claimed, retried and leased like any other row.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .createTable("push_vapid_keys")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("private_key", "text", (column) => column.notNull())
    .addColumn("created_at", ms, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("push_devices")
    .addColumn("id", ...idColumn(engine))
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id"))
    .addColumn("endpoint", "text", (column) => column.notNull().unique())
    .addColumn("p256dh", "text", (column) => column.notNull())
    .addColumn("auth", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("session_hash", "text")
    .addColumn("events", "text", (column) => column.notNull().check(jsonTextCheck(engine, "events")))
    // "HH:MM" in Europe/Paris time; both null: no quiet hours.
    .addColumn("quiet_from", "text")
    .addColumn("quiet_to", "text")
    .addColumn("urgent_rings", "integer", (column) => column.notNull().defaultTo(1).check(sql`urgent_rings IN (0, 1)`))
    .addColumn("created_at", ms, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("push_devices_user").on("push_devices").column("user_id").execute();
  await db.schema.createIndex("push_devices_session").on("push_devices").column("session_hash").execute();

  await db.schema.alterTable("outbox").addColumn("push_device_id", "integer").execute();
  await db.schema.createIndex("outbox_push_device").on("outbox").column("push_device_id").execute();
}
