import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { runInvoicesCli } from "#app/services/billing/exports/cli.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { buildContent } from "#app/services/site/build-content.server.ts";
import { SiteContentStore } from "#app/services/site/store.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { businessClient, completeCompany, exampleBilling, fakePdf, transfer } from "#tests/support/billing.ts";
import { commandStoreEachTest, runCommand } from "#tests/support/command-store.ts";
import { exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { forEachEngine } from "#tests/support/store-engines.ts";
import { eReportingCopy } from "./copy.ts";
import { periodReport } from "./report.server.ts";
import { buildReport, reportXml } from "./report.ts";

/**
 * A month of a roofer's consumer jobs (decision 041), issued and paid through the real stores, reported as one file
 * that the DGFiP's schema accepts (../shared/validators/ereporting/check-ereporting) and whose totals are the
 * month's documents and payments, computed here from the amounts the jobs state.
 */
const checker = path.resolve("../shared/validators/ereporting/check-ereporting");
const noValidator = !existsSync(checker);
const skipReason = "skipped when ../shared/validators is missing";

const owner = { userId: 1, email: "patron@example.com" };
const siren = "481234565";
const declarant = { siren, name: "Toitures Dupont" };

// The example quote: 2 h × 45 € and 12 m² × 65 € at 10 %, 1 forfait × 150 € at 20 %; a 30 % deposit.
const quoteBase = { 1000: 2 * 4500 + 12 * 6500, 2000: 15_000 };
const depositBase = { 1000: (quoteBase[1000] * 30) / 100, 2000: (quoteBase[2000] * 30) / 100 };
const vat = (rate: 1000 | 2000, base: number) => Math.round((base * rate) / 10_000);
const incl = (rate: 1000 | 2000, base: number) => base + vat(rate, base);
const finalBase = { 1000: quoteBase[1000] - depositBase[1000], 2000: quoteBase[2000] - depositBase[2000] };
// Paul Durand's repair, invoiced then cancelled in full by a credit note: 1 forfait × 500 € at 10 %.
const repairBase = 50_000;
const depositIncl = incl(1000, depositBase[1000]) + incl(2000, depositBase[2000]);
const finalIncl = incl(1000, finalBase[1000]) + incl(2000, finalBase[2000]);

function validate(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(checker, [file], { encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 2) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** An XPath 1.0 expression's value, as xmllint computes it on the file. */
function xpath(file: string, expression: string): string {
  return execFileSync("xmllint", ["--xpath", expression, file], { encoding: "utf8" }).trim();
}
const cents = (file: string, expression: string) => Math.round(Number(xpath(file, `sum(${expression})`)) * 100);

forEachEngine((engine, fresh) => {
  const cliStore = commandStoreEachTest(engine, fresh, "ereporting-");

  /**
   * September 2027: Jeanne Martin's gutter (a deposit paid on the 2nd, the final invoice on the 15th, paid 400 € on
   * the 20th, 100 € on the 21st cancelled on the 22nd as a mistake, the rest on 1 October); Paul Durand's repair
   * invoiced on the 10th and credited in full on the 24th; a company's invoice (an e-invoice, not reported) paid on
   * the 25th.
   */
  async function seed(): Promise<void> {
    const database = await openDatabase(cliStore.location);
    let now = Date.parse("2027-08-25T09:00:00.000Z");
    const at = (date: string) => {
      now = Date.parse(`${date}T09:00:00.000Z`);
    };
    try {
      const quotes = new QuoteStore(database, () => now);
      const invoices = new InvoiceStore(database, () => now);
      const company = invoiceCompany(completeCompany(), exampleBilling);
      const issue = async (id: number) => {
        if (!(await invoices.issue(id, company, fakePdf)).ok) throw new Error(`${id} not issued`);
      };
      const quoteId = (await quotes.create(null, {})) as number;
      await quotes.save(quoteId, exampleQuote);
      if (!(await quotes.send(quoteId, completeCompany(), owner)).ok) throw new Error("not sent");
      await quotes.accept(quoteId, exampleAcceptance(1));

      at("2027-09-02");
      const deposit = await invoices.createFromQuote(quoteId, "acompte");
      if (!deposit.ok) throw new Error(deposit.reason);
      await issue(deposit.id);
      await invoices.recordPayment(deposit.id, transfer("2027-09-02", depositIncl), owner.email);

      at("2027-09-10");
      const repair = (await invoices.create(null, {})) as number;
      const forfait = { ...exampleQuote.lines[3], kind: "line" as const, designation: "Recherche de fuite" };
      await invoices.save(repair, {
        clientName: "Paul Durand",
        clientEmail: "paul@example.com",
        clientAddress: "8 rue Haute, 62000 Arras",
        clientSiren: "",
        clientVat: "",
        siteAddress: "",
        title: "Recherche de fuite",
        serviceDate: "2027-09-09",
        paymentDays: 30,
        remindersOn: false,
        lines: [{ ...forfait, unitPriceCents: repairBase, vatRate: 1000 }] as typeof exampleQuote.lines,
      });
      await issue(repair);
      const business = (await invoices.create(null, {})) as number;
      await invoices.save(business, {
        ...businessClient,
        siteAddress: "",
        title: "Réparation",
        serviceDate: "2027-09-09",
        paymentDays: 30,
        remindersOn: false,
        lines: [forfait] as typeof exampleQuote.lines,
      });
      await issue(business);

      at("2027-09-15");
      const final = await invoices.createFromQuote(quoteId, "solde");
      if (!final.ok) throw new Error(final.reason);
      const draft = await invoices.detail(final.id);
      if (!draft) throw new Error("no final draft");
      await invoices.save(final.id, { ...draft, serviceDate: "2027-09-14" });
      await issue(final.id);

      at("2027-09-21");
      await invoices.recordPayment(final.id, transfer("2027-09-20", 40_000), owner.email);
      await invoices.recordPayment(final.id, transfer("2027-09-21", 10_000), owner.email);
      at("2027-09-22");
      const mistaken = (await invoices.detail(final.id))?.payments.find((payment) => payment.amountCents === 10_000);
      if ((await invoices.cancelPayment(mistaken?.id as number, owner.email)) !== "cancelled") throw new Error("kept");

      at("2027-09-24");
      const credit = await invoices.createCreditNote(repair);
      if (typeof credit !== "number") throw new Error(String(credit));
      await issue(credit);

      at("2027-09-25");
      await invoices.recordPayment(business, transfer("2027-09-25", 18_000), owner.email);
      at("2027-10-01");
      await invoices.recordPayment(final.id, transfer("2027-10-01", finalIncl - 40_000), owner.email);
    } finally {
      await database.close();
    }
  }

  async function publishSiret(): Promise<void> {
    const database = await openDatabase(cliStore.location);
    try {
      const content = buildContent();
      await new SiteContentStore(database.db).publish(
        {
          ...content,
          site: {
            ...content.site,
            name: declarant.name,
            legal: { ...content.site.legal, siret: "481 234 565 00002" },
            vatRegime: "reel-normal-mensuel",
          },
        },
        { email: owner.email, changes: ["l’entreprise"], clearDraft: false },
      );
    } finally {
      await database.close();
    }
  }

  async function writeReport(from: string, to: string, name: string): Promise<string> {
    const database = await openDatabase(cliStore.location, { readonly: true });
    try {
      const report = await periodReport(database, {
        declarant,
        period: { from, to },
        type: "IN",
        createdAt: new Date("2027-10-02T08:30:00.000Z"),
      });
      const file = path.join(cliStore.dir, name);
      writeFileSync(file, reportXml(report));
      return file;
    } finally {
      await database.close();
    }
  }

  const run = (...argv: string[]) =>
    runCommand(runInvoicesCli, argv, { env: cliStore.env, now: () => new Date("2027-10-02T08:30:00.000Z") });

  it("reports September as one file: the consumers' documents per day and rate, their payments per day", async () => {
    await seed();
    const file = await writeReport("2027-09-01", "2027-09-30", "septembre.xml");
    if (!noValidator) {
      const verdict = await validate(file);
      expect(verdict.output).toContain("valid: DGFiP e-reporting schema v3.2 and totals");
      expect(verdict.code).toBe(0);
    }
    expect(xpath(file, "string(/Report/ReportDocument/TypeCode)")).toBe("IN");
    expect(xpath(file, "string(/Report/ReportDocument/IssueDateTime/DateTimeString)")).toBe("20271002103000");
    expect(xpath(file, "string(/Report/ReportDocument/Issuer/Id[@schemeId='0002'])")).toBe(siren);
    expect(xpath(file, "string(/Report/TransactionsReport/ReportPeriod/EndDate)")).toBe("20270930");

    // Flux 10.3: the deposit, the repair, the final invoice without its deposit, the credit note; never the company's.
    const day = (date: string) => `/Report/TransactionsReport/Transactions[Date='${date}']`;
    expect(xpath(file, "count(/Report/TransactionsReport/Transactions)")).toBe("4");
    expect(xpath(file, "count(/Report/TransactionsReport/Transactions[CategoryCode!='TPS1'])")).toBe("0");
    expect(cents(file, `${day("20270902")}/TaxSubtotal[TaxPercent=10]/TaxableAmount`)).toBe(depositBase[1000]);
    expect(cents(file, `${day("20270902")}/TaxSubtotal[TaxPercent=20]/TaxTotal`)).toBe(vat(2000, depositBase[2000]));
    expect(cents(file, `${day("20270910")}/TaxExclusiveAmount`)).toBe(repairBase);
    expect(xpath(file, `string(${day("20270910")}/TransactionsCount)`)).toBe("1");
    expect(cents(file, `${day("20270915")}/TaxSubtotal[TaxPercent=10]/TaxableAmount`)).toBe(finalBase[1000]);
    expect(cents(file, `${day("20270915")}/TaxTotal`)).toBe(vat(1000, finalBase[1000]) + vat(2000, finalBase[2000]));
    expect(cents(file, `${day("20270924")}/TaxExclusiveAmount`)).toBe(-repairBase);
    expect(cents(file, `${day("20270924")}/TaxTotal`)).toBe(-vat(1000, repairBase));
    // The month's sales are the quote's, the repair cancelled out.
    expect(cents(file, "/Report/TransactionsReport/Transactions/TaxExclusiveAmount")).toBe(
      quoteBase[1000] + quoteBase[2000],
    );
    expect(cents(file, "/Report/TransactionsReport/Transactions/TaxTotal")).toBe(
      vat(1000, quoteBase[1000]) + vat(2000, quoteBase[2000]),
    );

    // Flux 10.4: what Jeanne Martin paid in September, per day; the 100 € recorded by mistake on the 21st and
    // cancelled on the 22nd was never collected, so neither day reports anything.
    const paid = (date: string) => `/Report/PaymentsReport/Transactions/Payment[Date='${date}']/SubTotals/Amount`;
    expect(xpath(file, "count(/Report/PaymentsReport/Transactions)")).toBe("2");
    expect(
      cents(file, `/Report/PaymentsReport/Transactions/Payment[Date='20270902']/SubTotals[TaxPercent=10]/Amount`),
    ).toBe(incl(1000, depositBase[1000]));
    expect(cents(file, paid("20270902"))).toBe(depositIncl);
    expect(cents(file, paid("20270920"))).toBe(40_000);
    expect(xpath(file, "count(//Payment[Date='20270921' or Date='20270922'])")).toBe("0");
    expect(xpath(file, "count(//Payment[Date='20270925'])")).toBe("0");
    expect(cents(file, "/Report/PaymentsReport/Transactions/Payment/SubTotals/Amount")).toBe(depositIncl + 40_000);

    // A sale to a business abroad is reported invoice by invoice (flux 10.1), never in the consumers' daily sums.
    const database = await openDatabase(cliStore.location, { readonly: true });
    const { input } = await periodReport(database, {
      declarant,
      period: { from: "2027-09-01", to: "2027-09-30" },
      type: "IN",
      createdAt: new Date("2027-10-02T08:30:00.000Z"),
    });
    await database.close();
    const abroad = input.documents.map((document) =>
      document.client.name === "Paul Durand"
        ? { ...document, client: { ...document.client, siren: null, vatNumber: "DE811907980" } }
        : document,
    );
    const withAbroad = buildReport({ ...input, documents: abroad });
    expect(withAbroad.internationalLeftOut).toEqual(["F-2027-0002", "AV-2027-0001"]);
    expect(withAbroad.reportedDocuments).toBe(2);
    expect(withAbroad.transactions.map((entry) => entry.date)).toEqual(["2027-09-02", "2027-09-15"]);

    // October's one payment settles the final invoice: its payments add up, rate by rate, to what it asked.
    const october = await writeReport("2027-10-01", "2027-10-31", "octobre.xml");
    if (!noValidator) expect((await validate(october)).code).toBe(0);
    expect(xpath(october, "count(/Report/TransactionsReport/Transactions)")).toBe("0");
    for (const rate of [1000, 2000] as const) {
      const percent = rate / 100;
      const received =
        cents(file, `//Payment[Date!='20270902']/SubTotals[TaxPercent=${percent}]/Amount`) +
        cents(october, `//Payment/SubTotals[TaxPercent=${percent}]/Amount`);
      expect(received).toBe(incl(rate, finalBase[rate]));
    }
  }, 120_000);

  it.skipIf(noValidator)(
    `the validator refuses a file whose day does not add up (${skipReason})`,
    async () => {
      await seed();
      const file = await writeReport("2027-09-01", "2027-09-30", "faux.xml");
      const text = readFileSync(file, "utf8");
      writeFileSync(file, text.replace(/<TaxExclusiveAmount>-500.00</, "<TaxExclusiveAmount>-400.00<"));
      const verdict = await validate(file);
      expect(verdict.code).toBe(1);
      expect(verdict.output).toContain("TaxExclusiveAmount -400.00 != sum of TaxableAmount -500.00");
    },
    60_000,
  );

  it("the CLI writes the month's file, refuses a bad month, and says which deadlines apply", async () => {
    await seed();
    const out = path.join(cliStore.dir, "e-reporting.xml");
    expect(await run("e-reporting", "--period", "2027-13", "--out", out)).toEqual({
      code: 1,
      stdout: "",
      stderr: `${eReportingCopy.badPeriod}\n`,
    });
    expect((await run("e-reporting", "--period", "2027-09", "--regime", "mensuel")).stderr).toBe(
      `${eReportingCopy.badRegime("mensuel")}\n`,
    );
    expect(await run("e-reporting", "--period", "2027-09", "--out", out)).toEqual({
      code: 1,
      stdout: "",
      stderr: `${eReportingCopy.noSiret}\n`,
    });
    expect(existsSync(out)).toBe(false);

    await publishSiret();
    // The deadlines follow the regime published in "L'entreprise".
    const written = await run("e-reporting", "--period=2027-09", `--out=${out}`);
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    expect(written.stdout.split("\n")).toEqual([
      eReportingCopy.written(out, 4, 4),
      eReportingCopy.totals(
        quoteBase[1000] + quoteBase[2000],
        vat(1000, quoteBase[1000]) + vat(2000, quoteBase[2000]),
        depositIncl + 40_000,
      ),
      eReportingCopy.deadline("reel-normal-mensuel", "transactions", "2027-09-01", "2027-09-10", "2027-09-20"),
      eReportingCopy.deadline("reel-normal-mensuel", "transactions", "2027-09-11", "2027-09-20", "2027-09-30"),
      eReportingCopy.deadline("reel-normal-mensuel", "transactions", "2027-09-21", "2027-09-30", "2027-10-10"),
      eReportingCopy.deadline("reel-normal-mensuel", "payments", "2027-09-01", "2027-09-30", "2027-10-10"),
      "",
    ]);
    expect(written.stdout).toContain("à remettre à la plateforme au plus tard le 20/09/2027");
    if (!noValidator) expect((await validate(out)).code).toBe(0);

    // Without --out the file itself is the output, ready for a pipe; a corrective one says RE; --regime overrides.
    const printed = await run("e-reporting", "--period", "2027-09", "--corrective", "--regime", "simplifie");
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^<\?xml/);
    expect(printed.stdout).toContain("<TypeCode>RE</TypeCode>");
    expect(printed.stderr).toContain("Ventes déclarées");
    expect(printed.stderr).toContain(
      eReportingCopy.deadline("simplifie", "transactions", "2027-09-01", "2027-09-30", "2027-10-31"),
    );

    // A decade of réel normal mensuel: its sales alone (the deposit of the 2nd, the repair of the 10th), no payments.
    const decade = path.join(cliStore.dir, "decade.xml");
    const first = await run("e-reporting", "--period", "2027-09-D1", "--out", decade);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      eReportingCopy.deadline("reel-normal-mensuel", "transactions", "2027-09-01", "2027-09-10", "2027-09-20"),
    );
    expect(xpath(decade, "string(/Report/TransactionsReport/ReportPeriod/EndDate)")).toBe("20270910");
    expect(xpath(decade, "count(/Report/TransactionsReport/Transactions)")).toBe("2");
    expect(xpath(decade, "count(/Report/PaymentsReport)")).toBe("0");
    if (!noValidator) expect((await validate(decade)).code).toBe(0);
    expect((await run("e-reporting", "--period", "2027-09-D4")).stderr).toBe(`${eReportingCopy.badPeriod}\n`);
  }, 120_000);

  it("the CLI deposits the file on the approved platform as FRR and prints its flowId, or says why not", async () => {
    await seed();
    await publishSiret();
    expect(await run("e-reporting", "--period", "2027-09", "--send")).toMatchObject({
      code: 1,
      stderr: `${eReportingCopy.noPlatform}\n`,
    });

    const platform = await startLocalPlatform({ acknowledgementDelayMs: 60_000 });
    try {
      // The store's environment is the test's own: the platform's settings join it for the commands that follow.
      Object.assign(cliStore.env, {
        EINVOICING_FLOW_URL: platform.flowUrl,
        EINVOICING_DIRECTORY_URL: platform.directoryUrl,
        EINVOICING_TOKEN_URL: platform.tokenUrl,
        EINVOICING_CLIENT_ID: platform.clientId,
        EINVOICING_CLIENT_SECRET: platform.clientSecret,
      });
      const out = path.join(cliStore.dir, "envoye.xml");
      const sent = await run("e-reporting", "--period", "2027-09", "--out", out, "--send");
      expect(sent.stderr).toBe("");
      expect(sent.code).toBe(0);
      const flowId = /flux ([\w-]+)\./.exec(sent.stdout)?.[1] as string;
      expect(sent.stdout).toContain(eReportingCopy.sent(flowId));

      const client = new PlatformClient({ ...platform });
      const found = await client.searchFlows({ updatedAfter: "2000-01-01T00:00:00.000Z" });
      if (!found.ok) throw new Error("search failed");
      const flow = found.value.flows.find((candidate) => candidate.flowId === flowId);
      expect(flow).toMatchObject({ flowSyntax: "FRR", processingRule: "B2C", flowType: "StateReport" });
      expect(flow?.sha256).toBe(createHash("sha256").update(readFileSync(out)).digest("hex"));

      // A platform that cannot take it now: the owner reads why, and the exit code says it failed.
      await fetch(`${platform.url}/admin/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: 503, count: 5 }),
      });
      const refused = await run("e-reporting", "--period", "2027-09", "--corrective", "--send");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^La plateforme n’a pas pris le fichier, rien n’a été envoyé\u202f: /);
    } finally {
      await platform.close();
    }
  }, 120_000);
});
