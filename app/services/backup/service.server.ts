import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { ServerEnv } from "#app/services/env.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError, logLine } from "#app/services/log.server.ts";
import { holdServerPresence, type ServerPresence } from "./presence.server.ts";
import { BackupScheduler } from "./schedule.server.ts";
import { createSnapshot } from "./snapshot.server.ts";
import { type BackupOverview, readBackupOverview } from "./status.server.ts";

let scheduler: BackupScheduler | null = null;
let presence: ServerPresence | null = null;

/**
 * On PostgreSQL, marks this server as running (a restore refuses while one is); with BACKUP_DIR set, takes part in
 * the daily snapshot (one process takes each day's).
 */
export async function startBackups(env: ServerEnv, database: StoreDatabase): Promise<void> {
  if (env.DATABASE_URL && !presence) presence = await holdServerPresence(env.DATABASE_URL, logError);
  if (!env.BACKUP_DIR || scheduler) return;
  scheduler = new BackupScheduler({
    db: database.db,
    env,
    dir: env.BACKUP_DIR,
    at: env.BACKUP_AT,
    keep: env.BACKUP_KEEP,
    takeSnapshot: (backupEnv, dir) => createSnapshot(backupEnv, dir),
    log: logLine,
    logError,
    wakeOutbox: () => void getLeads().then((leads) => leads.worker.notify()),
  });
  scheduler.start();
}

export async function stopBackups(): Promise<void> {
  const running = scheduler;
  scheduler = null;
  await running?.stop();
  const held = presence;
  presence = null;
  await held?.stop();
}

/** The dashboard's backup line. */
export async function backupOverview(now: number): Promise<BackupOverview | null> {
  return readBackupOverview((await getLeads()).database.db, scheduler !== null, now);
}
