import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import type { AccountNotice } from "./outbox.server.ts";
import { LeadStore, type StoredLead } from "./store.server.ts";
import { DeliveryError, type LeadTransport } from "./transports.server.ts";
import { backoffDelay, OutboxWorker } from "./worker.server.ts";

describe("backoffDelay", () => {
  const settings = { baseMs: 30_000, maxMs: 3_600_000 };

  it("doubles from the base at each attempt, without jitter at the midpoint", () => {
    const delays = [1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, settings, () => 0.5));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("stays within ±20 % jitter", () => {
    expect(backoffDelay(3, settings, () => 0)).toBe(96_000);
    expect(backoffDelay(3, settings, () => 0.999_999)).toBe(144_000);
  });

  it("never waits longer than the maximum, even for huge attempt counts", () => {
    expect(backoffDelay(12, settings, () => 0.5)).toBe(3_600_000);
    expect(backoffDelay(200, settings, () => 0.999_999)).toBe(3_600_000);
  });
});

class FakeTransport implements LeadTransport {
  readonly name = "smtp" as const;
  sent: StoredLead[] = [];
  notices: AccountNotice[] = [];
  failures: (Error | null)[] = [];
  async send(lead: StoredLead) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(lead);
  }
  async sendNotice(notice: AccountNotice) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.notices.push(notice);
  }
}

const lead = {
  kind: "devis" as const,
  page: "/devis",
  status: "received" as const,
  fields: { name: "Karim Benali", email: "karim@example.com", service: "Zinguerie" },
  idempotencyKey: null,
};

let database: StoreDatabase;
let store: LeadStore;
let now: number;
let transport: FakeTransport;
let logs: string[];

function worker(maxAttempts = 5) {
  return new OutboxWorker({
    store,
    transport,
    backoff: { baseMs: 1000, maxMs: 8000 },
    maxAttempts,
    pollMs: 60_000,
    leaseMs: 60_000,
    log: (line) => logs.push(line),
    now: () => now,
    random: () => 0.5,
  });
}

beforeEach(async () => {
  database = await openDatabase({ sqliteFile: ":memory:" });
  now = 1_000_000;
  store = new LeadStore(database, () => now);
  transport = new FakeTransport();
  logs = [];
});

afterEach(() => database.close());

describe("OutboxWorker", () => {
  it("delivers each stored lead once, however often it runs", async () => {
    await store.insertLead(lead);
    await store.insertLead({ ...lead, fields: { ...lead.fields, name: "Autre" } });
    const outbox = worker();
    await outbox.drain();
    await outbox.drain();
    expect(transport.sent.map((sent) => sent.fields.name)).toEqual(["Karim Benali", "Autre"]);
    expect(await store.outboxCounts()).toMatchObject({ sent: 2, pending: 0 });
  });

  it("delivers a notice about the owner's account through the same outbox, retried like a lead", async () => {
    await store.insertLead(lead);
    await store.enqueueNotice({ kind: "passkey.added", to: "marc@example.com", subject: "Clé ajoutée", text: "…" });
    transport.failures = [new DeliveryError("421 busy", false)];
    const outbox = worker();
    await outbox.drain();
    // The notice went first and failed; the lead was delivered.
    expect(transport.notices).toHaveLength(0);
    expect(transport.sent).toHaveLength(1);
    expect(await store.nextWakeAt()).toBe(now + 1000);
    now += 1000;
    await outbox.drain();
    expect(transport.notices.map((notice) => notice.kind)).toEqual(["passkey.added"]);
    expect(await store.outboxCounts()).toMatchObject({ sent: 2, pending: 0 });
    expect(logs.join("\n")).toMatch(/account notice #\d+ \(passkey\.added\) delivered via smtp \(attempt 2\)/);
  });

  it("retries a transient failure with backoff, then delivers", async () => {
    await store.insertLead(lead);
    transport.failures = [new DeliveryError("ECONNREFUSED", false), new DeliveryError("421 busy", false)];
    const outbox = worker();
    await outbox.drain();
    expect(transport.sent).toHaveLength(0);
    expect(await store.nextWakeAt()).toBe(now + 1000);
    now += 1000;
    await outbox.drain();
    expect(await store.nextWakeAt()).toBe(now + 2000);
    now += 2000;
    await outbox.drain();
    expect(transport.sent).toHaveLength(1);
    expect((await store.listLeads())[0]).toMatchObject({ delivery: "sent", attempts: 3 });
  });

  it("marks a permanent failure dead at once, with the reason", async () => {
    await store.insertLead(lead);
    transport.failures = [new DeliveryError("550 mailbox unavailable", true)];
    await worker().drain();
    expect((await store.listLeads())[0]).toMatchObject({
      delivery: "dead",
      lastError: "550 mailbox unavailable",
      attempts: 1,
    });
    expect(logs.join("\n")).not.toContain("karim@example.com");
  });

  it("gives up after the maximum number of attempts", async () => {
    await store.insertLead(lead);
    transport.failures = [new Error("boom"), new Error("boom"), new Error("boom")];
    const outbox = worker(3);
    for (let attempt = 0; attempt < 3; attempt++) {
      await outbox.drain();
      now += 10_000;
    }
    expect((await store.listLeads())[0]).toMatchObject({ delivery: "dead", attempts: 3 });
  });

  it("picks up deliveries left pending by a previous run when it starts", async () => {
    await store.insertLead(lead);
    const job = (await store.claimNext(60_000))!;
    await store.markRetry(job.outboxId, "smtp", "ECONNREFUSED", now + 3_600_000);
    const outbox = worker();
    await outbox.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.stop();
    expect(transport.sent).toHaveLength(1);
    expect(logs[0]).toMatch(/1 pending delivery picked up/);
  });

  it("is woken by notify after an insert and waits for the delivery in progress when stopped", async () => {
    const outbox = worker();
    await outbox.start();
    await store.insertLead(lead);
    outbox.notify();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.stop();
    expect(transport.sent).toHaveLength(1);
    outbox.notify();
    await store.insertLead({ ...lead, fields: { name: "après l’arrêt" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(transport.sent).toHaveLength(1);
  });
});
