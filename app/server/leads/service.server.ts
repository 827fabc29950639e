import { parseEnv, type ServerEnv } from "#app/server/env.server.ts";
import { logError, logLine } from "#app/server/log.server.ts";
import { type LeadsDatabase, openLeadsDatabase } from "./db.server.ts";
import { LeadStore } from "./store.server.ts";
import { createTransportFromEnv } from "./transports.server.ts";
import { OutboxWorker } from "./worker.server.ts";

export interface LeadsService {
  db: LeadsDatabase;
  store: LeadStore;
  worker: OutboxWorker;
}

let current: LeadsService | null = null;
let stopped = false;

/**
 * Opens the store and starts the outbox worker, once. Nothing here runs at import time, so
 * prerendering (which imports the server build) never opens or creates a database.
 */
export function startLeads(env: ServerEnv): LeadsService {
  if (current) return current;
  const db = openLeadsDatabase(env.LEADS_DB);
  try {
    const store = new LeadStore(db);
    const worker = new OutboxWorker({
      store,
      transport: createTransportFromEnv(env, logLine),
      backoff: { baseMs: env.OUTBOX_RETRY_BASE_MS, maxMs: env.OUTBOX_RETRY_MAX_MS },
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      pollMs: env.OUTBOX_POLL_MS,
      // Longer than the slowest transport can take (parseEnv checks it against the mail timeouts).
      leaseMs: env.OUTBOX_LEASE_MS,
      log: logLine,
    });
    current = { db, store, worker };
    stopped = false;
    worker.start();
    return current;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The running service for route actions. Under `react-router dev` nobody called start(), so the
 * first form submission opens it from the environment.
 */
export function getLeads(): LeadsService {
  if (current) return current;
  if (stopped) throw new Error("the leads service is stopped");
  return startLeads(parseEnv(process.env));
}

export async function stopLeads(): Promise<void> {
  stopped = true;
  const service = current;
  current = null;
  if (!service) return;
  await service.worker.stop();
  service.db.close();
}

export function leadsHealth(): { ok: boolean; detail?: string } {
  if (!current) return { ok: false, detail: "leads store not started" };
  try {
    const counts = current.store.outboxCounts();
    return { ok: true, detail: `outbox: ${counts.pending + counts.sending} pending, ${counts.dead} failed` };
  } catch (error) {
    logError(`leads: health check failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, detail: "leads store unavailable" };
  }
}
