import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import {
  type DatabaseLocation,
  type Engine,
  openDatabase,
  type StoreDatabase,
} from "#app/services/db/database.server.ts";
import { startPostgres, type TestPostgres } from "./postgres.mjs";

export interface TestDatabase {
  database: StoreDatabase;
  location: DatabaseLocation;
  /** Closes the connection and deletes the SQLite file (a PostgreSQL database goes with its server). */
  remove: () => Promise<void>;
}

/**
 * Runs the same tests on a SQLite file and on a real PostgreSQL server, started once for the whole
 * file (not per test) and stopped at its end, even when a test fails. Each test gets a fresh, migrated
 * database from `fresh()`.
 */
export function forEachEngine(body: (engine: Engine, fresh: () => Promise<TestDatabase>) => void): void {
  describe("on SQLite", () => {
    body("sqlite", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "leads-store-"));
      const location = { sqliteFile: path.join(dir, "nested", "leads.sqlite") };
      const database = await openDatabase(location);
      return {
        database,
        location,
        remove: async () => {
          await database.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    });
  });

  describe("on PostgreSQL", () => {
    let server: TestPostgres | undefined;
    beforeAll(async () => {
      server = await startPostgres();
    }, 180_000);
    // pg_ctl stop waits for the server to go: on a loaded machine that outlasts Vitest's default 10 s hook limit.
    afterAll(() => server?.stop(), 60_000);
    body("postgres", async () => {
      if (!server) throw new Error("the PostgreSQL server did not start");
      const location = { databaseUrl: await server.createDatabase(), sqliteFile: "unused.sqlite" };
      const database = await openDatabase(location);
      return { database, location, remove: () => database.close() };
    });
  });
}
