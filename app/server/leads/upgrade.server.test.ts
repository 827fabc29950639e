import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openLeadsDatabase } from "./db.server.ts";
import { LeadStore } from "./store.server.ts";

// Made by the store of the first release (user_version 1), see tests/fixtures/make-leads-v1.ts.
const fixture = path.resolve("tests/fixtures/leads-v1.sqlite");

function rows(file: string, table: "leads" | "outbox"): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
  } finally {
    db.close();
  }
}

let dir: string;
let copy: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-upgrade-"));
  copy = path.join(dir, "leads.sqlite");
  copyFileSync(fixture, copy);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a database made by the first release", () => {
  it("is opened in place with every lead and outbox row kept", () => {
    const leadsBefore = rows(fixture, "leads");
    const outboxBefore = rows(fixture, "outbox");
    expect(leadsBefore).toHaveLength(7);
    expect(outboxBefore).toHaveLength(6);

    const db = openLeadsDatabase(copy);
    const store = new LeadStore(db);
    const listed = store.listLeads();
    expect(store.outboxCounts()).toEqual({ pending: 2, sending: 1, sent: 2, dead: 1 });
    db.close();

    expect(rows(copy, "leads")).toEqual(leadsBefore);
    expect(rows(copy, "outbox")).toEqual(outboxBefore);
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
