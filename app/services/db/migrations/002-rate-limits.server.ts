import type { Kysely } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { millisecondsType } from "./column-types.server.ts";

/** The form rate limit's counters, so that every server process behind a load balancer counts together. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addColumn("reset_at", millisecondsType(engine), (column) => column.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
}
