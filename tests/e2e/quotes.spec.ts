import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Browser, Locator, Page } from "@playwright/test";
import pg from "pg";
import { documentReadinessCopy, mentionLabels } from "#app/content/document-readiness.ts";
import { formsCopy } from "#app/content/forms.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { budgets } from "#tests/budgets.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { fillQuoteForm, ignoreFailedResource, leadForm } from "#tests/support/lead-forms.ts";
import { marker, quoteInput } from "#tests/support/leads.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { recordScripts } from "#tests/support/page-scripts.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { completeCompanyValues } from "#tests/support/quotes.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";

const copy = quotesCopy;
const owner = { email: ownerEmail("quotes"), password: ownerPassword() };
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: viewports.phone });

/** Text with every kind of space folded into one, as the page and pdftotext write amounts ("1 137,00 €"). */
const fold = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quote-e2e-"));
  try {
    const file = path.join(dir, "devis.pdf");
    writeFileSync(file, pdf);
    return fold(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fillLine(
  line: Locator,
  values: { designation: string; quantity: string; unit: string; price: string; rate: string },
) {
  await line.getByLabel(copy.editor.designation).fill(values.designation);
  await line.getByLabel(copy.editor.quantity).fill(values.quantity);
  await line.getByLabel(copy.editor.unit).selectOption(values.unit);
  await line.getByLabel(copy.editor.unitPrice).fill(values.price);
  await line.getByLabel(copy.editor.vatRate).selectOption(values.rate);
}

const lineCards = (page: Page) => page.locator("#quote-lines").locator("xpath=..").getByRole("listitem");

/** Where the path runs: the suite's server (SQLite), or a server the test started on a PostgreSQL of its own. */
interface Target {
  /** "" for the suite's server (the page's base URL), else the started server's origin. */
  origin: string;
  owner: { email: string; password: string };
  /** Accessibility, HTML validity, the script budget and the screenshots: engine-blind, checked on SQLite only. */
  audits: boolean;
}

/**
 * The path, from a /devis request to the owner's "Accepté": the three lines (2 h × 45 € and 12 m² × 65 € at
 * 10 %, 1 forfait × 150 € at 20 %) give 1 020,00 € HT, 117,00 € TVA, 1 137,00 € TTC on the page and in the PDF.
 */
async function requestBecomesSignedQuote(
  { page, browser, consoleErrors }: { page: Page; browser: Browser; consoleErrors: string[] },
  { origin, owner, audits }: Target,
): Promise<string> {
  const tag = marker("quote");
  const input = quoteInput(tag);

  // The visitor asks for a quote through /devis.
  await page.goto(`${origin}/devis`);
  const form = leadForm(page);
  await fillQuoteForm(form, input);
  await form.getByRole("button", { name: formsCopy.quote.submit }).click();
  await expect(page.getByRole("heading", { name: formsCopy.quote.success.title })).toBeVisible();

  // The owner, from his phone, finds it in his inbox and answers it with a quote prefilled from the request.
  await logIn(page, owner.email, owner.password, undefined, origin);
  await page.goto(`${origin}/pro?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name: inboxCopy.inbox.open(input.name) }).click();
  await expect(page).toHaveURL(/\/pro\/demandes\/\d+$/);
  const leadUrl = page.url();
  await page.getByRole("button", { name: copy.fromLead }).click();
  await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
  const editorUrl = page.url();
  await expect(page.getByLabel(copy.editor.clientName)).toHaveValue(input.name);
  await expect(page.getByLabel(copy.editor.clientAddress)).toHaveValue(input.address);
  await expect(page.getByLabel(copy.editor.clientEmail)).toHaveValue(input.email);

  const lines = lineCards(page);
  for (let index = 0; index < 3; index += 1) await page.getByRole("button", { name: copy.editor.addLine }).click();
  await expect(lines).toHaveCount(3);
  await fillLine(lines.nth(0), {
    designation: "Forfait nacelle",
    quantity: "1",
    unit: "forfait",
    price: "150",
    rate: "2000",
  });
  await fillLine(lines.nth(1), {
    designation: "Dépose de la gouttière",
    quantity: "2",
    unit: "h",
    price: "45",
    rate: "1000",
  });
  await fillLine(lines.nth(2), {
    designation: "Zinc naturel posé",
    quantity: "12",
    unit: "m²",
    price: "65",
    rate: "1000",
  });
  // The forfait goes last: moved down twice, on a 375 px screen.
  await lines
    .nth(0)
    .getByRole("button", { name: copy.editor.moveDown(1) })
    .click();
  await lines
    .nth(1)
    .getByRole("button", { name: copy.editor.moveDown(2) })
    .click();
  await expect(lines.nth(2).getByLabel(copy.editor.designation)).toHaveValue("Forfait nacelle");
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/1\s137,00\s€/);
  await page.getByLabel(copy.editor.startText).fill("Sous 3 semaines après acceptation");
  await page.getByLabel(copy.editor.paymentTerms).fill("À réception de la facture, par virement");

  // Hostile prices are answered in French and nothing is stored.
  await lines.nth(0).getByLabel(copy.editor.unitPrice).fill("-5");
  await lines.nth(1).getByLabel(copy.editor.unitPrice).fill("1e9");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: copy.editor.save }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Ligne 1 : « Prix unitaire HT (€) » ne peut pas être négatif.");
  await expect(page.getByRole("alert")).toContainText("Ligne 2 : « Prix unitaire HT (€) » n’est pas un nombre");
  ignoreFailedResource(consoleErrors, 400);
  await lines.nth(0).getByLabel(copy.editor.unitPrice).fill("45");
  await lines.nth(1).getByLabel(copy.editor.unitPrice).fill("65");

  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("owner-editor-375.png"), fullPage: true });
  }

  await page.getByRole("button", { name: copy.editor.send }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Le devis D-\d{4}-\d{4} est envoyé au client/ }),
  ).toBeVisible();
  const link = await page.getByLabel(copy.editor.link).inputValue();
  expect(link).toMatch(/\/d\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/D-\d{4}-\d{4}/);
  const number = /D-\d{4}-\d{4}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")?.[0];
  if (!number) throw new Error("no number after sending");
  if (audits) await page.screenshot({ path: test.info().outputPath("owner-sent-375.png"), fullPage: true });

  await page.goto(leadUrl);
  await expect(page.getByText(inboxCopy.statuses.devis_envoye).first()).toBeVisible();
  await page.goto(`${origin}/pro/devis?statut=envoye`);
  await expect(page.getByRole("link", { name: copy.list.open(`${number} – ${input.name}`) })).toBeVisible();

  // The owner's screens are valid HTML (W3C Nu checker); the client's page is checked below.
  const screens: Record<string, string> = audits
    ? {
        "pro-devis": await (await page.request.get(`${origin}/pro/devis`)).text(),
        "pro-devis-editeur": await (await page.request.get(editorUrl)).text(),
        "pro-demande": await (await page.request.get(leadUrl)).text(),
      }
    : {};

  // The mail service that carries the link fetches it first (a preview, a safety scan): no one has read it yet, and
  // the owner still sees "Envoyé".
  const linkPath = new URL(link).pathname;
  expect((await page.request.get(`${origin}${linkPath}`)).status()).toBe(200);
  await page.goto(`${origin}/pro/devis?statut=envoye`);
  await expect(page.getByRole("link", { name: copy.list.open(`${number} – ${input.name}`) })).toBeVisible();

  // The client opens the link on his phone, in a browser of his own: no account, no React.
  const client = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR", userAgent: androidPhone });
  const phone = await client.newPage();
  const scripts = recordScripts(phone);
  const answer = await phone.goto(`${origin}${linkPath}`);
  expect(answer?.status()).toBe(200);
  // Now he has: "Vu" on the owner's list.
  await page.goto(`${origin}/pro/devis?statut=vu`);
  await expect(page.getByRole("link", { name: copy.list.open(`${number} – ${input.name}`) })).toBeVisible();
  const headers = answer?.headers() ?? {};
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(await phone.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const text = fold((await phone.locator("main").textContent()) ?? "");
  for (const expected of [
    copy.client.title(number),
    "Dépose de la gouttière",
    "Zinc naturel posé",
    "Forfait nacelle",
    "1 020,00 €",
    "117,00 €",
    "1 137,00 €",
    `SIRET ${completeCompanyValues.legal.siret}`,
    completeCompanyValues.legal.rcs,
    `TVA intracommunautaire ${completeCompanyValues.legal.vat}`,
    completeCompanyValues.legal.form,
    `Assureur : ${completeCompanyValues.insurance.insurer}. Contrat n° ${completeCompanyValues.insurance.policyNumber}. Couverture géographique : ${completeCompanyValues.insurance.coverage}`,
    completeCompanyValues.mediator.name,
    "Ce devis est gratuit.",
    "valable jusqu’au",
    `Client : ${input.name}, ${input.address}`,
    "Début des travaux ou délai d’exécution : Sous 3 semaines après acceptation",
    "Conditions de paiement : À réception de la facture, par virement",
    "Vous pouvez conserver les pièces",
    "vous disposez de 14 jours",
    "Formulaire de rétractation",
    "L221-28",
    "locaux à usage d’habitation achevés depuis plus de deux ans",
  ]) {
    expect(text, expected).toContain(fold(expected));
  }
  if (audits) {
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: test.info().outputPath("client-page-375.png"), fullPage: true });
    // Its JavaScript (the site's islands only) keeps to a content page's budget, Brotli as served.
    const scriptBytes = (await scripts.collect()).reduce(
      (sum, script) => sum + brotliCompressSync(script.body).length,
      0,
    );
    expect(scriptBytes).toBeLessThanOrEqual(budgets.pageScriptsBeforeInteraction);
    screens["devis-client"] = (await answer?.text()) ?? "";
    expect(await nuErrors([], screens)).toEqual([]);
  }

  // Acceptance is the last step: without a name and the boxes ticked, it says what is missing.
  const acceptance = phone.getByRole("region", { name: copy.client.acceptTitle });
  await acceptance.getByRole("button", { name: copy.client.accept }).click();
  await expect(phone.getByText(copy.client.errors.fullName)).toBeVisible();
  await expect(phone.getByText(copy.client.errors.bonPourAccord)).toBeVisible();
  await expect(phone.getByText(copy.client.errors.certification)).toBeVisible();
  await acceptance.getByLabel(copy.client.fullName).fill(input.name);
  await acceptance.getByLabel(copy.client.certification).check();
  await acceptance.getByLabel(copy.client.bonPourAccord).check();
  await acceptance.getByRole("button", { name: copy.client.accept }).click();
  await expect(phone.getByText(copy.client.accepted)).toBeVisible();
  await expect(phone.getByText(new RegExp(`Accepté le .* par ${input.name}`))).toBeVisible();
  if (audits) await phone.screenshot({ path: test.info().outputPath("client-accepted-375.png"), fullPage: true });

  // The PDF the client downloads is the one accepted: same lines, totals and mentions, and who accepted it.
  const pdf = await client.request.get(`${origin}${linkPath}/devis.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pdfContent = pdfText(Buffer.from(await pdf.body()));
  for (const expected of [
    `Devis n° ${number}`,
    "Dépose de la gouttière",
    "Zinc naturel posé",
    "Forfait nacelle",
    "1 020,00 €",
    "117,00 €",
    "1 137,00 €",
    `SIRET ${completeCompanyValues.legal.siret}`,
    "Assurance décennale",
    "Médiation de la consommation",
    "Droit de rétractation",
    "Formulaire de rétractation",
    "Pièces remplacées",
    `par ${input.name}`,
    "Page 1 /",
  ]) {
    expect(pdfContent, expected).toContain(fold(expected));
  }
  await client.close();

  // The owner sees it accepted, the request won.
  await page.goto(`${origin}/pro/devis?statut=accepte`);
  await expect(page.getByRole("link", { name: copy.list.open(`${number} – ${input.name}`) })).toBeVisible();
  await page.goto(leadUrl);
  await expect(page.getByText(inboxCopy.statuses.gagnee).first()).toBeVisible();

  // The export carries the request's quote; the dashboard counts quotes per month.
  const csv = await page.request.get(`${origin}/pro/export.csv?q=${encodeURIComponent(tag)}`);
  const rows = (await csv.text()).trimEnd().split("\r\n");
  expect(rows[0]).toContain(copy.csvHeaders.join(";"));
  expect(fold(rows[1] ?? "")).toContain(`${number};Accepté;1 137,00 €`);
  await page.goto(`${origin}/pro/tableau-de-bord`);
  await expect(page.getByRole("heading", { name: copy.dashboard.title })).toBeVisible();
  if (audits) {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("dashboard-375.png"), fullPage: true });
  }
  return number;
}

test("PostgreSQL, on a published site: the same path on a server of its own", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  let postgres: TestPostgres | undefined;
  let server: RunningServer | undefined;
  const folder = temporaryDatabase();
  try {
    postgres = await startPostgres();
    const data = path.dirname(folder.file);
    const env = {
      DATABASE_URL: await postgres.createDatabase(),
      UPLOADS_DIR: path.join(data, "uploads"),
      SITE_PHOTOS_DIR: path.join(data, "site-photos"),
    };
    server = await startServer({ port: await freePort(testInfo), env });
    const pgOwner = { email: ownerEmail("quotes-pg"), password: ownerPassword() };
    await addOwner(pgOwner.email, pgOwner.password, env);
    // This company has gone live: its public site is served from a publication of "Mon site". The client's
    // link and its PDF are no part of it, and must still reach the quote, not the published site's 404 page.
    const publisher = await browser.newContext({ viewport: viewports.phone });
    try {
      const ownerPage = await publisher.newPage();
      await logIn(ownerPage, pgOwner.email, pgOwner.password, "/pro/site/annonce", server.url);
      await saveCompleteCompany(ownerPage, server.url);
      await ownerPage.goto(`${server.url}/pro/site/annonce`);
      const nextWeek = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
        new Date(Date.now() + 7 * 24 * 3600 * 1000),
      );
      await ownerPage
        .getByLabel(siteEditorCopy.labels.announcementText)
        .fill("Devis signés en ligne dès cette semaine");
      await ownerPage.getByLabel(siteEditorCopy.labels.announcementEnd).fill(nextWeek);
      await ownerPage.getByRole("button", { name: siteEditorCopy.save }).click();
      await expect(ownerPage.getByText(siteEditorCopy.saved)).toBeVisible();
      await publishDraft(ownerPage, server.url);
    } finally {
      await publisher.close();
    }
    const number = await requestBecomesSignedQuote(
      { page, browser, consoleErrors },
      { origin: server.url, owner: pgOwner, audits: false },
    );
    // What the server wrote is in PostgreSQL: the quote accepted, its PDF kept, its request won.
    const client = new pg.Client(env.DATABASE_URL);
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT quotes.status, leads.workflow_status AS lead_status, length(quote_acceptances.pdf) AS pdf_bytes
         FROM quotes JOIN leads ON leads.id = quotes.lead_id JOIN quote_acceptances ON quote_acceptances.quote_id = quotes.id
         WHERE quotes.number = $1`,
        [number],
      );
      expect(rows).toEqual([{ status: "accepte", lead_status: "gagnee", pdf_bytes: expect.any(Number) }]);
      expect(rows[0].pdf_bytes).toBeGreaterThan(10_000);
    } finally {
      await client.end();
    }
  } finally {
    await server?.stop();
    postgres?.stop();
    folder.remove();
  }
});

test("a guessed link is answered in French with 404, and nothing about any quote", async ({ page, consoleErrors }) => {
  const answer = await page.goto(`/d/${"A".repeat(43)}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: copy.client.unknownTitle })).toBeVisible();
  await expect(page.getByText(copy.client.unknown)).toBeVisible();
  ignoresExpected404(consoleErrors);
});

/**
 * A company of its own, on a SQLite store of its own: it starts with the template's PLACEHOLDER identifiers, and
 * the first test publishes the owner's before the others send quotes.
 */
test.describe("SQLite, on a server of its own", () => {
  test.describe.configure({ mode: "serial" });
  let sqlite: RunningServer;
  let folder: ReturnType<typeof temporaryDatabase>;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(90_000);
    folder = temporaryDatabase();
    const data = path.dirname(folder.file);
    const env = {
      LEADS_DB: folder.file,
      UPLOADS_DIR: path.join(data, "uploads"),
      SITE_PHOTOS_DIR: path.join(data, "site-photos"),
    };
    sqlite = await startServer({ port: await freePort(testInfo), env });
    await addOwner(owner.email, owner.password, env);
  });

  test.afterAll(async () => {
    await sqlite?.stop();
    folder?.remove();
  });

  test("a quote does not leave while a mention it prints is missing: each is named, with a link to its field", async ({
    page,
    consoleErrors,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, sqlite.url);
    await page.goto(`${sqlite.url}/pro/devis`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
    const quoteUrl = page.url();
    // Before "Envoyer", the page already lists what is missing.
    const warning = page.getByText(documentReadinessCopy.warning).locator("..");
    await expect(warning.getByRole("link", { name: mentionLabels["legal.siret"] })).toBeVisible();
    await expect(warning.getByRole("link", { name: mentionLabels.startText })).toBeVisible();

    await page.getByLabel(copy.editor.clientName).fill("Jeanne Martin");
    await page.getByRole("button", { name: copy.editor.addLine }).click();
    await fillLine(lineCards(page).first(), {
      designation: "Diagnostic",
      quantity: "1",
      unit: "forfait",
      price: "90",
      rate: "2000",
    });
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: copy.editor.send }).click();
    expect((await refused).status()).toBe(409);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(documentReadinessCopy.refused);
    for (const id of [
      "legal.form",
      "legal.siret",
      "legal.rcs",
      "legal.vat",
      "insurance.insurer",
      "insurance.policyNumber",
      "mediator.name",
      "mediator.url",
      "clientAddress",
      "startText",
      "paymentTerms",
    ] as const) {
      await expect(alert.getByRole("link", { name: mentionLabels[id] })).toBeVisible();
    }
    ignoreFailedResource(consoleErrors, 409);
    // Refused whole: no number was given.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.editor.title(null));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("owner-refused-375.png"), fullPage: true });

    // Each link lands on its field: the quote's own on this form, the company's on "L'entreprise".
    await alert.getByRole("link", { name: mentionLabels.startText }).click();
    await expect(page).toHaveURL(/#quote-startText$/);
    await expect(page.locator("#quote-startText")).toBeInViewport();
    // Moving to the field is a navigation, which clears the refusal: the warning lists the same links.
    await warning.getByRole("link", { name: mentionLabels["legal.siret"] }).click();
    await expect(page).toHaveURL(/\/pro\/site\/entreprise#champ-legal-siret$/);
    await expect(page.locator("#champ-legal-siret")).toBeInViewport();

    // Once the owner's company is published, only the quote's own values are left.
    await saveCompleteCompany(page, sqlite.url);
    await publishDraft(page, sqlite.url);
    await page.goto(quoteUrl);
    await expect(warning.getByRole("link")).toHaveText([
      mentionLabels.clientAddress,
      mentionLabels.startText,
      mentionLabels.paymentTerms,
    ]);
    await page.getByLabel(copy.editor.clientAddress).fill("3 rue des Lilas, 62300 Lens");
    await page.getByLabel(copy.editor.startText).fill("Sous 2 semaines");
    await page.getByLabel(copy.editor.paymentTerms).fill("Comptant, à la fin du diagnostic");
    await page.getByRole("button", { name: copy.editor.send }).click();
    await expect(page.getByText(copy.errors.noEmail)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/D-\d{4}-0001/);
    await expect(page.getByText(documentReadinessCopy.warning)).toHaveCount(0);
  });

  test("a request becomes a signed quote: the owner prices and sends it from his phone, the client accepts it online", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await requestBecomesSignedQuote({ page, browser, consoleErrors }, { origin: sqlite.url, owner, audits: true });
  });

  test("a changed quote makes a new version the old link points to; withdrawn links and markup are answered safely", async ({
    page,
    browser,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, sqlite.url);
    await page.goto(`${sqlite.url}/pro/devis`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
    const name = "<b>Jeanne</b> <script>alert(1)</script>";
    await page.getByLabel(copy.editor.clientName).fill(name);
    await page.getByLabel(copy.editor.clientAddress).fill("3 rue des Lilas, 62300 Lens");
    await page.getByLabel(copy.editor.startText).fill("Sous 2 semaines");
    await page.getByLabel(copy.editor.paymentTerms).fill("Comptant, à la fin du diagnostic");
    await page.getByRole("button", { name: copy.editor.addLine }).click();
    await fillLine(lineCards(page).first(), {
      designation: "Diagnostic",
      quantity: "1",
      unit: "forfait",
      price: "90",
      rate: "2000",
    });
    await page.getByRole("button", { name: copy.editor.send }).click();
    // No e-mail for this client: sent all the same, the link is for an SMS.
    await expect(page.getByText(copy.errors.noEmail)).toBeVisible();
    const first = new URL(await page.getByLabel(copy.editor.link).inputValue()).pathname;

    await page.getByLabel(copy.editor.titleLabel).fill("Diagnostic et photos de la toiture");
    await page.getByRole("button", { name: copy.editor.save }).click();
    await expect(page.getByText(copy.editor.edited)).toBeVisible();
    await page.getByRole("button", { name: copy.editor.sendAgain }).click();
    await expect(page.getByLabel(copy.editor.link)).not.toHaveValue(new RegExp(`${first}$`));

    const client = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
    const phone = await client.newPage();
    await phone.goto(`${sqlite.url}${first}`);
    await expect(phone.getByText(copy.client.replaced(2))).toBeVisible();
    await expect(phone.getByText("Diagnostic et photos de la toiture")).toBeVisible();
    // The client's name is text, never markup.
    await expect(phone.getByText(`Client : ${name}`, { exact: false })).toBeVisible();
    expect(await phone.locator("main b").count()).toBe(0);

    await page.getByRole("button", { name: copy.editor.revoke }).click();
    await expect(page.getByText(copy.editor.revoked(2))).toBeVisible();
    const withdrawn = await phone.goto(`${sqlite.url}${first}`);
    expect(withdrawn?.status()).toBe(410);
    await expect(phone.getByRole("heading", { name: copy.client.revokedTitle })).toBeVisible();
    await client.close();
  });
});
