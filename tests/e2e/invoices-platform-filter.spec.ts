import { mkdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { invoiceStateLabels, invoicesCopy } from "#app/content/invoices.ts";
import { platformFilterCopy as filterCopy } from "#app/content/platform-filter.ts";
import { platformTimelineCopy as timeline } from "#app/content/platform-timeline.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const lineCopy = quotesCopy.editor;
const shots = "/tmp/shots-document-pages";
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ viewport: viewports.phone });

test.describe("« Factures » filtered by where each invoice stands with the platform, on a server of its own", () => {
  const owner = { email: ownerEmail("filtre-plateforme"), password: ownerPassword() };
  let server: RunningServer;
  let folder: ReturnType<typeof temporaryDatabase>;
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;
  let client: PlatformClient;
  let consumerInvoice = "";

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    mkdirSync(shots, { recursive: true });
    platform = await startLocalPlatform({ acknowledgementDelayMs: 100 });
    client = new PlatformClient(platform);
    folder = temporaryDatabase();
    const store = { LEADS_DB: folder.file };
    server = await startServer({
      port: await freePort(testInfo),
      env: {
        ...store,
        UPLOADS_DIR: path.join(path.dirname(folder.file), "uploads"),
        SITE_PHOTOS_DIR: path.join(path.dirname(folder.file), "site-photos"),
        EINVOICING_FLOW_URL: platform.flowUrl,
        EINVOICING_DIRECTORY_URL: platform.directoryUrl,
        EINVOICING_TOKEN_URL: platform.tokenUrl,
        EINVOICING_CLIENT_ID: platform.clientId,
        EINVOICING_CLIENT_SECRET: platform.clientSecret,
        EINVOICING_POLL_MS: "300",
      },
    });
    await addOwner(owner.email, owner.password, store);
  });

  test.afterAll(async () => {
    await server?.stop();
    await platform?.close();
    folder?.remove();
  });

  /** The platform states a lifecycle status, as the buyer's side would; on a connection of its own. */
  function lifecycle(flowId: string, statusCode: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${platform.url}/admin/flows/${flowId}/lifecycle`,
        { method: "POST", agent: false, headers: { "Content-Type": "application/json" } },
        (response) => {
          response.resume();
          response.on("end", () => {
            expect(response.statusCode).toBeLessThan(300);
            resolve();
          });
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify({ statusCode }));
    });
  }

  async function flowOf(trackingId: string): Promise<string> {
    const found = await client.searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
    if (!found.ok) throw new Error(found.failure.kind);
    return found.value.flows.find((flow) => flow.trackingId === trackingId)?.flowId ?? "";
  }

  /** An invoice typed on « Factures » and issued, to a business when a SIREN is given: its page and number. */
  async function issueInvoice(page: Page, title: string, clientName: string, siren: string) {
    await page.goto(`${server.url}/pro/factures`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
    const url = page.url();
    await page.getByLabel(editor.clientName).fill(clientName);
    await page.getByLabel(editor.clientAddress).fill("12 rue de l’Industrie, 62300 Lens");
    if (siren) await page.getByLabel(editor.clientSiren).fill(siren);
    await page.getByLabel(editor.titleLabel).fill(title);
    await page.getByLabel(editor.serviceDate).fill(parisToday());
    await page.getByRole("button", { name: lineCopy.addLine }).click();
    const line = page.locator("#invoice-lines").locator("xpath=..").getByRole("list").first().locator(":scope > li");
    await line.getByLabel(lineCopy.designation).fill(title);
    await line.getByLabel(lineCopy.quantity).fill("1");
    await line.getByLabel(lineCopy.unit).selectOption("forfait");
    await line.getByLabel(lineCopy.unitPrice).fill("180");
    await line.getByLabel(lineCopy.vatRate).selectOption("2000");
    await page.getByRole("button", { name: editor.issue }).click();
    const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise/ });
    // Issuing renders the Factur-X PDF in the request: seconds on a busy machine.
    await expect(issued).toBeVisible({ timeout: 30_000 });
    return { url, number: /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "" };
  }

  /** The invoice's screen is read again until its « Plateforme » block says `text`: the poller runs on its own. */
  async function untilTimelineSays(page: Page, url: string, text: RegExp) {
    await expect(async () => {
      await page.goto(url);
      await expect(page.getByRole("region", { name: timeline.title })).toContainText(text, { timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }

  /** The owner's session in a browser that runs no script: the filters must work as plain links and GET forms. */
  async function withoutScript(browser: Browser, page: Page): Promise<Page> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewports.phone,
      storageState: await page.context().storageState(),
    });
    return context.newPage();
  }

  const cards = (page: Page) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: /F-\d{4}-\d{4}/ });

  test("a refused invoice is found under « Refusée / rejetée », an approved one under « Approuvée », a consumer's under « Non concernée »; the filter stays in the address and goes with the others", async ({
    page,
    browser,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    await saveCompleteCompany(page, server.url);
    await publishDraft(page, server.url);
    await page.goto(`${server.url}/pro/factures/reglages`);
    await page.getByLabel(copy.settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
    await page.getByLabel(copy.settings.bic, { exact: true }).fill("AGRIFRPP");
    await page.getByRole("button", { name: copy.settings.save }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.settings.saved })).toBeVisible();

    const refused = await issueInvoice(page, "Remplacement de tuiles", "SARL Entrepôts du Nord", "732829320");
    const approved = await issueInvoice(page, "Recherche de fuite", "SAS Halles de Lens", "732829320");
    const consumer = await issueInvoice(page, "Démoussage de toiture", "Jeanne Martin", "");
    for (const { url } of [refused, approved]) await untilTimelineSays(page, url, /Déposée le/);
    await lifecycle(await flowOf(refused.number), "210");
    await lifecycle(await flowOf(approved.number), "205");
    await untilTimelineSays(page, refused.url, /Refusée le/);
    await untilTimelineSays(page, approved.url, /Approuvée le/);

    const bare = await withoutScript(browser, page);
    await bare.goto(`${server.url}/pro/factures`);
    await expect(cards(bare)).toHaveCount(3);
    await bare.getByLabel(filterCopy.label).selectOption({ label: filterCopy.states.refusee });
    await bare.getByRole("button", { name: copy.list.filter }).click();
    await expect(bare).toHaveURL(/[?&]plateforme=refusee(&|$)/);
    await expect(cards(bare)).toHaveCount(1);
    await expect(cards(bare)).toContainText(refused.number);
    await expect(cards(bare)).toContainText("SARL Entrepôts du Nord");
    await bare.screenshot({ path: `${shots}/factures-refusees-375.png`, fullPage: true });

    // A state's tab keeps the platform's filter: the refused invoice is not « Payée ».
    await bare.getByRole("link", { name: invoiceStateLabels.payee, exact: true }).click();
    await expect(bare).toHaveURL(/statut=payee/);
    await expect(bare).toHaveURL(/plateforme=refusee/);
    await expect(cards(bare)).toHaveCount(0);
    await expect(bare.getByText(copy.list.emptyFiltered)).toBeVisible();

    // With the search: the text and the platform's state both hold.
    await bare.goto(`${server.url}/pro/factures?plateforme=approuvee`);
    await expect(cards(bare)).toHaveCount(1);
    await expect(cards(bare)).toContainText(approved.number);
    await bare.getByRole("searchbox").fill("tuiles");
    await bare.getByRole("button", { name: copy.list.filter }).click();
    await expect(bare).toHaveURL(/q=tuiles/);
    await expect(bare).toHaveURL(/plateforme=approuvee/);
    await expect(cards(bare)).toHaveCount(0);
    await bare.getByLabel(filterCopy.label).selectOption({ label: filterCopy.states.refusee });
    await bare.getByRole("button", { name: copy.list.filter }).click();
    await expect(cards(bare)).toHaveCount(1);
    await expect(cards(bare)).toContainText(refused.number);

    await bare.goto(`${server.url}/pro/factures?plateforme=non-concernee`);
    await expect(cards(bare)).toHaveCount(1);
    await expect(cards(bare)).toContainText(consumer.number);
    await bare.goto(`${server.url}/pro/factures?plateforme=a-deposer`);
    await expect(cards(bare)).toHaveCount(0);
    // An unknown value filters nothing, as the other filters do.
    await bare.goto(`${server.url}/pro/factures?plateforme=inconnu`);
    await expect(cards(bare)).toHaveCount(3);
    await bare.context().close();

    await page.goto(`${server.url}/pro/factures?plateforme=refusee`);
    await expect(page.getByLabel(filterCopy.label)).toHaveValue("refusee");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${shots}/factures-refusees-1280.png`, fullPage: true });
    consumerInvoice = consumer.url;
  });

  /** The page at both widths, for a person to look at: `name`-375.png and `name`-1280.png. */
  async function screenshots(page: Page, url: string, name: string) {
    await page.setViewportSize(viewports.phone);
    await page.goto(url);
    await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
  }

  test("the client's pages and the owner's lists in one frame each, at 375 and 1280 px", async ({ page }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    await page.goto(consumerInvoice);
    await page.getByRole("button", { name: editor.newLink }).click();
    const invoiceLink = await page.getByLabel(editor.link).inputValue();
    await screenshots(page, consumerInvoice, "facture-patron");

    await page.goto(`${server.url}/pro/devis`);
    await page.getByRole("button", { name: quotesCopy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
    await page.getByLabel(lineCopy.clientName).fill("Jeanne Martin");
    await page.getByLabel(lineCopy.clientAddress).fill("3 rue des Lilas, 62300 Lens");
    await page.getByLabel(lineCopy.startText).fill("Sous 2 semaines");
    await page.getByLabel(lineCopy.paymentTerms).fill("Comptant, à la fin du diagnostic");
    await page.getByRole("button", { name: lineCopy.addLine }).click();
    const line = page.locator("#quote-lines").locator("xpath=..").getByRole("listitem").first();
    await line.getByLabel(lineCopy.designation).fill("Diagnostic de toiture");
    await line.getByLabel(lineCopy.quantity).fill("1");
    await line.getByLabel(lineCopy.unit).selectOption("forfait");
    await line.getByLabel(lineCopy.unitPrice).fill("90");
    await line.getByLabel(lineCopy.vatRate).selectOption("1000");
    await page.getByRole("button", { name: lineCopy.send }).click();
    await expect(page.getByText(quotesCopy.errors.noEmail)).toBeVisible({ timeout: 30_000 });
    const quoteLink = await page.getByLabel(lineCopy.link).inputValue();

    await screenshots(page, `${server.url}/pro/devis?q=jeanne`, "devis-liste");
    await screenshots(page, `${server.url}/pro/tableau-de-bord`, "tableau-de-bord");
    await expect(page.getByRole("region", { name: quotesCopy.dashboard.title })).toBeVisible();

    const client = await page.context().browser()?.newContext({ viewport: viewports.phone });
    if (!client) throw new Error("no browser");
    const visitor = await client.newPage();
    await screenshots(visitor, invoiceLink, "facture-client");
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Facture");
    await screenshots(visitor, quoteLink, "devis-client");
    await expect(visitor.getByRole("heading", { name: quotesCopy.client.acceptTitle })).toBeVisible();
    await screenshots(visitor, `${server.url}/a/${"A".repeat(43)}`, "avis-lien-inconnu");
    await client.close();
  });
});
