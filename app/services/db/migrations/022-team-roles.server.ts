import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, millisecondsType } from "./column-types.server.ts";

/**
 * The company's team (decision 053): each account gets a role, a name the planning shows and a phone the client's
 * page may call; the accounts made before roles existed are the owner's, so they become `patron`.
 * - `team_invites`: a one-time link the patron hands a new person (its SHA-256 only, like the setup codes), with
 *   the role it grants; accepted once, before it expires, or revoked.
 * - `calendar_feeds`: each person's private calendar subscription (its token's SHA-256); revoking it ends the
 *   address at once, a new one can be made.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .alterTable("owner_users")
    .addColumn("role", "text", (column) =>
      column.notNull().defaultTo("patron").check(sql`role IN ('patron', 'bureau', 'compagnon')`),
    )
    .execute();
  await db.schema
    .alterTable("owner_users")
    .addColumn("display_name", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("owner_users")
    .addColumn("phone", "text", (column) => column.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("team_invites")
    .addColumn("id", ...idColumn(engine))
    .addColumn("code_hash", "text", (column) => column.notNull().unique())
    .addColumn("email", "text", (column) => column.notNull().check(sql`email = lower(email)`))
    .addColumn("display_name", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull().check(sql`role IN ('patron', 'bureau', 'compagnon')`))
    .addColumn("invited_by", "integer", (column) => column.references("owner_users.id").onDelete("set null"))
    .addColumn("created_at", ms, (column) => column.notNull())
    .addColumn("expires_at", ms, (column) => column.notNull())
    .addColumn("accepted_at", ms)
    .addColumn("revoked_at", ms)
    .execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("id", ...idColumn(engine))
    .addColumn("user_id", "integer", (column) => column.notNull().references("owner_users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", ms, (column) => column.notNull())
    .addColumn("revoked_at", ms)
    .execute();
  await db.schema.createIndex("calendar_feeds_user").on("calendar_feeds").column("user_id").execute();
}
