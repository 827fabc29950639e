import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { eReportingScreenCopy as copy, periodName } from "#app/content/ereporting.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { type InvoiceInput, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { originalFile, parisToday, platformFlows, platformSiteForBlock } from "#tests/support/einvoicing-site.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";
import { typographyProblems } from "#tests/support/typography.ts";

/**
 * The e-reporting calendar kept by the server (decision 048), as the owner meets it on his phone without script: a
 * month of consumer jobs is « À venir » with its figures so far; once the server's clock passes the month's end the
 * month is filed on the local platform by itself, acknowledged, its totals those of the month's documents and
 * payments; a payment cancelled after that brings a corrective file that replaces it. Every file downloaded passes
 * the DGFiP's schema (check-ereporting) and is the one the platform received.
 */
const checker = path.resolve("../shared/validators/ereporting/check-ereporting");

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ viewport: viewports.phone });

const consumer = (name: string, lines: InvoiceInput["lines"]): Partial<InvoiceInput> => ({
  clientName: name,
  clientEmail: "client@example.com",
  clientAddress: "3 rue des Écoles, 62300 Lens",
  clientSiren: "",
  title: "Réparation de toiture",
  serviceDate: parisToday(),
  lines,
});
const line = (designation: string, euros: number, vatRate: 1000 | 2000) => ({
  kind: "line" as const,
  designation,
  quantityMilli: 1000,
  unit: "forfait" as const,
  unitPriceCents: euros * 100,
  vatRate,
});

test.describe("the site files the month's consumer sales and payments on its own, and corrects them", () => {
  let mistakeId = 0;
  const today = parisToday();
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1));
  // Whole days from today to the next month's first day (Paris): the clock the server's calendar is moved by.
  const daysToMonthEnd = Math.round((nextMonth.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

  const site = platformSiteForBlock("ereporting", { EREPORTING_FROM: monthStart });
  const owner = site.owner;

  /** The month's jobs, issued and paid through the invoice store on the server's own database. */
  async function monthOfJobs(): Promise<void> {
    const database = await openDatabase({ sqliteFile: site.file });
    try {
      const invoices = new InvoiceStore(database);
      const company = invoiceCompany(completeCompany(), exampleBilling);
      const pdf = async (document: InvoiceDocument) => new TextEncoder().encode(`%PDF-${document.number}`);
      const issue = async (input: Partial<InvoiceInput>) => {
        const id = (await invoices.create(null, input)) as number;
        const issued = await invoices.issue(id, company, pdf);
        if (!issued.ok) throw new Error(issued.reason);
        return id;
      };
      const paid = (id: number, cents: number) =>
        invoices.recordPayment(id, { paidOn: today, amountCents: cents, method: "virement", note: "" }, owner.email);
      // Jeanne Martin: 1 000 € at 10 % and 150 € at 20 %, paid 500 € then 200 € (the latter recorded by mistake).
      const martin = await issue(
        consumer("Jeanne Martin", [line("Couverture", 1000, 1000), line("Fenêtre de toit", 150, 2000)]),
      );
      await paid(martin, 50_000);
      await paid(martin, 20_000);
      mistakeId = (await invoices.detail(martin))?.payments.find((entry) => entry.amountCents === 20_000)?.id ?? 0;
      // Paul Durand: 300 € at 10 %, paid in full.
      await paid(await issue(consumer("Paul Durand", [line("Recherche de fuite", 300, 1000)])), 33_000);
      // A company's invoice is an e-invoice, never e-reported.
      await issue({ ...consumer("SARL Entrepôts du Nord", [line("Bâche", 900, 2000)]), clientSiren: "732829320" });
    } finally {
      await database.close();
    }
  }

  /** The screen without script, as a phone that loaded nothing else would show it. */
  async function screenWithoutScript(browser: Browser, from: Page): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    await context.addCookies(await from.context().cookies());
    const page = await context.newPage();
    await page.goto(`${site.server.url}/pro/factures/e-reporting`);
    return page;
  }

  // This month's line, not the next month's, which appears « À venir » once this one has ended.
  const monthEnd = new Date(nextMonth.getTime() - 86_400_000).toISOString().slice(0, 10);
  const monthLine = (page: Page) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(periodName(monthStart, monthEnd), "i") }) })
      .first();

  async function untilState(page: Page, state: string, timeout = 60_000) {
    await expect(async () => {
      await page.reload();
      await expect(monthLine(page).getByText(state, { exact: true }).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout });
  }

  async function downloaded(page: Page, name: RegExp): Promise<{ file: string; xml: string }> {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      monthLine(page).getByRole("link", { name }).first().click(),
    ]);
    const file = await download.path();
    if (!file) throw new Error("no download");
    return { file, xml: readFileSync(file, "utf8") };
  }

  function check(file: string) {
    test.skip(!existsSync(checker), "skipped when ../shared/validators is missing");
    const run = spawnSync(checker, [file], { encoding: "utf8" });
    expect(`${run.stdout}${run.stderr}`).toContain("valid");
    expect(run.status).toBe(0);
  }

  const sum = (file: string, expression: string) =>
    Math.round(Number(execFileSync("xmllint", ["--xpath", `sum(${expression})`, file], { encoding: "utf8" })) * 100);

  async function platformFile(trackingId: string) {
    const flows = (await platformFlows(site.platform)).filter((flow) => flow.flowSyntax === "FRR");
    const flow = flows.find((candidate) => candidate.trackingId === trackingId);
    return { flows, bytes: flow ? await originalFile(site.platform, flow.flowId) : null };
  }

  test("the month in progress is « À venir » with its figures; once it has ended it is filed and accepted", async ({
    page,
    browser,
  }) => {
    await site.logIn(page);
    await saveCompleteCompany(page, site.server.url);
    await publishDraft(page, site.server.url);
    await monthOfJobs();

    await page.goto(`${site.server.url}/pro/factures`);
    await page.getByRole("link", { name: copy.link, exact: true }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/e-reporting$/);
    await page.goto(`${site.server.url}/pro/factures/facturation-electronique`);
    await expect(page.getByRole("link", { name: copy.fromSettings })).toHaveAttribute(
      "href",
      "/pro/factures/e-reporting",
    );

    let screen = await screenWithoutScript(browser, page);
    await expect(screen.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
    await expect(monthLine(screen)).toContainText(copy.states.upcoming);
    // 1 450 € HT of services and 160 € of VAT; the company's invoice is not among them.
    await expect(monthLine(screen)).toContainText(
      copy.salesLine(copy.category.TPS1, "1\u202f450,00\u00a0€", "160,00\u00a0€"),
    );
    // Jeanne Martin's 700 € over her rates (1 100 € and 180 € TTC): 601,56 € and 98,44 €, plus Paul Durand's 330 €.
    await expect(monthLine(screen)).toContainText(copy.paymentLine("10\u00a0%", "931,56\u00a0€"));
    await expect(monthLine(screen)).toContainText(copy.paymentLine("20\u00a0%", "98,44\u00a0€"));
    expect(typographyProblems(await screen.content())).toEqual([]);
    await screen.screenshot({ path: test.info().outputPath("e-reporting-a-venir-375.png"), fullPage: true });
    expect((await platformFile("")).flows).toEqual([]);

    // The server's clock passes the month's end: the calendar files the month by itself.
    await site.restart({ EREPORTING_CLOCK_SHIFT_DAYS: String(daysToMonthEnd) });
    await screen.context().close();
    // The session is in the database: it outlives the restart.
    screen = await screenWithoutScript(browser, page);
    await untilState(screen, copy.states.accepted);
    await expect(monthLine(screen)).toContainText(
      copy.salesLine(copy.category.TPS1, "1\u202f450,00\u00a0€", "160,00\u00a0€"),
    );
    await expect(monthLine(screen)).toContainText(/Déposée le \d{2}\/\d{2}\/\d{4} \(flux /);

    const { file, xml } = await downloaded(screen, /Télécharger le XML de /);
    check(file);
    expect(xml).toContain("<TypeCode>IN</TypeCode>");
    expect(sum(file, "/Report/TransactionsReport/Transactions/TaxExclusiveAmount")).toBe(145_000);
    expect(sum(file, "/Report/TransactionsReport/Transactions/TaxTotal")).toBe(16_000);
    expect(sum(file, "/Report/PaymentsReport/Transactions/Payment/SubTotals/Amount")).toBe(50_000 + 20_000 + 33_000);
    const trackingId = /<Id>([^<]+)<\/Id>/.exec(xml)?.[1] ?? "";
    const received = await platformFile(trackingId);
    expect(received.flows).toHaveLength(1);
    expect(
      createHash("sha256")
        .update(received.bytes ?? new Uint8Array())
        .digest("hex"),
    ).toBe(createHash("sha256").update(xml).digest("hex"));
    await screen.screenshot({ path: test.info().outputPath("e-reporting-acceptee-375.png"), fullPage: true });
    await screen.context().close();
  });

  test("a payment cancelled after the month was filed brings a corrective file that replaces it", async ({
    page,
    browser,
  }) => {
    const database = await openDatabase({ sqliteFile: site.file });
    try {
      expect(await new InvoiceStore(database).cancelPayment(mistakeId, owner.email)).toBe("cancelled");
    } finally {
      await database.close();
    }
    await site.logIn(page);
    const screen = await screenWithoutScript(browser, page);
    await expect(async () => {
      await screen.reload();
      await expect(monthLine(screen)).toContainText(copy.corrective, { timeout: 500 });
      await expect(monthLine(screen).getByText(copy.states.accepted, { exact: true }).first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 60_000 });
    // 500 € of Jeanne Martin's over her rates: 429,69 € and 70,31 €, plus Paul Durand's 330 €.
    await expect(monthLine(screen)).toContainText(copy.paymentLine("10\u00a0%", "759,69\u00a0€"));
    await expect(monthLine(screen)).toContainText(copy.paymentLine("20\u00a0%", "70,31\u00a0€"));
    await screen.getByText(copy.history).click();
    await expect(monthLine(screen).getByText(copy.states.corrected, { exact: true })).toBeVisible();

    const { file, xml } = await downloaded(screen, /rectificatif n°\s1/);
    check(file);
    expect(xml).toContain("<TypeCode>RE</TypeCode>");
    expect(sum(file, "/Report/TransactionsReport/Transactions/TaxExclusiveAmount")).toBe(145_000);
    expect(sum(file, "/Report/PaymentsReport/Transactions/Payment/SubTotals/Amount")).toBe(50_000 + 33_000);
    const earlier = await downloaded(screen, /Télécharger le XML de /);
    expect(earlier.xml).toContain("<TypeCode>IN</TypeCode>");
    const received = await platformFile(/<Id>([^<]+)<\/Id>/.exec(xml)?.[1] ?? "");
    expect(received.flows).toHaveLength(2);
    await screen.screenshot({ path: test.info().outputPath("e-reporting-rectifiee-375.png"), fullPage: true });
    await screen.setViewportSize(viewports.desktop);
    await screen.screenshot({ path: test.info().outputPath("e-reporting-rectifiee-1280.png"), fullPage: true });
    await screen.context().close();
  });
});
