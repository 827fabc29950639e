import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import { businessLatePayment, invoiceKindLabels, invoiceStateLabels, invoicesCopy } from "#app/content/invoices.ts";
import { proCopy } from "#app/content/pro.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { frenchDate, quotesCopy, reducedRateCertification } from "#app/content/quotes.ts";
import { ibanError, normalizeIban } from "#app/lib/iban.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { fillQuoteForm, ignoreFailedResource, leadForm } from "#tests/support/lead-forms.ts";
import { marker, quoteInput, type SmtpSink, startSmtpSink, waitUntil } from "#tests/support/leads.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { completeCompanyValues } from "#tests/support/quotes.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const lineCopy = quotesCopy.editor;
const IBAN = "FR7630006000011234567890189";
const checkCii = path.resolve("../shared/validators/en16931-cii/check-cii");
const checkBrFr = path.resolve("../shared/validators/france-ctc/check-br-fr");
/** Reminders looked for every second, e-mails sent within half a second: the sweep's "once" is seen in seconds. */
const serverEnv = { REMINDERS_POLL_MS: "1000", OUTBOX_POLL_MS: "500", MAIL_TRANSPORT: "smtp" };

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: viewports.phone });

/** Text with every kind of space folded into one, as the page and pdftotext write amounts ("1 137,00 €"). */
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function withTempFile<T>(name: string, bytes: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "invoice-e2e-"));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) =>
  withTempFile("facture.pdf", pdf, (file) =>
    fold(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })),
  );

/** The transfer QR code on the client's page, as a picture, read by zbar (an independent decoder). */
async function decodeQr(page: Page): Promise<string[]> {
  const picture = await page.locator("svg[data-transfer-qr]").screenshot();
  return withTempFile("qr.png", picture, (file) =>
    execFileSync("zbarimg", ["--raw", "-q", "-Sbinary", file], { encoding: "utf8" }).replace(/\n$/, "").split("\n"),
  );
}

/** The page's main text, a label kept apart from its amount, spaces folded. */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered rows keep a label apart from its amount.
const mainText = async (page: Page) => fold(await page.locator("main").innerText());

/** Each expected text in `text`, spaces folded and case aside (the owner's figures' labels are set in capitals). */
function expectAll(text: string, expected: string[]) {
  for (const item of expected) expect(text.toLowerCase(), item).toContain(fold(item).toLowerCase());
}

/** The line editor's cards in a section (the final invoice's section also lists its deposits). */
const lineCards = (page: Page, section: string) =>
  page.locator(section).locator("xpath=..").getByRole("list").first().locator(":scope > li");

async function fillLine(
  line: Locator,
  values: { designation: string; quantity: string; unit: string; price: string; rate: string },
) {
  await line.getByLabel(lineCopy.designation).fill(values.designation);
  await line.getByLabel(lineCopy.quantity).fill(values.quantity);
  await line.getByLabel(lineCopy.unit).selectOption(values.unit);
  await line.getByLabel(lineCopy.unitPrice).fill(values.price);
  await line.getByLabel(lineCopy.vatRate).selectOption(values.rate);
}

/** Presses a form button and returns the status of the POST it sends. */
async function postStatus(page: Page, button: Locator): Promise<number> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await button.click();
  return (await answer).status();
}

/** The invoice's state, as the badge beside its title says it. */
const badge = (page: Page) => page.getByRole("heading", { level: 1 }).locator("..");

async function recordPayment(page: Page, amount: string) {
  await page.getByLabel(editor.paymentAmount).fill(amount);
  await page.getByRole("button", { name: editor.recordPayment }).click();
  await expect(page.getByRole("status").filter({ hasText: /Paiement de .* enregistré/ })).toBeVisible();
}

interface Target {
  origin: string;
  /** The server's store (`LEADS_DB` or `DATABASE_URL`), where the test lets days pass for an invoice. */
  store: Record<string, string>;
  owner: { email: string; password: string };
  mail: SmtpSink;
  /** axe, screenshots: engine-blind, on SQLite only. */
  audits: boolean;
}

interface PaidJob {
  deposit: { id: number; number: string };
  final: { id: number; number: string };
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });

/**
 * A job from request to payment, as the owner lives it: a /devis request becomes a quote (1 137,00 € TTC, 30 %
 * deposit), accepted; its deposit invoice (341,10 €) and final invoice (795,90 €) issued, mailed, paid in three
 * transfers; one reminder sent; the dashboard counts it all.
 */
async function requestBecomesPaidJob(
  { page, browser, consoleErrors }: { page: Page; browser: Browser; consoleErrors: string[] },
  { origin, store, owner, mail, audits }: Target,
): Promise<PaidJob> {
  const tag = marker("facture");
  const input = quoteInput(tag);
  const company = invoiceCompany(completeCompany(), exampleBilling);
  const today = parisToday();

  await page.goto(`${origin}/devis`);
  const form = leadForm(page);
  await fillQuoteForm(form, input);
  await form.getByRole("button", { name: formsCopy.quote.submit }).click();
  await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();

  await logIn(page, owner.email, owner.password, undefined, origin);
  await saveCompleteCompany(page, origin);
  await publishDraft(page, origin);

  // The bank account: a wrong key is refused in French and nothing is kept; the right one is saved.
  await page.goto(`${origin}/pro/factures`);
  await page.getByRole("link", { name: copy.list.settings }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.settings.title);
  const badIban = "FR76 3000 6000 0112 3456 7890 188";
  await page.getByLabel(copy.settings.iban, { exact: true }).fill(badIban);
  await page.getByLabel(copy.settings.bic, { exact: true }).fill("AGRIFRPP");
  expect(await postStatus(page, page.getByRole("button", { name: copy.settings.save }))).toBe(400);
  await expect(page.getByRole("alert")).toContainText(ibanError(normalizeIban(badIban)) ?? "no error");
  ignoreFailedResource(consoleErrors, 400);
  await page.reload();
  await expect(page.getByLabel(copy.settings.iban, { exact: true })).toHaveValue("");
  await page.getByLabel(copy.settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByLabel(copy.settings.bic, { exact: true }).fill("AGRIFRPP");
  await page.getByRole("button", { name: copy.settings.save }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.settings.saved })).toBeVisible();
  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "settings-375.png");
  }

  // The quote, from the request: 2 h × 45 € and 12 m² × 65 € at 10 %, 1 forfait × 150 € at 20 %, 30 % deposit.
  await page.goto(`${origin}/pro?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name: inboxCopy.inbox.open(input.name) }).click();
  await page.getByRole("button", { name: quotesCopy.fromLead }).click();
  await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
  const quoteUrl = page.url();
  const lines = lineCards(page, "#quote-lines");
  for (let index = 0; index < 3; index += 1) await page.getByRole("button", { name: lineCopy.addLine }).click();
  await fillLine(lines.nth(0), {
    designation: "Dépose de la gouttière",
    quantity: "2",
    unit: "h",
    price: "45",
    rate: "1000",
  });
  await fillLine(lines.nth(1), {
    designation: "Zinc naturel posé",
    quantity: "12",
    unit: "m²",
    price: "65",
    rate: "1000",
  });
  await fillLine(lines.nth(2), {
    designation: "Forfait nacelle",
    quantity: "1",
    unit: "forfait",
    price: "150",
    rate: "2000",
  });
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/1\s137,00\s€/);
  await page.getByLabel(lineCopy.depositPercent).fill("30");
  await page.getByLabel(lineCopy.startText).fill("Sous 3 semaines après acceptation");
  await page.getByLabel(lineCopy.paymentTerms).fill("Acompte à l’acceptation, solde à la fin du chantier");
  await page.getByRole("button", { name: lineCopy.send }).click();
  const quoteLink = new URL(await page.getByLabel(lineCopy.link).inputValue()).pathname;

  // The client accepts, certifying the reduced rate.
  const client = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
  try {
    const phone = await client.newPage();
    await phone.goto(`${origin}${quoteLink}`);
    const acceptance = phone.getByRole("region", { name: quotesCopy.client.acceptTitle });
    await acceptance.getByLabel(quotesCopy.client.fullName).fill(input.name);
    await acceptance.getByLabel(quotesCopy.client.certification).check();
    await acceptance.getByLabel(quotesCopy.client.bonPourAccord).check();
    await acceptance.getByRole("button", { name: quotesCopy.client.accept }).click();
    await expect(phone.getByText(quotesCopy.client.accepted)).toBeVisible();
  } finally {
    await client.close();
  }

  // A refused deposit lands back on the quote, said in French.
  await page.goto(quoteUrl);
  const billing = page.getByRole("region", { name: copy.fromQuote.title });
  await billing.getByLabel(copy.fromQuote.depositPercent).fill("150");
  await billing.getByRole("button", { name: copy.fromQuote.deposit }).click();
  await expect(page).toHaveURL(/\?facturation=noDeposit$/);
  await expect(page.getByRole("alert")).toHaveText(copy.fromQuote.noDeposit);
  await billing.getByLabel(copy.fromQuote.depositPercent).fill("30");
  await billing.getByRole("button", { name: copy.fromQuote.deposit }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const depositId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The deposit's draft: one line per rate, due on receipt.
  const depositLines = lineCards(page, "#invoice-lines");
  await expect(depositLines).toHaveCount(2);
  await expect(depositLines.nth(0).getByLabel(lineCopy.designation)).toHaveValue(/Acompte de 30\s%.*20\s%/);
  await expect(depositLines.nth(0).getByLabel(lineCopy.unitPrice)).toHaveValue("45,00");
  await expect(depositLines.nth(1).getByLabel(lineCopy.designation)).toHaveValue(/Acompte de 30\s%.*10\s%/);
  await expect(depositLines.nth(1).getByLabel(lineCopy.unitPrice)).toHaveValue("261,00");
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/341,10\s€/);
  await expect(page.getByLabel(editor.paymentDays)).toHaveValue("0");
  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "deposit-draft-375.png");
  }
  await page.getByRole("button", { name: editor.issue }).click();
  const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise et envoyée au client/ });
  // Issuing renders the PDF (Factur-X, DejaVu fonts) in the request: seconds on a busy machine.
  await expect(issued).toBeVisible({ timeout: 30_000 });
  const depositNumber = /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.title("acompte", depositNumber));
  const invoiceLink = new URL(await page.getByLabel(editor.link).inputValue()).pathname;
  expectAll(await mainText(page), [
    `${editor.incl} 341,10 €`,
    "TVA 10 % sur 261,00 € 26,10 €",
    "TVA 20 % sur 45,00 € 9,00 €",
    `${editor.dueDate} ${frenchDate(today)}`,
  ]);
  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "deposit-issued-375.png");
  }

  // Its PDF carries every mention.
  const depositPdf = await page.request.get(`${origin}/pro/factures/${depositId}/pdf`);
  expect(depositPdf.headers()["content-type"]).toBe("application/pdf");
  expectAll(pdfText(Buffer.from(await depositPdf.body())), [
    `Facture d’acompte n° ${depositNumber}`,
    `SIRET ${company.siret}`,
    `${input.name}, ${input.address}`,
    `Acompte demandé le ${frenchDate(today)}`,
    "Catégorie de l’opération : prestation de services",
    "26,10 € sur une base hors taxes de 261,00 €",
    "9,00 € sur une base hors taxes de 45,00 €",
    "341,10 €",
    "La TVA de cet acompte est due lors de son encaissement",
    reducedRateCertification[1000](input.name),
    `À payer avant le ${frenchDate(today)}`,
    "FR76 3000 6000 0112 3456 7890 189",
    copy.client.bic,
    "Pas d’escompte",
    "article 1231-6 du Code civil",
    `Assureur : ${completeCompanyValues.insurance.insurer}`,
  ]);

  // The client's e-mail carries the PDF and the same link as the owner's copy box.
  const invoiceMail = await waitUntil(
    () => mail.messages.find((message) => message.subject?.startsWith(`Facture d’acompte n° ${depositNumber}`)),
    20_000,
    "the deposit invoice's e-mail",
  );
  expect(JSON.stringify(invoiceMail.to)).toContain(input.email);
  expect(invoiceMail.text).toContain(invoiceLink);
  expect(invoiceMail.attachments.map((file) => file.contentType)).toContain("application/pdf");

  // The client opens it: the transfer's QR code, read by zbar, pays this invoice to this account.
  const reader = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
  try {
    const phone = await reader.newPage();
    await phone.goto(`${origin}${invoiceLink}`);
    await phone.waitForFunction(() => !document.querySelector("script[data-islands]:not([data-loaded])"));
    const payload = await decodeQr(phone);
    expect(payload.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect(payload[6]).toBe(IBAN);
    expect(payload[7]).toBe("EUR341.10");
    expect(payload[10]).toBe(depositNumber);
    if (audits) await shot(phone, "client-deposit-375.png");
  } finally {
    await reader.close();
  }

  // Hostile amounts: refused in French, nothing recorded.
  await page.goto(`${origin}/pro/factures/${depositId}`);
  for (const amount of ["-5", "1e9", "12,345"]) {
    await page.getByLabel(editor.paymentAmount).fill(amount);
    expect(await postStatus(page, page.getByRole("button", { name: editor.recordPayment })), amount).toBe(400);
    await expect(page.getByRole("alert")).toContainText(copy.errors.payment.amount);
    ignoreFailedResource(consoleErrors, 400);
    await expect(page.getByText(editor.noPayments)).toBeVisible();
  }
  await recordPayment(page, "341,10");
  await expect(badge(page)).toContainText(invoiceStateLabels.payee);

  // The final invoice starts from the quote's lines and deducts the deposit.
  await page.goto(quoteUrl);
  await page.getByRole("button", { name: copy.fromQuote.final }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const finalId = Number(/(\d+)$/.exec(page.url())?.[1]);
  const finalLines = lineCards(page, "#invoice-lines");
  await expect(finalLines).toHaveCount(3);
  for (const [index, designation] of ["Dépose de la gouttière", "Zinc naturel posé", "Forfait nacelle"].entries()) {
    await expect(finalLines.nth(index).getByLabel(lineCopy.designation)).toHaveValue(designation);
  }
  // The owner adjusts to the work done: two hours became three, then back to two.
  await finalLines.nth(0).getByLabel(lineCopy.quantity).fill("3");
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/1\s186,50\s€/);
  await finalLines.nth(0).getByLabel(lineCopy.quantity).fill("2");
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/1\s137,00\s€/);
  await expect(page.getByText(fold(editor.deposit(depositNumber, frenchDate(today), "341,10 €")))).toBeVisible();
  await page.getByLabel(editor.serviceDate).fill(today);
  await page.getByLabel(editor.paymentDays).fill("2");
  if (audits) await shot(page, "final-draft-375.png");
  await page.getByRole("button", { name: editor.issue }).click();
  const finalIssued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise et envoyée au client/ });
  await expect(finalIssued).toBeVisible({ timeout: 30_000 });
  const finalNumber = /F-\d{4}-\d{4}/.exec((await finalIssued.textContent()) ?? "")?.[0] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.title("solde", finalNumber));
  const dueDate = frenchDate(plusDays(today, 2));
  expectAll(await mainText(page), [
    `${editor.incl} 1 137,00 €`,
    `${editor.due} 795,90 €`,
    `${copy.client.depositDeducted(depositNumber, frenchDate(today))} −341,10 €`,
    `${editor.dueDate} ${dueDate}`,
  ]);
  const finalPdf = await page.request.get(`${origin}/pro/factures/${finalId}/pdf`);
  expectAll(pdfText(Buffer.from(await finalPdf.body())), [
    `Facture de solde n° ${finalNumber}`,
    `Date d’achèvement de la prestation : ${frenchDate(today)}`,
    `${copy.client.depositDeducted(depositNumber, frenchDate(today))} −341,10 €`,
    "1 137,00 €",
    `À payer avant le ${dueDate} : 795,90 €`,
  ]);

  // A partial payment, then an overpayment refused.
  await recordPayment(page, "400,00");
  await expect(badge(page)).toContainText(invoiceStateLabels.partiellement_payee);
  await page.getByLabel(editor.paymentAmount).fill("500,00");
  expect(await postStatus(page, page.getByRole("button", { name: editor.recordPayment }))).toBe(409);
  await expect(page.getByRole("alert")).toContainText(copy.errors.payment.overpaid);
  ignoreFailedResource(consoleErrors, 409);

  // The list: each invoice with its state, and the state's filter.
  await page.goto(`${origin}/pro/factures`);
  const listed = (kind: "acompte" | "solde", number: string) =>
    page.getByRole("listitem").filter({
      has: page.getByRole("link", { name: `${invoiceKindLabels[kind]} ${number} – ${input.name}` }),
    });
  await expect(listed("acompte", depositNumber)).toContainText(invoiceStateLabels.payee);
  await expect(listed("solde", finalNumber)).toContainText(invoiceStateLabels.partiellement_payee);
  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "list-375.png");
  }
  await page
    .getByRole("navigation", { name: copy.list.states })
    .getByRole("link", { name: invoiceStateLabels.partiellement_payee })
    .click();
  await expect(page).toHaveURL(/statut=partiellement_payee/);
  await expect(listed("solde", finalNumber)).toBeVisible();
  await expect(listed("acompte", depositNumber)).toHaveCount(0);

  // Issued today: no reminder of an invoice the client received today, however many sweeps run (one a second).
  const reminderSubject = copy.mail.reminderSubject(finalNumber, company.name, true);
  // Either wording, early or late: none may leave on the day of issue.
  const reminders = () =>
    mail.messages.filter((message) =>
      new RegExp(`^(Rappel|Relance) : facture ${finalNumber} `).test(message.subject ?? ""),
    );
  await page.waitForTimeout(3_000);
  expect(reminders()).toHaveLength(0);
  // Three days pass: issued three days ago, due yesterday. The sweep sends "1 day after" once, with what remains.
  await letDaysPass(store, finalNumber, 3);
  await waitUntil(() => reminders().length > 0, 20_000, "the final invoice's reminder");
  await page.waitForTimeout(5_000);
  expect(reminders()).toHaveLength(1);
  expect(reminders()[0]?.subject).toBe(reminderSubject);
  // The reminder quotes the due date the invoice printed (its frozen document), not the test's moved row.
  expect(fold(reminders()[0]?.text ?? "")).toContain(
    `la facture n° ${finalNumber} reste impayée : 395,90 € étaient à régler avant le ${dueDate}`,
  );
  await page.goto(`${origin}/pro/factures/${finalId}`);
  await expect(badge(page)).toContainText(invoiceStateLabels.en_retard);
  const sent = page.getByRole("region", { name: editor.reminders }).getByRole("listitem");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(editor.reminderSent(copy.reminderPdf.step(1), ""));
  // The day the sweep sent it, in Paris, whatever the server's clock zone.
  await expect(sent).toContainText(
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short" }).format(new Date()),
  );
  await expect(page.getByRole("button", { name: editor.remindersStop })).toBeVisible();

  await recordPayment(page, "395,90");
  await expect(badge(page)).toContainText(invoiceStateLabels.payee);
  // Paid: nothing left to remind of.
  await expect(page.getByRole("button", { name: editor.remindersStop })).toHaveCount(0);
  if (audits) await shot(page, "final-paid-375.png");

  // The dashboard: 1 137,00 € collected, and the site's request paid in full.
  await page.goto(`${origin}/pro/tableau-de-bord`);
  const money = page.getByRole("region", { name: copy.dashboard.title, exact: true });
  await expect(money.locator("dl")).toContainText(new RegExp(`${copy.dashboard.collected}\\s*1\\s137,00\\s€`));
  const funnel = page.getByRole("region", { name: copy.dashboard.funnel.title });
  await expect(funnel.getByRole("listitem").last()).toContainText(/1\s137,00\s€/);
  await expect(funnel.getByRole("listitem").last()).toContainText(copy.dashboard.funnel.paid(2));
  return { deposit: { id: depositId, number: depositNumber }, final: { id: finalId, number: finalNumber } };
}

/**
 * Moves an issued invoice's issue and due dates `days` back in the server's store, as if that time had passed: the
 * server's clock cannot be moved, and the reminders read only these dates.
 */
async function letDaysPass(store: Record<string, string>, number: string, days: number): Promise<void> {
  const database = await openDatabase(
    store.DATABASE_URL
      ? { databaseUrl: store.DATABASE_URL, sqliteFile: "unused.sqlite" }
      : { sqliteFile: store.LEADS_DB as string },
  );
  try {
    const row = await database.db
      .selectFrom("invoices")
      .select(["issue_date", "due_date"])
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("invoices")
      .set({ issue_date: plusDays(row.issue_date as string, -days), due_date: plusDays(row.due_date as string, -days) })
      .where("number", "=", number)
      .execute();
  } finally {
    await database.close();
  }
}

/** A server on its own store, mailing through an SMTP peer of the test's. */
async function serverWithMail(
  testInfo: Parameters<typeof freePort>[0],
  store: Record<string, string>,
  data: string,
): Promise<{ server: RunningServer; mail: SmtpSink }> {
  const mail = await startSmtpSink(0);
  const server = await startServer({
    port: await freePort(testInfo),
    env: {
      ...serverEnv,
      ...store,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      UPLOADS_DIR: path.join(data, "uploads"),
      SITE_PHOTOS_DIR: path.join(data, "site-photos"),
    },
  });
  return { server, mail };
}

test("PostgreSQL: from the request to the paid job, on a server of its own", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  let postgres: TestPostgres | undefined;
  let running: { server: RunningServer; mail: SmtpSink } | undefined;
  const folder = temporaryDatabase();
  try {
    postgres = await startPostgres();
    const store = { DATABASE_URL: await postgres.createDatabase() };
    running = await serverWithMail(testInfo, store, path.dirname(folder.file));
    const owner = { email: ownerEmail("factures-pg"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, store);
    await requestBecomesPaidJob(
      { page, browser, consoleErrors },
      { origin: running.server.url, store, owner, mail: running.mail, audits: false },
    );
  } finally {
    await running?.server.stop();
    await running?.mail.close();
    postgres?.stop();
    folder.remove();
  }
});

test.describe("SQLite, on a server of its own", () => {
  test.describe.configure({ mode: "serial" });
  const owner = { email: ownerEmail("factures"), password: ownerPassword() };
  let running: { server: RunningServer; mail: SmtpSink };
  let folder: ReturnType<typeof temporaryDatabase>;
  let store: Record<string, string>;
  let paidJob: Awaited<ReturnType<typeof requestBecomesPaidJob>> | undefined;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    folder = temporaryDatabase();
    store = { LEADS_DB: folder.file };
    running = await serverWithMail(testInfo, store, path.dirname(folder.file));
    await addOwner(owner.email, owner.password, store);
  });

  test.afterAll(async () => {
    await running?.server.stop();
    await running?.mail.close();
    folder?.remove();
  });

  test("from the request to the paid job: deposit, final invoice, payments, one reminder, the dashboard", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const job = await requestBecomesPaidJob(
      { page, browser, consoleErrors },
      { origin: running.server.url, store, owner, mail: running.mail, audits: true },
    );
    paidJob = job;
    // "Faire une facture" or "Faire un devis" on a request erased meanwhile: the owner's page says it is gone.
    for (const start of ["/pro/factures/nouvelle", "/pro/devis/nouveau"]) {
      const gone = await page.request.post(`${running.server.url}${start}?demande=999999999`, {
        form: {},
        headers: { Origin: running.server.url },
      });
      expect(gone.status(), start).toBe(404);
      expect(await gone.text(), start).toContain(proCopy.errors.notFoundTitle);
    }
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${running.server.url}/pro/factures`);
    await shot(page, "list-1280.png");
    await page.goto(`${running.server.url}/pro/factures/${job.final.id}`);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "final-1280.png");
  });

  test("a business client's invoice, started from nothing, is a Factur-X the EN 16931 and French e-invoicing rules accept", async ({
    page,
  }) => {
    const origin = running.server.url;
    await logIn(page, owner.email, owner.password, undefined, origin);
    await page.goto(`${origin}/pro/factures`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByLabel(editor.clientName).fill("SARL Entrepôts du Nord");
    await page.getByLabel(editor.clientAddress).fill("12 rue de l’Industrie, 62300 Lens");
    await page.getByLabel(editor.clientSiren).fill("732829320");
    await page.getByLabel(editor.titleLabel).fill("Recherche de fuite");
    await page.getByLabel(editor.serviceDate).fill(parisToday());
    await page.getByRole("button", { name: lineCopy.addLine }).click();
    await fillLine(lineCards(page, "#invoice-lines").first(), {
      designation: "Recherche de fuite",
      quantity: "1",
      unit: "forfait",
      price: "180",
      rate: "2000",
    });
    await page.getByRole("button", { name: editor.issue }).click();
    const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise\./ });
    await expect(issued).toBeVisible({ timeout: 30_000 });
    const number = /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
    expect(number).not.toBe("");

    const xmlLink = page.getByRole("link", { name: editor.xml });
    const xml = await page.request.get(`${origin}${await xmlLink.getAttribute("href")}`);
    expect(xml.status()).toBe(200);
    expect(xml.headers()["content-type"]).toContain("xml");
    expect(await xml.text()).toContain(number);

    const pdf = Buffer.from(await (await page.request.get(`${origin}/pro/factures/${id}/pdf`)).body());
    expect(pdfText(pdf)).toContain(fold(businessLatePayment));
    if (existsSync(checkCii) && existsSync(checkBrFr)) {
      withTempFile("facture.pdf", pdf, (file) => {
        for (const validator of [checkCii, checkBrFr]) {
          const check = spawnSync(validator, [file], { encoding: "utf8" });
          expect(check.status, `${validator}: ${check.stdout}${check.stderr}`).toBe(0);
        }
      });
    } else {
      test.info().annotations.push({ type: "skipped check", description: "../shared/validators is not here" });
    }
  });

  test("the final invoice cancelled by a credit note: it gives the deposit back, credits 795,90 € and is not credited in turn", async ({
    page,
    consoleErrors,
  }) => {
    const origin = running.server.url;
    const job = paidJob;
    if (!job) throw new Error("the paid job's test did not run first");
    await logIn(page, owner.email, owner.password, undefined, origin);
    await page.goto(`${origin}/pro/factures/${job.final.id}`);
    await page.getByRole("button", { name: editor.creditNote }).click();
    // The draft credit note's own page, not the final invoice's it was started from.
    await page.waitForURL(
      (url) => /^\/pro\/factures\/\d+$/.test(url.pathname) && url.pathname !== `/pro/factures/${job.final.id}`,
    );
    const creditId = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole("button", { name: editor.issue }).click();
    const issued = page.getByRole("status").filter({ hasText: /AV-\d{4}-\d{4} est émis et envoyé au client/ });
    await expect(issued).toBeVisible({ timeout: 30_000 });
    const number = /AV-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
    await expect(badge(page)).toContainText(invoiceStateLabels.emis);
    const deposit = `${copy.client.depositDeducted(job.deposit.number, frenchDate(parisToday()))} −341,10 €`;
    expectAll(await mainText(page), [
      `${editor.incl} 1 137,00 €`,
      `${editor.amountCredited} 795,90 €`,
      deposit,
      `${copy.client.amountCredited} 795,90 €`,
      editor.frozenCreditNote,
    ]);
    await expect(page.getByRole("button", { name: editor.creditNote })).toHaveCount(0);
    const pdf = await page.request.get(`${origin}/pro/factures/${creditId}/pdf`);
    expectAll(pdfText(Buffer.from(await pdf.body())), [
      `Avoir n° ${number}, émis le ${frenchDate(parisToday())}`,
      `Cet avoir porte sur la facture n° ${job.final.number}`,
      deposit,
      `${copy.client.amountCredited} 795,90 €`,
    ]);
    // Asked anyway (a form kept open in another tab, or typed by hand), the server refuses it in French.
    const refused = await page.request.post(`${origin}/pro/factures/${creditId}`, {
      form: { intent: "avoir" },
      headers: { Origin: origin },
    });
    expect(refused.status()).toBe(409);
    expect(fold(await refused.text())).toContain(fold(copy.errors.creditNote));
    ignoreFailedResource(consoleErrors, 409);

    await page.goto(`${origin}/pro/factures/${job.final.id}`);
    await expect(badge(page)).toContainText(invoiceStateLabels.annulee);
  });
});
