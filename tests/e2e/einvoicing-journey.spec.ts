import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { invoicesCopy } from "#app/content/invoices.ts";
import { platformTimelineCopy as timeline } from "#app/content/platform-timeline.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import type { Flow } from "#app/services/einvoicing/platform-api.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import {
  day,
  draftInvoice,
  expectValid,
  flowsTracked,
  issueOnScreen,
  type LocalPlatform,
  originalFile,
  parisToday,
  platformAdmin,
  platformBlock,
  platformEnv,
  platformFlows,
  readyToInvoice,
  stateLifecycle,
  untilTimelineSays,
  validators,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { type LocalPushService, newSubscriber, startPushService } from "#tests/support/push-service.ts";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
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
/** A business the local platform's directory knows, receiving at its SIREN. */
const client = { name: "Menuiserie Exemple", siren: "812345676" };

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: viewports.phone });

interface Journey {
  /** Where the owner acts. */
  origin: string;
  /** Where the timelines are read: another instance on PostgreSQL. */
  reader: string;
  store: Record<string, string>;
  platform: LocalPlatform;
  push: LocalPushService;
}

async function original(platform: LocalPlatform, flowId: string): Promise<string> {
  return new TextDecoder().decode(await originalFile(platform, flowId));
}

/** The French rules on every CDAR message, ours and the platform's: exit 0 or the failed rules. */
function checkCdar(messages: string[]): void {
  const dir = mkdtempSync(path.join(tmpdir(), "einvoicing-journey-"));
  try {
    messages.forEach((xml, index) => {
      const file = path.join(dir, `statut-${index}.xml`);
      writeFileSync(file, xml);
      expectValid(validators.brFr, ["--cdar", file]);
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
  return { id, number: await issueOnScreen(page) };
}

async function walk(page: Page, testInfo: TestInfo, journey: Journey, owner: { email: string; password: string }) {
  const { origin, reader, platform, push } = journey;
  await readyToInvoice(page, origin, owner);

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
    await untilTimelineSays(page, new RegExp(`Déposée le ${day} \\(flux [\\w-]+\\)`), { url });
    await untilTimelineSays(page, new RegExp(`Fichier accepté par la plateforme le ${day}`), { url });
    const flows = await flowsTracked(platform, invoice.number);
    expect(flows, invoice.number).toHaveLength(1);
    await stateLifecycle(platform, flows[0]?.flowId ?? "", "205");
    await untilTimelineSays(page, new RegExp(`Approuvée le ${day}`), { url });
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
  await untilTimelineSays(page, /Statut «\s?Encaissée\s?» transmis le/, { url: `${reader}/pro/factures/${final.id}` });

  // The platform down for a while (503, then 429, each with Retry-After), a stand-alone invoice issued meanwhile.
  await platformAdmin(platform, "/admin/faults", { status: 503, count: 6, retryAfter: 1 });
  await platformAdmin(platform, "/admin/faults", { status: 429, count: 4, retryAfter: 1 });
  const { line } = await draftInvoice(page, origin, {
    clientName: client.name,
    clientAddress: "12 rue de l’Industrie, 62300 Lens",
    title: "Remplacement de tuiles",
    unitPrice: "240",
  });
  const refused = await issueDraft(page);
  const refusedUrl = `${reader}/pro/factures/${refused.id}`;
  await untilTimelineSays(page, new RegExp(`Déposée le ${day}`), { url: refusedUrl, timeout: 90_000 });

  // The client refuses it: the owner's phone rings once, naming the invoice and the client; a tap opens it.
  const [refusedFlow] = await flowsTracked(platform, refused.number);
  await stateLifecycle(platform, refusedFlow?.flowId ?? "", "210");
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
  await untilTimelineSays(page, new RegExp(`Refusée le ${day}`), { url: `${origin}${message.url}` });
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
  await untilTimelineSays(page, new RegExp(`Déposée le ${day}`), { url: `${reader}/pro/factures/${corrected.id}` });

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

/** The journey's servers send their outbox every 500 ms: a refusal and its correction fit in a test's waits. */
const journeyEnv = (platform: LocalPlatform, push: LocalPushService) => ({
  ...platformEnv(platform),
  OUTBOX_POLL_MS: "500",
  NODE_EXTRA_CA_CERTS: push.caFile,
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
        ...ownStoreEnv(folder.file),
        ...journeyEnv(platform, push),
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
            ...journeyEnv(platform, push),
            UPLOADS_DIR: path.join(data, name, "uploads"),
            SITE_PHOTOS_DIR: path.join(data, "site-photos"),
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
