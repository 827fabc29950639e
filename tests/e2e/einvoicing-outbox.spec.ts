import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { invoicesCopy } from "#app/content/invoices.ts";
import { platformTimelineCopy as timeline } from "#app/content/platform-timeline.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
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
const checkBrFr = path.resolve("../shared/validators/france-ctc/check-br-fr");
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const day = /\d{2}\/\d{2}\/\d{4}/.source;

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ viewport: viewports.phone });

test.describe("issuing to a business sends the invoice through the approved platform, on a server of its own", () => {
  const owner = { email: ownerEmail("plateforme"), password: ownerPassword() };
  let server: RunningServer;
  let folder: ReturnType<typeof temporaryDatabase>;
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>;
  let client: PlatformClient;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
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

  /** The flows the platform holds under a tracking id: "once" is what it received, not what the site believes. */
  async function flowsTracked(trackingId: string) {
    const found = await client.searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
    if (!found.ok) throw new Error(found.failure.kind);
    return found.value.flows.filter((flow) => flow.trackingId === trackingId);
  }

  async function attemptsOf(number: string): Promise<number> {
    const database = await openDatabase({ sqliteFile: folder.file });
    try {
      const row = await database.db
        .withTables<{ einvoicing_outbox: { tracking_id: string; attempts: number } }>()
        .selectFrom("einvoicing_outbox")
        .select("attempts")
        .where("tracking_id", "=", number)
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    } finally {
      await database.close();
    }
  }

  /**
   * One admin call on a connection of its own: fetch would reuse a kept-alive socket that the platform may close
   * while the validator runs, and a POST is not retried on the reset.
   */
  function script(pathname: string, body: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        `${platform.url}${pathname}`,
        { method: "POST", agent: false, headers: { "Content-Type": "application/json" } },
        (response) => {
          response.resume();
          response.on("end", () => {
            expect(response.statusCode, pathname).toBeLessThan(300);
            resolve();
          });
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify(body));
    });
  }

  /** A business client's invoice typed on "Factures" and issued: its number. */
  async function issueBusinessInvoice(page: Page, title: string): Promise<{ id: number; number: string }> {
    const origin = server.url;
    await page.goto(`${origin}/pro/factures`);
    await page.getByRole("button", { name: copy.list.create }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByLabel(editor.clientName).fill("SARL Entrepôts du Nord");
    await page.getByLabel(editor.clientAddress).fill("12 rue de l’Industrie, 62300 Lens");
    await page.getByLabel(editor.clientSiren).fill("732829320");
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
    const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise\./ });
    // Issuing renders the Factur-X PDF in the request: seconds on a busy machine.
    await expect(issued).toBeVisible({ timeout: 30_000 });
    return { id, number: /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "" };
  }

  const platformBlock = (page: Page) => page.getByRole("region", { name: timeline.title });

  /** The timeline is read again until it says `text`: the sender and the poller run on their own schedule. */
  async function untilTimelineSays(page: Page, text: RegExp, timeout = 30_000) {
    await expect(async () => {
      await page.reload();
      await expect(platformBlock(page)).toContainText(text, { timeout: 500 });
    }).toPass({ timeout });
  }

  test("deposited once, « Déposée » then « Approuvée »; the file the platform got passes the French rules", async ({
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

    const { number } = await issueBusinessInvoice(page, "Recherche de fuite");
    expect(number).not.toBe("");
    await untilTimelineSays(page, new RegExp(`Déposée le ${day} \\(flux [\\w-]+\\)`));
    await untilTimelineSays(page, new RegExp(`Fichier accepté par la plateforme le ${day}`));
    const [flow, ...others] = await flowsTracked(number);
    expect(others).toEqual([]);
    expect(flow?.flowSyntax).toBe("Factur-X");
    expect(await attemptsOf(number)).toBe(1);

    const original = await client.getFlow(flow?.flowId ?? "", "Original");
    if (!original.ok) throw new Error(original.failure.kind);
    if (existsSync(checkBrFr)) {
      const dir = mkdtempSync(path.join(tmpdir(), "einvoicing-e2e-"));
      try {
        const file = path.join(dir, `facture-${number}.pdf`);
        writeFileSync(file, original.value);
        const check = spawnSync(checkBrFr, [file], { encoding: "utf8" });
        expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else {
      console.log("check-br-fr skipped: ../shared/validators is absent on this machine");
    }

    await script(`/admin/flows/${flow?.flowId}/lifecycle`, { statusCode: "205" });
    await untilTimelineSays(page, new RegExp(`Approuvée le ${day}`));
    const block = platformBlock(page);
    await expect(block).toContainText(new RegExp(`Déposée le ${day}`));
    await expect(block).not.toContainText(timeline.advice);
    expect(await axeViolations(page)).toEqual([]);
    expect(typographyProblems(await block.innerHTML())).toEqual([]);
  });

  test("a refusal says what to do, and its one action issues the credit note and opens the corrected draft", async ({
    page,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    const { number } = await issueBusinessInvoice(page, "Remplacement de tuiles");
    await untilTimelineSays(page, /Déposée le/);
    const [flow] = await flowsTracked(number);
    await script(`/admin/flows/${flow?.flowId}/lifecycle`, { statusCode: "210" });
    await untilTimelineSays(page, new RegExp(`Refusée le ${day}`));
    const block = platformBlock(page);
    await expect(block).toContainText(timeline.advice);
    await block.getByRole("button", { name: timeline.correct }).click();
    await expect(page).toHaveURL(/\/pro\/factures\/\d+\?correction=corrigee&avoir=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.title("facture", null));
    // The credit note was issued and queued like any e-invoice: the platform receives it.
    const creditNumber = decodeURIComponent(/avoir=([^&#]+)/.exec(page.url())?.[1] ?? "");
    await expect(async () => expect(await flowsTracked(creditNumber)).toHaveLength(1)).toPass({ timeout: 30_000 });
  });

  test("the platform answering 503 for a while: the invoice is issued at once, then deposited once", async ({
    page,
  }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    // The platform's next 15 answers are 503 "come back in 1 s", whichever call gets them: the site's polls take one
    // a second while the invoice is issued, then its deposit meets the rest and waits, backing off.
    await script("/admin/faults", { status: 503, count: 15, retryAfter: 1 });
    const { number } = await issueBusinessInvoice(page, "Démoussage de toiture");
    await expect(platformBlock(page)).toContainText(timeline.waiting);
    await untilTimelineSays(page, new RegExp(`Déposée le ${day}`), 90_000);
    expect(await flowsTracked(number)).toHaveLength(1);
    expect(await attemptsOf(number)).toBeGreaterThan(1);
  });
});
