import { afterEach, beforeEach, expect, it } from "vitest";
import { costedPerson, creditWhole, handPurchase, invoicedJob, planJob, setWhole } from "#tests/support/job-costs.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import {
  jobProfit,
  labourCents,
  labourEntries,
  plannedMinutes,
  STANDARD_DAY_MINUTES,
  setHourlyCost,
  setJobHours,
} from "./job-costs.server.ts";
import { PurchaseStore } from "./purchase-store.server.ts";

it("counts a whole planned day as the standard 7 h and a half day as 3 h 30", () => {
  expect(STANDARD_DAY_MINUTES).toBe(420);
  expect([plannedMinutes("day"), plannedMinutes("am"), plannedMinutes("pm")]).toEqual([420, 210, 210]);
  // 3 h 30 at 28,45 €/h is 99,575 €: the half cent goes up; no cost set is 0 €.
  expect(labourCents(210, 2845)).toBe(9958);
  expect(labourCents(420, null)).toBe(0);
});

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let purchases: PurchaseStore;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    purchases = new PurchaseStore(test.database, () => now);
  });
  afterEach(() => test.remove());

  it("takes each person's hours from the planning, typed hours replacing that day's, at his cost per hour", async () => {
    const { jobId } = await invoicedJob(test.database, () => now);
    const marc = await costedPerson(test.database, "Marc", "compagnon", 2850);
    const julie = await costedPerson(test.database, "Julie", "compagnon", null);
    await planJob(
      test.database,
      jobId,
      [marc, julie],
      [
        { day: "2026-11-24", period: "day" },
        { day: "2026-11-25", period: "am" },
        { day: "2026-11-25", period: "pm" },
        { day: "2026-11-26", period: "day", cancelled: true },
      ],
    );
    const at = new Date(now).toISOString();
    expect(
      await setJobHours(test.database.db, { jobId, userId: marc, day: "2026-11-24", minutes: 510 }, marc, at),
    ).toEqual({
      ok: true,
    });
    // A day the planning does not have, typed, counts too.
    expect(
      await setJobHours(test.database.db, { jobId, userId: julie, day: "2026-11-27", minutes: 90 }, marc, at),
    ).toEqual({
      ok: true,
    });
    expect(
      await setJobHours(test.database.db, { jobId: 999, userId: marc, day: "2026-11-24", minutes: 60 }, marc, at),
    ).toEqual({
      ok: false,
      problem: "unknown-job",
    });

    expect(await labourEntries(test.database.db, [jobId])).toEqual([
      { jobId, userId: marc, day: "2026-11-24", minutes: 510, source: "typed" },
      { jobId, userId: julie, day: "2026-11-24", minutes: 420, source: "planning" },
      { jobId, userId: marc, day: "2026-11-25", minutes: 420, source: "planning" },
      { jobId, userId: julie, day: "2026-11-25", minutes: 420, source: "planning" },
      { jobId, userId: julie, day: "2026-11-27", minutes: 90, source: "typed" },
    ]);
    const profit = await jobProfit(test.database.db, jobId);
    // Marc: 8 h 30 + 7 h = 15 h 30 at 28,50 €/h = 441,75 €; Julie: 15 h 30 at no cost yet.
    expect(profit?.labour.map(({ name, minutes, costCents }) => ({ name, minutes, costCents }))).toEqual([
      { name: "Julie", minutes: 930, costCents: 0 },
      { name: "Marc", minutes: 930, costCents: 44_175 },
    ]);
    expect(profit?.missingCost).toEqual(["Julie"]);

    // Removing the typed line gives Marc's planned 7 h back; Julie's cost set counts her at once.
    await setJobHours(test.database.db, { jobId, userId: marc, day: "2026-11-24", minutes: null }, marc, at);
    expect(await setHourlyCost(test.database.db, julie, 2500)).toBe(true);
    const after = await jobProfit(test.database.db, jobId);
    expect(after?.labourMinutes).toBe(840 + 930);
    // Marc 14 h × 28,50 € = 399,00 €; Julie 15 h 30 × 25,00 € = 387,50 €.
    expect(after?.labourCents).toBe(39_900 + 38_750);
    expect(after?.missingCost).toEqual([]);
  });

  it("is sales before tax, the deposit counted once, minus exactly what was set against the job and the labour", async () => {
    const { jobId, finalId, invoices } = await invoicedJob(test.database, () => now);
    const paul = await costedPerson(test.database, "Paul", "patron", 4000);
    await planJob(test.database, jobId, [paul], [{ day: "2026-11-24", period: "day" }]);

    const zinc = await handPurchase(purchases, {
      supplier: "Zinc du Nord",
      number: "Z-1",
      issueDate: "2026-10-30",
      taxableCents: 25_000,
    });
    await setWhole(purchases, zinc, jobId, "materials", 25_000);
    const returned = await handPurchase(purchases, {
      supplier: "Zinc du Nord",
      number: "AV-Z-1",
      issueDate: "2026-11-05",
      taxableCents: 1500,
      isCreditNote: true,
    });
    await setWhole(purchases, returned, jobId, "materials", -1500);
    const mixed = await handPurchase(purchases, {
      supplier: "Échafaudages Lensois",
      number: "E-7",
      issueDate: "2026-11-10",
      taxableCents: 12_000,
    });
    const split = await purchases.setCosts(mixed, [
      { lineId: null, jobId, category: "subcontracting", amountCents: 8000 },
      { lineId: null, jobId: null, category: "other", amountCents: 4000 },
    ]);
    expect(split).toEqual({ ok: true });
    const refused = await handPurchase(purchases, {
      supplier: "Tuiles Express",
      number: "T-3",
      issueDate: "2026-11-12",
      taxableCents: 9999,
    });
    await setWhole(purchases, refused, jobId, "other", 9999);
    await test.database.db
      .updateTable("supplier_invoices")
      .set({ state: "refused" })
      .where("id", "=", refused)
      .execute();

    const profit = await jobProfit(test.database.db, jobId);
    // The deposit 306,00 € and the final invoice 1 020,00 € less that deposit: the quote's 1 020,00 € once.
    expect(profit?.sales.map((sale) => [sale.kind, sale.exclCents])).toEqual([
      ["acompte", 30_600],
      ["solde", 71_400],
    ]);
    expect(profit?.salesCents).toBe(102_000);
    expect(profit?.quote).toEqual({ number: expect.stringMatching(/^D-2026-/), exclCents: 102_000 });
    expect(profit?.materialsCents).toBe(23_500);
    expect(profit?.subcontractingCents).toBe(8000);
    // The general costs' 40,00 € and the refused 99,99 € are not the job's.
    expect(profit?.otherCents).toBe(0);
    expect(profit?.labourCents).toBe(28_000);
    expect(profit?.marginCents).toBe(102_000 - 23_500 - 8000 - 28_000);
    expect(profit?.purchases.map((row) => [row.number, row.category, row.amountCents])).toEqual([
      ["Z-1", "materials", 25_000],
      ["AV-Z-1", "materials", -1500],
      ["E-7", "subcontracting", 8000],
    ]);

    // The final invoice cancelled whole: its deposit stays sold, the balance is no longer.
    await creditWhole(invoices, finalId);
    const credited = await jobProfit(test.database.db, jobId);
    expect(credited?.sales.map((sale) => [sale.kind, sale.exclCents])).toEqual([
      ["acompte", 30_600],
      ["solde", 71_400],
      ["avoir", -71_400],
    ]);
    expect(credited?.salesCents).toBe(30_600);
    expect(credited?.marginCents).toBe(30_600 - 23_500 - 8000 - 28_000);
    expect(await jobProfit(test.database.db, 999)).toBeNull();
  });
});
