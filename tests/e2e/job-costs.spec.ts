import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { costsCopy } from "#app/content/costs.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { PurchaseStore } from "#app/services/purchases/purchase-store.server.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { handPurchase, invoicedJob, planJob, setWhole } from "#tests/support/job-costs.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * What a job cost (decision 062) on a server of the spec's own, at 375 px: a job invoiced 1 020,00 € HT (deposit
 * and final invoice), Marc planned on it one whole day at 30,00 € an hour, 250,00 € of zinc set against it. The
 * patron's page shows the margin to the cent, then again once he types Marc's 8 hours; Marc's own page of the same
 * job holds no amount, neither in its HTML nor in its loader's data.
 */

const copy = costsCopy;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningServer;
let folder: ReturnType<typeof temporaryDatabase>;
const patron = { email: ownerEmail("job-costs"), password: ownerPassword() };
const marc = { email: ownerEmail("job-costs-marc"), password: ownerPassword() };
const seeded = { jobId: 0, purchaseId: 0, marcId: 0 };
const today = parisToday();

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  folder = temporaryDatabase();
  const env = ownStoreEnv(folder.file);
  await addOwner(patron.email, patron.password, env);
  await addOwner(marc.email, marc.password, env);
  const database = await openDatabase({ sqliteFile: folder.file });
  try {
    const { db } = database;
    await db.updateTable("owner_users").set({ display_name: "Luc Martin" }).where("email", "=", patron.email).execute();
    const person = await db
      .updateTable("owner_users")
      .set({ role: "compagnon", display_name: "Marc Dupont", hourly_cost_cents: 3000 })
      .where("email", "=", marc.email)
      .returning("id")
      .executeTakeFirstOrThrow();
    const { jobId } = await invoicedJob(database, Date.now);
    await planJob(database, jobId, [person.id], [{ day: today, period: "day" }]);
    const purchases = new PurchaseStore(database);
    const purchaseId = await handPurchase(purchases, {
      supplier: "Zinc du Nord",
      number: "Z-2026-118",
      issueDate: today,
      taxableCents: 25_000,
    });
    await setWhole(purchases, purchaseId, jobId, "materials", 25_000);
    Object.assign(seeded, { jobId, purchaseId, marcId: person.id });
  } finally {
    await database.close();
  }
  server = await startServer({ port: await freePort(testInfo), env });
  mkdirSync("/tmp/shots", { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  folder?.remove();
});

async function shoot(page: Page, name: string, locator = page.locator("body")) {
  await locator.screenshot({ path: `/tmp/shots/${name}-375.png` });
  await page.setViewportSize(viewports.desktop);
  await locator.screenshot({ path: `/tmp/shots/${name}-1280.png` });
  await page.setViewportSize(viewports.phone);
}

/** The figure of the « Rentabilité » table on that row. */
const figure = (page: Page, key: string) =>
  page.getByRole("region", { name: copy.profit.title }).locator(`[data-figure="${key}"]`);

test("the patron reads the job's margin: sales − materials − labour to the cent, then with Marc's hours typed", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(viewports.phone);
  const jobPath = `/pro/chantiers/${seeded.jobId}`;
  await logIn(page, patron.email, patron.password, jobPath, server.url);
  const profit = page.getByRole("region", { name: copy.profit.title });
  await expect(profit).toBeVisible();
  await expect(figure(page, "sales")).toHaveText(formatEuros(102_000));
  await expect(figure(page, "materials")).toHaveText(formatEuros(-25_000));
  await expect(figure(page, "labour")).toHaveText(formatEuros(-21_000));
  await expect(figure(page, "margin")).toHaveText(formatEuros(102_000 - 25_000 - 21_000));
  await expect(profit.getByRole("link", { name: "Zinc du Nord n° Z-2026-118" })).toHaveAttribute(
    "href",
    `/pro/achats/${seeded.purchaseId}`,
  );
  await shoot(page, "job-profit", profit);

  const hours = page.getByRole("region", { name: copy.hours.title });
  await hours.getByLabel(copy.hours.person).selectOption({ label: "Marc Dupont" });
  await hours.getByLabel(copy.hours.day).fill(today);
  await hours.getByLabel(copy.hours.hours).fill("8:00");
  await hours.getByRole("button", { name: copy.hours.save }).click();
  await expect(page.getByText(copy.hours.saved)).toBeVisible();
  // 8 h at 30,00 € replace the planned 7 h: 240,00 €.
  await expect(figure(page, "labour")).toHaveText(formatEuros(-24_000));
  await expect(figure(page, "margin")).toHaveText(formatEuros(102_000 - 25_000 - 24_000));
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "job-hours", hours);

  await page.goto(`${server.url}/pro/tableau-de-bord`);
  const margin = page.getByRole("region", { name: copy.dashboard.title, exact: true });
  await margin.scrollIntoViewIfNeeded();
  await expect(margin.getByRole("row", { name: /Zinguerie/ })).toContainText("530");
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "dashboard-margin", margin);

  await page.goto(`${server.url}/pro/equipe`);
  const costs = page.getByRole("region", { name: copy.team.title });
  await expect(costs.getByLabel(copy.team.label("Marc Dupont"))).toHaveValue("30,00");
  await costs.getByLabel(copy.team.label("Luc Martin")).fill("trente");
  await costs.getByRole("button", { name: copy.team.saveLabel("Luc Martin") }).click();
  await expect(costs.getByText(copy.team.invalid)).toBeVisible();
  allowFailedLoads(consoleErrors, [400], /\/pro\/equipe/);
  await costs.getByLabel(copy.team.label("Luc Martin")).fill("42,50");
  await costs.getByRole("button", { name: copy.team.saveLabel("Luc Martin") }).click();
  await expect(page.getByText(copy.team.saved("Luc Martin"))).toBeVisible();
  await shoot(page, "team-cost", costs);
});

test("Marc's page of the same job holds no amount, in its HTML or its loader's data", async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  const jobPath = `/pro/chantiers/${seeded.jobId}`;
  await logIn(page, marc.email, marc.password, jobPath, server.url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: copy.profit.title })).toHaveCount(0);
  await expect(page.getByRole("region", { name: copy.hours.title })).toHaveCount(0);
  const html = await (await page.request.get(`${server.url}${jobPath}`)).text();
  const loaderData = await (await page.request.get(`${server.url}${jobPath}.data`)).text();
  for (const body of [html, loaderData]) {
    expect(body).not.toContain("€");
    expect(body).not.toContain(copy.profit.title);
    for (const leak of ["salesCents", "marginCents", "hourlyCostCents", "102000", "25000", "Zinc du Nord"]) {
      expect(body).not.toContain(leak);
    }
  }
  // His own time is not his to type either.
  const typed = await page.request.post(`${server.url}${jobPath}`, {
    form: { intent: "heures", personne: String(seeded.marcId), jour: today, heures: "10:00" },
    headers: { origin: server.url },
  });
  expect(typed.status()).toBe(404);
});
