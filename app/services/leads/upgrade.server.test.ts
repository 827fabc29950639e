import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/services/db/database.server.ts";
import { migrationNames } from "#app/services/db/migrations/index.server.ts";
import { LeadStore } from "./store.server.ts";

// Made by the store of the first release, which counted schema versions in PRAGMA user_version (1), with
// tests/fixtures/make-leads-v1.ts as committed in 419e381 (removed since: it called that release's store).
const fixture = path.resolve("tests/fixtures/leads-v1.sqlite");

function rows(file: string, table: "leads" | "outbox"): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
  } finally {
    db.close();
  }
}

const newLead = {
  kind: "contact",
  page: "/contact",
  status: "received",
  fields: {
    name: "Nouvelle Cliente",
    phone: "06 33 33 33 33",
    email: "n@example.com",
    city: "Lens",
    service: "Ardoise",
    message: "Après la mise à jour.",
  },
  idempotencyKey: null,
} as const;

let dir: string;
let copy: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-upgrade-"));
  copy = path.join(dir, "leads.sqlite");
  copyFileSync(fixture, copy);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a database made by the first release", () => {
  it("is upgraded in place with every lead and outbox row kept", async () => {
    const leadsBefore = rows(fixture, "leads");
    const outboxBefore = rows(fixture, "outbox");
    expect(leadsBefore).toHaveLength(7);
    expect(outboxBefore).toHaveLength(6);

    const database = await openDatabase({ sqliteFile: copy });
    const store = new LeadStore(database);
    const listed = await store.listLeads();
    expect(await store.outboxCounts()).toEqual({ pending: 2, sending: 1, sent: 2, dead: 1 });
    const applied = await database.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(migrationNames);
    // The upgraded file takes new leads after the old ones, and its old deliveries go on.
    expect(await store.insertLead({ ...newLead })).toEqual({ id: 8, duplicate: false });
    const resumed = await store.claimNext(60_000);
    expect([5, 6, 7]).toContain(resumed?.lead.id);
    await database.close();

    expect(rows(copy, "leads").slice(0, 7)).toEqual(leadsBefore);
    const outboxAfter = rows(copy, "outbox") as { id: number }[];
    // Every row as it was, but the one the upgraded store has just claimed.
    expect(outboxAfter.filter((row) => row.id !== resumed?.outboxId && row.id <= 6)).toEqual(
      (outboxBefore as { id: number }[]).filter((row) => row.id !== resumed?.outboxId),
    );
    expect(listed.map((lead) => lead.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(listed.find((lead) => lead.id === 2)?.fields).toMatchObject({
      name: "<script>alert('x')</script> Robert'); DROP TABLE leads;--",
      message: "Ligne 1\r\nBcc: evil@example.com\n\u0000nul \u202e RTL 🏠 \"quotes\" ; = =cmd|' /C calc'!A0",
      urgent: true,
    });
    expect(listed.find((lead) => lead.id === 3)).toMatchObject({
      delivery: "dead",
      lastError: "550 5.1.1 mailbox unavailable",
    });
  });
});
