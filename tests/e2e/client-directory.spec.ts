import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { clientDirectoryCopy as directory } from "#app/content/client-directory.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";
import { typographyProblems } from "#tests/support/typography.ts";

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const lineCopy = quotesCopy.editor;
const validators = [
  path.resolve("../shared/validators/en16931-cii/check-cii"),
  path.resolve("../shared/validators/france-ctc/check-br-fr"),
];
const shots = "/tmp/shots-client-directory";
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const routed = "741234561_74123456100016_SERVICE-ACHATS";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ viewport: viewports.phone });

test.describe("the invoice form tells where a business client receives its e-invoices, and the invoice goes there", () => {
  const owner = { email: ownerEmail("annuaire"), password: ownerPassword() };
  let server: RunningServer;
  let folder: ReturnType<typeof temporaryDatabase>;
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;
  let client: PlatformClient;

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

  const answer = (page: Page) => page.getByRole("status", { name: directory.label });

  async function screenshots(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
  }

  /** A new draft with its client and one line, its SIREN field left for the test to type. */
  async function draftInvoice(page: Page, title: string): Promise<number> {
    await page.goto(`${server.url}/pro/factures`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
    await page.getByLabel(editor.clientName).fill("Hôtel Exemple");
    await page.getByLabel(editor.clientAddress).fill("3 place du Général-de-Gaulle, 59000 Lille");
    await page.getByLabel(editor.titleLabel).fill(title);
    await page.getByLabel(editor.serviceDate).fill(parisToday());
    await page.getByRole("button", { name: lineCopy.addLine }).click();
    const line = page.locator("#invoice-lines").locator("xpath=..").getByRole("list").first().locator(":scope > li");
    await line.getByLabel(lineCopy.designation).fill(title);
    await line.getByLabel(lineCopy.quantity).fill("1");
    await line.getByLabel(lineCopy.unit).selectOption("forfait");
    await line.getByLabel(lineCopy.unitPrice).fill("240");
    await line.getByLabel(lineCopy.vatRate).selectOption("2000");
    return Number(/(\d+)$/.exec(page.url())?.[1]);
  }

  /** The deposited file's Factur-X XML, as poppler extracts it from the PDF the platform received. */
  async function depositedXml(number: string): Promise<{ xml: string; pdf: string; dir: string }> {
    let flowId = "";
    await expect(async () => {
      const found = await client.searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
      if (!found.ok) throw new Error(found.failure.kind);
      flowId = found.value.flows.find((flow) => flow.trackingId === number)?.flowId ?? "";
      expect(flowId).not.toBe("");
    }).toPass({ timeout: 30_000 });
    const original = await client.getFlow(flowId, "Original");
    if (!original.ok) throw new Error(original.failure.kind);
    const dir = mkdtempSync(path.join(tmpdir(), "client-directory-e2e-"));
    const pdf = path.join(dir, `facture-${number}.pdf`);
    writeFileSync(pdf, original.value);
    const xml = path.join(dir, "factur-x.xml");
    execFileSync("pdfdetach", ["-save", "1", "-o", xml, pdf]);
    return { xml: readFileSync(xml, "utf8"), pdf, dir };
  }

  test("typing a SIREN shows where the client receives; the deposited Factur-X is addressed there", async ({
    page,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    await saveCompleteCompany(page, server.url);
    await publishDraft(page, server.url);
    await page.goto(`${server.url}/pro/factures/reglages`);
    await page.getByLabel(copy.settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
    await page.getByLabel(copy.settings.bic, { exact: true }).fill("AGRIFRPP");
    await page.getByRole("button", { name: copy.settings.save }).click();
    await expect(page.getByRole("status").filter({ hasText: copy.settings.saved })).toBeVisible();

    await draftInvoice(page, "Réfection de la toiture terrasse");
    const siren = page.getByLabel(editor.clientSiren);
    // A digit mistyped: the key says so at once, without asking the platform.
    await siren.pressSequentially("741234562");
    await expect(answer(page)).toContainText(directory.sirenKey("741234562"));
    await expect(siren).toHaveAttribute("aria-invalid", "true");
    // A company with no directory line yet, then one that receives at a department of one establishment.
    await siren.fill("");
    await siren.pressSequentially("434 567 897");
    await expect(answer(page)).toContainText(directory.notRegistered("434567897"));
    await siren.fill("");
    await siren.pressSequentially("741234561");
    await expect(answer(page)).toContainText(directory.receives(directory.platforms.WK, routed));
    await expect(answer(page)).toContainText(directory.routingCode("SERVICE-ACHATS", "Service des achats"));
    await expect(answer(page)).toContainText(directory.registeredName("Hôtel Exemple"));
    await expect(siren).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    expect(typographyProblems(await answer(page).innerHTML())).toEqual([]);
    await screenshots(page, "receives");

    await page.getByRole("button", { name: editor.issue }).click();
    const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise\./ });
    await expect(issued).toBeVisible({ timeout: 30_000 });
    const number = /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";

    const { xml, pdf, dir } = await depositedXml(number);
    try {
      // BT-49 the directory's line (scheme 0225), BT-46 its routing code (scheme 0224), BT-47 the SIREN.
      const buyer = /<ram:BuyerTradeParty>([\s\S]*?)<\/ram:BuyerTradeParty>/.exec(xml)?.[1] ?? "";
      expect(buyer).toContain(`<ram:URIID schemeID="0225">${routed}</ram:URIID>`);
      expect(buyer).toContain('<ram:GlobalID schemeID="0224">SERVICE-ACHATS</ram:GlobalID>');
      expect(buyer).toContain('<ram:ID schemeID="0002">741234561</ram:ID>');
      for (const validator of validators) {
        if (!existsSync(validator)) {
          console.log(`${path.basename(validator)} skipped: ../shared/validators is absent on this machine`);
          continue;
        }
        const check = spawnSync(validator, [pdf], { encoding: "utf8" });
        expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the directory answers the owner only", async ({ playwright }) => {
    const stranger = await playwright.request.newContext();
    try {
      const response = await stranger.get(`${server.url}/pro/annuaire?siren=812345676`, { maxRedirects: 0 });
      expect(response.status()).toBe(401);
      expect(await response.text()).not.toContain("Menuiserie");
    } finally {
      await stranger.dispose();
    }
  });

  test("without script, the saved SIREN's answer is on the draft before issuing", async ({ browser }) => {
    const context = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    try {
      await logIn(page, owner.email, owner.password, undefined, server.url);
      await page.goto(`${server.url}/pro/factures`);
      await page.getByRole("button", { name: copy.list.create }).click();
      await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
      await page.getByLabel(editor.clientName).fill("Menuiserie Exemple");
      await page.getByLabel(editor.clientSiren).fill("812 345 676");
      await page.getByRole("button", { name: editor.save }).click();
      await expect(answer(page)).toContainText(directory.receives(directory.platforms.WK, "812345676"));
      await page.getByLabel(editor.clientSiren).fill("345678908");
      await page.getByRole("button", { name: editor.save }).click();
      await expect(answer(page)).toContainText(directory.closed("345678908", "Ancienne Société Exemple"));
      await page.getByLabel(editor.clientSiren).fill("732829320");
      await page.getByRole("button", { name: editor.save }).click();
      await expect(answer(page)).toContainText(directory.unknownSiren("732829320"));
      await screenshots(page, "unknown-no-script");
    } finally {
      await context.close();
    }
  });
});
