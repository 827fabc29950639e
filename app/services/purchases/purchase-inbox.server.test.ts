import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { FlowOutbox } from "#app/services/einvoicing/flow-outbox.server.ts";
import { FlowStore } from "#app/services/einvoicing/flow-store.server.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { BuyerStatusQueue } from "./buyer-status-queue.server.ts";
import { PurchaseInbox } from "./purchase-inbox.server.ts";
import { listPurchases, purchaseDetail } from "./purchase-reads.server.ts";
import { PurchaseStore } from "./purchase-store.server.ts";

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

const validator = path.resolve("../shared/validators/france-ctc/check-br-fr");
const noValidator = !existsSync(validator);
const buyer = { siren: "123456782", name: "Toitures de la Gohelle", vatNumber: "FR32123456782" };

async function admin(platform: LocalPlatform, route: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${platform.url}${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: HTTP ${answer.status} ${await answer.text()}`);
  return answer.json();
}

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let platform: LocalPlatform;
  let client: PlatformClient;

  beforeEach(async () => {
    test = await fresh();
    platform = await startLocalPlatform({ acknowledgementDelayMs: 1 });
    client = new PlatformClient(platform);
  });
  afterEach(async () => {
    await platform.close();
    await test.remove();
  });

  /** One instance's poller, as the server starts it, on the shared database. */
  function instance(): FlowOutbox {
    const { database } = test;
    return new FlowOutbox({
      store: new FlowStore(database),
      platform: async () => client,
      pollMs: 60_000,
      log: () => {},
      inbox: new PurchaseInbox(new PurchaseStore(database)),
      buyerStatuses: new BuyerStatusQueue(database),
    });
  }

  it("keeps each delivered invoice once across two instances, and the unreadable one with its reason", async () => {
    for (const syntax of ["CII", "Factur-X", "UBL"])
      await admin(platform, "/admin/supplier-invoices", { syntax, buyer });
    await admin(platform, "/admin/supplier-invoices", { syntax: "CII", buyer, number: "CASSEE-1", broken: true });
    const [first, second] = [instance(), instance()];
    await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([second.runOnce(), first.runOnce()]);

    const purchases = await listPurchases(test.database.db);
    expect(purchases.map((purchase) => [purchase.syntax, purchase.state]).sort()).toEqual([
      ["CII", "to-check"],
      ["CII", "unreadable"],
      ["Factur-X", "to-check"],
      ["UBL", "to-check"],
    ]);
    expect(purchases.find((purchase) => purchase.state === "unreadable")?.readError).toBeTruthy();
    const flows = await test.database.db.selectFrom("received_flows").select("outcome").execute();
    expect(flows).toHaveLength(4);
  });

  it.skipIf(noValidator)(
    "deposits a refusal once, as the buyer's CDAR the French rules accept (skipped without ../shared)",
    async () => {
      await admin(platform, "/admin/supplier-invoices", { syntax: "UBL", buyer });
      const poller = instance();
      await poller.runOnce();
      const [purchase] = await listPurchases(test.database.db);
      const store = new PurchaseStore(test.database);
      const refusal = { action: "refuse" as const, reasonCode: "TX_TVA_ERR", reasonText: "Taux de TVA erroné" };
      expect(await store.answer(purchase?.id ?? 0, refusal, null, buyer, true)).toEqual({ ok: true, queued: true });
      await Promise.all([poller.runOnce(), instance().runOnce()]);
      await poller.runOnce();

      const received = (await admin(platform, "/admin/received-statuses")) as {
        statuses: {
          flowId: string;
          statusCode: string;
          reasonCode: string;
          issuerRole: string;
          invoiceNumber: string;
        }[];
      };
      const { statuses } = received;
      expect(statuses).toHaveLength(1);
      expect(statuses[0]).toMatchObject({ statusCode: "210", reasonCode: "TX_TVA_ERR", issuerRole: "BY" });
      const detail = await purchaseDetail(test.database.db, purchase?.id ?? 0);
      expect(detail?.statuses.map((status) => status.deposit)).toEqual(["deposited"]);

      const row = await test.database.db.selectFrom("buyer_status_outbox").select("file").executeTakeFirstOrThrow();
      const dir = mkdtempSync(path.join(tmpdir(), "buyer-status-"));
      try {
        const file = path.join(dir, "statut.xml");
        writeFileSync(file, row.file);
        const run = spawnSync(validator, ["--cdar", file], { encoding: "utf8" });
        expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
