import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import type { LeadTransport } from "#app/services/leads/transports.server.ts";
import { OutboxWorker } from "#app/services/leads/worker.server.ts";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import {
  type LocalPushService,
  newSubscriber,
  startPushService,
  type TestSubscriber,
  verifyVapid,
} from "#tests/support/push-service.ts";
import { failureOf, PushSender, retryAfterMs } from "./sender.server.ts";
import { PushStore } from "./store.server.ts";

const mailOnly: LeadTransport = { name: "log", send: async () => {}, sendNotice: async () => {} };

let database: StoreDatabase;
let leads: LeadStore;
let pushes: PushStore;
let owners: OwnerStore;
let service: LocalPushService;
let now: number;
let logs: string[];
let userId: number;

beforeEach(async () => {
  database = await openDatabase({ sqliteFile: ":memory:" });
  now = Date.parse("2026-03-10T10:00:00+01:00");
  leads = new LeadStore(database, () => now);
  pushes = new PushStore(database.db, () => now);
  owners = new OwnerStore(database.db, () => now, { idleMs: 3_600_000, absoluteMs: 86_400_000 });
  userId = (await owners.addUser("marc@example.com", "hash")).id;
  service = await startPushService({ secure: false });
  logs = [];
});

afterEach(async () => {
  await service.stop();
  await database.close();
});

function worker() {
  const sender = new PushSender({
    keys: () => pushes.vapidKeys(),
    subject: () => "mailto:contact@couvreur.example",
    timeoutMs: 5000,
    ttlSeconds: 60,
    now: () => now,
  });
  return new OutboxWorker({
    store: leads,
    transport: mailOnly,
    push: { name: sender.name, send: (s, m) => sender.send(s, m), removeDevice: (id) => pushes.removeGone(id) },
    backoff: { baseMs: 1000, maxMs: 8000 },
    maxAttempts: 5,
    pollMs: 60_000,
    leaseMs: 60_000,
    log: (line) => logs.push(line),
    now: () => now,
    random: () => 0.5,
  });
}

async function device(path: string, session = "session-a"): Promise<TestSubscriber & { id: number }> {
  const subscriber = newSubscriber(`${service.origin}${path}`);
  const { device: stored } = await pushes.register(userId, session, subscriber, "iPhone de Marc");
  return { ...subscriber, id: stored.id };
}

const quote = {
  kind: "devis" as const,
  page: "/devis",
  status: "received" as const,
  fields: {
    name: "Karim Benali",
    phone: "06 39 98 55 66",
    email: "karim@example.com",
    address: "12 rue des Mineurs, 62300 Lens",
    service: "Urgence",
  },
  idempotencyKey: null,
};

const test = { kind: "test" as const, deviceName: "iPhone de Marc" };

async function outboxRows() {
  return database.db.selectFrom("outbox").selectAll().where("push_device_id", "is not", null).execute();
}

describe("push delivery through the outbox", () => {
  it("queues a request's push with the request and delivers it encrypted (aes128gcm) and signed (VAPID)", async () => {
    const phone = await device("/phone");
    const { id } = await leads.insertLead(quote);
    expect(await outboxRows()).toHaveLength(1);
    await worker().drain();
    const [push] = await service.waitFor("/phone", 1);
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(push?.headers.urgency).toBe("high");
    const keys = await pushes.vapidKeys();
    expect(verifyVapid(push?.headers.authorization, keys.publicKey, service.origin).sub).toBe(
      "mailto:contact@couvreur.example",
    );
    const message = JSON.parse(phone.decrypt(push?.body as Buffer));
    expect(message).toMatchObject({ url: `/pro/demandes/${id}`, urgent: true, tag: `urgent-lead-${id}` });
    expect(message.body).toContain("Lens");
    for (const secret of ["Karim", "06 39", "karim@", "Mineurs"]) expect(JSON.stringify(message)).not.toContain(secret);
    expect((await outboxRows())[0]?.status).toBe("sent");
  });

  it("queues nothing for a device that did not choose the event, nor in its quiet hours", async () => {
    const phone = await device("/phone");
    await pushes.update(userId, phone.id, "iPhone", {
      events: ["lead"],
      quietFrom: "09:00",
      quietTo: "12:00",
      urgentRings: false,
    });
    await leads.insertLead(quote);
    await pushes.queue({ kind: "quote.viewed", quoteId: 1, number: "D-2026-0001" });
    expect(await outboxRows()).toHaveLength(0);
  });

  it("sends the test notification to the one device asked", async () => {
    const phone = await device("/phone");
    const laptop = await device("/laptop");
    expect(await pushes.queue(test, phone.id)).toBe(1);
    await worker().drain();
    expect(service.received.map((push) => push.path)).toEqual(["/phone"]);
    expect(JSON.parse(phone.decrypt(service.received[0]?.body as Buffer)).title).toBe("Notification d’essai");
    expect(laptop.id).not.toBe(phone.id);
  });

  it("retries a 503 and a 429 with the backoff, or after Retry-After when it is later", async () => {
    const phone = await device("/phone");
    service.answer("/phone", { status: 503 }, { status: 429, headers: { "Retry-After": "120" } });
    await pushes.queue(test, phone.id);
    const outbox = worker();
    await outbox.drain();
    expect((await outboxRows())[0]).toMatchObject({ status: "pending", next_attempt_at: now + 1000, attempts: 1 });
    now += 1000;
    await outbox.drain();
    expect((await outboxRows())[0]).toMatchObject({ status: "pending", next_attempt_at: now + 120_000, attempts: 2 });
    now += 120_000;
    await outbox.drain();
    expect((await outboxRows())[0]).toMatchObject({ status: "sent", attempts: 3 });
    expect(service.received).toHaveLength(3);
  });

  it("removes a device its push service no longer knows (410, 404) with what waited for it, without retrying", async () => {
    const gone = await device("/gone");
    const unknown = await device("/unknown");
    service.answer("/gone", { status: 410 });
    service.answer("/unknown", { status: 404 });
    for (const id of [gone.id, unknown.id, gone.id, unknown.id]) await pushes.queue(test, id);
    await worker().drain();
    expect(await pushes.list(userId)).toEqual([]);
    expect(await outboxRows()).toEqual([]);
    // One push each: the second row of each device went with it.
    expect(service.received.map((push) => push.path).sort()).toEqual(["/gone", "/unknown"]);
    expect(logs.join("\n")).toContain(`device #${gone.id}: push service answered 410, device removed`);
    expect(unknown.id).toBeGreaterThan(gone.id);
  });

  it("gives up at once on another 4xx (a refused signature)", async () => {
    const phone = await device("/phone");
    service.answer("/phone", { status: 403 });
    await pushes.queue(test, phone.id);
    await worker().drain();
    expect((await outboxRows())[0]?.status).toBe("dead");
    expect(await pushes.list(userId)).toHaveLength(1);
  });
});

describe("devices and keys", () => {
  it("makes one VAPID key pair, whichever store asks first, and keeps it", async () => {
    const other = new PushStore(database.db);
    const [first, second] = await Promise.all([pushes.vapidKeys(), other.vapidKeys()]);
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(await pushes.vapidKeys()).toEqual(first);
  });

  it("removes the devices of a session that logs out, and all of an account that is removed", async () => {
    const first = await device("/a", "session-a");
    const second = await device("/b", "session-b");
    await pushes.queue(test, first.id);
    await pushes.queue(test, second.id);
    expect(await pushes.removeBySession("session-a")).toBe(1);
    expect((await pushes.list(userId)).map((kept) => kept.endpoint)).toEqual([`${service.origin}/b`]);
    await owners.removeUser("marc@example.com");
    expect(await pushes.list(userId)).toEqual([]);
    expect(await outboxRows()).toEqual([]);
  });

  it("keeps a device's name and choices when the same browser registers again", async () => {
    const phone = await device("/phone");
    await pushes.update(userId, phone.id, "Téléphone du chantier", {
      events: ["lead", "backup.failed"],
      quietFrom: null,
      quietTo: null,
      urgentRings: true,
    });
    const again = await pushes.register(userId, "session-b", phone, "Chrome · Android");
    expect(again.created).toBe(false);
    expect(again.device).toMatchObject({ id: phone.id, name: "Téléphone du chantier", sessionHash: "session-b" });
  });
});

describe("push service answers", () => {
  it("reads Retry-After as seconds or as a date", () => {
    const at = Date.parse("2026-03-10T10:00:00Z");
    expect(retryAfterMs("30", at)).toBe(30_000);
    expect(retryAfterMs("Tue, 10 Mar 2026 10:01:00 GMT", at)).toBe(60_000);
    expect(retryAfterMs(null, at)).toBeNull();
    expect(failureOf(502, null, at).kind).toBe("retry");
    expect(failureOf(410, null, at).kind).toBe("gone");
    expect(failureOf(413, null, at).kind).toBe("permanent");
  });
});
