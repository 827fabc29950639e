import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildingManager, exampleBilling, fakePdf, reroofingLines } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { invoiceCompany } from "./billing-settings.server.ts";
import { InvoiceStore } from "./invoices.server.ts";
import { QuoteStore } from "./quotes.server.ts";
import { basisPointsText, parseBasisPoints, situationStatement } from "./situation-rules.ts";
import { situationsInProgress } from "./situations.server.ts";

const owner = { userId: 1, email: "patron@example.com" };
const company = invoiceCompany(completeCompany(), exampleBilling);

describe("a situation's statement", () => {
  const lines = reroofingLines;

  it("rounds the cumulative amount, never each share, so the situations of a line add up to its total", () => {
    const thirds = [3333, 6667, 10_000];
    const earlier: Parameters<typeof situationStatement>[2][number][] = [];
    let claimed = 0;
    for (const [index, basisPoints] of thirds.entries()) {
      const result = situationStatement(lines, [basisPoints, basisPoints, basisPoints], earlier, index + 1);
      if (!result.ok) throw new Error(result.reason);
      claimed += result.statement.lines[2]?.thisExclCents ?? 0;
      earlier.push({ number: `F-2026-000${index + 1}`, date: "2026-11-23", statement: result.statement });
      expect(result.statement.final).toBe(basisPoints === 10_000);
    }
    expect(claimed).toBe(633_333);
    expect(earlier.map((situation) => situation.statement.lines[2]?.thisExclCents)).toEqual([
      211_090, 211_153, 211_090,
    ]);
  });

  it("refuses a percentage lowered under an earlier situation's, above 100 %, or a situation that adds nothing", () => {
    const first = situationStatement(lines, [3000, 5000, 0], [], 1);
    if (!first.ok) throw new Error(first.reason);
    const earlier = [{ number: "F-2026-0002", date: "2026-11-23", statement: first.statement }];
    expect(situationStatement(lines, [2000, 6000, 0], earlier, 2)).toEqual({ ok: false, reason: "lowered", line: 0 });
    expect(situationStatement(lines, [3000, 10_001, 0], earlier, 2)).toEqual({ ok: false, reason: "over", line: 1 });
    expect(situationStatement(lines, [3000, 5000, 0], earlier, 2)).toEqual({ ok: false, reason: "nothing" });
    expect(situationStatement(lines, [3000, 5000], earlier, 2)).toEqual({ ok: false, reason: "shape" });
  });

  it("reads the owner's percentages: up to two decimals, a comma or a dot, at most 100", () => {
    expect(["30", "33,33", "12.5", "100 %", "0"].map(parseBasisPoints)).toEqual([3000, 3333, 1250, 10_000, 0]);
    expect(["100,01", "-5", "1e2", "33,333", ""].map(parseBasisPoints)).toEqual([null, null, null, null, null]);
    expect([3000, 3333, 1250].map(basisPointsText)).toEqual(["30", "33,33", "12,5"]);
  });
});

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let invoices: InvoiceStore;
  let quoteId: number;

  beforeEach(async () => {
    test = await fresh();
    const now = () => Date.parse("2026-11-23T09:00:00.000Z");
    invoices = new InvoiceStore(test.database, now);
    const quotes = new QuoteStore(test.database, now);
    quoteId = (await quotes.create(null, {})) as number;
    await quotes.save(quoteId, {
      ...exampleQuote,
      ...buildingManager,
      title: "Réfection de la toiture",
      lines: reroofingLines,
    });
    const sent = await quotes.send(quoteId, completeCompany(), owner);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(quoteId, exampleAcceptance(1))).toBe("accepted");
  });
  afterEach(() => test.remove());

  async function issued(id: number) {
    const result = await invoices.issue(id, company, fakePdf);
    if (!result.ok) throw new Error(result.reason);
    return result.document;
  }

  async function situation(basisPoints: number[]) {
    const saved = await invoices.saveSituation(quoteId, basisPoints);
    if (!saved.ok) throw new Error(saved.reason);
    return saved.id;
  }

  it(`${engine}: invoices the quote by two situations, the last deducting the deposit, the sum the quote's`, async () => {
    const deposit = await invoices.createFromQuote(quoteId, "acompte");
    if (!deposit.ok) throw new Error(deposit.reason);
    const depositDocument = await issued(deposit.id);
    const firstId = await situation([3000, 5000, 0]);
    // The draft is typed again before it is issued: the same draft, new percentages.
    expect(await situation([3000, 5000, 0])).toBe(firstId);
    const first = await issued(firstId);
    expect(first.kind).toBe("facture");
    expect(first.situation).toMatchObject({ number: 1, final: false, earlier: [] });
    expect(first.situation?.lines.map((line) => line.thisExclCents)).toEqual([231_210, 2_025_870, 0]);
    // The zinc, still at 0 %, stays in the statement but is no line of this invoice: no 20 % rate at 0,00 €.
    expect(first.lines.map((line) => [line.quantityMilli, line.unit, line.unitPriceCents])).toEqual([
      [1000, "forfait", 231_210],
      [1000, "forfait", 2_025_870],
    ]);
    expect(first.totals.byRate.map((rate) => rate.vatRate)).toEqual([1000]);
    expect(first.totals).toMatchObject({ exclCents: 2_257_080, vatCents: 225_708 });
    expect(first.deposits).toEqual([]);
    expect(await invoices.saveSituation(quoteId, [2900, 10_000, 10_000])).toEqual({
      ok: false,
      reason: "lowered",
      line: 0,
    });
    expect(await invoices.createFromQuote(quoteId, "solde")).toEqual({ ok: false, reason: "situationsExist" });

    const last = await issued(await situation([10_000, 10_000, 10_000]));
    expect(last.situation).toMatchObject({ number: 2, final: true, earlier: [{ number: first.number }] });
    expect(last.situation?.lines.map((line) => line.previousExclCents)).toEqual([231_210, 2_025_870, 0]);
    expect(last.deposits.map((deducted) => deducted.number)).toEqual([depositDocument.number]);
    expect(last.amountDueCents).toBe(last.totals.inclCents - depositDocument.totals.inclCents);
    expect(first.totals.exclCents + last.totals.exclCents).toBe(770_700 + 4_051_740 + 633_333);
    expect(await invoices.saveSituation(quoteId, [10_000, 10_000, 10_000])).toEqual({ ok: false, reason: "complete" });
  });

  it(`${engine}: a situation is cancelled whole by its credit note, and the next one claims its share again`, async () => {
    const firstId = await situation([3000, 5000, 0]);
    const first = await issued(firstId);
    const noteId = await invoices.createCreditNote(firstId);
    if (typeof noteId !== "number") throw new Error(noteId);
    const note = await invoices.detail(noteId);
    if (!note) throw new Error("no credit note");
    await invoices.save(noteId, { ...note, lines: note.lines.slice(0, 1) });
    expect(await invoices.issue(noteId, company, fakePdf)).toEqual({ ok: false, reason: "partialSituation" });
    await invoices.save(noteId, note);
    await issued(noteId);
    // Lowering is allowed again: the cancelled situation claims nothing any more.
    const again = await issued(await situation([2000, 5000, 0]));
    expect(again.situation).toMatchObject({ number: 2, earlier: [] });
    expect(again.situation?.lines.map((line) => line.previousExclCents)).toEqual([0, 0, 0]);
    expect(again.totals.exclCents).toBe(154_140 + 2_025_870);
    expect(first.situation?.number).toBe(1);
  });

  it(`${engine}: lists the quote on the dashboard until its last situation, flagged a month after the last one`, async () => {
    const first = await issued(await situation([3000, 5000, 0]));
    const total = 770_700 + 4_051_740 + 633_333;
    const row = {
      quoteId,
      clientName: buildingManager.clientName,
      title: "Réfection de la toiture",
      invoicedBasisPoints: Math.floor((first.totals.exclCents * 10_000) / total),
      leftExclCents: total - first.totals.exclCents,
      lastDate: "2026-11-23",
    };
    expect(await situationsInProgress(test.database.db, "2026-12-23")).toEqual([
      expect.objectContaining({ ...row, late: false }),
    ]);
    expect(await situationsInProgress(test.database.db, "2026-12-24")).toEqual([
      expect.objectContaining({ ...row, late: true }),
    ]);
    await issued(await situation([10_000, 10_000, 10_000]));
    expect(await situationsInProgress(test.database.db, "2026-12-24")).toEqual([]);
  });

  it(`${engine}: a quote with a final invoice gets no situation`, async () => {
    const final = await invoices.createFromQuote(quoteId, "solde");
    expect(final.ok).toBe(true);
    expect(await invoices.saveSituation(quoteId, [1000, 0, 0])).toEqual({ ok: false, reason: "finalExists" });
  });
});
