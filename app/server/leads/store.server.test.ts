import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LeadsDatabase, migrations, openLeadsDatabase } from "./db.server.ts";
import { contentHash, DUPLICATE_WINDOW_MS, LeadStore, type NewLead } from "./store.server.ts";

const contactLead: NewLead = {
  kind: "contact",
  page: "/contact",
  status: "received",
  fields: {
    name: "Jeanne Martin",
    phone: "06 12 34 56 78",
    email: "jeanne@example.com",
    city: "Liévin",
    service: "Ardoise",
    message: "Ardoises glissées sur le pan nord.",
  },
  idempotencyKey: null,
};

let dir: string;
let db: LeadsDatabase;
let now: number;
let store: LeadStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-store-"));
  db = openLeadsDatabase(path.join(dir, "nested", "leads.sqlite"));
  now = Date.parse("2026-03-02T09:00:00.000Z");
  store = new LeadStore(db, () => now);
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (table: "leads" | "outbox") =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("opening the database", () => {
  it("creates the folder, uses WAL with synchronous=FULL and records the schema version", () => {
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
  });

  it("migrates only once", () => {
    const file = path.join(dir, "again.sqlite");
    openLeadsDatabase(file).close();
    const reopened = openLeadsDatabase(file);
    expect(reopened.pragma("user_version", { simple: true })).toBe(migrations.length);
    reopened.close();
  });
});

describe("storing a lead", () => {
  it("writes the lead with its kind, page, time and fields, and a due outbox row, together", () => {
    const { id, duplicate } = store.insertLead(contactLead);
    expect(duplicate).toBe(false);
    const [row] = store.listLeads();
    expect(row).toMatchObject({
      id,
      kind: "contact",
      page: "/contact",
      status: "received",
      fields: contactLead.fields,
      createdAt: "2026-03-02T09:00:00.000Z",
      delivery: "pending",
      attempts: 0,
    });
    expect(store.nextWakeAt()).toBe(now);
  });

  it("stores no IP address or any column beyond the form", () => {
    const columns = (db.prepare("PRAGMA table_info(leads)").all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual([
      "id",
      "kind",
      "page",
      "status",
      "fields",
      "idempotency_key",
      "content_hash",
      "created_at",
    ]);
  });

  it("writes nothing when the transaction fails half-way", () => {
    db.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END;");
    expect(() => store.insertLead(contactLead)).toThrow(/disk full/);
    expect(count("leads")).toBe(0);
    expect(count("outbox")).toBe(0);
    db.exec("DROP TRIGGER fail_outbox");
    expect(store.insertLead(contactLead).duplicate).toBe(false);
    expect(count("leads")).toBe(1);
  });

  it("keeps spam for review without any delivery", () => {
    store.insertLead({ ...contactLead, status: "spam" });
    expect(count("leads")).toBe(1);
    expect(count("outbox")).toBe(0);
    expect(store.listLeads()[0]).toMatchObject({ status: "spam", delivery: null });
  });
});

describe("duplicates", () => {
  it("answers the first lead for a repeated browser key, even with other content", () => {
    const key = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
    const first = store.insertLead({ ...contactLead, idempotencyKey: key });
    const again = store.insertLead({
      ...contactLead,
      idempotencyKey: key,
      fields: { ...contactLead.fields, city: "Lens" },
    });
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(count("leads")).toBe(1);
    expect(count("outbox")).toBe(1);
  });

  it("treats the same content as one lead within the window, and as a new one after it", () => {
    const first = store.insertLead(contactLead);
    now += DUPLICATE_WINDOW_MS - 1000;
    expect(store.insertLead({ ...contactLead, fields: { ...contactLead.fields } })).toEqual({
      id: first.id,
      duplicate: true,
    });
    now += 2000;
    expect(store.insertLead(contactLead).duplicate).toBe(false);
    expect(count("leads")).toBe(2);
  });

  it("hashes content independently of field order and per form", () => {
    const reversed = Object.fromEntries(Object.entries(contactLead.fields).reverse());
    expect(contentHash("contact", reversed)).toBe(contentHash("contact", contactLead.fields));
    expect(contentHash("devis", contactLead.fields)).not.toBe(contentHash("contact", contactLead.fields));
  });
});

describe("the outbox state machine", () => {
  it("pending → sending (claimed once) → sent, never claimed again", () => {
    store.insertLead(contactLead);
    const job = store.claimNext(60_000);
    expect(job).toMatchObject({ attempts: 1, lead: { fields: contactLead.fields } });
    expect(store.claimNext(60_000)).toBeNull();
    store.markSent(job!.outboxId, "smtp");
    now += 10 * 60_000;
    expect(store.claimNext(60_000)).toBeNull();
    expect(store.listLeads()[0]).toMatchObject({
      delivery: "sent",
      attempts: 1,
      sentAt: new Date(now - 600_000).toISOString(),
    });
    expect(store.nextWakeAt()).toBeNull();
  });

  it("sending → pending with a later due time on a transient failure", () => {
    store.insertLead(contactLead);
    const job = store.claimNext(60_000)!;
    store.markRetry(job.outboxId, "smtp", "ECONNREFUSED", now + 30_000);
    expect(store.claimNext(60_000)).toBeNull();
    expect(store.nextWakeAt()).toBe(now + 30_000);
    now += 30_000;
    expect(store.claimNext(60_000)).toMatchObject({ attempts: 2 });
    expect(store.listLeads()[0]).toMatchObject({ delivery: "sending", lastError: "ECONNREFUSED" });
  });

  it("sending → dead with the reason, and back to pending through requeueDead", () => {
    store.insertLead(contactLead);
    const job = store.claimNext(60_000)!;
    store.markDead(job.outboxId, "relay", "relay answered HTTP 400");
    expect(store.outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 0, dead: 1 });
    expect(store.listLeads()[0]).toMatchObject({ delivery: "dead", lastError: "relay answered HTTP 400" });
    expect(store.claimNext(60_000)).toBeNull();
    expect(store.requeueDead()).toBe(1);
    expect(store.claimNext(60_000)).toMatchObject({ attempts: 1 });
  });

  it("takes back a delivery whose worker died once its lease has run out", () => {
    store.insertLead(contactLead);
    store.claimNext(60_000);
    now += 59_000;
    expect(store.claimNext(60_000)).toBeNull();
    expect(store.nextWakeAt()).toBe(now + 1000);
    now += 1000;
    expect(store.claimNext(60_000)).toMatchObject({ attempts: 2 });
  });

  it("makes every pending delivery due at start", () => {
    store.insertLead(contactLead);
    const job = store.claimNext(60_000)!;
    store.markRetry(job.outboxId, "smtp", "ECONNREFUSED", now + 3_600_000);
    expect(store.resumePending()).toBe(1);
    expect(store.claimNext(60_000)).not.toBeNull();
  });

  it("ignores a late result for a delivery that is no longer claimed", () => {
    store.insertLead(contactLead);
    const job = store.claimNext(60_000)!;
    store.markSent(job.outboxId, "smtp");
    store.markRetry(job.outboxId, "smtp", "late timeout", now + 1000);
    store.markDead(job.outboxId, "smtp", "late failure");
    expect(store.listLeads()[0]).toMatchObject({ delivery: "sent", lastError: null });
  });
});
