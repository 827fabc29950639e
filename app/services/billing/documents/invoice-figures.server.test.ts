import { afterEach, beforeEach, expect, it } from "vitest";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { businessClient, completeCompany, exampleBilling, fakePdf, transfer } from "#tests/support/billing.ts";
import { exampleAcceptance, exampleQuote, exampleRequest } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { invoiceCompany } from "./billing-settings.server.ts";
import { invoiceFigures } from "./invoice-figures.server.ts";
import { InvoiceStore } from "./invoices.server.ts";
import { QuoteStore } from "./quotes.server.ts";

const owner = { userId: 1, email: "patron@example.com" };
const company = invoiceCompany(completeCompany(), exampleBilling);

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let invoices: InvoiceStore;
  let quotes: QuoteStore;
  let leads: LeadStore;
  const at = (iso: string) => {
    now = Date.parse(iso);
  };

  beforeEach(async () => {
    test = await fresh();
    at("2026-09-20T09:00:00.000Z");
    invoices = new InvoiceStore(test.database, () => now);
    quotes = new QuoteStore(test.database, () => now);
    leads = new LeadStore(test.database, () => now);
  });
  afterEach(() => test.remove());

  async function request(name: string, status: "received" | "spam" = "received"): Promise<number> {
    const stored = await leads.insertLead({
      ...exampleRequest({ name, description: `Gouttière de ${name}` }),
      status,
    });
    return stored.id;
  }

  async function acceptedQuote(leadId: number | null): Promise<number> {
    const id = (await quotes.create(leadId, {})) as number;
    await quotes.save(id, exampleQuote);
    const sent = await quotes.send(id, completeCompany(), owner);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(id, exampleAcceptance(1))).toBe("accepted");
    return id;
  }

  async function issue(id: number): Promise<void> {
    const result = await invoices.issue(id, company, fakePdf);
    if (!result.ok) throw new Error(result.reason);
  }

  it("follows the issue's request from its quote to 1 137,00 € collected: a 30 % deposit, then the balance in two payments", async () => {
    const leadId = await request("Jeanne Martin");
    const quoteId = await acceptedQuote(leadId);

    at("2026-10-05T09:00:00.000Z");
    const deposit = await invoices.createFromQuote(quoteId, "acompte");
    if (!deposit.ok) throw new Error(deposit.reason);
    await issue(deposit.id);
    expect(await invoices.recordPayment(deposit.id, transfer("2026-10-06", 34_110), owner.email)).toMatchObject({
      ok: true,
    });

    at("2026-11-10T09:00:00.000Z");
    const final = await invoices.createFromQuote(quoteId, "solde");
    if (!final.ok) throw new Error(final.reason);
    const draft = await invoices.detail(final.id);
    if (!draft) throw new Error("no final draft");
    await invoices.save(final.id, { ...draft, serviceDate: "2026-11-08" });
    await issue(final.id);
    expect((await invoices.detail(final.id))?.amountDueCents).toBe(79_590);
    await invoices.recordPayment(final.id, transfer("2026-11-20", 40_000), owner.email);
    await invoices.recordPayment(final.id, transfer("2026-12-15", 39_590), owner.email);

    at("2026-12-20T09:00:00.000Z");
    const figures = await invoiceFigures(test.database, () => now);
    expect(figures.months.map((month) => month.month)).toEqual([
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
      "2026-12",
    ]);
    expect(figures.months.slice(-3)).toEqual([
      { month: "2026-10", invoicedCents: 34_110, collectedCents: 34_110, outstandingCents: 0 },
      { month: "2026-11", invoicedCents: 79_590, collectedCents: 40_000, outstandingCents: 39_590 },
      { month: "2026-12", invoicedCents: 0, collectedCents: 39_590, outstandingCents: 0 },
    ]);
    expect(figures).toMatchObject({
      invoicedCents: 113_700,
      collectedCents: 113_700,
      outstandingCents: 0,
      overdueCents: 0,
      overdueCount: 0,
    });
    expect(figures.funnel).toEqual({
      since: "2026-01-01",
      requests: 1,
      quoted: { count: 1, cents: 113_700 },
      accepted: { count: 1, cents: 113_700 },
      invoiced: { count: 2, cents: 113_700 },
      paid: { count: 2, cents: 113_700 },
    });
  });

  it("deducts credit notes and cancelled payments, counts what is late, and leaves spam and other jobs out of the funnel", async () => {
    // Half past midnight on New Year's Day in Paris: the first month's, though still 2025 in UTC.
    at("2025-12-31T23:30:00.000Z");
    await request("Nuit du réveillon");
    at("2026-09-20T09:00:00.000Z");
    await request("Robot", "spam");
    const leadId = await request("Paul Durand");
    const sent = (await quotes.create(leadId, {})) as number;
    await quotes.save(sent, exampleQuote);
    expect((await quotes.send(sent, completeCompany(), owner)).ok).toBe(true);
    await acceptedQuote(null);

    at("2026-11-02T09:00:00.000Z");
    const repair = (await invoices.create(null, {})) as number;
    await invoices.save(repair, {
      ...businessClient,
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-10-30",
      paymentDays: 30,
      remindersOn: false,
      lines: [
        {
          kind: "line",
          designation: "Faîtage",
          quantityMilli: 1000,
          unitPriceCents: 50_000,
          unit: "forfait",
          vatRate: 2000,
        },
      ],
    });
    await issue(repair);
    expect((await invoices.recordPayment(repair, transfer("2026-11-05", 10_000), owner.email)).ok).toBe(true);
    const wrong = (await invoices.detail(repair))?.payments[0]?.id as number;

    at("2026-12-03T09:00:00.000Z");
    expect(await invoices.cancelPayment(wrong, owner.email)).toBe("cancelled");
    const credit = (await invoices.createCreditNote(repair)) as number;
    const creditDraft = await invoices.detail(credit);
    if (!creditDraft) throw new Error("no credit note");
    await invoices.save(credit, {
      ...creditDraft,
      lines: [{ ...(creditDraft.lines[0] as (typeof creditDraft.lines)[number]), unitPriceCents: 10_000 }],
    });
    await issue(credit);
    await invoices.recordPayment(repair, transfer("2026-12-03", 20_000), owner.email);

    at("2026-12-20T09:00:00.000Z");
    const figures = await invoiceFigures(test.database, () => now);
    expect(figures.months.slice(-2)).toEqual([
      { month: "2026-11", invoicedCents: 60_000, collectedCents: 10_000, outstandingCents: 50_000 },
      { month: "2026-12", invoicedCents: -12_000, collectedCents: 10_000, outstandingCents: 28_000 },
    ]);
    expect(figures).toMatchObject({
      invoicedCents: 48_000,
      collectedCents: 20_000,
      outstandingCents: 28_000,
      overdueCents: 28_000,
      overdueCount: 1,
    });
    expect(figures.funnel).toEqual({
      since: "2026-01-01",
      requests: 2,
      quoted: { count: 1, cents: 113_700 },
      accepted: { count: 0, cents: 0 },
      invoiced: { count: 0, cents: 0 },
      paid: { count: 0, cents: 0 },
    });
  });
});
