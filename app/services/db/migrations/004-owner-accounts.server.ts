import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, millisecondsType } from "./column-types.server.ts";

/**
 * The owner's space: accounts made on the server only (no sign-up), their sessions and passkeys, the
 * WebAuthn challenges in flight, the login throttle's counters and the audit trail. Times the code compares
 * (expiry, throttle windows) are milliseconds; times a person reads are ISO 8601 text.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .createTable("owner_users")
    .addColumn("id", ...idColumn(engine))
    // Stored lower-cased, so "Jean@X.fr" and "jean@x.fr" are one account.
    .addColumn("email", "text", (column) => column.notNull().unique().check(sql`email = lower(email)`))
    .addColumn("password_hash", "text", (column) => column.notNull())
    // The WebAuthn user handle: random, so a passkey never carries the e-mail address.
    .addColumn("webauthn_user_id", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("password_changed_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("owner_sessions")
    // SHA-256 of the cookie's token: a copy of the database does not let anyone sign in.
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id").onDelete("cascade"))
    .addColumn("created_at", ms, (column) => column.notNull())
    .addColumn("last_seen_at", ms, (column) => column.notNull())
    .addColumn("expires_at", ms, (column) => column.notNull())
    .addColumn("user_agent", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("owner_sessions_user").on("owner_sessions").column("user_id").execute();
  await db.schema.createIndex("owner_sessions_expires").on("owner_sessions").column("expires_at").execute();

  await db.schema
    .createTable("owner_passkeys")
    .addColumn("id", ...idColumn(engine))
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (column) => column.notNull().unique())
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", ms, (column) => column.notNull())
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("owner_passkeys_user").on("owner_passkeys").column("user_id").execute();

  await db.schema
    .createTable("owner_challenges")
    .addColumn("challenge", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull().check(sql`purpose IN ('register', 'login')`))
    .addColumn("user_id", "integer", (column) => column.references("owner_users.id").onDelete("cascade"))
    .addColumn("expires_at", ms, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("owner_login_throttle")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("reset_at", ms, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("owner_audit")
    .addColumn("id", ...idColumn(engine))
    .addColumn("at", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    // No foreign key: the trail outlives a removed account.
    .addColumn("user_id", "integer")
    .addColumn("email", "text")
    .addColumn("address", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("owner_audit_at").on("owner_audit").column("at").execute();
}
