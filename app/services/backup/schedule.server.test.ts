import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "#app/services/env.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { BackupScheduler, localClock, retryDelayMs, snapshotsToDelete } from "./schedule.server.ts";
import { parseBackupAt, parseBackupKeep } from "./settings.server.ts";
import { snapshotName } from "./snapshot.server.ts";
import { failureReason, readBackupOverview } from "./status.server.ts";

describe("the schedule's settings", () => {
  it("reads BACKUP_AT as a time of day in a time zone, Paris by default", () => {
    expect(parseBackupAt("03:00")).toEqual({ hour: 3, minute: 0, timeZone: "Europe/Paris" });
    expect(parseBackupAt("23:45 UTC")).toEqual({ hour: 23, minute: 45, timeZone: "UTC" });
    for (const wrong of ["3h", "24:00", "03:60", "03:00 Mars/Olympus", ""]) expect(parseBackupAt(wrong)).toBeNull();
    expect(parseEnv({}).BACKUP_AT).toEqual({ hour: 3, minute: 0, timeZone: "Europe/Paris" });
    expect(() => parseEnv({ BACKUP_AT: "3 heures" })).toThrow(/BACKUP_AT: must be HH:MM/);
  });

  it("reads BACKUP_KEEP as counts of daily, weekly and monthly snapshots, 14 daily and 8 weekly by default", () => {
    expect(parseEnv({}).BACKUP_KEEP).toEqual({ daily: 14, weekly: 8, monthly: 0 });
    expect(parseBackupKeep("7d,4w,12m")).toEqual({ daily: 7, weekly: 4, monthly: 12 });
    for (const wrong of ["14", "14d,3d", "0d", "-1d", "14 days"]) expect(parseBackupKeep(wrong)).toBeNull();
    expect(() => parseEnv({ BACKUP_KEEP: "forever" })).toThrow(/BACKUP_KEEP/);
  });

  it("tells the day and minute in the owner's zone across the change of time", () => {
    expect(localClock(new Date("2026-03-29T00:59:00Z"), "Europe/Paris")).toEqual({ date: "2026-03-29", minutes: 119 });
    expect(localClock(new Date("2026-03-29T01:00:00Z"), "Europe/Paris")).toEqual({ date: "2026-03-29", minutes: 180 });
    expect(localClock(new Date("2026-11-24T23:30:00Z"), "Europe/Paris")).toEqual({ date: "2026-11-25", minutes: 30 });
  });

  it("retries after 15 minutes, then 30, then an hour, then every 2 hours", () => {
    expect([1, 2, 3, 4, 9].map((attempt) => retryDelayMs(attempt) / 60_000)).toEqual([15, 30, 60, 120, 120]);
  });
});

describe("the retention", () => {
  const daily = (days: number, from = Date.parse("2026-11-25T02:00:00Z")) =>
    Array.from({ length: days }, (_, day) => snapshotName(new Date(from - day * 86_400_000)));

  it("keeps the newest of each of the last 14 days and of the 8 weeks before, deletes the rest", () => {
    const names = daily(120);
    const doomed = new Set(snapshotsToDelete(names, { daily: 14, weekly: 8, monthly: 0 }, "Europe/Paris"));
    const kept = names.filter((name) => !doomed.has(name));
    expect(kept.slice(0, 14)).toEqual(names.slice(0, 14));
    // The 8 newest ISO weeks keep their newest day (a Sunday, or today): 3 of them already among the 14 days.
    expect(kept).toHaveLength(14 + 5);
    expect(kept.at(-1)).toBe("site-backup-2026-10-11T020000Z.tar.gz");
  });

  it("keeps only the newest of several snapshots the same day, and never touches other files", () => {
    const names = [...daily(3), "site-backup-2026-11-25T120000Z.tar.gz", "notes.txt", ".site-backup-x.partial"];
    expect(snapshotsToDelete(names, { daily: 2, weekly: 0, monthly: 0 }, "Europe/Paris")).toEqual([
      "site-backup-2026-11-25T020000Z.tar.gz",
      "site-backup-2026-11-23T020000Z.tar.gz",
    ]);
  });
});

describe("the owner's words for a failure", () => {
  it("names the causes he can act on", () => {
    expect(failureReason("ENOSPC: no space left on device, write")).toBe("disque plein");
    expect(failureReason("EACCES: permission denied, mkdir '/backups'")).toMatch(/droit d’écrire/);
    expect(failureReason("pg_dump 13 is older than the database server (15)")).toMatch(/pg_dump/);
    expect(failureReason("something odd")).toBe("erreur inattendue");
  });
});

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let dir: string;
  let now: Date;

  beforeEach(async () => {
    test = await fresh();
    dir = mkdtempSync(path.join(tmpdir(), "site-backup-schedule-"));
    now = new Date("2026-11-25T01:59:00Z");
  });

  afterEach(async () => {
    await test.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  function scheduler(takeSnapshot: () => Promise<void>, lines: string[] = []) {
    return new BackupScheduler({
      db: test.database.db,
      env: parseEnv({}),
      dir,
      at: { hour: 3, minute: 0, timeZone: "Europe/Paris" },
      keep: { daily: 14, weekly: 8, monthly: 0 },
      takeSnapshot: async () => {
        await takeSnapshot();
        const file = path.join(dir, snapshotName(now));
        writeFileSync(file, "snapshot");
        return { file, bytes: 8, manifest: {} as never, databaseMs: 1, totalMs: 2 };
      },
      log: (line) => lines.push(line),
      logError: (line) => lines.push(line),
      now: () => now,
    });
  }

  it("takes the day's snapshot once, on exactly one of several instances, from the time set on", async () => {
    let taken = 0;
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => void taken++);
    const instances = [scheduler(slow), scheduler(slow), scheduler(slow)];
    await Promise.all(instances.map((instance) => instance.tick()));
    expect(taken).toBe(0);
    now = new Date("2026-11-25T02:00:00Z");
    await Promise.all(instances.map((instance) => instance.tick()));
    await Promise.all(instances.map((instance) => instance.tick()));
    expect(taken).toBe(1);
    expect(readdirSync(dir)).toEqual(["site-backup-2026-11-25T020000Z.tar.gz"]);
    const overview = await readBackupOverview(test.database.db, true, now.getTime());
    expect(overview?.failure).toBeNull();
    expect(overview?.lastGood?.bytes).toBe(8);
    now = new Date("2026-11-26T02:30:00Z");
    await Promise.all(instances.map((instance) => instance.tick()));
    expect(taken).toBe(2);
  });

  it("records a failure for the owner, retries it when due, and clears it once a snapshot succeeds", async () => {
    let failing = true;
    const lines: string[] = [];
    const instance = scheduler(async () => {
      if (failing) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }, lines);
    now = new Date("2026-11-25T02:00:00Z");
    await instance.tick();
    expect(lines.at(-1)).toMatch(/^backup: attempt 1 failed: ENOSPC/);
    const overview = await readBackupOverview(test.database.db, true, now.getTime());
    expect(overview?.failure?.reason).toBe("disque plein");
    expect(overview?.lastGood).toBeNull();

    // Not again before the retry time, however often the server looks.
    await instance.tick();
    expect(lines.filter((line) => line.includes("failed"))).toHaveLength(1);
    now = new Date(now.getTime() + retryDelayMs(1) - 1000);
    await instance.tick();
    expect(lines.filter((line) => line.includes("failed"))).toHaveLength(1);
    now = new Date(now.getTime() + 1000);
    failing = false;
    await instance.tick();
    const after = await readBackupOverview(test.database.db, true, now.getTime());
    expect(after?.failure).toBeNull();
    expect(after?.lastGood).not.toBeNull();
  });

  it("takes over a run whose process died, once its lease has passed", async () => {
    now = new Date("2026-11-25T02:00:00Z");
    await test.database.db
      .insertInto("backup_runs")
      .values({
        slot: "2026-11-25",
        status: "running",
        instance: "dead",
        attempts: 1,
        started_at: now.getTime(),
        lease_until: now.getTime() + 60_000,
      })
      .execute();
    let taken = 0;
    const instance = scheduler(async () => void taken++);
    await instance.tick();
    expect(taken).toBe(0);
    now = new Date(now.getTime() + 61_000);
    await instance.tick();
    expect(taken).toBe(1);
  });

  it("shows a stale warning when the last good snapshot is more than two days old", async () => {
    await test.database.db
      .insertInto("backup_runs")
      .values({
        slot: "2026-11-20",
        status: "ok",
        instance: "x",
        attempts: 1,
        started_at: Date.parse("2026-11-20T02:00:00Z"),
        lease_until: 0,
        finished_at: Date.parse("2026-11-20T02:01:00Z"),
        bytes: 10,
      })
      .execute();
    expect((await readBackupOverview(test.database.db, true, Date.parse("2026-11-25T10:00:00Z")))?.stale).toBe(true);
    expect((await readBackupOverview(test.database.db, true, Date.parse("2026-11-21T10:00:00Z")))?.stale).toBe(false);
    expect(await readBackupOverview(test.database.db, false, Date.now())).not.toBeNull();
  });
});
