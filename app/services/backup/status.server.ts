import type { Kysely } from "kysely";
import { backupCopy } from "#app/content/pro-backups.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/** What the dashboard shows of the daily backups. */
export interface BackupOverview {
  lastGood: { at: string; bytes: number } | null;
  /** Set while the latest day's run has failed (and is being retried). */
  failure: { at: string; reason: string; nextAttemptAt: string | null } | null;
  /** The last good one is more than two days old and nothing failed since: the schedule does not run. */
  stale: boolean;
}

const STALE_AFTER_MS = 48 * 60 * 60_000;

/** The owner's words for a failure, from the technical reason the server logged. */
export function failureReason(error: string): string {
  const reasons = backupCopy.reasons;
  if (/ENOSPC|no space left/i.test(error)) return reasons.diskFull;
  if (/EACCES|EPERM|EROFS|permission denied/i.test(error)) return reasons.denied;
  if (/ENOENT|ENOTDIR|EEXIST|no such file/i.test(error)) return reasons.missing;
  if (/pg_dump|pg_restore/i.test(error)) return reasons.postgresTools;
  if (/ECONNREFUSED|cannot reach|connection|SQLITE_BUSY|database is locked/i.test(error)) return reasons.database;
  return reasons.other;
}

/**
 * The last good backup and the latest day's failure; null when backups are not scheduled and none was ever
 * recorded (nothing to show).
 */
export async function readBackupOverview(
  db: Kysely<Database>,
  scheduled: boolean,
  now: number,
): Promise<BackupOverview | null> {
  const latest = await db.selectFrom("backup_runs").selectAll().orderBy("slot", "desc").limit(1).executeTakeFirst();
  if (!latest && !scheduled) return null;
  const good = await db
    .selectFrom("backup_runs")
    .select(["finished_at", "bytes"])
    .where("status", "=", "ok")
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const lastGood =
    good?.finished_at != null ? { at: new Date(good.finished_at).toISOString(), bytes: good.bytes ?? 0 } : null;
  const failure =
    latest && latest.status !== "ok" && latest.error
      ? {
          at: new Date(latest.finished_at ?? latest.started_at).toISOString(),
          reason: failureReason(latest.error),
          nextAttemptAt: latest.next_attempt_at != null ? new Date(latest.next_attempt_at).toISOString() : null,
        }
      : null;
  const stale = scheduled && !failure && lastGood !== null && now - Date.parse(lastGood.at) > STALE_AFTER_MS;
  return { lastGood, failure, stale };
}
