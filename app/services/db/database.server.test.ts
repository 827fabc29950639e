import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type StoreDatabase, withCommitsNotAwaitingDisk } from "./database.server.ts";
import type { Database } from "./schema.server.ts";

/** SQLite's numbers for the synchronous setting. */
const NORMAL = 1;
const FULL = 2;

async function synchronousOf(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return rows[0]!.synchronous;
}

describe("commits that do not wait for the disk, on SQLite", () => {
  let dir: string;
  let database: StoreDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "database-sync-"));
    database = await openDatabase({ sqliteFile: path.join(dir, "leads.sqlite") });
  });

  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("run the work with synchronous=NORMAL and give the connection back with FULL, also when the work fails", async () => {
    expect(await synchronousOf(database.db)).toBe(FULL);
    expect(await withCommitsNotAwaitingDisk(database, (db) => synchronousOf(db))).toBe(NORMAL);
    expect(await synchronousOf(database.db)).toBe(FULL);

    await expect(
      withCommitsNotAwaitingDisk(database, async () => {
        throw new Error("the claim failed");
      }),
    ).rejects.toThrow("the claim failed");
    expect(await synchronousOf(database.db)).toBe(FULL);
  });

  it("never lend their setting to a request's transaction started meanwhile", async () => {
    let finishWork: () => void = () => undefined;
    const workMayFinish = new Promise<void>((resolve) => {
      finishWork = resolve;
    });
    const order: string[] = [];
    const bookkeeping = withCommitsNotAwaitingDisk(database, async (db) => {
      order.push("bookkeeping started");
      await workMayFinish;
      order.push("bookkeeping done");
      return synchronousOf(db);
    });
    const request = database.db.transaction().execute(async (trx) => {
      order.push("request's transaction");
      return synchronousOf(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    finishWork();

    expect(await bookkeeping).toBe(NORMAL);
    expect(await request).toBe(FULL);
    expect(order).toEqual(["bookkeeping started", "bookkeeping done", "request's transaction"]);
  });
});
