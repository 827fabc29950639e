import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrationProvider } from "./index.server.ts";

let dir: string;
let database: BetterSqlite3.Database;
let db: Kysely<unknown>;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "request-numbers-"));
  database = new BetterSqlite3(path.join(dir, "leads.sqlite"));
  database.pragma("foreign_keys = ON");
  db = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) });
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function migrate(target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
  const { error } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) throw error;
}

const all = (query: string) => database.prepare(query).all();

/** Two requests as the release before stored them, the newest with a note, a status change, a photo and its e-mail. */
function storeTwoRequests(): void {
  const insert = database.prepare(
    `INSERT INTO leads (kind, page, status, fields, idempotency_key, content_hash, created_at, town)
     VALUES ('contact', '/contact', 'received', ?, ?, ?, '2026-11-20T08:00:00.000Z', 'Lens')`,
  );
  insert.run('{"name":"Jeanne Martin"}', "key-1", "hash-1");
  insert.run('{"name":"Paul Durand"}', "key-2", "hash-2");
  database
    .prepare("INSERT INTO lead_notes (lead_id, body, created_at) VALUES (2, 'Rappeler lundi', '2026-11-21')")
    .run();
  database
    .prepare(
      `INSERT INTO lead_status_changes (lead_id, from_status, to_status, changed_at)
       VALUES (2, 'nouvelle', 'a_rappeler', '2026-11-21')`,
    )
    .run();
  database
    .prepare(
      `INSERT INTO lead_photos (lead_id, position, stored_name, content_type, bytes, width, height, original_name)
       VALUES (2, 1, 'a.jpg', 'image/jpeg', 1000, 800, 600, 'toit.jpg')`,
    )
    .run();
  database
    .prepare("INSERT INTO outbox (lead_id, status, next_attempt_at, updated_at) VALUES (2, 'sent', 0, '2026-11-20')")
    .run();
}

describe("011-request-numbers-never-reused, on a SQLite file made before it", () => {
  it("keeps every request, its indexes and what points at it, and then never gives a number twice", async () => {
    await migrate("010-site-renders");
    storeTwoRequests();
    const before = all("SELECT * FROM leads ORDER BY id");
    const indexesBefore = all("SELECT name, sql FROM sqlite_master WHERE tbl_name = 'leads' ORDER BY name");

    // Up to this step only: a later one may add columns to the requests (017 did).
    await migrate("011-request-numbers-never-reused");

    expect(all("SELECT * FROM leads ORDER BY id")).toEqual(before);
    expect(
      all("SELECT name, sql FROM sqlite_master WHERE tbl_name = 'leads' AND type = 'index' ORDER BY name"),
    ).toEqual(indexesBefore.filter((row) => (row as { name: string }).name !== "leads"));
    expect(all("PRAGMA foreign_key_check")).toEqual([]);
    expect(database.pragma("foreign_keys", { simple: true })).toBe(1);
    for (const table of ["lead_notes", "lead_status_changes", "lead_photos", "outbox"]) {
      expect(all(`SELECT lead_id FROM ${table}`), table).toEqual([{ lead_id: 2 }]);
    }
    // The references still hold: a request with a note cannot be removed on its own.
    expect(() => database.prepare("DELETE FROM leads WHERE id = 2").run()).toThrow(/FOREIGN KEY/);

    for (const table of ["lead_notes", "lead_status_changes", "lead_photos", "outbox"]) {
      database.prepare(`DELETE FROM ${table} WHERE lead_id = 2`).run();
    }
    database.prepare("DELETE FROM leads WHERE id = 2").run();
    const next = database
      .prepare(
        `INSERT INTO leads (kind, page, status, fields, content_hash, created_at)
         VALUES ('contact', '/contact', 'received', '{}', 'hash-3', '2026-11-22')`,
      )
      .run();
    expect(next.lastInsertRowid).toBe(3);
  });

  it("is done once: a second run changes nothing", async () => {
    await migrate();
    const schema = all("SELECT sql FROM sqlite_master ORDER BY name");
    const { up } = await import("./011-request-numbers-never-reused.server.ts");
    await up(db, "sqlite");
    expect(all("SELECT sql FROM sqlite_master ORDER BY name")).toEqual(schema);
    expect(await sql`SELECT 1 AS one`.execute(db)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
