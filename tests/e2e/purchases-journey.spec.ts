import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { costsCopy } from "#app/content/costs.ts";
import { buyerActionLabels } from "#app/content/purchase-statuses.ts";
import { purchasesCopy } from "#app/content/purchases.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { startLocalPlatform } from "#server/local-platform.js";
import {
  expectValid,
  type LocalPlatform,
  originalFile,
  parisToday,
  platformEnv,
} from "#tests/support/einvoicing-site.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { invoicedJob } from "#tests/support/job-costs.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { publishDraft, saveCompleteCompany } from "#tests/support/site-owner.ts";

/**
 * What a job cost, as the company lives it, on SQLite with one instance and on PostgreSQL with two polling the same
 * platform: three supplier invoices the platform delivers (CII, Factur-X and UBL, each checked by the CEN's
 * validator first) and a broken file appear once each in « Achats »; the UBL one is refused with a reason and its
 * CDAR reaches the platform once, valid under the French rules; the CII one is approved on the other instance, set
 * against the job and paid; the job's margin is its sales less what was set against it; the accountant's export
 * books the read invoices, balances, and holds nothing of the broken file.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: viewports.phone });

const copy = purchasesCopy;
/** The company as « L'entreprise » publishes it (tests/support/quotes.ts completeCompanyValues): the buyer. */
const buyer = { siren: "987654324", name: "Toitures de la Gohelle", vatNumber: "FR14987654324" };
const validators = {
  cii: path.resolve("../shared/validators/en16931-cii/check-cii"),
  ubl: path.resolve("../shared/validators/en16931-ubl/check-ubl"),
  brFr: path.resolve("../shared/validators/france-ctc/check-br-fr"),
};

interface Site {
  /** Where the owner refuses, and reads the books. */
  office: string;
  /** Where he approves and pays: the other instance on PostgreSQL. */
  other: string;
  store: Record<string, string>;
  platform: LocalPlatform;
  owner: { email: string; password: string };
}

async function withStore<T>(site: Site, use: (database: StoreDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: site.store.DATABASE_URL, sqliteFile: site.store.LEADS_DB ?? "" });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A file of the platform's through one of the validators nobody here wrote. */
function validated(validator: string, args: string[], bytes: Uint8Array, name: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), "achats-parcours-"));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    expectValid(validator, [...args, file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One call to the local platform's admin endpoints and its JSON answer, on a connection of its own: the platform may
 * close a kept-alive socket while a validator runs, and a POST is not retried on the reset.
 */
function admin(platform: LocalPlatform, pathname: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${platform.url}${pathname}`,
      { method: body === undefined ? "GET" : "POST", agent: false, headers: { "Content-Type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The supplier invoice delivered to the company, checked as the CEN's rules read it: its flow and number. */
async function deliver(site: Site, syntax: "CII" | "Factur-X" | "UBL") {
  const answer = await admin(site.platform, "/admin/supplier-invoices", { syntax, buyer });
  expect(answer.status).toBe(201);
  const flow = answer.json as { flowId: string; name: string };
  const bytes = await originalFile(site.platform, flow.flowId);
  if (syntax === "UBL") validated(validators.ubl, [], bytes, "facture.xml");
  else validated(validators.cii, [], bytes, syntax === "CII" ? "facture.xml" : "facture.pdf");
  return flow;
}

/** The purchase's link in « Achats »'s tab, once the poller has brought it: exactly one. */
async function listed(page: Page, origin: string, tab: string, name: RegExp) {
  const link = page.getByRole("link", { name });
  await expect(async () => {
    await page.goto(`${origin}/pro/achats?onglet=${tab}`);
    await expect(link).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return link;
}

/** The figure of the job's « Rentabilité » on that row. */
const figure = (page: Page, key: string) =>
  page.getByRole("region", { name: costsCopy.profit.title }).locator(`[data-figure="${key}"]`);

async function walk(page: Page, site: Site) {
  const { jobId } = await withStore(site, (database) => invoicedJob(database, Date.now));
  await test.step("the company's SIRET published: the buyer the platform knows", async () => {
    await logIn(page, site.owner.email, site.owner.password, undefined, site.office);
    await saveCompleteCompany(page, site.office);
    await publishDraft(page, site.office);
  });

  await test.step("the platform delivers three invoices, each valid under EN 16931, and a broken file", async () => {
    await deliver(site, "CII");
    await deliver(site, "Factur-X");
    await deliver(site, "UBL");
    const broken = await admin(site.platform, "/admin/supplier-invoices", {
      syntax: "CII",
      buyer,
      number: "CASSEE-1",
      broken: true,
    });
    expect(broken.status).toBe(201);
  });

  // Each appears once, the broken one with its reason and nothing else.
  const zinc = await listed(page, site.office, "a-verifier", /Zinguerie du Pas-de-Calais/);
  await listed(page, site.office, "a-verifier", /Bois et Ardoises du Nord/);
  const skip = await listed(page, site.office, "a-verifier", /Bennes Artois Location/);
  await (await listed(page, site.office, "illisibles", new RegExp(copy.list.unreadable))).click();
  await expect(page.getByText(copy.detail.unreadableIntro)).toBeVisible();
  await expect(page.getByRole("button", { name: buyerActionLabels.approve, exact: true })).toHaveCount(0);

  // The skip's invoice refused, with its reason: one CDAR reaches the platform, valid under BR-FR-CDV.
  await page.goto(`${site.office}/pro/achats?onglet=a-verifier`);
  await skip.click();
  const refuse = page.locator("details").filter({ hasText: buyerActionLabels.refuse });
  await refuse.locator("summary").click();
  await refuse.getByLabel(copy.detail.reasonCode).selectOption("TX_TVA_ERR");
  await refuse.getByLabel(copy.detail.reasonText).fill("TVA à 10 % facturée à 20 %");
  await refuse.getByRole("button", { name: buyerActionLabels.refuse }).click();
  await page.getByRole("button", { name: copy.detail.refuseConfirm }).click();
  await expect(page.getByText(copy.detail.done.refuse)).toBeVisible();
  let statuses: { flowId: string; statusCode: string; reasonCode: string; issuerRole: string }[] = [];
  await expect(async () => {
    const answer = await admin(site.platform, "/admin/received-statuses");
    statuses = (answer.json as { statuses: typeof statuses }).statuses.filter((s) => s.issuerRole === "BY");
    expect(statuses.map((status) => [status.statusCode, status.reasonCode])).toEqual([["210", "TX_TVA_ERR"]]);
  }).toPass({ timeout: 30_000 });
  validated(validators.brFr, ["--cdar"], await originalFile(site.platform, statuses[0]?.flowId ?? ""), "statut.xml");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: copy.detail.statuses })).toContainText("Transmis", { timeout: 500 });
  }).toPass({ timeout: 30_000 });

  // The zinc approved on the other instance (the session is the store's, good on both), set against the job, paid.
  await page.goto(`${site.other}/pro/achats?onglet=a-verifier`);
  await zinc.click();
  await page.waitForURL(/\/pro\/achats\/\d+$/);
  const purchaseUrl = page.url();
  await page.getByRole("button", { name: buyerActionLabels.approve, exact: true }).click();
  await expect(page.getByText(copy.detail.done.approve)).toBeVisible();
  const costs = page.getByRole("region", { name: costsCopy.purchase.title });
  await costs.getByLabel(costsCopy.purchase.job).first().selectOption(String(jobId));
  await costs.getByLabel(costsCopy.purchase.category).first().selectOption("materials");
  await costs.getByRole("button", { name: costsCopy.purchase.save, exact: true }).click();
  await expect(page.getByText(costsCopy.purchase.saved)).toBeVisible();
  await page.getByRole("button", { name: copy.detail.paySent }).click();
  await expect(page.getByText(copy.detail.done.pay)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("purchase-paid-375.png"), fullPage: true });

  // The job's margin: its sales less exactly what was set against it (no one's hours are costed here).
  const purchaseId = Number(new URL(purchaseUrl).pathname.split("/").pop());
  const zincHt = await withStore(site, async (database) => {
    const row = await database.db
      .selectFrom("supplier_invoices")
      .select(["tax_exclusive_cents", "state"])
      .where("id", "=", purchaseId)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe("paid");
    return Number(row.tax_exclusive_cents);
  });
  await page.goto(`${site.office}/pro/chantiers/${jobId}`);
  await expect(figure(page, "sales")).toHaveText(formatEuros(102_000));
  await expect(figure(page, "materials")).toHaveText(formatEuros(-zincHt));
  await expect(figure(page, "margin")).toHaveText(formatEuros(102_000 - zincHt));

  // The books: the two invoices read and not refused, each entry balanced, the paid supplier's 401 settled; nothing
  // of the broken file, nothing of the refused one.
  const today = parisToday();
  const zip = await page.request.get(`${site.office}/pro/factures/export.zip?du=${today.slice(0, 8)}01&au=${today}`);
  expect(zip.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "achats-export-"));
  try {
    const file = path.join(dir, "export.zip");
    writeFileSync(file, await zip.body());
    const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
    const fecName = names.find((name) => /^\d{9}FEC\d{8}\.txt$/.test(name)) ?? "";
    const fec = execFileSync("unzip", ["-p", file, fecName], { encoding: "utf8" }).trim().split(/\r?\n/).slice(1);
    const rows = fec.map((line) => line.split("\t"));
    const cents = (value = "") => Math.round(Number(value.replace(",", ".")) * 100);
    const purchases = rows.filter((row) => row[0] === "HA");
    expect(new Set(purchases.map((row) => row[2])).size).toBe(2);
    expect(purchases.some((row) => /Bennes Artois|CASSEE/.test(row.join(" ")))).toBe(false);
    for (const entry of new Set(rows.map((row) => row[2]))) {
      const lines = rows.filter((row) => row[2] === entry);
      const debit = lines.reduce((sum, row) => sum + cents(row[11]), 0);
      const credit = lines.reduce((sum, row) => sum + cents(row[12]), 0);
      expect(debit, `entry ${entry}`).toBe(credit);
    }
    const zincSupplier = rows.filter((row) => row[4]?.startsWith("401") && row[7] === "Zinguerie du Pas-de-Calais");
    expect(zincSupplier.reduce((sum, row) => sum + cents(row[12]) - cents(row[11]), 0)).toBe(0);
    // The two booked invoices' files as received (an embedded delivery note beside one), none of the others.
    const originals = names.filter((name) => /^achats\/[^/]+$/.test(name));
    expect(originals.map((name) => name.replace(/_[^_]+$/, ""))).toEqual(
      expect.arrayContaining(["achats/Zinguerie_du_Pas-de-Calais", "achats/Bois_et_Ardoises_du_Nord"]),
    );
    expect(originals).toHaveLength(2);
    expect(names.some((name) => /Bennes|CASSEE/.test(name))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both instances poll the platform often, so the test's waits stay short. */
const journeyEnv = { OUTBOX_POLL_MS: "300" };

test("SQLite: three supplier invoices and a broken file received once; one refused, one approved, costed, paid", async ({
  page,
}, testInfo) => {
  const folder = temporaryDatabase();
  const platform = await startLocalPlatform({ acknowledgementDelayMs: 50 });
  let server: RunningServer | undefined;
  try {
    const store = { LEADS_DB: folder.file };
    const owner = { email: ownerEmail("achats-parcours"), password: ownerPassword() };
    await addOwner(owner.email, owner.password, ownOnly(folder.file));
    server = await startServer({
      port: await freePort(testInfo),
      env: { ...ownStoreEnv(folder.file), ...platformEnv(platform), ...journeyEnv },
    });
    await walk(page, { office: server.url, other: server.url, store, platform, owner });
  } finally {
    await server?.stop();
    await platform.close();
    folder.remove();
  }
});

test("PostgreSQL, two instances polling one platform: each invoice once, the refusal deposited once", async ({
  page,
}, testInfo) => {
  const platform = await startLocalPlatform({ acknowledgementDelayMs: 50 });
  const servers: RunningServer[] = [];
  let postgres: TestPostgres | undefined;
  try {
    postgres = await startPostgres();
    const store = { DATABASE_URL: await postgres.createDatabase() };
    const owner = { email: ownerEmail("achats-parcours-pg"), password: ownerPassword() };
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        await startServer({
          port: await freePort(testInfo),
          env: { ...store, ...platformEnv(platform), ...journeyEnv },
        }),
      );
    }
    await addOwner(owner.email, owner.password, store);
    const [first, second] = servers as [RunningServer, RunningServer];
    await walk(page, { office: first.url, other: second.url, store, platform, owner });
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
    await platform.close();
  }
});

/** The store's environment alone, for the CLI that adds the owner before the server starts. */
function ownOnly(file: string): Record<string, string> {
  return { LEADS_DB: file };
}
