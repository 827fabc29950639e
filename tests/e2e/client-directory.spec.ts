import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { clientDirectoryCopy as directory } from "#app/content/client-directory.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import {
  draftInvoice,
  expectValid,
  issueOnScreen,
  originalFile,
  parisToday,
  platformAdmin,
  platformFlows,
  platformSiteForBlock,
  readyToInvoice,
  validators,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { typographyProblems } from "#tests/support/typography.ts";

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const shots = "/tmp/shots-client-directory";
const routed = "741234561_74123456100016_SERVICE-ACHATS";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ viewport: viewports.phone });

test.describe("the invoice form tells where a business client receives its e-invoices, and the invoice goes there", () => {
  const site = platformSiteForBlock("annuaire");
  test.beforeAll(() => mkdirSync(shots, { recursive: true }));

  const answer = (page: Page) => page.getByRole("status", { name: directory.label });

  async function screenshots(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize(viewports.phone);
  }

  /** A new draft with its client and one line, its SIREN field left for the test to type. */
  const draftFor = (page: Page, title: string) =>
    draftInvoice(page, site.server.url, {
      clientName: "Hôtel Exemple",
      clientAddress: "3 place du Général-de-Gaulle, 59000 Lille",
      title,
      serviceDate: parisToday(),
      unitPrice: "240",
    });

  /** The deposited file's Factur-X XML, as poppler extracts it from the PDF the platform received. */
  async function depositedXml(number: string): Promise<{ xml: string; pdf: string; dir: string }> {
    let flowId = "";
    await expect(async () => {
      flowId = (await platformFlows(site.platform)).find((flow) => flow.trackingId === number)?.flowId ?? "";
      expect(flowId).not.toBe("");
    }).toPass({ timeout: 30_000 });
    const original = await originalFile(site.platform, flowId);
    const dir = mkdtempSync(path.join(tmpdir(), "client-directory-e2e-"));
    const pdf = path.join(dir, `facture-${number}.pdf`);
    writeFileSync(pdf, original);
    const xml = path.join(dir, "factur-x.xml");
    execFileSync("pdfdetach", ["-save", "1", "-o", xml, pdf]);
    return { xml: readFileSync(xml, "utf8"), pdf, dir };
  }

  test("typing a SIREN shows where the client receives; the deposited Factur-X is addressed there", async ({
    page,
  }) => {
    await readyToInvoice(page, site.server.url, site.owner);

    await draftFor(page, "Réfection de la toiture terrasse");
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

    const number = await issueOnScreen(page);

    const { xml, pdf, dir } = await depositedXml(number);
    try {
      // BT-49 the directory's line (scheme 0225), BT-46 its routing code (scheme 0224), BT-47 the SIREN.
      const buyer = /<ram:BuyerTradeParty>([\s\S]*?)<\/ram:BuyerTradeParty>/.exec(xml)?.[1] ?? "";
      expect(buyer).toContain(`<ram:URIID schemeID="0225">${routed}</ram:URIID>`);
      expect(buyer).toContain('<ram:GlobalID schemeID="0224">SERVICE-ACHATS</ram:GlobalID>');
      expect(buyer).toContain('<ram:ID schemeID="0002">741234561</ram:ID>');
      for (const validator of [validators.cii, validators.brFr]) expectValid(validator, [pdf]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the directory answers the owner only", async ({ playwright }) => {
    const stranger = await playwright.request.newContext();
    try {
      const response = await stranger.get(`${site.server.url}/pro/annuaire?siren=812345676`, { maxRedirects: 0 });
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
      await site.logIn(page);
      await page.goto(`${site.server.url}/pro/factures`);
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

  test("a directory slow to answer does not hold the draft: it is drawn saying the answer is pending, which a reload or the first touch brings", async ({
    browser,
  }) => {
    // Later than the 1.5 s a page waits for the directory, sooner than the 4 s after which a lookup gives up.
    const slowDirectory = { delayMs: 2_700, pathPrefix: "/afnor-directory", count: 2 };
    const plain = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await plain.newPage();
    let draftUrl = "";
    let session: Awaited<ReturnType<typeof plain.storageState>> | undefined;
    try {
      await site.logIn(page);
      await page.goto(`${site.server.url}/pro/factures`);
      await page.getByRole("button", { name: copy.list.create }).click();
      await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
      draftUrl = page.url();
      await page.getByLabel(editor.clientName).fill("Syndic Exemple");
      await page.getByLabel(editor.clientSiren).fill("523 456 788");
      await platformAdmin(site.platform, "/admin/faults", slowDirectory);
      await page.getByRole("button", { name: editor.save }).click();
      await expect(answer(page)).toContainText(directory.pending);
      // Without script, the page says to reload in a moment: by then the answer has come.
      await expect(async () => {
        await page.reload();
        await expect(answer(page)).toContainText(
          directory.receives(directory.platforms.WK, "523456788_52345678800018"),
          { timeout: 500 },
        );
      }).toPass({ timeout: 20_000 });
      // A SIREN the directory could not be asked about: nothing kept, so the next opening asks again.
      await page.getByLabel(editor.clientSiren).fill("123 456 782");
      await platformAdmin(site.platform, "/admin/faults", { status: 503, pathPrefix: "/afnor-directory", count: 2 });
      await page.getByRole("button", { name: editor.save }).click();
      await expect(answer(page)).toContainText(directory.unreachable);
      session = await plain.storageState();
    } finally {
      await plain.close();
    }

    // The owner with the application: the page is drawn with the answer pending; his first touch starts the
    // application, which asks again and shows the answer once the directory gives it.
    const running = await (browser as Browser).newContext({ viewport: viewports.phone, storageState: session });
    const owner = await running.newPage();
    try {
      await platformAdmin(site.platform, "/admin/faults", slowDirectory);
      await owner.goto(draftUrl);
      await expect(answer(owner)).toContainText(directory.pending);
      await owner.getByRole("heading", { level: 1 }).click();
      await expect(answer(owner)).toContainText(directory.unknownSiren("123456782"), { timeout: 20_000 });
      expect(await axeViolations(owner)).toEqual([]);
      await screenshots(owner, "answer-after-pending");
    } finally {
      await running.close();
    }
  });
});
