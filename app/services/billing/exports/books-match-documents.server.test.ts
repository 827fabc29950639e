/**
 * The books agree with the documents: after any sequence of deposits, final invoices, credit notes (partial and
 * whole), corrected final invoices, stand-alone invoices and payments (one cancelled), the accountant's FEC holds
 * on each client's 411 what that client still owes, and on 4191 the deposits received and not yet deducted; the
 * spreadsheet, the owner's list, invoice pages and dashboard, the client's invoice and job pages say the same. Each
 * sequence states its expected amounts itself, worked out by hand from the example quote (decision 035).
 * The purchases likewise: each supplier's 401 holds what its invoices, less its credit notes and the payments sent,
 * leave unpaid, a refused or unreadable one counting for nothing, and the ZIP holds each booked one's file (063).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { invoiceFigures } from "#app/services/billing/documents/invoice-figures.server.ts";
import { type InvoiceInput, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import type { QuoteLine } from "#app/services/billing/documents/quotes.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { invoiceXml } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { type HandEntry, PurchaseStore } from "#app/services/purchases/purchase-store.server.ts";
import { businessClient, exampleBilling, fakePdf, generalContractor } from "#tests/support/billing.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { accountantExport } from "./invoice-export.server.ts";

const owner = { userId: 1, email: "patron@example.com" };
const company = invoiceCompany(completeCompany(), exampleBilling);
const today = "2026-11-23";

/** The EN 16931 rules and the French profile's, run by scripts nobody here wrote (../shared/validators/README.md). */
const validators = [
  path.resolve("../shared/validators/en16931-cii/check-cii"),
  path.resolve("../shared/validators/france-ctc/check-br-fr"),
];
const noValidators = !validators.every((validator) => existsSync(validator));

/*
 * The example quote: "Dépose" 90,00 € and "Zinc naturel" 780,00 € HT at 10 %, "Déplacement" 150,00 € HT at 20 %,
 * so 1 137,00 € TTC; its 30 % deposit is 306,00 € HT (341,10 € TTC), the final invoice asks 795,90 €.
 * "Déplacement" alone is 180,00 € TTC; "Dépose" and "Zinc naturel" together 957,00 € TTC.
 */
const jeanne = "Jeanne Martin";
const travel = ["Déplacement"];
const works = ["Dépose de la gouttière", "Zinc naturel"];

type Step =
  | { step: "deposit"; job: string; as: string }
  | { step: "final"; job: string; as: string }
  | { step: "situation"; job: string; percents: number[]; as: string }
  | { step: "standalone"; client: "jeanne" | "nord"; lines: string[]; as: string }
  | { step: "credit"; of: string; lines?: string[]; as: string }
  | { step: "pay"; of: string; cents: number }
  | { step: "cancelLastPayment"; of: string };

const deposit = (job: string, as: string): Step => ({ step: "deposit", job, as });
const final = (job: string, as: string): Step => ({ step: "final", job, as });
/** A progress invoice of the job, each priced line of the quote at its cumulative percentage (decision 066). */
const situation = (job: string, percents: number[], as: string): Step => ({
  step: "situation",
  job,
  percents: percents.map((percent) => percent * 100),
  as,
});
const standalone = (client: "jeanne" | "nord", lines: string[], as: string): Step => ({
  step: "standalone",
  client,
  lines,
  as,
});
/** A credit note of the invoice `of`: all its lines, or only those named (a partial one). */
const credit = (of: string, as: string, lines?: string[]): Step => ({ step: "credit", of, as, lines });
const pay = (of: string, cents: number): Step => ({ step: "pay", of, cents });
const cancelLastPayment = (of: string): Step => ({ step: "cancelLastPayment", of });

interface Sequence {
  name: string;
  steps: Step[];
  /** Per client, what the documents say he still owes (negative: what the company owes him back). */
  owes: Record<string, number>;
  /** The deposits received and not yet deducted, excluding VAT (419100's credit balance). */
  held: number;
  /** Per client, what is owed but held under a retention guarantee (4117's debit balance; 411 holds the rest). */
  retained?: Record<string, number>;
}

const sequences: Sequence[] = [
  { name: "a deposit, not yet paid", steps: [deposit("job", "D")], owes: { [jeanne]: 34_110 }, held: 30_600 },
  {
    name: "a deposit paid, the final invoice paid in part",
    steps: [deposit("job", "D"), pay("D", 34_110), final("job", "F"), pay("F", 40_000)],
    owes: { [jeanne]: 39_590 },
    held: 0,
  },
  {
    name: "a final invoice cancelled by a credit note and corrected",
    steps: [deposit("job", "D"), pay("D", 34_110), final("job", "F"), credit("F", "A"), final("job", "F2")],
    owes: { [jeanne]: 79_590 },
    held: 0,
  },
  {
    name: "a final invoice cancelled by a credit note, not yet corrected",
    steps: [deposit("job", "D"), pay("D", 34_110), final("job", "F"), credit("F", "A")],
    owes: { [jeanne]: 0 },
    held: 30_600,
  },
  {
    name: "a partial credit note on a final invoice",
    steps: [deposit("job", "D"), pay("D", 34_110), final("job", "F"), credit("F", "A", travel)],
    owes: { [jeanne]: 79_590 - 18_000 },
    held: 0,
  },
  {
    name: "a partial credit note, then one for the rest, then the corrected final invoice paid",
    steps: [
      deposit("job", "D"),
      pay("D", 34_110),
      final("job", "F"),
      credit("F", "A1", travel),
      credit("F", "A2", works),
      final("job", "F2"),
      pay("F2", 79_590),
    ],
    owes: { [jeanne]: 0 },
    held: 0,
  },
  {
    name: "a payment recorded by mistake and cancelled",
    steps: [deposit("job", "D"), pay("D", 34_110), cancelLastPayment("D")],
    owes: { [jeanne]: 34_110 },
    held: 30_600,
  },
  {
    name: "stand-alone invoices for two clients, one paid in part",
    steps: [standalone("jeanne", travel, "S1"), standalone("nord", works, "S2"), pay("S2", 50_000)],
    owes: { [jeanne]: 18_000, [businessClient.clientName]: 95_700 - 50_000 },
    held: 0,
  },
  {
    name: "two jobs for one client, and a stand-alone invoice cancelled",
    steps: [
      deposit("job1", "D1"),
      pay("D1", 34_110),
      final("job1", "F1"),
      deposit("job2", "D2"),
      standalone("jeanne", travel, "S"),
      credit("S", "AS"),
    ],
    owes: { [jeanne]: 79_590 + 34_110 },
    held: 30_600,
  },
  {
    name: "a deposit cancelled by a credit note and asked again",
    steps: [deposit("job", "D1"), credit("D1", "A"), deposit("job", "D2"), pay("D2", 10_000)],
    owes: { [jeanne]: 34_110 - 10_000 },
    held: 30_600,
  },
  {
    name: "a paid final invoice reduced by a partial credit note: the client is owed a refund",
    steps: [deposit("job", "D"), pay("D", 34_110), final("job", "F"), pay("F", 79_590), credit("F", "A", travel)],
    owes: { [jeanne]: -18_000 },
    held: 0,
  },
  {
    // 1 020,00 € HT without VAT (decision 064): the 30 % deposit is 306,00 €, the final invoice asks 714,00 €.
    name: "a subcontract, VAT reverse-charged: the deposit paid, the final invoice paid in part",
    steps: [deposit("sub", "D"), pay("D", 30_600), final("sub", "F"), pay("F", 50_000)],
    owes: { [generalContractor.clientName]: 71_400 - 50_000 },
    held: 0,
  },
  {
    // Situation 1 at 50/30/100 %: 279,00 € HT at 10 % and 150,00 € at 20 %, 486,90 € TTC. Situation 2 brings every
    // line to 100 %: 591,00 € HT at 10 %, 650,10 € TTC less the deposit's 341,10 €, so 309,00 € due; 1 137,00 € in all.
    name: "a deposit, then two situations, the last deducting it: the first two paid",
    steps: [
      deposit("job", "D"),
      pay("D", 34_110),
      situation("job", [50, 30, 100], "S1"),
      pay("S1", 48_690),
      situation("job", [100, 100, 100], "S2"),
    ],
    owes: { [jeanne]: 30_900 },
    held: 0,
  },
  {
    name: "a situation cancelled by its credit note and invoiced again, the deposit still held",
    steps: [
      deposit("job", "D"),
      situation("job", [50, 30, 100], "S1"),
      credit("S1", "A"),
      situation("job", [50, 30, 100], "S2"),
    ],
    owes: { [jeanne]: 34_110 + 48_690 },
    held: 30_600,
  },
  {
    // 5 % held on the final invoice's 1 137,00 € (decision 065): 56,85 € out of its 795,90 €, 739,05 € due now.
    name: "a retention guarantee: the final invoice's due part paid, the amount held still owed on 4117",
    steps: [deposit("ret", "D"), pay("D", 34_110), final("ret", "F"), pay("F", 73_905)],
    owes: { [jeanne]: 5_685 },
    held: 0,
    retained: { [jeanne]: 5_685 },
  },
  {
    name: "a retention guarantee paid in two payments, the second settling part of the amount held",
    steps: [deposit("ret", "D"), pay("D", 34_110), final("ret", "F"), pay("F", 70_000), pay("F", 5_000)],
    owes: { [jeanne]: 79_590 - 75_000 },
    held: 0,
    retained: { [jeanne]: 79_590 - 75_000 },
  },
  {
    name: "a retention guarantee released and paid: 411 and 4117 at zero",
    steps: [deposit("ret", "D"), pay("D", 34_110), final("ret", "F"), pay("F", 73_905), pay("F", 5_685)],
    owes: { [jeanne]: 0 },
    held: 0,
    retained: { [jeanne]: 0 },
  },
  {
    name: "a reverse-charged deposit cancelled by its credit note",
    steps: [deposit("sub", "D"), credit("D", "A")],
    owes: { [generalContractor.clientName]: 0 },
    held: 0,
  },
];

/** "1137,00" → 113700. */
function cents(amount: string): number {
  const [units = "0", decimals = "0"] = amount.replace(/^-/, "").split(",");
  return (amount.startsWith("-") ? -1 : 1) * (Number(units) * 100 + Number(decimals));
}

/** The rows of a ";" spreadsheet as objects by header (quoted fields with "" inside handled). */
function csvRows(text: string): Record<string, string>[] {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((row) => [...row.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map((m) => (m[1] ?? "").replace(/^"|"$/g, "")));
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((title, index) => [title, row[index] ?? ""])));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function addTo(map: Map<string, number>, key: string, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let invoices: InvoiceStore;
  let quotes: QuoteStore;
  const now = () => Date.parse(`${today}T09:00:00.000Z`);

  beforeEach(async () => {
    test = await fresh();
    invoices = new InvoiceStore(test.database, now);
    quotes = new QuoteStore(test.database, now);
  });
  afterEach(() => test.remove());

  /** A job named "sub…" is a subcontract for a general contractor, its VAT reverse-charged. */
  /** A job named "ret…" holds a 5 % retention guarantee (decision 065). */
  async function acceptedQuote(subcontract = false, retention = false): Promise<number> {
    const id = (await quotes.create(null, {})) as number;
    await quotes.save(id, {
      ...(subcontract ? { ...exampleQuote, ...generalContractor } : exampleQuote),
      ...(retention ? { retention: { kind: "held" as const, rateBasisPoints: 500 } } : {}),
    });
    const sent = await quotes.send(id, completeCompany(), owner);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(id, exampleAcceptance(1))).toBe("accepted");
    return id;
  }

  async function issue(id: number) {
    const result = await invoices.issue(id, company, fakePdf);
    if (!result.ok) throw new Error(`${engine}: ${result.reason}`);
    return result;
  }

  const quoteLines = (names: string[]): QuoteLine[] =>
    exampleQuote.lines.filter((line) => names.includes(line.designation));

  /** Plays the steps as the owner would, and returns the documents by their name in the sequence. */
  async function play(steps: Step[]) {
    const jobs = new Map<string, number>();
    const named = new Map<string, number>();
    const tokens = new Map<number, string>();
    const job = async (name: string) => {
      const known = jobs.get(name) ?? (await acceptedQuote(name.startsWith("sub"), name.startsWith("ret")));
      jobs.set(name, known);
      return known;
    };
    const id = (name: string) => {
      const found = named.get(name);
      if (found === undefined) throw new Error(`no document ${name} yet`);
      return found;
    };
    const issued = async (name: string, draft: number) => {
      named.set(name, draft);
      tokens.set(draft, (await issue(draft)).token);
    };
    for (const step of steps) {
      switch (step.step) {
        case "deposit":
        case "final": {
          const created = await invoices.createFromQuote(
            await job(step.job),
            step.step === "deposit" ? "acompte" : "solde",
          );
          if (!created.ok) throw new Error(created.reason);
          const draft = await invoices.detail(created.id);
          if (!draft) throw new Error("no draft");
          await invoices.save(created.id, { ...draft, serviceDate: draft.serviceDate || today });
          await issued(step.as, created.id);
          break;
        }
        case "situation": {
          const saved = await invoices.saveSituation(await job(step.job), step.percents);
          if (!saved.ok) throw new Error(saved.reason);
          await issued(step.as, saved.id);
          break;
        }
        case "standalone": {
          const draft = (await invoices.create(null, {})) as number;
          const input: InvoiceInput = {
            ...(step.client === "nord"
              ? businessClient
              : {
                  clientName: exampleQuote.clientName,
                  clientEmail: exampleQuote.clientEmail,
                  clientAddress: exampleQuote.clientAddress,
                  clientSiren: "",
                  clientVat: "",
                }),
            siteAddress: "",
            title: "Réparation",
            serviceDate: today,
            paymentDays: 30,
            remindersOn: false,
            lines: quoteLines(step.lines),
          };
          expect(await invoices.save(draft, input)).toBe("saved");
          await issued(step.as, draft);
          break;
        }
        case "credit": {
          const draft = await invoices.createCreditNote(id(step.of));
          if (typeof draft !== "number") throw new Error(draft);
          const detail = await invoices.detail(draft);
          if (!detail) throw new Error("no credit note");
          const lines = step.lines;
          if (lines)
            await invoices.save(draft, { ...detail, lines: detail.lines.filter((l) => lines.includes(l.designation)) });
          await issued(step.as, draft);
          break;
        }
        case "pay": {
          const paid = await invoices.recordPayment(
            id(step.of),
            { paidOn: today, amountCents: step.cents, method: "virement", note: "" },
            owner.email,
          );
          if (!paid.ok) throw new Error(paid.reason);
          break;
        }
        case "cancelLastPayment": {
          const payments = (await invoices.detail(id(step.of)))?.payments ?? [];
          const last = payments.filter((payment) => payment.amountCents > 0).at(-1);
          expect(await invoices.cancelPayment(last?.id ?? 0, owner.email)).toBe("cancelled");
          break;
        }
      }
    }
    return { jobs: [...jobs.values()], tokens };
  }

  /** Every place that states an amount, read back and compared with what the sequence states. */
  async function expectBooksMatch(sequence: Sequence, played: Awaited<ReturnType<typeof play>>) {
    const owed = (client: string) => sequence.owes[client] ?? 0;
    const clients = Object.keys(sequence.owes);
    // What a screen shows as still to pay never goes below zero: a refund owed is not a sum to pay.
    const toPay = (client: string) => Math.max(0, owed(client));

    const exported = await accountantExport(
      test.database,
      { from: "2026-01-01", to: "2026-12-31" },
      { siren: "123456789", name: "Toitures Exemple" },
    );
    const files = unzipSync(new Uint8Array(exported.zip));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const fec = text("123456789FEC20261231.txt")
      .split("\r\n")
      .filter(Boolean)
      .slice(1)
      .map((record) => record.split("\t"));
    const receivable = new Map<string, number>();
    const retained = new Map<string, number>();
    let held = 0;
    for (const [, , , , account, , , auxiliaryLabel = "", , , , debit = "0", credit = "0"] of fec) {
      if (account === "411000") addTo(receivable, auxiliaryLabel, cents(debit) - cents(credit));
      if (account === "411700") addTo(retained, auxiliaryLabel, cents(debit) - cents(credit));
      if (account === "419100") held += cents(credit) - cents(debit);
    }
    const retainedOf = (client: string) => sequence.retained?.[client] ?? 0;
    expect(Object.fromEntries(receivable), "411 per client in the FEC: what is owed less what is held").toEqual(
      Object.fromEntries(clients.map((client) => [client, owed(client) - retainedOf(client)])),
    );
    expect(Object.fromEntries(retained), "4117 per client in the FEC: what is held").toEqual(sequence.retained ?? {});
    if (clients.includes(generalContractor.clientName)) {
      const contractorPieces = new Set(
        fec.filter((record) => record[7] === generalContractor.clientName).map((record) => record[8]),
      );
      const onPieces = fec.filter((record) => record[0] === "VT" && contractorPieces.has(record[8]));
      expect(
        onPieces.filter((record) => record[4]?.startsWith("4457")),
        "no VAT collected on reverse-charged works",
      ).toEqual([]);
      const sales = onPieces.filter((record) => record[4] === "706400");
      const deducted = sequence.steps.some((step) => step.step === "final") ? 102_000 : 0;
      expect(sum(sales.map((record) => cents(record[12] ?? "0") - cents(record[11] ?? "0"))), "706400").toBe(deducted);
    }
    expect(held, "419100 in the FEC").toBe(sequence.held);

    const asked = new Map<string, number>();
    for (const row of csvRows(text("factures.csv"))) addTo(asked, row.Client ?? "", cents(row["Net à payer"] ?? ""));
    for (const row of csvRows(text("paiements.csv"))) addTo(asked, row.Client ?? "", -cents(row.Montant ?? ""));
    expect(Object.fromEntries(asked), "factures.csv less paiements.csv per client").toEqual(sequence.owes);

    const listed = (await invoices.list({ state: null, kind: null, search: "" })).filter((row) => row.number);
    const fromList = new Map<string, number>();
    const fromPages = new Map<string, number>();
    const fromClientPages = new Map<string, number>();
    for (const row of listed) {
      addTo(fromList, row.clientName, row.remainingCents);
      addTo(fromPages, row.clientName, (await invoices.detail(row.id))?.remainingCents ?? Number.NaN);
      const token = played.tokens.get(row.id);
      const opened = token ? await invoices.open(token) : null;
      addTo(fromClientPages, row.clientName, opened?.kind === "invoice" ? opened.remainingCents : Number.NaN);
    }
    const expectedToPay = Object.fromEntries(clients.map((client) => [client, toPay(client)]));
    expect(Object.fromEntries(fromList), "the owner's list").toEqual(expectedToPay);
    expect(Object.fromEntries(fromPages), "the owner's invoice pages").toEqual(expectedToPay);
    expect(Object.fromEntries(fromClientPages), "the client's invoice pages").toEqual(expectedToPay);
    // What the pages ask now leaves out the amount held, not yet released: the works are not received.
    const dueNow = new Map<string, number>();
    for (const row of listed) addTo(dueNow, row.clientName, row.dueNowCents);
    expect(Object.fromEntries(dueNow), "due now: the remaining less what is held").toEqual(
      Object.fromEntries(clients.map((client) => [client, toPay(client) - retainedOf(client)])),
    );

    let onJobPages = 0;
    for (const quoteId of played.jobs) {
      for (const shown of await invoices.issuedOfQuote(quoteId)) onJobPages += shown.remainingCents;
    }
    const jobOwed = listed
      .filter((row) => row.title !== "Réparation")
      .reduce((sum, row) => sum + row.remainingCents, 0);
    expect(onJobPages, "the client's job pages (from the quote's link)").toBe(jobOwed);

    const figures = await invoiceFigures(test.database, now);
    const totalToPay = clients.reduce((sum, client) => sum + toPay(client), 0);
    expect(figures.outstandingCents, "the dashboard's outstanding").toBe(totalToPay);
    expect(figures.months.at(-1)?.outstandingCents, "this month's outstanding").toBe(totalToPay);
    expect(figures.invoicedCents - figures.collectedCents, "the dashboard's invoiced less collected").toBe(
      clients.reduce((sum, client) => sum + owed(client), 0),
    );
  }

  describe("the FEC, the spreadsheet and every screen say what the documents say", () => {
    for (const sequence of sequences) {
      it(sequence.name, async () => {
        await expectBooksMatch(sequence, await play(sequence.steps));
      });
    }
  });

  describe("the suppliers' 401 says what their documents leave unpaid", () => {
    const zinc = { name: "Zinc & Ardoises du Nord", siren: "552100554" };
    const crew = { name: "Échafaudages Léon", siren: null };
    const photo = (name: string) => ({
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode(name)]),
      name: `${name}.jpg`,
      type: "image/jpeg",
    });
    const vat = (rateBasisPoints: number, taxableCents: number) => ({
      rateBasisPoints,
      taxableCents,
      vatCents: Math.round((taxableCents * rateBasisPoints) / 10_000),
    });

    /**
     * Zinc: 1 154,00 € (870,00 € at 20 %, 100,00 € at 10 %) approved, 1 000,00 € of it paid; 240,00 € still to
     * check; a 120,00 € credit note; 720,00 € refused. The scaffolder: 1 500,00 € of reverse-charged works, paid.
     * A broken file the platform delivered. On a job's deposit of 341,10 €, paid, the sales side runs beside them.
     */
    async function purchases() {
      const store = new PurchaseStore(test.database, now);
      const db = test.database.db;
      const add = async (supplier: HandEntry["supplier"], number: string, entry: Partial<HandEntry>) => {
        const added = await store.addByHand(
          photo(number),
          {
            supplier,
            number,
            issueDate: "2026-11-05",
            dueDate: null,
            isCreditNote: false,
            reverseCharge: false,
            vat: [],
            ...entry,
          },
          null,
        );
        if (!added.ok) throw new Error(`${engine}: ${added.problem}`);
        return added.purchaseId;
      };
      const state = (id: number, to: "approved" | "refused" | "paid") =>
        db.updateTable("supplier_invoices").set({ state: to }).where("id", "=", id).execute();
      const paid = (id: number, paidOn: string, amountCents: number) =>
        db
          .insertInto("supplier_payments")
          .values({
            supplier_invoice_id: id,
            paid_on: paidOn,
            amount_cents: amountCents,
            method: "virement",
            created_at: today,
            created_by: null,
          })
          .execute();

      const first = await add(zinc, "FA-778", { vat: [vat(2000, 87_000), vat(1000, 10_000)] });
      const zincId = { id: (await db.selectFrom("suppliers").select("id").executeTakeFirstOrThrow()).id };
      await state(first, "approved");
      await paid(first, "2026-11-20", 100_000);
      expect(
        await store.setCosts(first, [
          { lineId: null, jobId: null, category: "materials", amountCents: 90_000 },
          { lineId: null, jobId: null, category: "other", amountCents: 7000 },
        ]),
      ).toEqual({ ok: true });
      await add(zincId, "FA-790", { issueDate: "2026-11-12", vat: [vat(2000, 20_000)] });
      const credit = await add(zincId, "AV-31", {
        issueDate: "2026-11-14",
        isCreditNote: true,
        vat: [vat(2000, 10_000)],
      });
      await state(credit, "approved");
      await state(await add(zincId, "FA-801", { issueDate: "2026-11-15", vat: [vat(2000, 60_000)] }), "refused");

      // The scaffolder's paper invoice says « Autoliquidation »: typed so, it is kept in category AE.
      const works = await add(crew, "2026-031", {
        issueDate: "2026-11-06",
        reverseCharge: true,
        vat: [vat(0, 150_000)],
      });
      expect(
        await store.setCosts(works, [{ lineId: null, jobId: null, category: "subcontracting", amountCents: 150_000 }]),
      ).toEqual({ ok: true });
      await paid(works, "2026-11-30", 150_000);
      await state(works, "paid");

      const broken = {
        bytes: new TextEncoder().encode("<rsm:CrossIndustryInvoice"),
        name: "x.xml",
        type: "application/xml",
      };
      expect((await store.receiveFlow("flow-broken", "CII", broken)).outcome).toBe("unreadable");
      return { booked: ["FA-778", "FA-790", "AV-31", "2026-031"] };
    }

    /** What the store says is left to pay, per supplier: each booked invoice's amount less its payments. */
    async function unpaidByDocuments(): Promise<Record<string, number>> {
      const rows = await test.database.db
        .selectFrom("supplier_invoices")
        .innerJoin("suppliers", "suppliers.id", "supplier_invoices.supplier_id")
        .select([
          "supplier_invoices.id",
          "suppliers.name",
          "supplier_invoices.payable_cents",
          "supplier_invoices.is_credit_note",
          "supplier_invoices.state",
        ])
        .execute();
      const payments = await test.database.db.selectFrom("supplier_payments").selectAll().execute();
      const unpaid = new Map<string, number>();
      for (const row of rows.filter((purchase) => purchase.state !== "refused")) {
        const sent = payments.filter((payment) => payment.supplier_invoice_id === row.id);
        const owed = (row.is_credit_note ? -1 : 1) * Number(row.payable_cents);
        addTo(unpaid, row.name, owed - sent.reduce((total, payment) => total + Number(payment.amount_cents), 0));
      }
      return Object.fromEntries(unpaid);
    }

    it("books each read, unrefused purchase and each payment sent: every entry and the whole FEC balance", async () => {
      await play([deposit("job", "D"), pay("D", 34_110)]);
      const { booked } = await purchases();
      const exported = await accountantExport(
        test.database,
        { from: "2026-01-01", to: "2026-12-31" },
        { siren: "123456789", name: "Toitures Exemple" },
      );
      expect([exported.purchases, exported.supplierPayments]).toEqual([4, 2]);
      const files = unzipSync(new Uint8Array(exported.zip));
      const text = (name: string) => new TextDecoder().decode(files[name]);
      const fec = text("123456789FEC20261231.txt")
        .split("\r\n")
        .filter(Boolean)
        .slice(1)
        .map((record) => record.split("\t"));
      const debit = (record: string[]) => cents(record[11] ?? "") - cents(record[12] ?? "");
      const byEntry = new Map<string, number>();
      const byAccount = new Map<string, number>();
      const payable = new Map<string, number>();
      for (const record of fec) {
        expect(record).toHaveLength(18);
        addTo(byEntry, record[2] ?? "", debit(record));
        addTo(byAccount, record[4] ?? "", debit(record));
        if (record[4] === "401000") addTo(payable, record[7] ?? "", -debit(record));
      }
      expect(
        [...byEntry.values()].every((balance) => balance === 0),
        "every entry balances",
      ).toBe(true);
      expect(
        [...byAccount.values()].reduce((total, balance) => total + balance, 0),
        "the FEC balances",
      ).toBe(0);
      expect([...new Set(fec.map((record) => record[0]))].sort()).toEqual(["BQ", "HA", "VT"]);
      expect(fec.filter((record) => record[0] === "HA").map((record) => record[8])).toEqual(
        expect.arrayContaining(booked),
      );
      expect(new Set(fec.filter((record) => record[0] === "HA").map((record) => record[8]))).toEqual(new Set(booked));

      const expected = { [zinc.name]: 115_400 + 24_000 - 12_000 - 100_000, [crew.name]: 0 };
      expect(Object.fromEntries(payable), "401 per supplier in the FEC").toEqual(expected);
      expect(await unpaidByDocuments(), "what the documents leave unpaid").toEqual(expected);

      expect(Object.fromEntries(byAccount)).toMatchObject({
        "601000": 90_000 + 20_000 - 10_000,
        "604000": 150_000,
        "606000": 7000,
        "445660": 17_400 + 1000 + 4000 - 2000 + 30_000,
        "445201": -30_000,
        "512000": 34_110 - 100_000 - 150_000,
      });

      const left = new Map<string, number>();
      for (const row of csvRows(text("achats.csv")))
        addTo(left, row.Fournisseur ?? "", cents(row["Net à payer"] ?? ""));
      for (const row of csvRows(text("paiements-fournisseurs.csv"))) {
        addTo(left, row.Fournisseur ?? "", -cents(row.Montant ?? ""));
      }
      expect(Object.fromEntries(left), "achats.csv less paiements-fournisseurs.csv per supplier").toEqual(expected);

      const received = Object.keys(files)
        .filter((name) => name.startsWith("achats/"))
        .sort();
      // The refused FA-801 and the broken file are not booked: their files are not the accountant's.
      expect(received).toEqual([
        "achats/Echafaudages_Leon_2026-031.jpg",
        "achats/Zinc_Ardoises_du_Nord_FA-778.jpg",
        "achats/Zinc_Ardoises_du_Nord_FA-790.jpg",
        "achats/Zinc_Ardoises_du_Nord_avoir_AV-31.jpg",
      ]);
      expect(
        Buffer.from(files["achats/Zinc_Ardoises_du_Nord_FA-778.jpg"] ?? []).equals(Buffer.from(photo("FA-778").bytes)),
      ).toBe(true);
    });
  });

  /** Deposit paid, final invoice issued, then cancelled whole by a credit note: that credit note's document. */
  async function cancelledFinal() {
    const { tokens } = await play([deposit("job", "D"), pay("D", 34_110), final("job", "F")]);
    const finalId = [...tokens.keys()].at(-1) as number;
    const { document } = await issue((await invoices.createCreditNote(finalId)) as number);
    return { finalId, document };
  }

  it("mirrors the final invoice in the credit note that cancels it: its lines, its deposits, what it asked", async () => {
    const { finalId, document } = await cancelledFinal();
    expect(document.number).toBe("AV-2026-0001");
    expect(document.credited).toEqual({ number: "F-2026-0002", date: today });
    expect(document.totals.inclCents).toBe(113_700);
    expect(document.deposits).toEqual([
      { number: "F-2026-0001", date: today, exclCents: 30_600, vatCents: 3510, inclCents: 34_110 },
    ]);
    expect(document.amountDueCents).toBe(79_590);
    const detail = await invoices.detail(finalId);
    expect(detail).toMatchObject({ state: "annulee", creditedCents: 79_590, remainingCents: 0 });
  });

  // The XML does not depend on the engine: it is checked once, on SQLite.
  it.skipIf(noValidators || engine === "postgres")(
    "writes that credit note, to a business client, as Factur-X the EN 16931 and French rules accept (skipped when ../shared/validators is absent)",
    async () => {
      const { document } = await cancelledFinal();
      const business = { ...document, client: { ...document.client, siren: "732829320", vatNumber: null } };
      const dir = mkdtempSync(path.join(tmpdir(), "credit-note-xml-"));
      try {
        const file = path.join(dir, "avoir.xml");
        const xml = invoiceXml(business);
        expect(xml).toContain("<ram:TotalPrepaidAmount>341.10</ram:TotalPrepaidAmount>");
        expect(xml).toContain("<ram:DuePayableAmount>795.90</ram:DuePayableAmount>");
        writeFileSync(file, xml);
        for (const validator of validators) {
          const result = spawnSync(validator, [file], { encoding: "utf8", timeout: 60_000 });
          expect(result.status, `${validator}: ${result.stdout}${result.stderr}`).toBe(0);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it("refuses a credit note on a credit note, a partial one on a deposit or beyond what was asked, and cancelling a deducted deposit", async () => {
    const { tokens } = await play([deposit("job", "D"), pay("D", 34_110), final("job", "F")]);
    const [depositId, finalId] = [...tokens.keys()] as [number, number];
    expect(await invoices.createCreditNote(depositId)).toBe("depositDeducted");

    const tooMuch = (await invoices.createCreditNote(finalId)) as number;
    const tooMuchDraft = await invoices.detail(tooMuch);
    if (!tooMuchDraft) throw new Error("no credit note");
    // 957,00 € of work is more than the 795,90 € the final invoice asked once the deposit was deducted.
    await invoices.save(tooMuch, { ...tooMuchDraft, lines: quoteLines(works) });
    expect(await invoices.issue(tooMuch, company, fakePdf)).toEqual({ ok: false, reason: "partialOverDue" });
    await invoices.deleteDraft(tooMuch);

    const whole = (await invoices.createCreditNote(finalId)) as number;
    await issue(whole);
    expect(await invoices.createCreditNote(whole)).toBe("creditNote");

    const partOfDeposit = (await invoices.createCreditNote(depositId)) as number;
    const partDraft = await invoices.detail(partOfDeposit);
    if (!partDraft) throw new Error("no credit note");
    const [firstLine] = partDraft.lines;
    if (!firstLine) throw new Error("no line");
    await invoices.save(partOfDeposit, { ...partDraft, lines: [{ ...firstLine, unitPriceCents: 1000 }] });
    expect(await invoices.issue(partOfDeposit, company, fakePdf)).toEqual({ ok: false, reason: "partialDeposit" });
  });
});
