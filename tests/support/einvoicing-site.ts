import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { Page } from "@playwright/test";
import { invoicesCopy } from "#app/content/invoices.ts";
import { platformTimelineCopy } from "#app/content/platform-timeline.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import type { Flow } from "#app/services/einvoicing/platform-api.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { expect, test } from "./fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "./owner.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "./server.ts";
import { publishDraft, saveCompleteCompany } from "./site-owner.ts";

export type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

/** Today in Paris, as the invoices are dated (YYYY-MM-DD): UTC is the day before for an hour or two a night. */
export const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/** A date as the timelines print it (dd/mm/yyyy), to build their patterns. */
export const day = /\d{2}\/\d{2}\/\d{4}/.source;

/** What points a server at the local platform; it polls every 300 ms so that a timeline moves within a test's wait. */
export function platformEnv(platform: LocalPlatform): Record<string, string> {
  return {
    EINVOICING_FLOW_URL: platform.flowUrl,
    EINVOICING_DIRECTORY_URL: platform.directoryUrl,
    EINVOICING_TOKEN_URL: platform.tokenUrl,
    EINVOICING_CLIENT_ID: platform.clientId,
    EINVOICING_CLIENT_SECRET: platform.clientSecret,
    EINVOICING_POLL_MS: "300",
  };
}

/** The local platform (HTTPS, a self-signed certificate), a server of the tests' own sending to it, and its owner. */
export interface PlatformSite {
  readonly platform: LocalPlatform;
  readonly client: PlatformClient;
  readonly server: RunningServer;
  /** The server's SQLite store. */
  readonly file: string;
  readonly owner: { email: string; password: string };
  /** Logs the owner in on this server. */
  logIn(page: Page): Promise<void>;
  /** Stops the server and starts it again on its port, `env` added to its environment (a clock moved forward). */
  restart(env: Record<string, string>): Promise<void>;
}

/**
 * Starts a site before the block's tests and stops it after them: a serial block's tests build on one another's
 * invoices. `env` is added to the server's environment.
 */
export function platformSiteForBlock(ownerTag: string, env: Record<string, string> = {}): PlatformSite {
  const owner = { email: ownerEmail(ownerTag), password: ownerPassword() };
  let platform: LocalPlatform | undefined;
  let client: PlatformClient | undefined;
  let server: RunningServer | undefined;
  let folder: ReturnType<typeof temporaryDatabase> | undefined;
  let serverEnv: Record<string, string> = {};
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the platform site starts in the block's beforeAll");
    return value;
  };

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    platform = await startLocalPlatform({ acknowledgementDelayMs: 100 });
    client = new PlatformClient(platform);
    folder = temporaryDatabase();
    serverEnv = { ...ownStoreEnv(folder.file), ...platformEnv(platform), ...env };
    server = await startServer({ port: await freePort(testInfo), env: serverEnv });
    await addOwner(owner.email, owner.password, { LEADS_DB: folder.file });
  });

  test.afterAll(async () => {
    await server?.stop();
    await platform?.close();
    folder?.remove();
  });

  return {
    get platform() {
      return started(platform);
    },
    get client() {
      return started(client);
    },
    get server() {
      return started(server);
    },
    get file() {
      return started(folder).file;
    },
    owner,
    logIn: (page) => logIn(page, owner.email, owner.password, undefined, started(server).url),
    async restart(more) {
      const { port } = started(server);
      await started(server).stop();
      server = await startServer({ port, env: { ...serverEnv, ...more } });
    },
  };
}

/**
 * The owner's first steps before an invoice can be issued, on `origin`: logged in, the company's legal details saved
 * and published, the bank details on « Réglages ».
 */
export async function readyToInvoice(page: Page, origin: string, owner: { email: string; password: string }) {
  const settings = invoicesCopy.settings;
  await logIn(page, owner.email, owner.password, undefined, origin);
  await saveCompleteCompany(page, origin);
  await publishDraft(page, origin);
  await page.goto(`${origin}/pro/factures/reglages`);
  await page.getByLabel(settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByLabel(settings.bic, { exact: true }).fill("AGRIFRPP");
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByRole("status").filter({ hasText: settings.saved })).toBeVisible();
}

/** An invoice's draft as the owner types it on « Factures »: `siren` and `serviceDate` only when given. */
export interface DraftInvoice {
  clientName: string;
  clientAddress: string;
  siren?: string;
  title: string;
  serviceDate?: string;
  /** The one line's price, excluding VAT, at 20 %. */
  unitPrice: string;
}

/** A new draft on « Factures » with one line: its address, its id and its line (for a test to change a rate). */
export async function draftInvoice(page: Page, origin: string, draft: DraftInvoice) {
  const editor = invoicesCopy.editor;
  const lineCopy = quotesCopy.editor;
  await page.goto(`${origin}/pro/factures`);
  await page.getByRole("button", { name: invoicesCopy.list.create }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const url = page.url();
  await page.getByLabel(editor.clientName).fill(draft.clientName);
  await page.getByLabel(editor.clientAddress).fill(draft.clientAddress);
  if (draft.siren) await page.getByLabel(editor.clientSiren).fill(draft.siren);
  await page.getByLabel(editor.titleLabel).fill(draft.title);
  if (draft.serviceDate) await page.getByLabel(editor.serviceDate).fill(draft.serviceDate);
  await page.getByRole("button", { name: lineCopy.addLine }).click();
  const line = page.locator("#invoice-lines").locator("xpath=..").getByRole("list").first().locator(":scope > li");
  await line.getByLabel(lineCopy.designation).fill(draft.title);
  await line.getByLabel(lineCopy.quantity).fill("1");
  await line.getByLabel(lineCopy.unit).selectOption("forfait");
  await line.getByLabel(lineCopy.unitPrice).fill(draft.unitPrice);
  await line.getByLabel(lineCopy.vatRate).selectOption("2000");
  return { url, id: Number(/(\d+)$/.exec(url)?.[1]), line };
}

/** « Émettre et envoyer » on the draft on screen, for a client without e-mail: the number it was given. */
export async function issueOnScreen(page: Page): Promise<string> {
  await page.getByRole("button", { name: invoicesCopy.editor.issue }).click();
  const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise\./ });
  // Issuing renders the Factur-X PDF in the request: seconds on a busy machine.
  await expect(issued).toBeVisible({ timeout: 30_000 });
  return /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
}

export const platformBlock = (page: Page) => page.getByRole("region", { name: platformTimelineCopy.title });

/**
 * The invoice's « Plateforme » block, read again (at `url`, or the page reloaded) until it says `text`: the sender
 * and the poller run on their own schedule.
 */
export async function untilTimelineSays(page: Page, text: RegExp, options: { url?: string; timeout?: number } = {}) {
  await expect(async () => {
    if (options.url) await page.goto(options.url);
    else await page.reload();
    await expect(platformBlock(page)).toContainText(text, { timeout: 500 });
  }).toPass({ timeout: options.timeout ?? 30_000 });
}

/**
 * One admin call to the local platform, on a connection of its own: fetch would reuse a kept-alive socket that the
 * platform may close while a validator runs, and a POST is not retried on the reset.
 */
export function platformAdmin(platform: LocalPlatform, pathname: string, body: unknown): Promise<void> {
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

/** The platform states a lifecycle status on a flow (205 Approuvée, 210 Refusée…), as the buyer's side would. */
export function stateLifecycle(platform: LocalPlatform, flowId: string, statusCode: string): Promise<void> {
  return platformAdmin(platform, `/admin/flows/${flowId}/lifecycle`, { statusCode });
}

/** Every flow the platform holds: "once" is what it received, not what the site believes. */
export async function platformFlows(platform: LocalPlatform): Promise<Flow[]> {
  const found = await new PlatformClient(platform).searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
  if (!found.ok) throw new Error(found.failure.kind);
  return found.value.flows;
}

/** The flows the platform holds under a tracking id (an invoice's number). */
export async function flowsTracked(platform: LocalPlatform, trackingId: string): Promise<Flow[]> {
  return (await platformFlows(platform)).filter((flow) => flow.trackingId === trackingId);
}

/** The file a flow brought to the platform, as it received it. */
export async function originalFile(platform: LocalPlatform, flowId: string): Promise<Uint8Array> {
  const file = await new PlatformClient(platform).getFlow(flowId, "Original");
  if (!file.ok) throw new Error(file.failure.kind);
  return file.value;
}

export const validators = {
  cii: path.resolve("../shared/validators/en16931-cii/check-cii"),
  brFr: path.resolve("../shared/validators/france-ctc/check-br-fr"),
};

/** One of ../shared/validators on a file: exit 0, or the rules it broke; said and passed over where it is absent. */
export function expectValid(validator: string, args: string[]): void {
  if (!existsSync(validator)) {
    console.log(`${path.basename(validator)} skipped: ../shared/validators is absent on this machine`);
    return;
  }
  const check = spawnSync(validator, args, { encoding: "utf8" });
  expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
}
