import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { invoiceStateLabels, invoicesCopy } from "#app/content/invoices.ts";
import { platformFilterCopy as filterCopy } from "#app/content/platform-filter.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import {
  draftInvoice,
  flowsTracked,
  issueOnScreen,
  parisToday,
  platformSiteForBlock,
  readyToInvoice,
  stateLifecycle,
  untilTimelineSays,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const lineCopy = quotesCopy.editor;
const shots = "/tmp/shots-document-pages";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ viewport: viewports.phone });

test.describe("« Factures » filtered by where each invoice stands with the platform, on a server of its own", () => {
  const site = platformSiteForBlock("filtre-plateforme");
  let consumerInvoice = "";

  test.beforeAll(() => mkdirSync(shots, { recursive: true }));

  async function flowOf(trackingId: string): Promise<string> {
    return (await flowsTracked(site.platform, trackingId))[0]?.flowId ?? "";
  }

  /** An invoice typed on « Factures » and issued, to a business when a SIREN is given: its page and number. */
  async function issueInvoice(page: Page, title: string, clientName: string, siren: string) {
    const { url } = await draftInvoice(page, site.server.url, {
      clientName,
      clientAddress: "12 rue de l’Industrie, 62300 Lens",
      siren,
      title,
      serviceDate: parisToday(),
      unitPrice: "180",
    });
    return { url, number: await issueOnScreen(page) };
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
    await readyToInvoice(page, site.server.url, site.owner);

    const refused = await issueInvoice(page, "Remplacement de tuiles", "SARL Entrepôts du Nord", "732829320");
    const approved = await issueInvoice(page, "Recherche de fuite", "SAS Halles de Lens", "732829320");
    const consumer = await issueInvoice(page, "Démoussage de toiture", "Jeanne Martin", "");
    for (const { url } of [refused, approved]) await untilTimelineSays(page, /Déposée le/, { url });
    await stateLifecycle(site.platform, await flowOf(refused.number), "210");
    await stateLifecycle(site.platform, await flowOf(approved.number), "205");
    await untilTimelineSays(page, /Refusée le/, { url: refused.url });
    await untilTimelineSays(page, /Approuvée le/, { url: approved.url });

    const bare = await withoutScript(browser, page);
    await bare.goto(`${site.server.url}/pro/factures`);
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
    await bare.goto(`${site.server.url}/pro/factures?plateforme=approuvee`);
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

    await bare.goto(`${site.server.url}/pro/factures?plateforme=non-concernee`);
    await expect(cards(bare)).toHaveCount(1);
    await expect(cards(bare)).toContainText(consumer.number);
    await bare.goto(`${site.server.url}/pro/factures?plateforme=a-deposer`);
    await expect(cards(bare)).toHaveCount(0);
    // An unknown value filters nothing, as the other filters do.
    await bare.goto(`${site.server.url}/pro/factures?plateforme=inconnu`);
    await expect(cards(bare)).toHaveCount(3);
    await bare.context().close();

    await page.goto(`${site.server.url}/pro/factures?plateforme=refusee`);
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
    await site.logIn(page);
    await page.goto(consumerInvoice);
    await page.getByRole("button", { name: editor.newLink }).click();
    const invoiceLink = await page.getByLabel(editor.link).inputValue();
    await screenshots(page, consumerInvoice, "facture-patron");

    await page.goto(`${site.server.url}/pro/devis`);
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

    await screenshots(page, `${site.server.url}/pro/devis?q=jeanne`, "devis-liste");
    await screenshots(page, `${site.server.url}/pro/tableau-de-bord`, "tableau-de-bord");
    await expect(page.getByRole("region", { name: quotesCopy.dashboard.title })).toBeVisible();

    const client = await page.context().browser()?.newContext({ viewport: viewports.phone });
    if (!client) throw new Error("no browser");
    const visitor = await client.newPage();
    await screenshots(visitor, invoiceLink, "facture-client");
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Facture");
    await screenshots(visitor, quoteLink, "devis-client");
    await expect(visitor.getByRole("heading", { name: quotesCopy.client.acceptTitle })).toBeVisible();
    await screenshots(visitor, `${site.server.url}/a/${"A".repeat(43)}`, "avis-lien-inconnu");
    await client.close();
  });
});
