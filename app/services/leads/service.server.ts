import type { Store as RateLimitStore } from "express-rate-limit";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { DatabaseRateLimitStore } from "#app/services/db/rate-limit-store.server.ts";
import { parseEnv, type ServerEnv } from "#app/services/env.server.ts";
import { logError, logLine } from "#app/services/log.server.ts";
import { PhotoStorage } from "#app/services/photos/storage.server.ts";
import { PUSH_TTL_SECONDS, PushSender, vapidSubject } from "#app/services/push/sender.server.ts";
import { PushStore, type VapidKeys } from "#app/services/push/store.server.ts";

import { LeadStore } from "./store.server.ts";
import { createTransportFromEnv } from "./transports.server.ts";
import { OutboxWorker } from "./worker.server.ts";

export interface LeadsService {
  database: StoreDatabase;
  store: LeadStore;
  worker: OutboxWorker;
  /** The photo files of UPLOADS_DIR. */
  photos: PhotoStorage;
  /** Set on PostgreSQL, where several server processes must count a visitor's posts together. */
  rateLimitStore: RateLimitStore | undefined;
}

let current: Promise<LeadsService> | null = null;
let stopped = false;

/**
 * The address the server's own links start with (the setup link it prints, the e-mails' links to the owner's space,
 * a client's quote): SITE_URL at run time, else the one the site was built for, else the address this server
 * listens on, so that a server started with PORT=3901 and no SITE_URL prints a link that answers.
 */
export function ownerSiteUrl(env: ServerEnv): string {
  if (env.SITE_URL) return env.SITE_URL;
  if (typeof __SITE_URL__ === "string") return __SITE_URL__;
  return listeningUrl(env);
}

/** http://localhost:<PORT> when the server listens on every interface, else its HOST (an IPv6 one in brackets). */
export function listeningUrl(env: Pick<ServerEnv, "HOST" | "PORT">): string {
  const everyInterface = env.HOST === "0.0.0.0" || env.HOST === "::";
  const host = everyInterface ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/**
 * On PostgreSQL several processes may share UPLOADS_DIR: a file younger than this may belong to another one's
 * request between its rename and its commit, so the sweep leaves it for a later start.
 */
const SHARED_FOLDER_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** A push service answers within a second; an unanswered push is tried again well inside the outbox's lease. */
const PUSH_TIMEOUT_MS = 10_000;

async function openService(env: ServerEnv): Promise<LeadsService> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB }, { log: logError });
  try {
    const store = new LeadStore(database);
    const photos = new PhotoStorage(env.UPLOADS_DIR);
    await photos.prepare();
    const referenced = await store.referencedPhotoFiles();
    const swept = await photos.sweep(
      (name) => referenced.has(name),
      database.engine === "postgres" ? SHARED_FOLDER_SWEEP_GRACE_MS : 0,
    );
    if (swept > 0) logLine(`photos: ${swept} file${swept > 1 ? "s" : ""} left by an interrupted request removed`);
    const pushes = new PushStore(database.db);
    // Made or read once per process; every instance reads the same row (PushStore.vapidKeys).
    let vapid: Promise<VapidKeys> | undefined;
    const siteUrl = ownerSiteUrl(env);
    const sender = new PushSender({
      keys: () => {
        vapid ??= pushes.vapidKeys();
        return vapid;
      },
      subject: () => vapidSubject(siteUrl),
      timeoutMs: env.MAIL_TIMEOUT_MS ?? PUSH_TIMEOUT_MS,
      ttlSeconds: PUSH_TTL_SECONDS,
    });
    const worker = new OutboxWorker({
      store,
      push: {
        name: sender.name,
        send: (subscription, message) => sender.send(subscription, message),
        removeDevice: (id) => pushes.removeGone(id),
      },
      transport: createTransportFromEnv(env, logLine, { storage: photos, siteUrl: ownerSiteUrl(env) }),
      backoff: { baseMs: env.OUTBOX_RETRY_BASE_MS, maxMs: env.OUTBOX_RETRY_MAX_MS },
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      pollMs: env.OUTBOX_POLL_MS,
      // Longer than the slowest transport can take (parseEnv checks it against the mail timeouts).
      leaseMs: env.OUTBOX_LEASE_MS,
      log: logLine,
    });
    // One process on SQLite: express-rate-limit's memory store is exact and costs no write per post.
    const rateLimitStore = database.engine === "postgres" ? new DatabaseRateLimitStore(database.db) : undefined;
    await worker.start();
    return { database, store, worker, photos, rateLimitStore };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Opens the store (migrating it) and starts the outbox worker, once. Nothing here runs at import time,
 * so prerendering (which imports the server build) never opens or creates a database.
 */
export function startLeads(env: ServerEnv): Promise<LeadsService> {
  if (current) return current;
  stopped = false;
  const opening = openService(env);
  current = opening;
  opening.catch(() => {
    if (current === opening) current = null;
  });
  return opening;
}

/**
 * The running service for route actions. Under `react-router dev` nobody called start(), so the
 * first form submission opens it from the environment.
 */
export function getLeads(): Promise<LeadsService> {
  if (current) return current;
  if (stopped) return Promise.reject(new Error("the leads service is stopped"));
  return startLeads(parseEnv(process.env));
}

export async function stopLeads(): Promise<void> {
  stopped = true;
  const opening = current;
  current = null;
  if (!opening) return;
  const service = await opening.catch(() => null);
  if (!service) return;
  await service.worker.stop();
  if (service.rateLimitStore instanceof DatabaseRateLimitStore) service.rateLimitStore.shutdown();
  await service.database.close();
}

export async function leadsHealth(): Promise<{ ok: boolean; detail?: string }> {
  if (!current) return { ok: false, detail: "leads store not started" };
  try {
    const counts = await (await current).store.outboxCounts();
    return { ok: true, detail: `outbox: ${counts.pending + counts.sending} pending, ${counts.dead} failed` };
  } catch (error) {
    logError(`leads: health check failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, detail: "leads store unavailable" };
  }
}

/** The form rate limit's shared counters, once the service runs (none on SQLite). */
export async function leadsRateLimitStore(): Promise<RateLimitStore | undefined> {
  return current ? (await current).rateLimitStore : undefined;
}
