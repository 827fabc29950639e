import type { Kysely } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { millisecondsType } from "./column-types.server.ts";

/**
 * The one-time codes that let the first owner claim a fresh install from the web (decision 019): only their
 * SHA-256 and when they stop working. Several may live at once (each instance prints its own at start); the
 * first claim deletes them all in the transaction that creates the account.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .createTable("owner_setup_codes")
    .addColumn("code_hash", "text", (column) => column.primaryKey())
    .addColumn("created_at", ms, (column) => column.notNull())
    .addColumn("expires_at", ms, (column) => column.notNull())
    .execute();
}
