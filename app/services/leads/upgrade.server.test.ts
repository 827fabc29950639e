import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/services/db/database.server.ts";
import { migrationNames } from "#app/services/db/migrations/index.server.ts";
import { runLeadsCli } from "./cli.server.ts";
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

/** The rows as the first release wrote them: the columns later migrations added are left out. */
function asWritten(after: unknown[], before: unknown[]): unknown[] {
  const columns = Object.keys((before[0] ?? {}) as object);
  return after.map((row) =>
    Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column]])),
  );
}

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

    expect(asWritten(rows(copy, "leads").slice(0, 7), leadsBefore)).toEqual(leadsBefore);
    // Each old request has a place in the owner's workflow: the honeypot's catch as spam, the others new.
    const workflow = (rows(copy, "leads") as { id: number; status: string; workflow_status: string }[]).slice(0, 7);
    expect(workflow.filter((row) => row.workflow_status === "spam").map((row) => row.status)).toEqual(["spam"]);
    expect(workflow.filter((row) => row.status === "received").every((row) => row.workflow_status === "nouvelle")).toBe(
      true,
    );
    expect(rows(copy, "leads")[0]).toMatchObject({ town: "Liévin", service: "Ardoise" });
    const outboxAfter = rows(copy, "outbox") as { id: number; notice?: unknown; push_device_id?: unknown }[];
    // Every row as it was (the outbox now also carries account notices and pushes: none here), but the one the
    // upgraded store has just claimed.
    expect(outboxAfter.every((row) => row.notice === null && row.push_device_id === null)).toBe(true);
    expect(
      outboxAfter
        .filter((row) => row.id !== resumed?.outboxId && row.id <= 6)
        .map(({ notice: _notice, push_device_id: _device, ...row }) => row),
    ).toEqual((outboxBefore as { id: number }[]).filter((row) => row.id !== resumed?.outboxId));
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

  it("renames the French keys of the quote leads stored before the English names, for the list and the CSV", async () => {
    const old = new Database(copy);
    old
      .prepare(
        "INSERT INTO leads (kind, page, status, fields, idempotency_key, content_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "devis",
        "/devis",
        "received",
        JSON.stringify({
          nom: "Karim Benali",
          email: "karim@example.com",
          telephone: "06 12 34 56 78",
          adresse: "4 rue Émile Zola, 62300 Lens",
          typeService: "Zinguerie",
          description: "Toit plat",
          accepteConditions: true,
        }),
        null,
        "a-hash",
        "2026-10-01T08:00:00.000Z",
      );
    old.close();
    const leadsBefore = rows(copy, "leads") as { id: number; fields: string }[];

    const database = await openDatabase({ sqliteFile: copy });
    const listed = await new LeadStore(database).listLeads();
    await database.close();

    expect(listed).toHaveLength(8);
    expect(listed.find((lead) => lead.id === 8)?.fields).toEqual({
      name: "Karim Benali",
      email: "karim@example.com",
      phone: "06 12 34 56 78",
      address: "4 rue Émile Zola, 62300 Lens",
      service: "Zinguerie",
      description: "Toit plat",
      acceptsTerms: true,
    });
    // The first release's rows had no French key: each is byte for byte what it was.
    expect(asWritten(rows(copy, "leads").slice(0, 7), leadsBefore)).toEqual(leadsBefore.slice(0, 7));

    let csv = "";
    let list = "";
    const io = (sink: (text: string) => void) => ({ stdout: sink, stderr: () => {}, env: { LEADS_DB: copy } });
    expect(
      await runLeadsCli(
        ["export", "--csv"],
        io((text) => (csv += text)),
      ),
    ).toBe(0);
    expect(
      await runLeadsCli(
        ["list"],
        io((text) => (list += text)),
      ),
    ).toBe(0);
    const quoteRow = csv.split("\r\n").find((line) => line.startsWith("8;"));
    expect(quoteRow).toContain(
      ";Karim Benali;06 12 34 56 78;karim@example.com;4 rue Émile Zola, 62300 Lens;Zinguerie;Toit plat;Oui",
    );
    expect(list).toMatch(/#8 .*Karim Benali/s);
    expect(list).toContain("Zinguerie");
  });
});
