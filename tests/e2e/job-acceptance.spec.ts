import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import { jobClientCopy } from "#app/content/job-client.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { finishedJob } from "#tests/support/finished-job.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { recordScripts } from "#tests/support/page-scripts.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The end of a job (decision 057) on a server of the spec's own: a job of an accepted quote with its before and
 * after photos, finished from the office's phone at 375 px, its PV signed there by the client with one reserve,
 * the PDF read by pdftotext, the reserve lifted later from the client's page (no script, axe clean), and the
 * loop's three results: the final invoice's draft, the review asked, the hidden project in « Mon site ».
 */

const copy = jobAcceptanceCopy;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningServer;
let folder: ReturnType<typeof temporaryDatabase>;
const owner = { email: ownerEmail("job-acceptance"), password: ownerPassword() };
const seeded = { jobId: 0, leadId: 0 };
const reserve = "Solin à refixer côté cheminée";

async function inStore<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ sqliteFile: folder.file });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  folder = temporaryDatabase();
  const env = ownStoreEnv(folder.file);
  await addOwner(owner.email, owner.password, env);
  const database = await openDatabase({ sqliteFile: folder.file });
  try {
    const { db } = database;
    await db.updateTable("owner_users").set({ display_name: "Luc Martin" }).execute();
    const job = await finishedJob(database, Date.now, { finish: false });
    Object.assign(seeded, { jobId: job.jobId, leadId: job.leadId });
    mkdirSync(env.UPLOADS_DIR as string, { recursive: true });
    for (const [phase, color] of [
      ["avant", "#8a4b2a"],
      ["apres", "#2a4b8a"],
    ] as const) {
      const name = `${(phase === "avant" ? "c" : "d").repeat(32)}.jpg`;
      const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
      writeFileSync(path.join(env.UPLOADS_DIR as string, name), bytes);
      await db
        .insertInto("job_photos")
        .values({
          job_id: job.jobId,
          phase,
          stored_name: name,
          content_type: "image/jpeg",
          bytes: bytes.length,
          width: 800,
          height: 600,
          user_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  } finally {
    await database.close();
  }
  server = await startServer({ port: await freePort(testInfo), env });
});

test.afterAll(async () => {
  await server?.stop();
  folder?.remove();
});

function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }).replace(
    /[\s\u00a0\u202f]+/g,
    " ",
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(viewports.phone);
}

test("« Terminé », then the client signs the PV on the office's phone with one reserve; its PDF says so", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(viewports.phone);
  const jobPath = `/pro/chantiers/${seeded.jobId}`;
  await logIn(page, owner.email, owner.password, jobPath, server.url);
  await page.getByRole("button", { name: "Terminé", exact: true }).click();
  await page.getByRole("button", { name: "Oui, le chantier est terminé" }).click();
  await expect(page.getByText("Chantier terminé : le bureau est prévenu.")).toBeVisible();

  await page.goto(`${server.url}${jobPath}/reception`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
  await expect(page.getByRole("region", { name: copy.works })).toContainText("Zinc naturel");
  await expect(page.getByRole("region", { name: copy.works })).not.toContainText("€");
  await shoot(page, "pv-on-site");
  await page.getByLabel(copy.form.avec).check();
  await page.getByLabel(copy.form.reserve(1), { exact: true }).fill(reserve);
  await page.getByLabel(copy.form.name).fill("Jeanne Martin");
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByText(copy.errors.accord)).toBeVisible();
  await expect(page.getByLabel(copy.form.reserve(1), { exact: true })).toHaveValue(reserve);
  allowFailedLoads(consoleErrors, [400], /\/reception$/);
  await page.getByLabel(copy.form.accord).check();
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByRole("status")).toHaveText(copy.form.signed);
  await expect(page.getByRole("region", { name: copy.decision })).toContainText(`1. ${reserve}`);
  await expect(page.getByRole("button", { name: copy.form.submit })).toHaveCount(0);

  const answer = await page.request.get(`${server.url}${jobPath}/reception.pdf`);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await answer.body());
  const [sha256] = await inStore((db) => db.selectFrom("job_acceptances").select("sha256").execute());
  const today = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date());
  for (const expected of [
    copy.withReserves(1),
    `1. ${reserve}`,
    copy.acceptedOn(today),
    "Garantie de parfait achèvement (article 1792-6 du Code civil)",
    "Garantie biennale de bon fonctionnement (article 1792-3 du Code civil)",
    "Garantie décennale (articles 1792 et 1792-4-1 du Code civil)",
    copy.signedOnSite("Luc Martin"),
    sha256?.sha256 ?? "missing",
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain(copy.withoutReserves);
});

test("the client lifts the reserve later from his own page: no script, accessible, frozen again", async ({ page }) => {
  const invites = await inStore((db) =>
    db.selectFrom("outbox").select("notice").where("notice", "like", '%"kind":"job.acceptance"%').execute(),
  );
  expect(invites).toHaveLength(1);
  const link = /\/c\/[\w-]{43}\/reception/.exec(invites[0]?.notice ?? "")?.[0] ?? "";
  const scripts = recordScripts(page);
  await page.setViewportSize(viewports.phone);
  // His job's page leads to the PV, which shows the reserve to lift.
  const opened = await page.goto(`${server.url}${link.replace(/\/reception$/, "")}`);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  const section = page.getByRole("region", { name: jobClientCopy.reception.title });
  await expect(section.getByRole("link", { name: jobClientCopy.reception.pdf })).toHaveAttribute("href", `${link}.pdf`);
  await section.getByRole("link", { name: jobClientCopy.reception.lift }).click();
  await expect(page.getByRole("heading", { level: 2, name: copy.lift.title })).toBeVisible();
  const loaded = (await scripts.collect()).map((script) => new URL(script.url).pathname);
  expect(
    loaded.every((pathname) => /^\/assets\/island-layout-[\w-]+\.js$/.test(pathname)),
    loaded.join(),
  ).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "pv-client");

  await page.getByLabel(copy.form.name).fill("Jeanne Martin");
  await page.getByLabel(copy.lift.accord).check();
  await page.getByRole("button", { name: copy.lift.submit }).click();
  await expect(page.getByRole("status")).toHaveText(copy.lift.done);
  await expect(page.getByRole("region", { name: copy.signature })).toContainText("Réserves levées par Jeanne Martin");
  expect(await axeViolations(page)).toEqual([]);
  const row = await inStore((db) => db.selectFrom("job_acceptances").selectAll().executeTakeFirstOrThrow());
  expect(row).toMatchObject({ lift_signed_name: "Jeanne Martin", reserves_count: 1 });
  expect(row.lift_sha256).toMatch(/^[0-9a-f]{64}$/);
  const pdf = await page.request.get(`${server.url}${link}.pdf`);
  expect(pdfText(await pdf.body())).toContain(row.lift_sha256 ?? "missing");
});

test("the loop closed once: the final invoice's draft, the review asked, the project waiting in « Mon site »", async ({
  page,
}) => {
  const job = await inStore((db) =>
    db.selectFrom("jobs").selectAll().where("id", "=", seeded.jobId).executeTakeFirstOrThrow(),
  );
  const invoices = await inStore((db) => db.selectFrom("invoices").select(["id", "kind", "status"]).execute());
  expect(invoices).toEqual([{ id: job.final_invoice_id, kind: "solde", status: "brouillon" }]);
  const reviews = await inStore((db) => db.selectFrom("client_reviews").select("job_key").execute());
  expect(reviews).toEqual([{ job_key: `lead:${seeded.leadId}` }]);

  await page.setViewportSize(viewports.phone);
  await logIn(page, owner.email, owner.password, `/pro/factures/${job.final_invoice_id}`, server.url);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Facture");
  await page.goto(`${server.url}/pro/site/realisations`);
  await expect(page.locator('input[name="title"][value="Réfection de la gouttière"]')).toHaveCount(1);
  await expect(page.locator('input[value="Avant les travaux : Réfection de la gouttière, Lens"]')).toHaveCount(1);
});
