import { randomBytes } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import type { BackupTime, KeepPolicy } from "./settings.server.ts";
import { type BackupEnv, SNAPSHOT_PATTERN, type SnapshotResult } from "./snapshot.server.ts";

/** The calendar day (YYYY-MM-DD) and the minute of the day at `now` in a time zone. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** ISO 8601 week of a calendar day, as `2026-W48`. */
function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday + 3);
  const year = day.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week =
    1 +
    Math.round(
      (day.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - (((firstThursday.getUTCDay() + 6) % 7) - 3) / 7,
    );
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * Which snapshots of the folder to delete, as `restic forget --keep-daily --keep-weekly --keep-monthly` chooses:
 * from the newest back, the newest snapshot of each day is kept until `daily` days are kept, likewise per ISO
 * week and per month; a snapshot kept by any rule stays. Files of other names are never touched.
 */
export function snapshotsToDelete(names: readonly string[], keep: KeepPolicy, timeZone: string): string[] {
  const snapshots = names
    .map((name) => {
      const match = SNAPSHOT_PATTERN.exec(name);
      if (!match) return null;
      const [, year, month, day, hour, minute, second] = match;
      const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
      return { name, at, date: localClock(at, timeZone).date };
    })
    .filter((snapshot) => snapshot !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>();
  const rules: [number, (date: string) => string][] = [
    [keep.daily, (date) => date],
    [keep.weekly, isoWeek],
    [keep.monthly, (date) => date.slice(0, 7)],
  ];
  for (const [count, bucketOf] of rules) {
    const buckets = new Set<string>();
    for (const snapshot of snapshots) {
      const bucket = bucketOf(snapshot.date);
      if (buckets.has(bucket)) continue;
      if (buckets.size >= count) break;
      buckets.add(bucket);
      kept.add(snapshot.name);
    }
  }
  return snapshots.filter((snapshot) => !kept.has(snapshot.name)).map((snapshot) => snapshot.name);
}

/** After a failure: 15 minutes, 30, 1 hour, then every 2 hours until the day's snapshot is taken. */
export function retryDelayMs(attempts: number): number {
  return Math.min(15 * 60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);
}

/** A run not finished after this long belongs to a process that died; another one takes it over. */
export const RUN_LEASE_MS = 60 * 60_000;

export interface SchedulerOptions {
  db: Kysely<Database>;
  env: BackupEnv;
  dir: string;
  at: BackupTime;
  keep: KeepPolicy;
  takeSnapshot: (env: BackupEnv, dir: string) => Promise<SnapshotResult>;
  log: (line: string) => void;
  logError: (line: string) => void;
  /** Called after a day's first failure queued the owner's push notifications (decision 028). */
  wakeOutbox?: () => void;
  now?: () => Date;
  /** How often the server looks whether the day's snapshot is due (a minute: the time of day is in minutes). */
  checkEveryMs?: number;
}

function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").slice(0, 500);
}

/**
 * The daily snapshot, taken by the server itself. Every minute each server process looks whether today's is due
 * and not taken; the `backup_runs` row of the day is the lock (inserted by exactly one process, or taken over by
 * exactly one once a failure's retry time or a dead process's lease has passed). A missed time (the server was
 * down at 03:00) is caught up at the next start.
 */
export class BackupScheduler {
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  readonly #options: SchedulerOptions;
  #timer: NodeJS.Timeout | null = null;
  #current: Promise<void> | null = null;
  #stopped = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    const check = () => {
      if (this.#stopped) return;
      this.#current ??= this.tick().finally(() => {
        this.#current = null;
      });
    };
    this.#timer = setInterval(check, this.#options.checkEveryMs ?? 60_000);
    this.#timer.unref();
    check();
  }

  /** Stops looking; a snapshot in progress finishes first (it is written under a temporary name until verified). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#current;
  }

  /** Looks once whether the day's snapshot is due, and takes it when this process wins the day's row. */
  async tick(): Promise<void> {
    const { at, db, log, logError } = this.#options;
    const clockNow = () => (this.#options.now ?? (() => new Date()))().getTime();
    const now = new Date(clockNow());
    try {
      const clock = localClock(now, at.timeZone);
      if (clock.minutes < at.hour * 60 + at.minute) return;
      const attempt = await this.#claim(clock.date, now.getTime());
      if (attempt === null) return;
      try {
        const result = await this.#options.takeSnapshot(this.#options.env, this.#options.dir);
        await db
          .updateTable("backup_runs")
          .set({
            status: "ok",
            finished_at: Date.now(),
            file: path.basename(result.file),
            bytes: result.bytes,
            error: null,
            next_attempt_at: null,
          })
          .where("slot", "=", clock.date)
          .where("instance", "=", this.instance)
          .execute();
        log(
          `backup: ${path.basename(result.file)} written (${(result.bytes / 1e6).toFixed(1)} MB in ${(result.totalMs / 1000).toFixed(1)} s)`,
        );
        await this.#prune();
      } catch (error) {
        const nextAttempt = clockNow() + retryDelayMs(attempt);
        // The day's first failure rings the owner's devices; its retries stay in the log and on the dashboard.
        const queued = await db.transaction().execute(async (trx) => {
          await trx
            .updateTable("backup_runs")
            .set({ status: "failed", finished_at: clockNow(), error: reason(error), next_attempt_at: nextAttempt })
            .where("slot", "=", clock.date)
            .where("instance", "=", this.instance)
            .execute();
          return attempt === 1 ? queuePushes(trx, { kind: "backup.failed" }, clockNow()) : 0;
        });
        if (queued > 0) this.#options.wakeOutbox?.();
        logError(
          `backup: attempt ${attempt} failed: ${reason(error)}; next attempt at ${new Date(nextAttempt).toISOString()}`,
        );
      }
    } catch (error) {
      logError(`backup: the schedule could not run: ${reason(error)}`);
    }
  }

  /** Takes the day's run for this process: the attempt's number, or null when it is done or another process has it. */
  async #claim(slot: string, now: number): Promise<number | null> {
    const { db } = this.#options;
    const inserted = await db
      .insertInto("backup_runs")
      .values({
        slot,
        status: "running",
        instance: this.instance,
        attempts: 1,
        started_at: now,
        lease_until: now + RUN_LEASE_MS,
      })
      .onConflict((conflict) => conflict.column("slot").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 1;
    const taken = await db
      .updateTable("backup_runs")
      .set({
        status: "running",
        instance: this.instance,
        attempts: sql`attempts + 1`,
        started_at: now,
        lease_until: now + RUN_LEASE_MS,
      })
      .where("slot", "=", slot)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "failed"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "running"), eb("lease_until", "<", now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const row = await db.selectFrom("backup_runs").select("attempts").where("slot", "=", slot).executeTakeFirst();
    return row?.attempts ?? 1;
  }

  async #prune(): Promise<void> {
    const { dir, keep, at, log } = this.#options;
    const doomed = snapshotsToDelete(await readdir(dir), keep, at.timeZone);
    for (const name of doomed) await rm(path.join(dir, name), { force: true });
    if (doomed.length > 0)
      log(`backup: ${doomed.length} older snapshot${doomed.length > 1 ? "s" : ""} removed (BACKUP_KEEP)`);
  }
}
