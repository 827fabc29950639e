import { afterEach, beforeEach, expect, it } from "vitest";
import { costedPerson, handPurchase, invoicedJob, planJob, setWhole } from "#tests/support/job-costs.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { jobProfit } from "./job-costs.server.ts";
import { marginFigures } from "./margins.server.ts";
import { PurchaseStore } from "./purchase-store.server.ts";

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
  });
  afterEach(() => test.remove());

  it("is each month's sales less its purchases and labour, and per service the jobs' margin", async () => {
    const { jobId } = await invoicedJob(test.database, () => now);
    const purchases = new PurchaseStore(test.database, () => now);
    const marc = await costedPerson(test.database, "Marc", "compagnon", 3000);
    const julie = await costedPerson(test.database, "Julie", "compagnon", null);
    await planJob(
      test.database,
      jobId,
      [marc, julie],
      [
        { day: "2026-10-29", period: "am" },
        { day: "2026-11-24", period: "day" },
      ],
    );
    const zinc = await handPurchase(purchases, {
      supplier: "Zinc du Nord",
      number: "Z-1",
      issueDate: "2026-10-30",
      taxableCents: 25_000,
    });
    await setWhole(purchases, zinc, jobId, "materials", 25_000);
    const van = await handPurchase(purchases, {
      supplier: "Garage Central",
      number: "G-9",
      issueDate: "2026-11-02",
      taxableCents: 4000,
    });
    await setWhole(purchases, van, null, "other", 4000);
    // A year and a month ago: outside the twelve months.
    const old = await handPurchase(purchases, {
      supplier: "Zinc du Nord",
      number: "Z-0",
      issueDate: "2025-11-28",
      taxableCents: 1000,
    });
    await setWhole(purchases, old, jobId, "materials", 1000);
    await handPurchase(purchases, {
      supplier: "Bois & Co",
      number: "B-2",
      issueDate: "2026-11-03",
      taxableCents: 7000,
    });

    const figures = await marginFigures(test.database.db, now);
    expect(figures.months.map((month) => month.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    // October: the zinc and Marc's morning (3 h 30 at 30,00 € = 105,00 €); Julie's hours count 0 €.
    expect(figures.months.at(-2)).toEqual({
      month: "2026-10",
      salesCents: 0,
      purchasesCents: 25_000,
      labourCents: 10_500,
      marginCents: -35_500,
    });
    // November: the deposit and the final invoice (1 020,00 € HT once), the van, Marc's 7 h.
    expect(figures.months.at(-1)).toEqual({
      month: "2026-11",
      salesCents: 102_000,
      purchasesCents: 4000,
      labourCents: 21_000,
      marginCents: 77_000,
    });
    expect(figures.total).toEqual({
      salesCents: 102_000,
      purchasesCents: 29_000,
      labourCents: 31_500,
      marginCents: 41_500,
    });
    expect(figures.services).toEqual([
      {
        service: "Zinguerie",
        jobs: 1,
        salesCents: 102_000,
        purchasesCents: 25_000,
        labourCents: 31_500,
        marginCents: 45_500,
      },
      { service: null, jobs: 0, salesCents: 0, purchasesCents: 4000, labourCents: 0, marginCents: -4000 },
    ]);
    expect(figures.unassigned).toEqual({ count: 1, cents: 7000 });
    expect(figures.missingCost).toEqual(["Julie"]);
    // The service's margin over these months is the job's, less the purchase dated before them.
    expect((await jobProfit(test.database.db, jobId))?.marginCents).toBe(45_500 - 1000);
  });
});
