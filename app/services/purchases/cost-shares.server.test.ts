import { afterEach, beforeEach, expect, it } from "vitest";
import { costsCopy } from "#app/content/costs.ts";
import { handPurchase, invoicedJob } from "#tests/support/job-costs.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { assignPurchase } from "./cost-shares.server.ts";
import { jobProfit } from "./job-costs.server.ts";
import { purchaseDetail } from "./purchase-reads.server.ts";
import { PurchaseStore } from "./purchase-store.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let store: PurchaseStore;

  beforeEach(async () => {
    test = await fresh();
    store = new PurchaseStore(test.database, () => Date.parse("2026-11-23T09:00:00.000Z"));
  });
  afterEach(() => test.remove());

  it("sets the whole purchase against a job at its own amount, a credit note negative, and refuses a bad target", async () => {
    const { jobId } = await invoicedJob(test.database, () => Date.parse("2026-11-23T09:00:00.000Z"));
    const zinc = await handPurchase(store, {
      supplier: "Zinc",
      number: "Z-1",
      issueDate: "2026-11-02",
      taxableCents: 25_000,
    });
    const back = await handPurchase(store, {
      supplier: "Zinc",
      number: "AV-1",
      issueDate: "2026-11-04",
      taxableCents: 2000,
      isCreditNote: true,
    });
    const detail = async (id: number) => {
      const found = await purchaseDetail(test.database.db, id);
      if (!found) throw new Error("no purchase");
      return found;
    };
    // The amount a form might carry is never read.
    const whole = { intent: "affecter", mode: "tout", cible: String(jobId), nature: "materials", montant: "1" };
    expect(await assignPurchase(store, await detail(zinc), form(whole))).toEqual({ ok: true });
    expect(await assignPurchase(store, await detail(back), form(whole))).toEqual({ ok: true });
    expect((await detail(back)).costs).toEqual([
      { lineId: null, jobId, jobTitle: expect.any(String), category: "materials", amountCents: -2000 },
    ]);
    expect((await jobProfit(test.database.db, jobId))?.materialsCents).toBe(23_000);

    expect(await assignPurchase(store, await detail(zinc), form({ ...whole, cible: "999" }))).toEqual({
      ok: false,
      status: 400,
      error: costsCopy.purchase.errors.job,
    });
    expect(await assignPurchase(store, await detail(zinc), form({ ...whole, nature: "beer" }))).toEqual({
      ok: false,
      status: 400,
      error: costsCopy.purchase.errors.category,
    });
    expect(
      await assignPurchase(store, await detail(zinc), form({ ...whole, cible: "general", nature: "other" })),
    ).toEqual({
      ok: true,
    });
    expect((await jobProfit(test.database.db, jobId))?.materialsCents).toBe(-2000);
  });
});
