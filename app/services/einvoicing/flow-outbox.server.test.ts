import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { type InvoiceInput, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { renderInvoicePdf } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import { PushStore } from "#app/services/push/store.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { statusMessage } from "#server/local-platform-cdar.js";
import { exampleBilling } from "#tests/support/billing.ts";
import { completeCompany } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import {
  type DepositQueue,
  FlowOutbox,
  type NewStatus,
  type QueuedFile,
  type SupplierInbox,
} from "./flow-outbox.server.ts";
import { tellOwner } from "./flow-service.server.ts";
import { FlowStore, queueCollectedStatus, queueEInvoiceDeposit } from "./flow-store.server.ts";
import type { Flow, FlowInfo } from "./platform-api.ts";
import { PlatformClient } from "./platform-client.server.ts";

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

const validator = path.resolve("../shared/validators/france-ctc/check-br-fr");
const noValidator = !existsSync(validator);

/** The French rules on a CDAR message as the platform received it (BR-FR-CDV). */
function checkCdar(bytes: Uint8Array): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "flow-outbox-"));
  try {
    const file = path.join(dir, "statut.xml");
    writeFileSync(file, bytes);
    const run = spawnSync(validator, ["--cdar", file], { encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const company = invoiceCompany(completeCompany(), exampleBilling);
/**
 * The issued file, short of the PDF around it: the CII facts a platform reads to write its statuses (the number,
 * type, date and the parties' SIREN); the Factur-X itself is tested where it is made.
 */
const fakePdf = async (document: InvoiceDocument) =>
  new TextEncoder().encode(
    [
      `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="r" xmlns:udt="u">`,
      `<rsm:ExchangedDocument><ram:ID>${document.number}</ram:ID><ram:TypeCode>380</ram:TypeCode>`,
      `<ram:IssueDateTime><udt:DateTimeString format="102">${document.date.replace(/-/g, "")}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>`,
      `<ram:SellerTradeParty><ram:Name>${document.company.name}</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${document.company.siret.replace(/\s/g, "").slice(0, 9)}</ram:ID></ram:SpecifiedLegalOrganization></ram:SellerTradeParty>`,
      `<ram:BuyerTradeParty><ram:Name>${document.client.name}</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${document.client.siren ?? ""}</ram:ID></ram:SpecifiedLegalOrganization></ram:BuyerTradeParty>`,
      "</rsm:CrossIndustryInvoice>",
    ].join(""),
  );
const business: Partial<InvoiceInput> = {
  clientName: "SCI Les Lilas",
  clientAddress: "5 rue du Port, 59000 Lille",
  clientSiren: "732829320",
  title: "Recherche de fuite",
  serviceDate: "2026-11-20",
  lines: [
    {
      kind: "line",
      designation: "Recherche de fuite",
      quantityMilli: 1000,
      unit: "forfait",
      unitPriceCents: 18_000,
      vatRate: 2000,
    },
  ],
};
const consumer: Partial<InvoiceInput> = { ...business, clientName: "Jeanne Martin", clientSiren: "" };

/** The real client, counting the deposits it sends per tracking id: "once" is what the platform received. */
class CountingClient extends PlatformClient {
  readonly deposits = new Map<string, number>();
  readonly infos: FlowInfo[] = [];
  override async depositFlow(info: FlowInfo, file: Uint8Array) {
    this.deposits.set(info.trackingId, (this.deposits.get(info.trackingId) ?? 0) + 1);
    this.infos.push(info);
    return super.depositFlow(info, file);
  }
}

/**
 * An inbox that answers as the purchases' one does: a flow id seen before is held already (a duplicate), and is
 * imported only once, whichever instance hands it over; `failNext` makes the next calls fail, as a database would.
 */
class DedupingInbox implements SupplierInbox {
  readonly imported: { flowId: string; syntax: string | undefined; bytes: Uint8Array }[] = [];
  readonly calls: string[] = [];
  failNext = 0;
  async receive(flow: Flow, original: Uint8Array): Promise<boolean> {
    this.calls.push(flow.flowId);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error("database is locked");
    }
    if (!this.imported.some((entry) => entry.flowId === flow.flowId)) {
      this.imported.push({ flowId: flow.flowId, syntax: flow.flowSyntax, bytes: original });
    }
    return true;
  }
}

/** The buyer's statuses waiting to be deposited, with the lease and outcomes a queue's rows keep. */
class MemoryQueue implements DepositQueue {
  readonly rows: (QueuedFile & { status: string; flowId: string | null; dueAt: number; error: string | null })[] = [];
  add(trackingId: string, xml: string, now: number): void {
    const file = new TextEncoder().encode(xml);
    this.rows.push({
      id: this.rows.length + 1,
      trackingId,
      attempts: 0,
      file,
      fileName: `statut-${trackingId}.xml`,
      status: "pending",
      flowId: null,
      dueAt: now,
      error: null,
    });
  }
  async claimNext(_owner: string, leaseMs: number, now: number): Promise<QueuedFile | null> {
    const row = this.rows.find((candidate) => candidate.status === "pending" && candidate.dueAt <= now);
    if (!row) return null;
    row.attempts += 1;
    row.dueAt = now + leaseMs;
    return row;
  }
  async markDeposited(id: number, _owner: string, flowId: string): Promise<void> {
    Object.assign(this.rows[id - 1] ?? {}, { status: "deposited", flowId, error: null });
  }
  async markRetry(id: number, _owner: string, error: string, nextAttemptAt: number): Promise<void> {
    Object.assign(this.rows[id - 1] ?? {}, { dueAt: nextAttemptAt, error });
  }
  async markRejected(id: number, _owner: string, error: string): Promise<void> {
    Object.assign(this.rows[id - 1] ?? {}, { status: "rejected", error });
  }
}

const buyer = { siren: "732829320", name: "Toitures de la Gohelle", vatNumber: "FR44732829320" };

async function admin(platform: LocalPlatform, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${platform.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

forEachEngine((_engine, fresh) => {
  let platform: LocalPlatform;
  let test: TestDatabase;
  let now: number;
  let invoices: InvoiceStore;
  let store: FlowStore;
  let client: CountingClient;
  let lines: string[];
  const others: StoreDatabase[] = [];

  beforeEach(async () => {
    // A platform per test: the numbers (the tracking ids) restart with each fresh database.
    platform = await startLocalPlatform({ acknowledgementDelayMs: 20 });
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    invoices = new InvoiceStore(test.database, () => now);
    store = new FlowStore(test.database);
    client = new CountingClient(platform);
    lines = [];
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await test.remove();
    await platform.close();
  });

  const outbox = (
    flowStore = store,
    platformClient: PlatformClient = client,
    more: { inbox?: SupplierInbox; buyerStatuses?: DepositQueue } = {},
  ) =>
    new FlowOutbox({
      store: flowStore,
      platform: async () => platformClient,
      pollMs: 60_000,
      backoff: { baseMs: 1000, maxMs: 60_000 },
      log: (line) => lines.push(line),
      now: () => now,
      random: () => 0.5,
      ...more,
    });

  const deliver = async (syntax: "CII" | "Factur-X" | "UBL", extra: Record<string, unknown> = {}) =>
    (await admin(platform, "/admin/supplier-invoices", { syntax, buyer, ...extra })) as Flow;

  async function issueFor(
    input: Partial<InvoiceInput>,
    render: (document: InvoiceDocument) => Promise<Uint8Array> = fakePdf,
  ): Promise<{ id: number; number: string }> {
    const id = (await invoices.create(null, input)) as number;
    const result = await invoices.issue(id, company, render, queueEInvoiceDeposit);
    if (!result.ok) throw new Error(result.reason);
    return { id, number: result.number };
  }

  it("queues a business client's invoice once with its issue, nothing for a consumer, nothing when the issue fails", async () => {
    const sent = await issueFor(business);
    await issueFor(consumer);
    const draft = (await invoices.create(null, business)) as number;
    const failing = async () => {
      throw new Error("render failed");
    };
    await expect(invoices.issue(draft, company, failing, queueEInvoiceDeposit)).rejects.toThrow("render failed");
    const rows = await sql<{ invoice_id: number; tracking_id: string; status: string }>`
      SELECT invoice_id, tracking_id, status FROM einvoicing_outbox`.execute(test.database.db);
    expect(rows.rows).toEqual([{ invoice_id: sent.id, tracking_id: sent.number, status: "pending" }]);
    // Queued again (a retried request): the unique key keeps one row.
    await test.database.db
      .transaction()
      .execute((trx) =>
        queueEInvoiceDeposit(
          trx,
          { id: sent.id, number: sent.number, document: { client: { siren: "732829320" } } as InvoiceDocument },
          now,
        ),
      );
    expect((await store.timeline(sent.id)).deposits).toHaveLength(1);
  });

  it("two senders on one database deposit each row once", async () => {
    const issued = [];
    for (let index = 0; index < 6; index += 1) issued.push(await issueFor(business));
    const second = await openDatabase(test.location);
    others.push(second);
    const otherClient = new CountingClient(platform);
    await Promise.all([outbox().runOnce(), outbox(new FlowStore(second), otherClient).runOnce()]);
    for (const { id, number } of issued) {
      expect((client.deposits.get(number) ?? 0) + (otherClient.deposits.get(number) ?? 0)).toBe(1);
      const [deposit] = (await store.timeline(id)).deposits;
      expect(deposit).toMatchObject({ status: "deposited", attempts: 1, lastError: null });
      expect(deposit?.flowId).toMatch(/^[\w-]{10,}$/);
    }
  });

  it("waits the platform's Retry-After on 429, backs off on 503, then deposits once", async () => {
    const { id, number } = await issueFor(business);
    const sender = outbox();
    await admin(platform, "/admin/faults", { status: 429, retryAfter: 30 });
    await sender.runOnce();
    let [deposit] = (await store.timeline(id)).deposits;
    expect(deposit).toMatchObject({ status: "pending", attempts: 1, lastError: "Plateforme indisponible (HTTP 429)" });
    expect(await store.nextDueAt()).toBe(now + 30_000);
    // Not due yet: nothing is sent.
    now += 29_000;
    await sender.runOnce();
    expect(client.deposits.get(number)).toBe(1);
    now += 1000;
    await admin(platform, "/admin/faults", { status: 503 });
    await sender.runOnce();
    [deposit] = (await store.timeline(id)).deposits;
    expect(deposit).toMatchObject({ status: "pending", attempts: 2, lastError: "Plateforme indisponible (HTTP 503)" });
    // The second attempt's back-off: 2 × 1 s (jitter centred by random() = 0.5).
    expect(await store.nextDueAt()).toBe(now + 2000);
    now += 2000;
    await sender.runOnce();
    [deposit] = (await store.timeline(id)).deposits;
    expect(deposit).toMatchObject({ status: "deposited", attempts: 3, lastError: null });
    expect(client.deposits.get(number)).toBe(3);
    // Three deposits sent, one flow at the platform.
    const found = await client.searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
    expect(found.ok && found.value.flows.filter((flow) => flow.trackingId === number)).toHaveLength(1);
  });

  it("marks a deposit the platform refuses as rejected, with its reason", async () => {
    const { id, number } = await issueFor(business);
    // Another file already deposited under this number: the platform answers 409 and the row stops.
    const other = await client.depositFlow(
      { flowSyntax: "Factur-X", name: "autre.pdf", processingRule: "B2B", trackingId: number },
      new TextEncoder().encode("%PDF-autre"),
    );
    expect(other.ok).toBe(true);
    await outbox().runOnce();
    const [deposit] = (await store.timeline(id)).deposits;
    expect(deposit?.status).toBe("rejected");
    expect(deposit?.lastError).toBe(
      "Refusé par la plateforme (HTTP 409, TRACKING_ID_REUSED)\u202f: trackingId already names another file",
    );
    expect(await store.nextDueAt()).toBeNull();
  });

  it("queues a payment's « Encaissée » and its cancellation's correction with them, deposited as CDAR", async () => {
    const { id, number } = await issueFor(business);
    const consumerInvoice = await issueFor(consumer);
    const pay = (invoiceId: number) =>
      invoices.recordPayment(
        invoiceId,
        { paidOn: "2026-11-24", amountCents: 10_000, method: "virement", note: "" },
        "patron@example.com",
        queueCollectedStatus,
      );
    const paid = await pay(id);
    if (!paid.ok) throw new Error(paid.reason);
    expect(await pay(consumerInvoice.id)).toMatchObject({ ok: true });
    const paymentId = (await invoices.detail(id))?.payments[0]?.id as number;
    expect(await invoices.cancelPayment(paymentId, "patron@example.com", queueCollectedStatus)).toBe("cancelled");
    const cancellation = await sql<{
      id: number;
    }>`SELECT id FROM payments WHERE cancels_payment_id = ${paymentId}`.execute(test.database.db);
    const cancellationId = cancellation.rows[0]?.id;
    await outbox().runOnce();
    const deposits = (await store.timeline(id)).deposits;
    expect(deposits.map((deposit) => [deposit.kind, deposit.status])).toEqual([
      ["invoice", "deposited"],
      ["collected", "deposited"],
      ["collected-correction", "deposited"],
    ]);
    expect((await store.timeline(consumerInvoice.id)).deposits).toEqual([]);
    expect([...client.deposits.keys()].sort()).toEqual(
      [number, `${number}-212-${paymentId}`, `${number}-212-${cancellationId}`].sort(),
    );
    // All downloaded first: a kept-alive socket the platform closes while the validator runs would fail the next.
    const files: Uint8Array[] = [];
    for (const deposit of deposits.slice(1)) {
      const file = await client.getFlow(deposit.flowId as string, "Original");
      if (!file.ok) throw new Error(file.failure.kind);
      expect(new TextDecoder().decode(file.value)).toContain(
        "<ram:ProcessConditionCode>212</ram:ProcessConditionCode>",
      );
      files.push(file.value);
    }
    if (noValidator) return;
    for (const file of files) {
      const check = checkCdar(file);
      expect(check.status, check.output).toBe(0);
    }
  }, 60_000); // Each validator run starts Java: seconds.

  it("records the acknowledgement and lifecycle statuses once, however often they are read", async () => {
    const { id } = await issueFor(business);
    const sender = outbox();
    await sender.runOnce();
    const flowId = (await store.timeline(id)).deposits[0]?.flowId as string;
    await new Promise((resolve) => setTimeout(resolve, 60));
    await admin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode: "205" });
    await sender.poll(client);
    const statuses = async () => (await store.timeline(id)).events.map((event) => event.status);
    expect(await statuses()).toEqual(["ack:Pending", "ack:Ok", "200", "205"]);
    const cursor = await store.cursor();
    expect(cursor > "2026").toBe(true);
    // Another instance reads from the shared cursor, and a poll from the start (a cursor lost) records nothing new.
    await outbox(new FlowStore(test.database)).poll(client);
    await sql`UPDATE einvoicing_poll SET updated_after = '1970-01-01T00:00:00.000Z'`.execute(test.database.db);
    await sender.poll(client);
    expect(await statuses()).toEqual(["ack:Pending", "ack:Ok", "200", "205"]);
    expect(await store.cursor()).toBe(cursor);
  });

  it("reads a refusal from the CDAR the platform returns, with its reason, and tells it once", async () => {
    const told: NewStatus[] = [];
    const sender = new FlowOutbox({
      store,
      platform: async () => client,
      pollMs: 60_000,
      log: (line) => lines.push(line),
      onNewStatus: async (status) => {
        told.push(status);
        return false;
      },
      now: () => now,
    });
    // The real Factur-X PDF: the platform reads the invoice's facts from the XML it carries.
    const { id, number } = await issueFor(business, renderInvoicePdf);
    await sender.runOnce();
    const flowId = (await store.timeline(id)).deposits[0]?.flowId as string;
    await new Promise((resolve) => setTimeout(resolve, 60));
    await admin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode: "210" });
    // The platform fails the status's download once: the poll stops before it and reads it again next time.
    await admin(platform, "/admin/faults", { status: 503, count: 1 });
    await sender.poll(client);
    await sender.poll(client);
    const refusal = (await store.timeline(id)).events.find((event) => event.status === "210");
    expect(refusal).toEqual(expect.objectContaining({ flowId, reason: "TX_TVA_ERR\u202f: Taux de TVA erroné" }));
    expect(told).toEqual([
      { invoiceId: id, flowId, status: "200", reason: null },
      { invoiceId: id, flowId, status: "210", reason: refusal?.reason },
    ]);
    // Said twice by the platform, read again from the start: still one event per message, told once.
    await admin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode: "210", reasonCode: "DOUBLON" });
    await sql`UPDATE einvoicing_poll SET updated_after = '1970-01-01T00:00:00.000Z'`.execute(test.database.db);
    await sender.poll(client);
    const refusals = (await store.timeline(id)).events.filter((event) => event.status === "210");
    expect(refusals).toHaveLength(2);
    expect(told).toHaveLength(2);
    expect(lines.some((line) => line.includes(`${number} has status 210`))).toBe(true);

    const found = await client.searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
    if (!found.ok) throw new Error(found.failure.kind);
    const messages = found.value.flows.filter((flow) => flow.flowSyntax === "CDAR" && flow.flowDirection === "In");
    expect(messages.length).toBe(3); // 200, then 210 twice
    // All downloaded first: a kept-alive socket the platform closes while the validator runs would fail the next.
    const files: Uint8Array[] = [];
    for (const message of messages) {
      const file = await client.getFlow(message.flowId, "Original");
      if (!file.ok) throw new Error(file.failure.kind);
      files.push(file.value);
    }
    if (noValidator) return;
    for (const file of files) {
      const check = checkCdar(file);
      expect(check.status, check.output).toBe(0);
    }
  }, 60_000);
  it("writes a refusal's push with its status: neither when the push fails or the process stops between, once after", async () => {
    const owner = await new OwnerStore(test.database.db, () => now).addUser("patron@example.com", "hash");
    const phone = { endpoint: "https://push.example/phone", p256dh: "key", auth: "secret" };
    await new PushStore(test.database.db, () => now).register(owner.id, "session", phone, "Téléphone");
    const pushes = async () =>
      (
        await sql<{ notice: string }>`SELECT notice FROM outbox WHERE push_device_id IS NOT NULL`.execute(
          test.database.db,
        )
      ).rows.map((row) => JSON.parse(row.notice) as { title: string; body: string });
    const refusals = async () => (await store.timeline(id)).events.filter((event) => event.status === "210");
    let wakes = 0;
    const sender = (flowStore: FlowStore, stopAfterPush = false) =>
      new FlowOutbox({
        store: flowStore,
        platform: async () => client,
        pollMs: 60_000,
        log: (line) => lines.push(line),
        onNewStatus: async (status, trx, at) => {
          const told = await tellOwner(flowStore, status, trx, at);
          // The process stops once the push is written and before the status's commit.
          if (told && stopAfterPush) throw new Error("process stopped");
          return told;
        },
        onToldCommitted: () => {
          wakes += 1;
        },
        now: () => now,
      });
    const { id, number } = await issueFor(business);
    await sender(store).runOnce();
    const flowId = (await store.timeline(id)).deposits[0]?.flowId as string;
    await new Promise((resolve) => setTimeout(resolve, 60));
    await admin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode: "210" });

    await sender(store, true).poll(client);
    expect(await refusals()).toEqual([]);
    expect(await pushes()).toEqual([]);
    // The push's insert itself fails: the status goes back with it.
    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(test.database.db);
    try {
      await sender(store).poll(client);
    } finally {
      await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(test.database.db);
    }
    expect(await refusals()).toEqual([]);
    expect(await pushes()).toEqual([]);
    expect(lines.filter((line) => line.includes(`status 210 of ${number} not recorded`))).toHaveLength(2);
    expect(wakes).toBe(0);

    // The cursor stayed before the message: the next poll reads it again; two instances read it at once.
    const second = await openDatabase(test.location);
    others.push(second);
    await Promise.all([sender(store).poll(client), sender(new FlowStore(second)).poll(client)]);
    expect(await refusals()).toHaveLength(1);
    expect(await pushes()).toEqual([
      {
        title: "Facture refusée",
        body: expect.stringContaining(number) as string,
        tag: expect.any(String) as string,
        url: `/pro/factures/${id}`,
        urgent: false,
      },
    ]);
    expect(wakes).toBe(1);
    // Read again from the start, and said a second time by the platform: one push still.
    await sql`UPDATE einvoicing_poll SET updated_after = '1970-01-01T00:00:00.000Z'`.execute(test.database.db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode: "210", reasonCode: "DOUBLON" });
    await sender(store).poll(client);
    expect(await refusals()).toHaveLength(2);
    expect(await pushes()).toHaveLength(1);
    expect(wakes).toBe(1);
  });

  it("hands each supplier invoice delivered (CII, Factur-X, UBL) to the inbox once, with its original, never as a status", async () => {
    const inbox = new DedupingInbox();
    const told: NewStatus[] = [];
    const delivered = [await deliver("CII"), await deliver("Factur-X"), await deliver("UBL")];
    const sender = new FlowOutbox({
      store,
      platform: async () => client,
      pollMs: 60_000,
      log: (line) => lines.push(line),
      inbox,
      onNewStatus: async (status) => {
        told.push(status);
        return false;
      },
      now: () => now,
    });
    await sender.runOnce();
    await sender.runOnce();
    expect(inbox.calls).toEqual(delivered.map((flow) => flow.flowId));
    expect(inbox.imported.map((entry) => entry.syntax)).toEqual(["CII", "Factur-X", "UBL"]);
    for (const [index, flow] of delivered.entries()) {
      const bytes = inbox.imported[index]?.bytes as Uint8Array;
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(flow.sha256);
    }
    expect(new TextDecoder().decode(inbox.imported[1]?.bytes.subarray(0, 5))).toBe("%PDF-");
    expect(told).toEqual([]);
    expect(await store.cursor()).toBe(delivered[2]?.updatedAt);
  });

  it("reads a supplier invoice again at the next poll when the inbox or the download failed, skipping none", async () => {
    const inbox = new DedupingInbox();
    const sender = outbox(store, client, { inbox });
    const first = await deliver("CII");
    const second = await deliver("UBL");
    const third = await deliver("CII", { number: "TOSL108-2" });
    // The first is held, the second's store fails: the poll stops before it, the third waits behind it.
    let calls = 0;
    const failing: SupplierInbox = {
      receive: async (flow, original) => {
        calls += 1;
        if (calls === 2) return false;
        return inbox.receive(flow, original);
      },
    };
    const flaky = outbox(store, client, { inbox: failing });
    await flaky.poll(client);
    expect(inbox.imported.map((entry) => entry.flowId)).toEqual([first.flowId]);
    expect(await store.cursor()).toBe(first.updatedAt);
    expect(lines.some((line) => line.includes(`supplier invoice ${second.flowId} not stored`))).toBe(true);
    // The inbox throws now, then the platform fails the download: still nothing past the first.
    inbox.failNext = 1;
    await sender.poll(client);
    await admin(platform, "/admin/faults", { status: 503, pathPrefix: `/afnor-flow/v1/flows/${second.flowId}` });
    await sender.poll(client);
    expect(inbox.imported.map((entry) => entry.flowId)).toEqual([first.flowId]);
    expect(lines.some((line) => line.includes(`supplier invoice ${second.flowId} not downloaded`))).toBe(true);
    await sender.poll(client);
    expect(inbox.imported.map((entry) => entry.flowId)).toEqual([first.flowId, second.flowId, third.flowId]);
    expect(await store.cursor()).toBe(third.updatedAt);
  });

  it("two instances polling the same platform with one cursor hand each supplier invoice to the inbox once", async () => {
    const inbox = new DedupingInbox();
    const delivered = [];
    for (const syntax of ["CII", "Factur-X", "UBL", "CII", "UBL"] as const) {
      delivered.push(await deliver(syntax, { number: `F-${delivered.length + 1}` }));
    }
    const second = await openDatabase(test.location);
    others.push(second);
    const otherClient = new CountingClient(platform);
    const senders = [outbox(store, client, { inbox }), outbox(new FlowStore(second), otherClient, { inbox })];
    await Promise.all(senders.map((sender, index) => sender.poll(index === 0 ? client : otherClient)));
    await Promise.all(senders.map((sender, index) => sender.poll(index === 0 ? client : otherClient)));
    expect(inbox.imported.map((entry) => entry.flowId).sort()).toEqual(delivered.map((flow) => flow.flowId).sort());
    // Read by both at once, perhaps: every call after the first for a flow is the dedupe's, never a second import.
    expect(new Set(inbox.calls)).toEqual(new Set(delivered.map((flow) => flow.flowId)));
    expect(await store.cursor()).toBe(delivered.at(-1)?.updatedAt);
  });

  it("deposits a buyer's status once, as CDAR, after the invoices, retried after a failure; the platform lists it once", async () => {
    const statuses = new MemoryQueue();
    const invoice = {
      number: "TOSL108",
      typeCode: "380",
      issueDate: "20261120",
      seller: { siren: "620145839", name: "Zinguerie du Pas-de-Calais" },
      buyer: { siren: buyer.siren, name: buyer.name },
    };
    const refusal = statusMessage({
      messageId: "TOSL108-210",
      invoice,
      statusCode: "210",
      at: new Date(now),
      reason: { code: "TX_TVA_ERR", text: "Taux de TVA erroné" },
    });
    statuses.add("TOSL108-210", refusal, now);
    const { number } = await issueFor(business);
    const sender = outbox(store, client, { buyerStatuses: statuses });
    await admin(platform, "/admin/faults", { status: 503, count: 1, pathPrefix: "/afnor-flow/v1/flows" });
    await sender.runOnce();
    // The invoice's deposit met the 503: the buyer's status waits behind it.
    expect(statuses.rows[0]).toMatchObject({ status: "pending", attempts: 0 });
    now += 60_000;
    await sender.runOnce();
    expect(client.infos.map((info) => [info.trackingId, info.flowSyntax, info.processingRule])).toEqual([
      [number, "Factur-X", "B2B"],
      [number, "Factur-X", "B2B"],
      ["TOSL108-210", "CDAR", "B2B"],
    ]);
    expect(statuses.rows[0]).toMatchObject({ status: "deposited", attempts: 1, error: null });
    const flowId = statuses.rows[0]?.flowId;
    // Deposited again (its answer lost, the lease run out): the same flow at the platform.
    Object.assign(statuses.rows[0] ?? {}, { status: "pending", dueAt: now });
    await sender.runOnce();
    expect(statuses.rows[0]?.flowId).toBe(flowId);
    await sender.runOnce();
    expect(client.deposits.get("TOSL108-210")).toBe(2);
    const listed = (await (await fetch(`${platform.url}/admin/received-statuses`)).json()) as {
      statuses: Record<string, unknown>[];
    };
    expect(listed.statuses).toEqual([
      {
        flowId,
        trackingId: "TOSL108-210",
        invoiceNumber: "TOSL108",
        supplierSiren: "620145839",
        statusCode: "210",
        reasonCode: "TX_TVA_ERR",
        issuerRole: "BY",
        receivedAt: expect.any(String),
      },
    ]);
    const found = await client.getFlow(flowId as string);
    expect(found.ok && found.value.flowType).toBe("SupplierInvoiceLC");
  });
});
