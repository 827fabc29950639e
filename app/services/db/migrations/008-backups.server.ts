import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { millisecondsType } from "./column-types.server.ts";

/**
 * Backups: the site's identity, so that a restore can tell a snapshot of this site from another one's, and
 * the daily backup runs, one row per day. The row is the lock that lets exactly one of several server
 * processes take the day's snapshot (the first to insert it, or the first to take over a failed or
 * abandoned one), and what the owner's dashboard reads to show the last good backup and the last failure.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const ms = millisecondsType(engine);
  await db.schema
    .createTable("site_identity")
    // One row at most: the key is a constant.
    .addColumn("singleton", "integer", (column) => column.primaryKey().check(sql`singleton = 1`))
    .addColumn("site_id", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto("site_identity" as never)
    .values({ singleton: 1, site_id: randomUUID(), created_at: new Date().toISOString() } as never)
    .execute();

  await db.schema
    .createTable("backup_runs")
    // The day the snapshot is due for, in the schedule's time zone (YYYY-MM-DD).
    .addColumn("slot", "text", (column) => column.primaryKey())
    .addColumn("status", "text", (column) => column.notNull().check(sql`status IN ('running', 'ok', 'failed')`))
    .addColumn("instance", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull())
    .addColumn("started_at", ms, (column) => column.notNull())
    // A process that dies while it holds the run loses it once this time has passed.
    .addColumn("lease_until", ms, (column) => column.notNull())
    .addColumn("finished_at", ms)
    .addColumn("next_attempt_at", ms)
    .addColumn("file", "text")
    .addColumn("bytes", ms)
    .addColumn("error", "text")
    .execute();
}
