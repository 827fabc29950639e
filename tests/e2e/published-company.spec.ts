import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { reviewsCopy } from "#app/content/reviews.ts";
import { buildSite } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { expect, test, viewports } from "#tests/support/fixtures.ts";
import { fillQuoteForm, leadForm } from "#tests/support/lead-forms.ts";
import { marker, quoteInput, type SmtpSink, startSmtpSink, waitUntil } from "#tests/support/leads.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { fictionalSiret } from "#tests/support/site-owner.ts";
import { templateCompanyValues } from "#tests/support/template-company.ts";

/**
 * A company that went live with its own name, phone, e-mail and street: every page and document a visitor or a
 * client can reach names it, and none the template's. The pages rendered at publication (the set), and above all
 * those the server renders on each request (a client's quote, invoice and job pages, the review form, the 404 of
 * a wrong link, a form's answer), its e-mails and its PDFs, on any instance of the site.
 */
test.use({ viewport: viewports.phone });
test.describe.configure({ timeout: 300_000 });

const own = {
  name: "Couvertures Vasseur",
  shortName: "Vasseur Toitures",
  phone: "03 21 44 55 66",
  e164: "+33321445566",
  email: "contact@couvertures-vasseur.fr",
  street: "27 rue Victor Hugo",
};
const { siret, vat } = fictionalSiret("41234567");

/** What of the template `text` still says: a form field's example (placeholder="…") is a hint, not a value. */
function templateLeftovers(text: string): string[] {
  const shown = text.replace(/placeholder="[^"]*"/g, "");
  return templateCompanyValues.filter((value) => shown.includes(value));
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "published-company-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const field = (page: Page, name: string) => page.locator(`#champ-${name.replace(/\./g, "-")}`);

/** The owner, logged in on `origin`, types his own company and prices over every value of the template's, and publishes. */
async function goLive(page: Page, origin: string): Promise<void> {
  const copy = siteEditorCopy;
  await page.goto(`${origin}/pro/site/entreprise`);
  await page
    .getByRole("button", { name: copy.company.removeQualification(buildSite.qualifications[1]?.name ?? "") })
    .click();
  await expect(page.getByText(copy.company.qualificationRemoved)).toBeVisible();
  const values: Record<string, string> = {
    name: own.name,
    shortName: own.shortName,
    phone: own.phone,
    email: own.email,
    "address.street": own.street,
    "legal.form": "SARL",
    "legal.capital": "8 000 €",
    "legal.siret": siret,
    "legal.rcs": `RCS Arras ${siret.slice(0, 11)}`,
    "legal.vat": vat,
    "legal.director": "Marc Vasseur",
    "insurance.insurer": "Assurances du Bâtiment du Nord, 5 place Foch, 62000 Arras",
    "insurance.policyNumber": "RCD-2026-4411",
    "insurance.coverage": "France métropolitaine",
    "qualifications.0.body": "Qualibat",
    "qualifications.0.certificate": "E-E654321",
    "host.name": "OVH SAS",
    "host.address": "2 rue Kellermann, 59100 Roubaix",
    "host.phone": "+33 9 72 10 10 07",
    "mediator.name": "Médiateur du bâtiment",
    "mediator.address": "1 place de la Médiation, 75000 Paris",
    "mediator.url": "https://www.mediateur-batiment.example.fr",
  };
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();

  await page.goto(`${origin}/pro/site/tarifs`);
  const prices: Record<string, string> = {
    "rates.lines.0.amount": "50,00 €",
    "rates.lines.0.detail": "Par demi-heure entamée",
    "rates.lines.2.amount": "35,00 €",
    "emergency.surcharge": "50 %",
    "emergency.nightHours": "de 20 h à 8 h",
    "flatRates.jobs.0.amount": "180 €",
    "flatRates.jobs.1.amount": "120 €",
    "flatRates.jobs.2.amount": "150 €",
    "flatRates.jobs.3.amount": "110 €",
  };
  for (const [name, value] of Object.entries(prices)) await field(page, name).fill(value);
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();

  await page.goto(`${origin}/pro/site`);
  await page.getByRole("button", { name: copy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 60_000 });
}

/** The page as the client sees it on his phone and on a computer, for whoever reviews the run. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(viewports.phone);
}

/** A page's HTML as a visitor's browser receives it, with its status. */
async function fetched(origin: string, address: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${origin}${address}`, { headers: { "Accept-Encoding": "br, gzip" } });
  return { status: response.status, html: await response.text() };
}

/**
 * The walk: the owner works on `ownerOrigin`, the visitor and the client read on `readerOrigin` (another instance
 * of the same site, or the same one). Returns every leftover found, by the address or document that shows it.
 */
async function walk(
  { page, browser }: { page: Page; browser: Browser },
  {
    ownerOrigin,
    readerOrigin,
    owner,
    mail,
  }: {
    ownerOrigin: string;
    readerOrigin: string;
    owner: { email: string; password: string };
    mail: SmtpSink;
  },
): Promise<void> {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    for (const value of templateLeftovers(text)) found.push(`${where} still says "${value}"`);
  };

  await logIn(page, owner.email, owner.password, undefined, ownerOrigin);
  await goLive(page, ownerOrigin);
  // The reader instance serves the publication within its polling interval.
  await expect
    .poll(async () => (await fetched(readerOrigin, "/")).html.includes(own.name), { timeout: 15_000 })
    .toBe(true);
  // What the site mailed before the publication (the owner's sign-in notice) rightly named the template.
  const mailedBefore = mail.messages.length;

  // The public pages: rendered at publication, a filtered view, a page with a query string, the 404.
  for (const address of [
    "/",
    "/contact",
    "/devis",
    "/tarifs",
    "/mentions-legales",
    "/services/couverture-zinc",
    "/realisations",
    "/realisations?service=zinc",
    "/contact?utm_source=facebook&fbclid=abc",
    "/nulle-part",
  ]) {
    const { status, html } = await fetched(readerOrigin, address);
    expect(status, address).toBe(address === "/nulle-part" ? 404 : 200);
    expect(html, address).toContain(own.phone);
    check(address, html);
  }

  // A visitor asks for a quote on the reader instance.
  const client = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
  try {
    const phone = await client.newPage();
    const tag = marker("publie");
    const input = quoteInput(tag);
    await phone.goto(`${readerOrigin}/devis`);
    const form = leadForm(phone);
    await fillQuoteForm(form, input);
    await form.getByRole("button", { name: formsCopy.quote.submit }).click();
    // Stored before it is acknowledged, on a second instance of a shared PostgreSQL under a busy machine: seconds.
    await expect(phone.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible({ timeout: 15_000 });
    check("the form's success", await phone.content());

    // The owner answers it with a quote of one line and a 30 % deposit, and sends it.
    await page.goto(`${ownerOrigin}/pro?q=${encodeURIComponent(tag)}`);
    await page.getByRole("link", { name: inboxCopy.inbox.open(input.name) }).click();
    await expect(page).toHaveURL(/\/pro\/demandes\/\d+$/);
    const leadUrl = page.url();
    await page.getByRole("button", { name: quotesCopy.fromLead }).click();
    await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
    const quoteUrl = page.url();
    const editor = quotesCopy.editor;
    await page.getByRole("button", { name: editor.addLine }).click();
    const line = page.locator("#quote-lines").locator("xpath=..").getByRole("listitem").first();
    await line.getByLabel(editor.designation).fill("Réfection du faîtage");
    await line.getByLabel(editor.quantity).fill("1");
    await line.getByLabel(editor.unit).selectOption("forfait");
    await line.getByLabel(editor.unitPrice).fill("900");
    await line.getByLabel(editor.vatRate).selectOption("1000");
    await page.getByLabel(editor.depositPercent).fill("30");
    await page.getByLabel(editor.startText).fill("Sous 2 semaines après acceptation");
    await page.getByLabel(editor.paymentTerms).fill("Acompte à l’acceptation, solde à la fin du chantier");
    await page.getByRole("button", { name: editor.send }).click();
    const quoteLink = new URL(await page.getByLabel(editor.link).inputValue()).pathname;

    // The client reads and accepts it, then downloads it, on the reader instance.
    await phone.goto(`${readerOrigin}${quoteLink}`);
    await expect(phone.getByRole("main")).toContainText(own.name);
    check(`the quote's page ${quoteLink}`, await phone.content());
    await bothWidths(phone, "quote");
    const acceptance = phone.getByRole("region", { name: quotesCopy.client.acceptTitle });
    await acceptance.getByLabel(quotesCopy.client.fullName).fill(input.name);
    await acceptance.getByLabel(quotesCopy.client.certification).check();
    await acceptance.getByLabel(quotesCopy.client.bonPourAccord).check();
    await acceptance.getByRole("button", { name: quotesCopy.client.accept }).click();
    await expect(phone.getByText(quotesCopy.client.accepted)).toBeVisible();
    check("the accepted quote's page", await phone.content());
    const quotePdf = await client.request.get(`${readerOrigin}${quoteLink}/devis.pdf`);
    expect(quotePdf.status()).toBe(200);
    const quoteText = pdfText(await quotePdf.body());
    expect(quoteText).toContain(own.name);
    check("the quote's PDF", quoteText);

    // The job is done (before any invoice, the request alone asks the review): the client opens the review form
    // on the reader instance.
    await page.goto(leadUrl);
    await page.getByLabel(inboxCopy.lead.statusLabel).selectOption("gagnee");
    await page.getByRole("button", { name: inboxCopy.lead.statusSave }).click();
    await expect(page.getByText(inboxCopy.lead.statusSaved)).toBeVisible();
    await page.getByRole("button", { name: reviewsCopy.lead.markDone }).click();
    await expect(page.getByText(reviewsCopy.lead.doneSaved)).toBeVisible();
    const request = await waitUntil(
      () => mail.messages.find((message) => /\/a\/[A-Za-z0-9_-]{43}/.test(message.text ?? "")),
      20_000,
    );
    const reviewPath = /\/a\/[A-Za-z0-9_-]{43}/.exec(request.text ?? "")?.[0] ?? "";
    await phone.goto(`${readerOrigin}${reviewPath}`);
    await expect(phone.getByRole("main")).toContainText(own.name);
    check(`the review form ${reviewPath}`, await phone.content());

    // The owner gives his bank account, invoices the deposit and issues it.
    await page.goto(`${ownerOrigin}/pro/factures/reglages`);
    await page.getByLabel(invoicesCopy.settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
    await page.getByLabel(invoicesCopy.settings.bic, { exact: true }).fill("AGRIFRPP");
    await page.getByRole("button", { name: invoicesCopy.settings.save }).click();
    await expect(page.getByRole("status").filter({ hasText: invoicesCopy.settings.saved })).toBeVisible();
    await page.goto(quoteUrl);
    const billing = page.getByRole("region", { name: invoicesCopy.fromQuote.title });
    await billing.getByLabel(invoicesCopy.fromQuote.depositPercent).fill("30");
    await billing.getByRole("button", { name: invoicesCopy.fromQuote.deposit }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
    await page.getByRole("button", { name: invoicesCopy.editor.issue }).click();
    const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4}/ });
    await expect(issued).toBeVisible({ timeout: 30_000 });
    const invoiceNumber = /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
    const invoiceLink = new URL(await page.getByLabel(invoicesCopy.editor.link).inputValue()).pathname;

    // The client's invoice, by its own link and from the job's page, and its PDF.
    for (const address of [invoiceLink, quoteLink, `${quoteLink}/factures/${invoiceNumber}`]) {
      await phone.goto(`${readerOrigin}${address}`);
      await expect(phone.getByRole("main")).toContainText(invoiceNumber);
      check(`the client's page ${address}`, await phone.content());
    }
    await bothWidths(phone, "invoice");
    const invoicePdf = await client.request.get(`${readerOrigin}${invoiceLink}/facture.pdf`);
    expect(invoicePdf.status()).toBe(200);
    const invoiceText = pdfText(await invoicePdf.body());
    expect(invoiceText).toContain(own.name);
    check("the invoice's PDF", invoiceText);

    // A wrong link is answered on the server's own 404 page for it.
    const wrong = await fetched(readerOrigin, `/d/${"A".repeat(43)}`);
    expect(wrong.status).toBe(404);
    check("a wrong quote link", wrong.html);
    const wrongReview = await fetched(readerOrigin, `/a/${"A".repeat(43)}`);
    expect(wrongReview.status).toBe(404);
    check("a wrong review link", wrongReview.html);
  } finally {
    await client.close();
  }

  // Every e-mail the site sent: the owner's notice of the request, the quote, the invoice, the review request.
  const mailedAfter = () => mail.messages.slice(mailedBefore);
  await expect.poll(() => mailedAfter().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  for (const message of mailedAfter()) {
    const where = `the e-mail "${message.subject}"`;
    check(where, `${message.subject}\n${message.from?.text ?? ""}\n${message.replyTo?.text ?? ""}`);
    check(where, message.text ?? "");
    check(where, typeof message.html === "string" ? message.html : "");
    for (const attachment of message.attachments) {
      if (attachment.contentType === "application/pdf")
        check(`${where}, ${attachment.filename}`, pdfText(attachment.content));
    }
  }
  expect(found).toEqual([]);
}

test("SQLite: after going live, no page, e-mail or PDF of the site names the template", async ({
  page,
  browser,
}, testInfo) => {
  const folder = temporaryDatabase();
  const mail = await startSmtpSink(0);
  let server: RunningServer | undefined;
  try {
    const store = { LEADS_DB: folder.file };
    server = await startServer({
      port: await freePort(testInfo),
      env: {
        ...store,
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        OUTBOX_POLL_MS: "500",
        UPLOADS_DIR: path.join(path.dirname(folder.file), "uploads"),
        SITE_PHOTOS_DIR: path.join(path.dirname(folder.file), "site-photos"),
      },
    });
    const owner = { email: ownerEmail("publie"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, store);
    await walk({ page, browser }, { ownerOrigin: server.url, readerOrigin: server.url, owner, mail });
  } finally {
    await server?.stop();
    await mail.close();
    folder.remove();
  }
});

test("PostgreSQL, two instances: published on one, every client page read on the other names the company", async ({
  page,
  browser,
}, testInfo) => {
  let postgres: TestPostgres | undefined;
  const servers: RunningServer[] = [];
  const folder = temporaryDatabase();
  const mail = await startSmtpSink(0);
  try {
    postgres = await startPostgres();
    const store = { DATABASE_URL: await postgres.createDatabase() };
    const data = path.dirname(folder.file);
    for (const name of ["first", "second"]) {
      servers.push(
        await startServer({
          port: await freePort(testInfo),
          env: {
            ...store,
            MAIL_TRANSPORT: "smtp",
            SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
            OUTBOX_POLL_MS: "500",
            UPLOADS_DIR: path.join(data, name, "uploads"),
            SITE_PHOTOS_DIR: path.join(data, "site-photos"),
          },
        }),
      );
    }
    const [first, second] = servers as [RunningServer, RunningServer];
    const owner = { email: ownerEmail("publie-pg"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, store);
    await walk({ page, browser }, { ownerOrigin: first.url, readerOrigin: second.url, owner, mail });
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
    await mail.close();
    folder.remove();
  }
});
