import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import PDFDocument from "pdfkit";
import { documentTitle, invoicesCopy } from "#app/content/invoices.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { layoutConstantScripts } from "#server/security.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { recordScripts } from "#tests/support/page-scripts.ts";
import { exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

const copy = invoicesCopy.client;
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IBAN = "FR7630006000011234567890189";
/** The same IBAN with its last digit changed: its mod-97 key no longer holds. */
const BAD_IBAN = "FR7630006000011234567890188";

/** Text with every kind of space folded into one, as the page writes amounts ("1 137,00 €"). */
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** The PDF the store keeps at issue, from a real renderer: one PDFKit page naming the document. */
function tinyPdf(document: InvoiceDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
    pdf.text(`${document.number} ${document.client.name}`);
    pdf.end();
  });
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

interface Seeded {
  quoteToken: string;
  deposit: { id: number; number: string; date: string; token: string };
  final: { id: number; number: string; token: string; dueDate: string; pdf: Uint8Array };
  business: { number: string; token: string };
  credit: { number: string; token: string };
  badIban: { number: string; token: string };
  revokedToken: string;
}

/**
 * The job as the owner leaves it in the store: the issue's quote accepted, its 30 % deposit invoiced and paid, the
 * final invoice issued and paid 100,00 €; a business client's invoice cancelled by a credit note; an invoice issued
 * with an IBAN whose key is wrong. All through the store, before the server starts on the same SQLite file.
 */
async function seed(file: string): Promise<Seeded> {
  const database = await openDatabase({ sqliteFile: file });
  try {
    const owner = { userId: 1, email: "patron@example.com" };
    const quotes = new QuoteStore(database);
    const invoices = new InvoiceStore(database);
    const company = invoiceCompany(completeCompany(), exampleBilling);
    const issue = async (id: number, issuer = company) => {
      const result = await invoices.issue(id, issuer, tinyPdf);
      if (!result.ok) throw new Error(result.reason);
      return result;
    };
    const quoteId = (await quotes.create(null, {})) as number;
    await quotes.save(quoteId, exampleQuote);
    const sent = await quotes.send(quoteId, completeCompany(), owner);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(quoteId, exampleAcceptance(1))).toBe("accepted");

    const depositDraft = await invoices.createFromQuote(quoteId, "acompte");
    if (!depositDraft.ok) throw new Error(depositDraft.reason);
    const deposit = await issue(depositDraft.id);
    const pay = (id: number, amountCents: number) =>
      invoices.recordPayment(id, { paidOn: invoices.today(), amountCents, method: "virement", note: "" }, owner.email);
    expect(await pay(depositDraft.id, 34_110)).toMatchObject({ ok: true, remainingCents: 0 });
    const revokedToken = await invoices.newLink(depositDraft.id);
    await invoices.revokeLinks(depositDraft.id);

    const finalDraft = await invoices.createFromQuote(quoteId, "solde");
    if (!finalDraft.ok) throw new Error(finalDraft.reason);
    const detail = await invoices.detail(finalDraft.id);
    if (!detail) throw new Error("no final draft");
    await invoices.save(finalDraft.id, { ...detail, serviceDate: invoices.today() });
    const final = await issue(finalDraft.id);
    expect(await pay(finalDraft.id, 10_000)).toMatchObject({ ok: true, remainingCents: 69_590 });

    const line = { kind: "line" as const, quantityMilli: 1000, unit: "forfait", vatRate: 2000 as const };
    const businessId = (await invoices.create(null, {
      clientName: "SARL Entrepôts du Nord",
      clientAddress: "12 rue de l’Industrie, 62300 Lens",
      clientSiren: "732 829 320",
      title: "Recherche de fuite",
      serviceDate: invoices.today(),
      lines: [{ ...line, designation: "Recherche de fuite", unitPriceCents: 18_000 }],
    })) as number;
    const business = await issue(businessId);
    const creditId = await invoices.createCreditNote(businessId);
    if (typeof creditId !== "number") throw new Error(creditId);
    const credit = await issue(creditId);

    const badId = (await invoices.create(null, {
      clientName: "Paul Leroy",
      clientAddress: "8 rue Basly, 62750 Loos-en-Gohelle",
      serviceDate: invoices.today(),
      lines: [{ ...line, designation: "Remplacement de tuiles", unitPriceCents: 9_000 }],
    })) as number;
    const badIban = await issue(badId, { ...company, iban: BAD_IBAN });

    return {
      quoteToken: sent.token,
      deposit: { id: depositDraft.id, number: deposit.number, date: deposit.document.date, token: deposit.token },
      final: {
        id: finalDraft.id,
        number: final.number,
        token: final.token,
        dueDate: final.document.dueDate,
        pdf: final.pdf,
      },
      business: { number: business.number, token: business.token },
      credit: { number: credit.number, token: credit.token },
      badIban: { number: badIban.number, token: badIban.token },
      revokedToken: revokedToken as string,
    };
  } finally {
    await database.close();
  }
}

const frenchDate = (iso: string) => iso.split("-").reverse().join("/");

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningServer;
let folder: ReturnType<typeof temporaryDatabase>;
let seeded: Seeded;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  folder = temporaryDatabase();
  seeded = await seed(folder.file);
  const data = path.dirname(folder.file);
  server = await startServer({
    port: await freePort(testInfo),
    env: {
      LEADS_DB: folder.file,
      UPLOADS_DIR: path.join(data, "uploads"),
      SITE_PHOTOS_DIR: path.join(data, "site-photos"),
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  folder?.remove();
});

/** A client's phone: its own context, the clipboard allowed, its console errors (CSP violations among them) kept. */
async function phoneContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: viewports.phone,
    locale: "fr-FR",
    userAgent: androidPhone,
    permissions: ["clipboard-read", "clipboard-write"],
    ...options,
  });
  const errors: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { context, errors };
}

/** Opens a page and waits until its islands have run (the loader's `data-loaded`). */
async function open(page: Page, url: string) {
  const answer = await page.goto(url);
  await page.waitForFunction(() => !document.querySelector("script[data-islands]:not([data-loaded])"));
  return answer;
}

function viewedAt(id: number): string | null {
  const db = new Database(folder.file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT viewed_at FROM invoices WHERE id = ?").get(id) as { viewed_at: string | null })
      .viewed_at;
  } finally {
    db.close();
  }
}

/** The transfer QR code on the page, as a picture, read by zbar (an independent decoder). */
async function decodeQr(page: Page): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-qr-"));
  try {
    const file = path.join(dir, "qr.png");
    writeFileSync(file, await page.locator("svg[data-transfer-qr]").screenshot());
    return execFileSync("zbarimg", ["--raw", "-q", "-Sbinary", file], { encoding: "utf8" }).replace(/\n$/, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the clipboard holds, read from a blank page of another origin: the site's own pages may write to the clipboard
 * but never read it (`clipboard-read=()` in their Permissions-Policy).
 */
async function clipboardOf(context: BrowserContext): Promise<string> {
  const reader = await context.newPage();
  try {
    await reader.route("https://presse-papiers.test/", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Lecture</title>" }),
    );
    await reader.goto("https://presse-papiers.test/");
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
  }
}

async function closeClean(context: BrowserContext, errors: string[]) {
  await context.close();
  expect(errors, "console errors").toEqual([]);
}

test("the invoice's link: totals, deposits, what remains, the transfer with its QR code and copy buttons, nothing else loaded", async ({
  browser,
  request,
}) => {
  const url = `${server.url}/f/${seeded.final.token}`;
  // A mail service fetching the link (no browser's Fetch Metadata) does not make it "Vue"; the client's phone does.
  expect((await request.get(url)).status()).toBe(200);
  expect(viewedAt(seeded.final.id)).toBeNull();

  const { context, errors } = await phoneContext(browser);
  const phone = await context.newPage();
  const recorded = recordScripts(phone);
  const answer = await open(phone, url);
  expect(answer?.status()).toBe(200);
  expect(viewedAt(seeded.final.id)).not.toBeNull();
  const headers = answer?.headers() ?? {};
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toContain("noindex");
  // A private document: isolated from other sites' windows, like the quote's page and the owner's space.
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(phone).toHaveTitle(new RegExp(`Facture de solde n° ${seeded.final.number}`));

  const company = invoiceCompany(completeCompany(), exampleBilling);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines keep a label apart from its amount.
  const text = fold(await phone.locator("main").innerText());
  for (const expected of [
    `De ${company.name}`,
    `Facture de solde n° ${seeded.final.number}`,
    "Dépose de la gouttière",
    "Zinc naturel",
    "Déplacement",
    "Total HT 1 020,00 €",
    "TVA 10 % sur 870,00 € 87,00 €",
    "TVA 20 % sur 150,00 € 30,00 €",
    "Total TTC 1 137,00 €",
    `Acompte n° ${seeded.deposit.number} du ${frenchDate(seeded.deposit.date)} −341,10 €`,
    "Net à payer 795,90 €",
    "Reste à payer 695,90 €",
    `À payer avant le ${frenchDate(seeded.final.dueDate)}`,
    "Payer par virement",
    "FR76 3000 6000 0112 3456 7890 189",
    "AGRIFRPP",
    `SIRET ${company.siret}`,
    `Assureur : ${company.insurance.insurer}`,
    "Pas d’escompte pour paiement anticipé.",
    "article 1231-6 du Code civil",
    "Jeanne Martin",
  ]) {
    expect(text, expected).toContain(fold(expected));
  }
  // A private client: no Factur-X file offered.
  await expect(phone.getByRole("link", { name: copy.xml })).toHaveCount(0);

  // The QR code, read by zbar from the rendered page, carries what the client owes now, to us, with the number.
  const expectedPayload = [
    "BCD",
    "002",
    "1",
    "SCT",
    "AGRIFRPP",
    company.name,
    IBAN,
    "EUR695.90",
    "",
    "",
    seeded.final.number,
  ].join("\n");
  expect(await decodeQr(phone)).toBe(expectedPayload);

  // Copy buttons: the IBAN without its spaces, the amount as a banking app's field takes it, "Copié" announced.
  const transfer = phone.getByRole("region", { name: copy.payTitle });
  for (const [label, value] of [
    [copy.iban, IBAN],
    [copy.amount, "695,90"],
    [copy.reference, seeded.final.number],
  ] as const) {
    await transfer.getByRole("button", { name: `${copy.copy} ${label}` }).click();
    const row = transfer.locator("dd").filter({ has: phone.getByRole("button", { name: `${copy.copy} ${label}` }) });
    await expect(row.locator("[aria-live=polite]")).toHaveText(copy.copied);
    expect(await clipboardOf(context)).toBe(value);
  }
  await expect(transfer.locator("[data-copy-status]").filter({ hasText: copy.copied })).toHaveCount(1);

  // No React, no React Router: the first paint's hold and the islands' loader (inline), the shared layout's island
  // and the copy island.
  expect(await phone.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const inline = await phone.evaluate(() =>
    [...document.scripts].map((script) => ({
      src: script.src,
      type: script.type,
      islands: script.dataset.islands,
      text: script.text,
    })),
  );
  const run = inline.filter((script) => script.type !== "speculationrules").map((script) => script.text);
  expect(run.sort()).toEqual([layoutConstantScripts.firstPaintHold, layoutConstantScripts.islandLoader].sort());
  const loader = inline.find((script) => script.islands !== undefined);
  expect(loader?.src).toBe("");
  const scripts = await recorded.collect();
  const loaded = scripts.map((script) => new URL(script.url).pathname);
  expect(
    loaded.every((pathname) => /^\/assets\/island-(copy|layout)-[\w-]+\.js$/.test(pathname)),
    loaded.join(),
  ).toBe(true);
  expect(loaded.some((pathname) => pathname.includes("island-copy"))).toBe(true);

  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath("invoice-375.png"), fullPage: true });

  // What the page weighs, as served and compressed; the scripts it runs.
  const html = (await answer?.body()) ?? Buffer.alloc(0);
  const loaderSource = await phone.evaluate(() => document.querySelector("script[data-islands]")?.textContent ?? "");
  const copyIsland = scripts.find((script) => script.url.includes("island-copy"));
  expect(copyIsland?.body.length ?? Infinity).toBeLessThan(1024);
  test.info().annotations.push({
    type: "measured",
    description: [
      `HTML ${html.length} B, gzip ${gzipSync(html).length} B, brotli ${brotliCompressSync(html).length} B`,
      `inline loader ${Buffer.byteLength(loaderSource)} B`,
      ...scripts.map(
        (script) =>
          `${new URL(script.url).pathname} ${script.body.length} B, brotli ${brotliCompressSync(script.body).length} B`,
      ),
    ].join("; "),
  });
  expect(await nuErrors([], { "facture-client": html.toString("utf8") })).toEqual([]);

  // The PDF is the one stored at issue, byte for byte.
  const pdf = await context.request.get(`${url}/facture.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^inline; filename="facture-F-\d{4}-\d{4}\.pdf"$/);
  expect(pdf.headers()["cache-control"]).toBe("no-store");
  expect(sha256(await pdf.body())).toBe(sha256(seeded.final.pdf));
  expect((await context.request.get(`${url}/factur-x.xml`)).status()).toBe(404);
  await closeClean(context, errors);
});

test("without JavaScript the transfer's values stay selectable text and no copy button shows", async ({ browser }) => {
  const { context, errors } = await phoneContext(browser, { javaScriptEnabled: false });
  const phone = await context.newPage();
  await phone.goto(`${server.url}/f/${seeded.final.token}`);
  const transfer = phone.getByRole("region", { name: copy.payTitle });
  await expect(transfer.getByText("FR76 3000 6000 0112 3456 7890 189")).toBeVisible();
  await expect(transfer.getByRole("button")).toHaveCount(0);
  await closeClean(context, errors);
});

test("the quote's page lists the job's invoices, each opened through the quote's link, and no other", async ({
  browser,
}) => {
  const { context, errors } = await phoneContext(browser);
  const phone = await context.newPage();
  const quoteUrl = `${server.url}/d/${seeded.quoteToken}`;
  await open(phone, quoteUrl);
  const job = phone.getByRole("region", { name: copy.jobTitle });
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines keep a label apart from its amount.
  const text = fold(await job.innerText());
  expect(text).toContain(
    fold(`Facture d’acompte n° ${seeded.deposit.number} du ${frenchDate(seeded.deposit.date)} Payée 341,10 €`),
  );
  expect(text).toContain(fold(`Facture de solde n° ${seeded.final.number}`));
  expect(text).toContain(fold("Partiellement payée · Reste à payer 695,90 € 795,90 €"));
  expect(text).toContain(fold("Reste à payer sur ce chantier : 695,90 €"));
  expect(await axeViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath("quote-job-375.png"), fullPage: true });

  await job.getByRole("link", { name: new RegExp(`Facture de solde n° ${seeded.final.number}`) }).click();
  await expect(phone).toHaveURL(`${quoteUrl}/factures/${seeded.final.number}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(
    documentTitle({ kind: "solde", number: seeded.final.number }),
  );
  expect(await decodeQr(phone)).toContain("EUR695.90");
  const answer = await phone.request.get(phone.url());
  expect(answer.headers()["referrer-policy"]).toBe("no-referrer");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const pdf = await context.request.get(`${phone.url()}/facture.pdf`);
  expect(sha256(await pdf.body())).toBe(sha256(seeded.final.pdf));
  await phone.getByRole("link", { name: /Retour au devis/ }).click();
  await expect(phone).toHaveURL(quoteUrl);

  // Another client's invoice is not this quote's to open, and a malformed number is not looked up.
  for (const number of [seeded.business.number, "F-2026-<b>"]) {
    expect((await context.request.get(`${quoteUrl}/factures/${encodeURIComponent(number)}`)).status()).toBe(404);
  }
  await closeClean(context, errors);
});

test("a paid invoice, a credit note, a business client, a bad IBAN: what each page offers", async ({ browser }) => {
  const { context, errors } = await phoneContext(browser);
  const phone = await context.newPage();
  const noTransfer = async () => {
    await expect(phone.getByRole("heading", { name: copy.payTitle })).toHaveCount(0);
    await expect(phone.locator("svg[data-transfer-qr]")).toHaveCount(0);
  };

  // The business client's invoice, cancelled by its credit note: its Factur-X XML is offered.
  await open(phone, `${server.url}/f/${seeded.business.token}`);
  await expect(phone.getByText(copy.cancelled)).toBeVisible();
  await noTransfer();
  const xmlLink = phone.getByRole("link", { name: copy.xml });
  await expect(xmlLink).toHaveAttribute("href", `/f/${seeded.business.token}/factur-x.xml`);
  const xml = await context.request.get(`${server.url}/f/${seeded.business.token}/factur-x.xml`);
  expect(xml.status()).toBe(200);
  expect(xml.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(xml.headers()["cache-control"]).toBe("no-store");
  expect(await xml.text()).toContain(seeded.business.number);

  await open(phone, `${server.url}/f/${seeded.credit.token}`);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(`Avoir n° ${seeded.credit.number}`);
  await expect(phone.getByText(`Cet avoir porte sur la facture n° ${seeded.business.number}`)).toBeVisible();
  await noTransfer();

  // An IBAN the QR code's payload refuses: the transfer's details without the code, and the log says why.
  await open(phone, `${server.url}/f/${seeded.badIban.token}`);
  await expect(phone.getByRole("heading", { name: copy.payTitle })).toBeVisible();
  await expect(phone.getByText("FR76 3000 6000 0112 3456 7890 188")).toBeVisible();
  await expect(phone.locator("svg[data-transfer-qr]")).toHaveCount(0);
  expect(server.output()).toContain(`invoice ${seeded.badIban.number}: no transfer QR code`);
  await closeClean(context, errors);
});

test("a guessed, malformed or withdrawn link is answered in French, and tells nothing", async ({
  page,
  consoleErrors,
}) => {
  const guessed = await page.goto(`${server.url}/f/${"A".repeat(43)}`);
  expect(guessed?.status()).toBe(404);
  expect(guessed?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: copy.unknownTitle })).toBeVisible();
  await expect(page.getByText(copy.unknown)).toBeVisible();
  ignoresExpected404(consoleErrors);
  expect((await page.request.get(`${server.url}/f/court`)).status()).toBe(404);
  expect((await page.request.get(`${server.url}/f/${"A".repeat(43)}/facture.pdf`)).status()).toBe(404);
  const withdrawn = await page.request.get(`${server.url}/f/${seeded.revokedToken}`);
  expect(withdrawn.status()).toBe(410);
  expect(fold(await withdrawn.text())).toContain(fold(copy.revoked));
});
