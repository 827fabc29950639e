import { afterEach, beforeEach, expect, it } from "vitest";
import { closeFinishedMonths, verifyJournal } from "#app/services/billing/payments/payment-journal.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { OwnerLeads } from "#app/services/pro/leads.server.ts";
import { businessClient, exampleBilling, fakePdf } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote, exampleRequest } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { invoiceCompany } from "./billing-settings.server.ts";
import { InvoiceStore } from "./invoices.server.ts";
import { QuoteStore } from "./quotes.server.ts";

const owner = { userId: 1, email: "patron@example.com" };
const company = invoiceCompany(completeCompany(), exampleBilling);
const payment = (amountCents: number) => ({ paidOn: "2026-11-24", amountCents, method: "virement" as const, note: "" });

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let invoices: InvoiceStore;
  let quoteId: number;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    invoices = new InvoiceStore(test.database, () => now);
    const quotes = new QuoteStore(test.database, () => now);
    quoteId = (await quotes.create(null, {})) as number;
    await quotes.save(quoteId, exampleQuote);
    const sent = await quotes.send(quoteId, completeCompany(), owner);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(quoteId, exampleAcceptance(1))).toBe("accepted");
  });
  afterEach(() => test.remove());

  async function issued(id: number) {
    const result = await invoices.issue(id, company, fakePdf);
    if (!result.ok) throw new Error(result.reason);
    return result;
  }

  it("takes the quote from deposit to balance: 341,10 € with VAT per rate, then 795,90 € after the deposit", async () => {
    const deposit = await invoices.createFromQuote(quoteId, "acompte");
    if (!deposit.ok) throw new Error(deposit.reason);
    const draft = await invoices.detail(deposit.id);
    expect(draft?.number).toBeNull();
    expect(draft?.state).toBe("brouillon");
    const first = await issued(deposit.id);
    expect(first.number).toBe("F-2026-0001");
    expect(first.document.totals).toEqual({
      byRate: [
        { vatRate: 2000, baseCents: 4500, vatCents: 900 },
        { vatRate: 1000, baseCents: 26_100, vatCents: 2610 },
      ],
      exclCents: 30_600,
      vatCents: 3510,
      inclCents: 34_110,
    });
    expect(first.document.reducedRateCertifiedBy).toBe("Jeanne Martin");
    expect(await invoices.recordPayment(deposit.id, payment(34_110), owner.email)).toMatchObject({
      ok: true,
      remainingCents: 0,
    });
    expect((await invoices.detail(deposit.id))?.state).toBe("payee");

    const final = await invoices.createFromQuote(quoteId, "solde");
    if (!final.ok) throw new Error(final.reason);
    expect(await invoices.createFromQuote(quoteId, "solde")).toEqual({ ok: false, reason: "finalExists" });
    const detail = await invoices.detail(final.id);
    if (!detail) throw new Error("no draft");
    expect(await invoices.save(final.id, { ...detail, serviceDate: "2026-12-10" })).toBe("saved");
    const second = await issued(final.id);
    expect(second.number).toBe("F-2026-0002");
    expect(second.document.totals.inclCents).toBe(113_700);
    expect(second.document.deposits).toEqual([
      { number: "F-2026-0001", date: "2026-11-23", exclCents: 30_600, vatCents: 3510, inclCents: 34_110 },
    ]);
    expect(second.document.amountDueCents).toBe(79_590);

    expect(await invoices.recordPayment(final.id, payment(40_000), owner.email)).toMatchObject({
      remainingCents: 39_590,
    });
    expect((await invoices.detail(final.id))?.state).toBe("partiellement_payee");
    expect(await invoices.recordPayment(final.id, payment(39_591), owner.email)).toEqual({
      ok: false,
      reason: "overpaid",
    });
    expect(await invoices.recordPayment(final.id, payment(39_590), owner.email)).toMatchObject({ remainingCents: 0 });
    expect(await invoices.recordPayment(final.id, payment(1), owner.email)).toEqual({
      ok: false,
      reason: "paidAlready",
    });
    expect(await verifyJournal(test.database.db)).toEqual({ ok: true, entries: 3, closures: 0 });
  });

  it("never edits an issued invoice: a credit note cancels it, within its amount, and it takes no payment then", async () => {
    const id = (await invoices.create(null, {})) as number;
    const lines = [{ ...exampleQuote.lines[3], kind: "line" as const }] as typeof exampleQuote.lines;
    const input = {
      ...businessClient,
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-11-20",
      paymentDays: 30,
      remindersOn: true,
      lines,
    };
    expect(await invoices.save(id, input)).toBe("saved");
    await issued(id);
    expect(await invoices.save(id, input)).toBe("issued");
    expect(await invoices.deleteDraft(id)).toBe(false);
    const credit = (await invoices.createCreditNote(id)) as number;
    const creditDraft = await invoices.detail(credit);
    if (!creditDraft) throw new Error("no credit note");
    await invoices.save(credit, {
      ...creditDraft,
      lines: [{ ...lines[0], unitPriceCents: 20_000 } as (typeof lines)[number]],
    });
    expect(await invoices.issue(credit, company, fakePdf)).toEqual({ ok: false, reason: "overCredit" });
    await invoices.save(credit, creditDraft);
    const note = await issued(credit);
    expect(note.number).toBe("AV-2026-0001");
    expect(note.document.credited).toEqual({ number: "F-2026-0001", date: "2026-11-23" });
    expect((await invoices.detail(id))?.state).toBe("annulee");
    expect(await invoices.recordPayment(id, payment(100), owner.email)).toEqual({ ok: false, reason: "cancelled" });
  });

  it("refuses to issue without a client, a service date or a priced line, and gives no number then", async () => {
    const id = (await invoices.create(null, {})) as number;
    expect(await invoices.issue(id, company, fakePdf)).toEqual({ ok: false, reason: "empty" });
    const failing = async () => {
      throw new Error("render failed");
    };
    const deposit = await invoices.createFromQuote(quoteId, "acompte", { amountCents: 50_000 });
    if (!deposit.ok) throw new Error(deposit.reason);
    expect((await invoices.detail(deposit.id))?.totals.inclCents).toBe(50_000);
    await expect(invoices.issue(deposit.id, company, failing)).rejects.toThrow("render failed");
    expect((await issued(deposit.id)).number).toBe("F-2026-0001");
  });

  // Several instances share PostgreSQL only; SQLite is one process, whose one connection serialises the writes.
  it("gives 20 invoices issued at once (two connections on PostgreSQL) 20 consecutive numbers", async () => {
    const other = engine === "postgres" ? await openDatabase(test.location) : test.database;
    try {
      const second = new InvoiceStore(other, () => now);
      const ids: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const deposit = await invoices.createFromQuote(quoteId, "acompte", { percent: 1 });
        if (!deposit.ok) throw new Error(deposit.reason);
        ids.push(deposit.id);
      }
      const results = await Promise.all(
        ids.map((id, index) => (index % 2 ? second : invoices).issue(id, company, fakePdf)),
      );
      const numbers = results.map((result) => (result.ok ? result.number : result.reason)).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `F-2026-${String(index + 1).padStart(4, "0")}`));

      const [target] = ids as [number];
      const both = await Promise.all([
        invoices.recordPayment(target, payment(500), owner.email),
        second.recordPayment(target, payment(600), owner.email),
      ]);
      expect(both.every((result) => result.ok)).toBe(true);
      expect((await invoices.detail(target))?.paidCents).toBe(1100);
      expect(await verifyJournal(test.database.db)).toMatchObject({ ok: true, entries: 2 });
    } finally {
      if (other !== test.database) await other.close();
    }
  });

  it("keeps an issued invoice, its client and payments when its request is erased; a draft goes with the request", async () => {
    const leads = new LeadStore(test.database, () => now);
    const stored = await leads.insertLead(exampleRequest({ address: "3 rue des Lilas, 62300 Lens" }));
    const input = {
      clientName: "Jeanne Martin",
      clientEmail: "jeanne@example.com",
      clientAddress: "3 rue des Lilas, 62300 Lens",
      clientSiren: "",
      clientVat: "",
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-11-20",
      paymentDays: 30,
      remindersOn: true,
      lines: [exampleQuote.lines[1]] as typeof exampleQuote.lines,
    };
    const kept = (await invoices.create(stored.id, input)) as number;
    await invoices.save(kept, input);
    await issued(kept);
    await invoices.recordPayment(kept, payment(1000), owner.email);
    const draft = (await invoices.create(stored.id, input)) as number;
    expect(await new OwnerLeads(test.database, () => now).erase(stored.id)).toEqual({ photoFiles: [] });
    const detail = await invoices.detail(kept);
    expect(detail).toMatchObject({ leadId: null, clientName: "Jeanne Martin", number: "F-2026-0001", paidCents: 1000 });
    expect(detail?.document?.client.name).toBe("Jeanne Martin");
    expect(await invoices.issuedPdf(kept)).not.toBeNull();
    expect(await invoices.detail(draft)).toBeNull();
  });

  it("chains the journal: a correction is a new entry, a month is sealed once over, and tampering is found", async () => {
    const deposit = await invoices.createFromQuote(quoteId, "acompte");
    if (!deposit.ok) throw new Error(deposit.reason);
    await issued(deposit.id);
    const recorded = await invoices.recordPayment(deposit.id, payment(10_000), owner.email);
    if (!recorded.ok) throw new Error(recorded.reason);
    const paymentId = (await invoices.detail(deposit.id))?.payments[0]?.id as number;
    expect(await invoices.cancelPayment(paymentId, owner.email)).toBe("cancelled");
    expect(await invoices.cancelPayment(paymentId, owner.email)).toBe("already");
    expect((await invoices.detail(deposit.id))?.paidCents).toBe(0);
    expect(await closeFinishedMonths(test.database.db, new Date("2026-11-30T12:00:00Z"))).toEqual([]);
    expect(await closeFinishedMonths(test.database.db, new Date("2027-01-02T12:00:00Z"))).toEqual([
      "2026-11",
      "2026-12",
    ]);
    expect(await closeFinishedMonths(test.database.db, new Date("2027-01-02T12:00:00Z"))).toEqual([]);
    expect(await verifyJournal(test.database.db)).toEqual({ ok: true, entries: 2, closures: 2 });
    await test.database.db.updateTable("payments").set({ amount_cents: 1 }).where("sequence", "=", 1).execute();
    expect(await verifyJournal(test.database.db)).toEqual({ ok: false, problem: "écriture n° 1 modifiée" });
  });
});
