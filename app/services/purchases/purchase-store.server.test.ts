import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import { supplierInvoiceFile } from "#server/local-platform-supplier-invoice.js";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { listPurchases, purchaseDetail, purchaseOriginal } from "./purchase-reads.server.ts";
import { PurchaseStore } from "./purchase-store.server.ts";
import { readSupplierInvoiceFile } from "./supplier-invoice-pdf.server.ts";
import { supplierInvoiceIdentity } from "./supplier-invoice-reader.ts";

/** The CEN's own examples: files nobody here wrote. */
const fixtures = path.resolve("../shared/fixtures/supplier-invoices");
const noFixtures = !existsSync(fixtures);
const xml = (name: string) => ({
  bytes: new Uint8Array(readFileSync(path.join(fixtures, name))),
  name,
  type: "application/xml",
});

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: PurchaseStore;
  let patronId: number;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-12-02T09:00:00.000Z");
    store = new PurchaseStore(test.database, () => now);
    const owners = new OwnerStore(test.database.db, () => now, { idleMs: 3_600_000, absoluteMs: 86_400_000 });
    const patron = await owners.addUser("patron@example.com", "hash", { role: "patron", displayName: "Paul" });
    const marc = await owners.addUser("marc@example.com", "hash", { role: "compagnon", displayName: "Marc" });
    patronId = patron.id;
    for (const [userId, name] of [
      [patron.id, "patron"],
      [marc.id, "marc"],
    ] as const) {
      await test.database.db
        .insertInto("push_devices")
        .values({
          user_id: userId,
          endpoint: `https://push.example/${name}`,
          p256dh: "k",
          auth: "a",
          name,
          session_hash: null,
          events: JSON.stringify(["purchase.received"]),
          quiet_from: null,
          quiet_to: null,
          urgent_rings: 1,
          created_at: now,
        })
        .execute();
    }
  });
  afterEach(() => test.remove());

  describe.skipIf(noFixtures)("received from the platform (skipped when ../shared/fixtures is missing)", () => {
    it("keeps every CEN example once, as received, read and pushed to the office's phones, never a compagnon's", async () => {
      const names = readdirSync(fixtures).filter((name) => name.endsWith(".xml"));
      // Some examples are the same invoice in the other syntax or with more detail: one purchase each.
      const identities = new Set<string | null>();
      for (const [index, name] of names.entries()) {
        const identity = supplierInvoiceIdentity(readSupplierInvoiceFile(xml(name).bytes));
        const outcome = await store.receiveFlow(`flow-${index}`, name.startsWith("ubl") ? "UBL" : "CII", xml(name));
        expect(outcome.outcome, name).toBe(identities.has(identity) ? "duplicate" : "imported");
        identities.add(identity);
      }
      const list = await listPurchases(test.database.db);
      expect(list).toHaveLength(identities.size);
      expect(identities.size).toBeGreaterThan(5);
      expect(list.every((purchase) => purchase.state === "to-check" && purchase.supplier)).toBe(true);

      const first = list.at(-1);
      const original = await purchaseOriginal(test.database.db, first?.id ?? 0);
      expect(Buffer.from(original?.bytes ?? []).equals(readFileSync(path.join(fixtures, names[0] ?? "")))).toBe(true);
      expect(original?.sha256).toMatch(/^[0-9a-f]{64}$/);

      const pushes = await test.database.db
        .selectFrom("outbox")
        .innerJoin("push_devices", "push_devices.id", "outbox.push_device_id")
        .select(["push_devices.name", "outbox.notice"])
        .execute();
      expect(pushes.map((push) => push.name)).toEqual(list.map(() => "patron"));
      const notice = JSON.parse(pushes[0]?.notice ?? "{}") as { body: string };
      expect(notice.body).toMatch(/^Nouvelle facture fournisseur\u202f: .+, \d[\d\u202f]*,\d\d\u00a0€$/);
    });

    it("imports a flow once, and the same supplier's number from another flow is the same invoice", async () => {
      const file = xml("CII_example1.xml");
      const first = await store.receiveFlow("flow-a", "CII", file);
      expect(first.outcome).toBe("imported");
      expect(await store.receiveFlow("flow-a", "CII", file)).toEqual({ outcome: "seen" });
      const again = await store.receiveFlow("flow-b", "CII", file);
      expect(again).toEqual({ outcome: "duplicate", purchaseId: first.outcome === "imported" ? first.purchaseId : 0 });
      expect(await listPurchases(test.database.db)).toHaveLength(1);
      const flows = await test.database.db.selectFrom("received_flows").selectAll().orderBy("flow_id").execute();
      expect(flows.map((flow) => flow.outcome)).toEqual(["imported", "duplicate"]);
    });

    it("keeps a broken file as unreadable, with its reason, and nothing of it read", async () => {
      const broken = {
        bytes: new TextEncoder().encode("<rsm:CrossIndustryInvoice"),
        name: "x.xml",
        type: "application/xml",
      };
      const outcome = await store.receiveFlow("flow-broken", "CII", broken);
      expect(outcome.outcome).toBe("unreadable");
      const [purchase] = await listPurchases(test.database.db);
      expect(purchase?.state).toBe("unreadable");
      expect(purchase?.readError).toMatch(/[a-zé]/);
      expect(purchase?.payableCents).toBe(0);
      expect(await test.database.db.selectFrom("supplier_invoice_vat").selectAll().execute()).toEqual([]);
      const kept = await purchaseOriginal(test.database.db, purchase?.id ?? 0);
      expect(Buffer.from(kept?.bytes ?? []).equals(Buffer.from(broken.bytes))).toBe(true);
    });

    it("sets a purchase against jobs only when the shares add up to its amount before tax", async () => {
      const outcome = await store.receiveFlow("flow-c", "CII", xml("CII_example1.xml"));
      const id = outcome.outcome === "imported" ? outcome.purchaseId : 0;
      const detail = await purchaseDetail(test.database.db, id);
      const total = detail?.taxExclusiveCents ?? 0;
      expect(
        await store.setCosts(id, [{ lineId: null, jobId: null, category: "materials", amountCents: total - 1 }]),
      ).toEqual({
        ok: false,
        problem: "total-mismatch",
        expectedCents: total,
      });
      expect(
        await store.setCosts(id, [{ lineId: null, jobId: 999, category: "materials", amountCents: total }]),
      ).toEqual({
        ok: false,
        problem: "unknown-job",
      });
      const shares = [
        { lineId: null, jobId: null, category: "materials" as const, amountCents: total - 100 },
        { lineId: null, jobId: null, category: "other" as const, amountCents: 100 },
      ];
      expect(await store.setCosts(id, shares)).toEqual({ ok: true });
      expect((await purchaseDetail(test.database.db, id))?.costs.map((cost) => cost.amountCents)).toEqual([
        total - 100,
        100,
      ]);
    });
  });

  describe("the buyer's answers", () => {
    const company = { siren: "123456782", name: "Toitures de la Gohelle" };
    async function received(): Promise<number> {
      const delivered = await supplierInvoiceFile({ syntax: "CII", buyer: company });
      const file = { bytes: new Uint8Array(delivered.file), name: delivered.name, type: "application/xml" };
      const outcome = await store.receiveFlow("flow-answer", "CII", file);
      if (outcome.outcome !== "imported") throw new Error(outcome.outcome);
      return outcome.purchaseId;
    }
    const queued = () =>
      test.database.db
        .selectFrom("buyer_status_outbox")
        .select(["status_code", "reason_code", "tracking_id", "decided_by", "file"])
        .orderBy("id")
        .execute();

    it("refuses with a reason, once, its message queued with the state; nothing may follow a refusal", async () => {
      const id = await received();
      const refuse = { action: "refuse" as const, reasonCode: null, reasonText: "" };
      expect(await store.answer(id, refuse, patronId, company, true)).toEqual({
        ok: false,
        problem: "reason-required",
      });
      expect(await store.answer(id, { ...refuse, reasonCode: "NOPE" }, patronId, company, true)).toEqual({
        ok: false,
        problem: "unknown-reason",
      });
      expect(await store.answer(id, { ...refuse, reasonCode: "TX_TVA_ERR" }, patronId, null, true)).toEqual({
        ok: false,
        problem: "company-incomplete",
      });
      expect(await queued()).toEqual([]);
      const done = await store.answer(
        id,
        { ...refuse, reasonCode: "TX_TVA_ERR", reasonText: "TVA à 20 % au lieu de 10 %" },
        patronId,
        company,
        true,
      );
      expect(done).toEqual({ ok: true, queued: true });
      const [message] = await queued();
      expect(message).toMatchObject({ status_code: "210", reason_code: "TX_TVA_ERR", decided_by: patronId });
      const cdar = new TextDecoder().decode(message?.file);
      expect(cdar).toContain("CrossDomainAcknowledgementAndResponse");
      expect(cdar).toContain(company.siren);
      expect((await purchaseDetail(test.database.db, id))?.state).toBe("refused");
      expect(
        await store.answer(id, { action: "approve", reasonCode: null, reasonText: "" }, patronId, company, true),
      ).toEqual({
        ok: false,
        problem: "not-allowed",
      });
      expect(await queued()).toHaveLength(1);
    });

    it("approves, then pays in two instalments, each told as 211, never more than what is left", async () => {
      const id = await received();
      const payable = (await purchaseDetail(test.database.db, id))?.payableCents ?? 0;
      const pay = { paidOn: "2026-12-02", amountCents: payable, method: "virement" };
      expect(await store.pay(id, pay, patronId, company, true)).toEqual({ ok: false, problem: "not-allowed" });
      expect(
        await store.answer(id, { action: "approve", reasonCode: null, reasonText: "" }, patronId, company, true),
      ).toEqual({
        ok: true,
        queued: true,
      });
      expect(await store.pay(id, { ...pay, amountCents: payable + 1 }, patronId, company, true)).toEqual({
        ok: false,
        problem: "too-much",
      });
      expect(await store.pay(id, { ...pay, amountCents: 100 }, patronId, company, true)).toMatchObject({
        ok: true,
        state: "approved",
      });
      expect(await store.pay(id, { ...pay, amountCents: payable - 100 }, patronId, company, true)).toMatchObject({
        ok: true,
        state: "paid",
      });
      const messages = await queued();
      expect(messages.map((message) => message.status_code)).toEqual(["205", "211", "211"]);
      expect(new Set(messages.map((message) => message.tracking_id)).size).toBe(3);
      const detail = await purchaseDetail(test.database.db, id);
      expect(detail).toMatchObject({ state: "paid", paidCents: payable });
      expect(detail?.statuses.map((status) => status.deposit)).toEqual(["pending", "pending", "pending"]);
    });

    it("sends nothing without a platform, and nothing for a paper invoice", async () => {
      const id = await received();
      expect(
        await store.answer(id, { action: "approve", reasonCode: null, reasonText: "" }, patronId, company, false),
      ).toEqual({
        ok: true,
        queued: false,
      });
      expect(await queued()).toEqual([]);
    });
  });

  it("types a paper receipt by hand, its supplier created once, the same number refused", async () => {
    const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), name: "ticket.jpg", type: "image/jpeg" };
    const entry = {
      supplier: { name: "Point P Lens", siren: null },
      number: "T-1204",
      issueDate: "2026-11-30",
      dueDate: null,
      isCreditNote: false,
      reverseCharge: false,
      vat: [{ rateBasisPoints: 2000, taxableCents: 12_000, vatCents: 2_400 }],
    };
    const added = await store.addByHand(photo, entry, patronId);
    expect(added).toMatchObject({ ok: true, read: "typed" });
    const id = added.ok ? added.purchaseId : 0;
    const detail = await purchaseDetail(test.database.db, id);
    expect(detail).toMatchObject({
      syntax: "photo",
      payableCents: 14_400,
      supplier: "Point P Lens",
      state: "to-check",
    });
    expect(detail?.vat).toEqual([{ category: "S", rateBasisPoints: 2000, taxableCents: 12_000, vatCents: 2_400 }]);
    expect(
      await store.addByHand(photo, { ...entry, supplier: { name: " point p  lens", siren: null } }, patronId),
    ).toEqual({
      ok: false,
      problem: "duplicate",
      purchaseId: id,
    });
    const subcontract = { ...entry, number: "2026-031", reverseCharge: true };
    const works = await store.addByHand(
      photo,
      { ...subcontract, vat: [{ rateBasisPoints: 0, taxableCents: 150_000, vatCents: 0 }] },
      patronId,
    );
    const kept = await purchaseDetail(test.database.db, works.ok ? works.purchaseId : 0);
    expect(kept).toMatchObject({ reverseCharge: true, payableCents: 150_000 });
    expect(kept?.vat).toEqual([{ category: "AE", rateBasisPoints: 0, taxableCents: 150_000, vatCents: 0 }]);
    expect(await store.addByHand(photo, { ...entry, supplier: { id: 999 } }, patronId)).toEqual({
      ok: false,
      problem: "unknown-supplier",
    });
  });
});
