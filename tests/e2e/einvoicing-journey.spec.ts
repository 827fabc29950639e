import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { invoicesCopy } from "#app/content/invoices.ts";
import { platformTimelineCopy as timeline } from "#app/content/platform-timeline.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import type { Flow } from "#app/services/einvoicing/platform-api.ts";
import { PlatformClient } from "#app/services/einvoicing/platform-client.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { type LocalPushService, newSubscriber, startPushService } from "#tests/support/push-service.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";
import { typographyProblems } from "#tests/support/typography.ts";

/**
 * The whole e-invoicing journey against the local platform, as the owner lives it on his phone (375 px): a business
 * client's deposit and final invoices deposited once each and approved, a payment's « Encaissée » with its amounts
 * per VAT rate, the platform down for a while, a refusal rung on the phone and corrected by a credit note and a new
 * invoice through the screen. On SQLite with one instance, and on PostgreSQL with two instances sending and polling
 * the same outbox: the owner works on the first, reads the timelines on the second.
 */

const copy = invoicesCopy;
const editor = invoicesCopy.editor;
const lineCopy = quotesCopy.editor;
const checkBrFr = path.resolve("../shared/validators/france-ctc/check-br-fr");
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const day = /\d{2}\/\d{2}\/\d{4}/.source;
/** A business the local platform's directory knows, receiving at its SIREN. */
const client = { name: "Menuiserie Exemple", siren: "812345676" };

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: viewports.phone });

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>;

interface Journey {
  /** Where the owner acts. */
  origin: string;
  /** Where the timelines are read: another instance on PostgreSQL. */
  reader: string;
  store: Record<string, string>;
  platform: LocalPlatform;
  push: LocalPushService;
}

/** One admin call on a connection of its own (a kept-alive socket may be closed while a validator runs). */
function script(platform: LocalPlatform, pathname: string, body: unknown): Promise<void> {
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

/** Every flow the platform holds: "once" is what it received, not what the site believes. */
async function platformFlows(platform: LocalPlatform): Promise<Flow[]> {
  const found = await new PlatformClient(platform).searchFlowsSince({ updatedAfter: "1970-01-01T00:00:00.000Z" });
  if (!found.ok) throw new Error(found.failure.kind);
  return found.value.flows;
}

async function original(platform: LocalPlatform, flowId: string): Promise<string> {
  const file = await new PlatformClient(platform).getFlow(flowId, "Original");
  if (!file.ok) throw new Error(file.failure.kind);
  return new TextDecoder().decode(file.value);
}

/** The French rules on every CDAR message, ours and the platform's: exit 0 or the failed rules. */
function checkCdar(messages: string[]): void {
  if (!existsSync(checkBrFr)) {
    console.log("check-br-fr skipped: ../shared/validators is absent on this machine");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "einvoicing-journey-"));
  try {
    messages.forEach((xml, index) => {
      const file = path.join(dir, `statut-${index}.xml`);
      writeFileSync(file, xml);
      const check = spawnSync(checkBrFr, ["--cdar", file], { encoding: "utf8" });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An accepted quote for the business client: what the client signed on its page, written as that page writes it. */
async function acceptedQuote(store: Record<string, string>, owner: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: store.DATABASE_URL, sqliteFile: store.LEADS_DB ?? "" });
  try {
    const quotes = new QuoteStore(database);
    const id = (await quotes.create(null, {})) as number;
    await quotes.save(id, { ...exampleQuote, clientName: client.name, clientEmail: "" });
    const sent = await quotes.send(id, completeCompany(), { userId: 1, email: owner });
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(id, { ...exampleAcceptance(1), fullName: "Paul Lefebvre" })).toBe("accepted");
    return id;
  } finally {
    await database.close();
  }
}

/** The draft on screen gets the client's SIREN and is issued: its id and number. */
async function issueDraft(page: Page): Promise<{ id: number; number: string }> {
  const id = Number(/(\d+)(?:\?.*)?$/.exec(page.url())?.[1]);
  await page.getByLabel(editor.clientSiren).fill(client.siren);
  // A deposit has no completion date: it is the day the deposit is asked, set by the draft.
  const serviceDate = page.getByLabel(editor.serviceDate);
  if (await serviceDate.count()) await serviceDate.fill(parisToday());
  await page.getByRole("button", { name: editor.issue }).click();
  const issued = page.getByRole("status").filter({ hasText: /F-\d{4}-\d{4} est émise/ });
  // Issuing renders the Factur-X PDF in the request: seconds on a busy machine.
  await expect(issued).toBeVisible({ timeout: 30_000 });
  return { id, number: /F-\d{4}-\d{4}/.exec((await issued.textContent()) ?? "")?.[0] ?? "" };
}

const platformBlock = (page: Page) => page.getByRole("region", { name: timeline.title });

/** The timeline, read on `origin` until it says `text`: senders and pollers run on their own schedule. */
async function untilTimelineSays(page: Page, url: string, text: RegExp, timeout = 30_000) {
  await expect(async () => {
    await page.goto(url);
    await expect(platformBlock(page)).toContainText(text, { timeout: 500 });
  }).toPass({ timeout });
}

async function walk(page: Page, testInfo: TestInfo, journey: Journey, owner: { email: string; password: string }) {
  const { origin, reader, platform, push } = journey;
  await logIn(page, owner.email, owner.password, undefined, origin);
  await saveCompleteCompany(page, origin);
  await publishDraft(page, origin);
  await page.goto(`${origin}/pro/factures/reglages`);
  await page.getByLabel(copy.settings.iban, { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByLabel(copy.settings.bic, { exact: true }).fill("AGRIFRPP");
  await page.getByRole("button", { name: copy.settings.save }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.settings.saved })).toBeVisible();

  // The owner's phone, subscribed as "Activer sur cet appareil" does: a new device gets the platform's alerts.
  const phone = newSubscriber(`${push.origin}/push/telephone`);
  const registered = await page.evaluate(
    async ({ endpoint, p256dh, auth }) =>
      (
        await fetch("/pro/compte/notifications", {
          method: "POST",
          body: new URLSearchParams({ endpoint, p256dh, auth, name: "Téléphone" }),
        })
      ).status,
    { endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth },
  );
  expect(registered).toBe(200);

  // The deposit and the final invoice, from the accepted quote, through its screen.
  const quoteId = await acceptedQuote(journey.store, owner.email);
  const billing = page.getByRole("region", { name: copy.fromQuote.title });
  await page.goto(`${origin}/pro/devis/${quoteId}`);
  await billing.getByLabel(copy.fromQuote.depositPercent).fill("30");
  await billing.getByRole("button", { name: copy.fromQuote.deposit }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const deposit = await issueDraft(page);
  await page.goto(`${origin}/pro/devis/${quoteId}`);
  await billing.getByRole("button", { name: copy.fromQuote.final }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  const final = await issueDraft(page);

  for (const invoice of [deposit, final]) {
    const url = `${reader}/pro/factures/${invoice.id}`;
    await untilTimelineSays(page, url, new RegExp(`Déposée le ${day} \\(flux [\\w-]+\\)`));
    await untilTimelineSays(page, url, new RegExp(`Fichier accepté par la plateforme le ${day}`));
    const flows = (await platformFlows(platform)).filter((flow) => flow.trackingId === invoice.number);
    expect(flows, invoice.number).toHaveLength(1);
    await script(platform, `/admin/flows/${flows[0]?.flowId}/lifecycle`, { statusCode: "205" });
    await untilTimelineSays(page, url, new RegExp(`Approuvée le ${day}`));
    await expect(platformBlock(page)).not.toContainText(timeline.advice);
  }
  await page.screenshot({ path: testInfo.outputPath("final-approved-375.png"), fullPage: true });

  // A payment on the final invoice: its « Encaissée » deposited as CDAR, the amount split over the invoice's rates.
  await page.goto(`${origin}/pro/factures/${final.id}`);
  await page.getByLabel(editor.paymentAmount).fill("400,00");
  await page.getByRole("button", { name: editor.recordPayment }).click();
  await expect(page.getByRole("status").filter({ hasText: /400,00/ })).toBeVisible();
  let collected: Flow | undefined;
  await expect(async () => {
    collected = (await platformFlows(platform)).find((flow) => flow.trackingId?.startsWith(`${final.number}-212-`));
    expect(collected).toBeDefined();
  }).toPass({ timeout: 30_000 });
  const collectedXml = await original(platform, collected?.flowId ?? "");
  const parts = [
    ...collectedXml.matchAll(
      /<ram:ValueAmount currencyID="EUR">([\d.-]+)<\/ram:ValueAmount><ram:ValuePercent>([\d.]+)<\/ram:ValuePercent>/g,
    ),
  ].map((match) => ({ amount: Number(match[1]), rate: Number(match[2]) }));
  expect(parts.map((part) => part.rate).sort()).toEqual([10, 20]);
  expect(parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0)).toBe(40_000);
  await untilTimelineSays(page, `${reader}/pro/factures/${final.id}`, /Statut «\s?Encaissée\s?» transmis le/);

  // The platform down for a while (503, then 429, each with Retry-After), a stand-alone invoice issued meanwhile.
  await script(platform, "/admin/faults", { status: 503, count: 6, retryAfter: 1 });
  await script(platform, "/admin/faults", { status: 429, count: 4, retryAfter: 1 });
  await page.goto(`${origin}/pro/factures`);
  await page.getByRole("button", { name: copy.list.create }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+$/);
  await page.getByLabel(editor.clientName).fill(client.name);
  await page.getByLabel(editor.clientAddress).fill("12 rue de l’Industrie, 62300 Lens");
  await page.getByLabel(editor.titleLabel).fill("Remplacement de tuiles");
  await page.getByRole("button", { name: lineCopy.addLine }).click();
  const line = page.locator("#invoice-lines").locator("xpath=..").getByRole("list").first().locator(":scope > li");
  await line.getByLabel(lineCopy.designation).fill("Remplacement de tuiles");
  await line.getByLabel(lineCopy.quantity).fill("1");
  await line.getByLabel(lineCopy.unit).selectOption("forfait");
  await line.getByLabel(lineCopy.unitPrice).fill("240");
  await line.getByLabel(lineCopy.vatRate).selectOption("2000");
  const refused = await issueDraft(page);
  const refusedUrl = `${reader}/pro/factures/${refused.id}`;
  await untilTimelineSays(page, refusedUrl, new RegExp(`Déposée le ${day}`), 90_000);

  // The client refuses it: the owner's phone rings once, naming the invoice and the client; a tap opens it.
  const [refusedFlow] = (await platformFlows(platform)).filter((flow) => flow.trackingId === refused.number);
  await script(platform, `/admin/flows/${refusedFlow?.flowId}/lifecycle`, { statusCode: "210" });
  const [ring] = await push.waitFor("/push/telephone", 1, 30_000);
  const message = JSON.parse(phone.decrypt(ring?.body ?? Buffer.alloc(0))) as {
    title: string;
    body: string;
    url: string;
  };
  expect(message.title).toBe("Facture refusée");
  expect(message.body).toContain(refused.number);
  expect(message.body).toContain(client.name);
  expect(message.url).toBe(`/pro/factures/${refused.id}`);
  await untilTimelineSays(page, `${origin}${message.url}`, new RegExp(`Refusée le ${day}`));
  const block = platformBlock(page);
  await expect(block).toContainText("Motif\u202f: TX_TVA_ERR\u202f: Taux de TVA erroné");
  await expect(block).toContainText(timeline.advice);
  expect(await axeViolations(page)).toEqual([]);
  expect(typographyProblems(await block.innerHTML())).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("refused-375.png"), fullPage: true });

  // One action: the mirroring credit note issued (and sent), then the corrected invoice as a draft to review.
  await block.getByRole("button", { name: timeline.correct }).click();
  await expect(page).toHaveURL(/\/pro\/factures\/\d+\?correction=corrigee&avoir=/);
  const creditNumber = decodeURIComponent(/avoir=([^&#]+)/.exec(page.url())?.[1] ?? "");
  await expect(page.getByRole("status").filter({ hasText: timeline.correction.corrigee(creditNumber) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editor.title("facture", null));
  await expect(page.getByLabel(editor.clientName)).toHaveValue(client.name);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("corrected-draft-375.png"), fullPage: true });
  await line.getByLabel(lineCopy.vatRate).selectOption("1000");
  const corrected = await issueDraft(page);
  await untilTimelineSays(page, `${reader}/pro/factures/${corrected.id}`, new RegExp(`Déposée le ${day}`));

  // Nothing lost, nothing sent twice: each document and each status message once on the platform.
  await expect(async () => {
    const flows = await platformFlows(platform);
    const ours = flows.filter((flow) => flow.flowDirection === "Out").map((flow) => flow.trackingId);
    expect(new Set(ours).size).toBe(ours.length);
    for (const number of [deposit.number, final.number, refused.number, creditNumber, corrected.number]) {
      expect(
        ours.filter((tracked) => tracked === number),
        number,
      ).toHaveLength(1);
    }
  }).toPass({ timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(push.received.filter((received) => received.path === "/push/telephone")).toHaveLength(1);

  const cdar = (await platformFlows(platform)).filter((flow) => flow.flowSyntax === "CDAR");
  const messages: string[] = [];
  for (const flow of cdar) messages.push(await original(platform, flow.flowId));
  expect(messages.length).toBeGreaterThanOrEqual(9);
  checkCdar(messages);
}

const platformEnv = (platform: LocalPlatform) => ({
  EINVOICING_FLOW_URL: platform.flowUrl,
  EINVOICING_DIRECTORY_URL: platform.directoryUrl,
  EINVOICING_TOKEN_URL: platform.tokenUrl,
  EINVOICING_CLIENT_ID: platform.clientId,
  EINVOICING_CLIENT_SECRET: platform.clientSecret,
  EINVOICING_POLL_MS: "300",
  OUTBOX_POLL_MS: "500",
});

test("SQLite: deposit and final approved, « Encaissée » per rate, an outage, a refusal rung and corrected", async ({
  page,
}, testInfo) => {
  const platform = await startLocalPlatform({ acknowledgementDelayMs: 100 });
  const push = await startPushService({ port: await freePort(testInfo) });
  const folder = temporaryDatabase();
  let server: RunningServer | undefined;
  try {
    const store = { LEADS_DB: folder.file };
    server = await startServer({
      port: await freePort(testInfo),
      env: {
        ...store,
        ...platformEnv(platform),
        UPLOADS_DIR: path.join(path.dirname(folder.file), "uploads"),
        SITE_PHOTOS_DIR: path.join(path.dirname(folder.file), "site-photos"),
        NODE_EXTRA_CA_CERTS: push.caFile,
      },
    });
    const owner = { email: ownerEmail("parcours-pa"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, store);
    await walk(page, testInfo, { origin: server.url, reader: server.url, store, platform, push }, owner);
  } finally {
    await server?.stop();
    await push.stop();
    await platform.close();
    folder.remove();
  }
});

test("PostgreSQL, two instances sending and polling: the same journey, the timelines read on the other", async ({
  page,
}, testInfo) => {
  const platform = await startLocalPlatform({ acknowledgementDelayMs: 100 });
  const push = await startPushService({ port: await freePort(testInfo) });
  const folder = temporaryDatabase();
  const servers: RunningServer[] = [];
  let postgres: TestPostgres | undefined;
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
            ...platformEnv(platform),
            UPLOADS_DIR: path.join(data, name, "uploads"),
            SITE_PHOTOS_DIR: path.join(data, "site-photos"),
            NODE_EXTRA_CA_CERTS: push.caFile,
          },
        }),
      );
    }
    const [first, second] = servers as [RunningServer, RunningServer];
    const owner = { email: ownerEmail("parcours-pa-pg"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, store);
    await walk(page, testInfo, { origin: first.url, reader: second.url, store, platform, push }, owner);
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
    await push.stop();
    await platform.close();
    folder.remove();
  }
});
