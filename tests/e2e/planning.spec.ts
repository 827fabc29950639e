import type { Page } from "@playwright/test";
import { dayName, planningCopy } from "#app/content/planning.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { seedJob, seedPerson } from "#tests/support/job-seed.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { dayCard, personRow, plannableWeek, planningUrl, planOnScreen } from "#tests/support/planning.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

const copy = planningCopy;

test.describe("the planning", () => {
  test.describe.configure({ mode: "serial" });
  const folder = temporaryDatabase();
  const owner = { email: ownerEmail("planning"), password: ownerPassword() };
  const { week, days } = plannableWeek();
  const [monday, tuesday, wednesday, thursday, friday] = days as [string, string, string, string, string];
  let server: RunningServer;
  const jobs = { roof: 0, gutter: 0, leak: 0, skylight: 0 };

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from this pattern; this hook needs none.
  test.beforeAll(async ({}, testInfo) => {
    server = await startServer({ port: await freePort(testInfo), env: ownStoreEnv(folder.file) });
    await addOwner(owner.email, owner.password, { LEADS_DB: folder.file });
    const database = await openDatabase({ sqliteFile: folder.file });
    try {
      const db = database.db;
      await db.updateTable("owner_users").set({ display_name: "Sophie", role: "bureau" }).execute();
      for (const [email, displayName] of [
        ["paul@example.com", "Paul"],
        ["marc@example.com", "Marc"],
        ["luc@example.com", "Luc"],
      ] as const) {
        await seedPerson(db, { email, displayName, role: "compagnon" });
      }
      jobs.roof = await seedJob(db, { title: "Réfection de toiture", clientName: "Jeanne Martin", town: "Lens" });
      jobs.gutter = await seedJob(db, { title: "Gouttières en zinc", clientName: "Paul Durand", town: "Liévin" });
      jobs.leak = await seedJob(db, { title: "Recherche de fuite", clientName: "Marie Leroy", town: "Grenay" });
      jobs.skylight = await seedJob(db, { title: "Pose d’un Velux", clientName: "Luc Bernard", town: "Vimy" });
    } finally {
      await database.close();
    }
  });
  test.afterAll(async () => {
    await server?.stop();
    folder.remove();
  });

  const url = (query = "") => planningUrl(server.url, week, query);
  const plan = (page: Page, jobId: number, people: string[], picks: [string, string][], screenshot?: string) =>
    planOnScreen(page, url(`&planifier=${jobId}`), people, picks, screenshot && test.info().outputPath(screenshot));

  test("at 375 px: a job planned for two people over two days, a double booking confirmed, a postponement that pushes the next job", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewports.phone);
    await logIn(page, owner.email, owner.password, undefined, server.url);
    await page.goto(url());
    const toPlan = page.getByRole("region", { name: copy.toPlan.title });
    await expect(toPlan.getByRole("link", { name: copy.openPlan("Réfection de toiture") })).toBeVisible();

    await toPlan.getByRole("link", { name: copy.openPlan("Réfection de toiture") }).click();
    await expect(page.getByRole("heading", { name: copy.plan.title("Réfection de toiture") })).toBeVisible();
    await plan(
      page,
      jobs.roof,
      ["Paul", "Marc"],
      [
        [monday, "Journée"],
        [tuesday, "Journée"],
      ],
    );
    await expect(page.getByText(copy.done.planifier)).toBeVisible();
    for (const day of [monday, tuesday]) {
      for (const person of ["Paul", "Marc"]) {
        await expect(personRow(dayCard(page, day), person)).toContainText("Réfection de toiture");
      }
    }

    // The team's next job, on the Wednesday.
    await plan(page, jobs.gutter, ["Paul", "Marc"], [[wednesday, "Journée"]]);
    await expect(personRow(dayCard(page, wednesday), "Paul")).toContainText("Gouttières en zinc");

    // Paul on the Monday morning as well: the planning asks first, then saves it and marks the day.
    await plan(page, jobs.leak, ["Paul", "Luc"], [[monday, "Matin"]], "planning-planifier-375.png");
    const confirmation = page.getByRole("region", { name: copy.conflicts.title });
    await expect(confirmation).toContainText(`Paul : ${dayName(monday)} matin, déjà sur « Réfection de toiture »`);
    // The refusal answers 409, which Chromium logs.
    allowFailedLoads(consoleErrors, [409], /^\/pro\/planning(\.data)?$/);
    await confirmation.getByLabel(copy.conflicts.confirm).check();
    await confirmation.getByRole("button", { name: copy.conflicts.submit }).click();
    await expect(page.getByText(copy.done.planifier)).toBeVisible();
    const paulMonday = personRow(dayCard(page, monday), "Paul");
    await expect(paulMonday.getByText(copy.doubleBooked)).toBeVisible();
    await expect(paulMonday).toContainText("Recherche de fuite");

    // Rain on the Tuesday: the roof's Tuesday goes to the Wednesday, the gutters to the Thursday.
    await page.goto(url(`&planifier=${jobs.roof}`));
    const card = page.locator('section[aria-labelledby="planifier"]');
    await card.getByText(copy.postpone.open, { exact: true }).click();
    await card.getByLabel(copy.postpone.from).fill(tuesday);
    await card.getByLabel(copy.postpone.reason).selectOption("intemperies");
    await card.getByLabel(copy.postpone.note).fill("Pluie annoncée mardi");
    await card.getByRole("button", { name: copy.postpone.preview }).click();
    const preview = page.getByRole("region", { name: copy.postpone.title("Réfection de toiture") });
    const roof = preview.getByRole("listitem").filter({ hasText: "Réfection de toiture" });
    const gutter = preview.getByRole("listitem").filter({ hasText: "Gouttières en zinc" });
    await expect(roof).toContainText(copy.postpone.postponed);
    await expect(roof).toContainText(`${dayName(wednesday)} · Journée`);
    await expect(gutter).toContainText(copy.postpone.pushed);
    await expect(gutter).toContainText(`${dayName(thursday)} · Journée`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("planning-report-375.png"), fullPage: true });
    await preview.getByRole("button", { name: copy.postpone.confirm }).click();
    await expect(page.getByText(copy.done.reporter)).toBeVisible();
    await expect(personRow(dayCard(page, tuesday), "Paul")).toContainText(copy.free);
    await expect(personRow(dayCard(page, wednesday), "Marc")).toContainText("Réfection de toiture");
    await expect(personRow(dayCard(page, thursday), "Marc")).toContainText("Gouttières en zinc");
    await expect(personRow(dayCard(page, friday), "Marc")).toContainText(copy.free);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("planning-semaine-375.png"), fullPage: true });

    await page.setViewportSize(viewports.desktop);
    const grid = page.getByRole("table", { name: copy.gridLabel(copy.week(Number(week.slice(-2)))) });
    await expect(grid.getByRole("row", { name: /^Paul/ })).toContainText(copy.doubleBooked);
    await expect(grid.getByRole("row", { name: /^Luc/ })).toContainText("Recherche de fuite");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("planning-semaine-1280.png"), fullPage: true });
  });

  test("without JavaScript: a job planned from the « À planifier » list", async ({ page, browser }) => {
    await logIn(page, owner.email, owner.password, undefined, server.url);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    try {
      await context.addCookies(await page.context().cookies());
      const bare = await context.newPage();
      await bare.goto(url());
      await bare.getByRole("link", { name: copy.openPlan("Pose d’un Velux") }).click();
      await plan(bare, jobs.skylight, ["Luc"], [[friday, "Après-midi"]]);
      await expect(bare.getByText(copy.done.planifier)).toBeVisible();
      await expect(personRow(dayCard(bare, friday), "Luc")).toContainText("Pose d’un Velux");
      await expect(bare.getByRole("region", { name: copy.toPlan.title })).not.toContainText("Pose d’un Velux");
    } finally {
      await context.close();
    }
  });
});
