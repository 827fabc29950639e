import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import { jobClientCopy } from "#app/content/job-client.ts";
import { jobsCopy } from "#app/content/jobs.ts";
import { planningCopy } from "#app/content/planning.ts";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { JobStore } from "#app/services/jobs/job-store.server.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { addOwner, logIn, ownerEmail, ownerPassword, runProCli } from "#tests/support/owner.ts";
import { photoWithGps } from "#tests/support/photos.ts";
import { dayCard, personRow, plannableWeek, planningUrl, planOnScreen } from "#tests/support/planning.ts";
import { startPostgres, type TestPostgres } from "#tests/support/postgres.mjs";
import { completeCompany, exampleAcceptance, exampleQuote } from "#tests/support/quotes.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The job as the company and its client live it, from the signed quote to the acceptance of the works, on SQLite
 * with one instance and on PostgreSQL with two: the office plans on the first, the client and the compagnon use the
 * second, and both instances sweep the notices. Each change of the dates is told to its client once; the
 * compagnon, logged in as himself, sees no amount; the client signs the PV with a reserve, then lifts it; the end
 * of the job leaves the final invoice's draft, the review asked and the portfolio's draft.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: viewports.phone });

const { week, days } = plannableWeek();
const [monday, tuesday, wednesday, thursday] = days;
const team = [
  { email: ownerEmail("parcours-marc"), password: ownerPassword(), name: "Marc" },
  { email: ownerEmail("parcours-theo"), password: ownerPassword(), name: "Théo" },
] as const;
const roofClient = { name: "Jeanne Martin", email: "jeanne@example.com", title: "Réfection de la toiture" };
const gutterClient = { name: "Henri Lefebvre", email: "henri@example.com", title: "Gouttières en zinc" };

interface Site {
  /** Where the office works. */
  office: string;
  /** Where the client and the compagnon are served: the other instance on PostgreSQL. */
  field: string;
  store: Record<string, string>;
}

async function withStore<T>(site: Site, use: (database: StoreDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: site.store.DATABASE_URL, sqliteFile: site.store.LEADS_DB ?? "" });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** A quote sent and accepted by its client, which opens its job: the job's id. */
async function acceptedQuote(site: Site, client: typeof roofClient, patron: string): Promise<number> {
  return withStore(site, async (database) => {
    const quotes = new QuoteStore(database);
    const id = (await quotes.create(null, {})) as number;
    await quotes.save(id, {
      ...exampleQuote,
      clientName: client.name,
      clientEmail: client.email,
      title: client.title,
      siteAddress: "12 rue Jean Jaurès, 62750 Loos-en-Gohelle",
    });
    const sent = await quotes.send(id, completeCompany(), { userId: 1, email: patron });
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(id, { ...exampleAcceptance(sent.revision), fullName: client.name })).toBe("accepted");
    const jobId = await new JobStore(database).jobOfQuote(id);
    if (jobId === null) throw new Error("the accepted quote opened no job");
    return jobId;
  });
}

/** The e-mails queued for a client, of one kind, oldest first. */
async function mailsTo(site: Site, to: string, kind: string): Promise<{ subject: string; text: string }[]> {
  const rows = await withStore(site, (database) =>
    database.db.selectFrom("outbox").select("notice").where("notice", "is not", null).orderBy("id").execute(),
  );
  return rows
    .map((row) => JSON.parse(row.notice ?? "{}") as { kind?: string; to?: string; subject: string; text: string })
    .filter((notice) => notice.kind === kind && notice.to === to);
}

/** Waits until the client has exactly `count` e-mails of that kind, then checks no other follows: told once. */
async function toldExactly(site: Site, to: string, kind: string, count: number) {
  await expect(async () => expect(await mailsTo(site, to, kind)).toHaveLength(count)).toPass({ timeout: 20_000 });
  // Both instances sweep every 300 ms: a second telling would be queued within this wait.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const mails = await mailsTo(site, to, kind);
  expect(mails).toHaveLength(count);
  return mails;
}

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[0] ?? "";

async function personPage(browser: Browser, origin: string, person: (typeof team)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
  const page = await context.newPage();
  await logIn(page, person.email, person.password, undefined, origin);
  return page;
}

async function addPhoto(page: Page, phase: string, color: number) {
  await page.getByRole("group", { name: jobsCopy.job.photoPhase }).getByLabel(phase, { exact: true }).check();
  await page.getByLabel(jobsCopy.job.photoFile).setInputFiles({
    name: `${phase}.jpg`,
    mimeType: "image/jpeg",
    buffer: await photoWithGps({ width: 800 + color, height: 600 }),
  });
  await page.getByRole("button", { name: jobsCopy.job.photoAdd }).click();
  await expect(page.getByText(jobsCopy.job.photoAdded)).toBeVisible();
}

async function walk(page: Page, browser: Browser, site: Site) {
  const patron = { email: ownerEmail("parcours-patron"), password: ownerPassword() };
  await addOwner(patron.email, patron.password, site.store);
  for (const person of team) {
    const made = await runProCli(["add-user", person.email, "--role", "compagnon", "--name", person.name], {
      input: `${person.password}\n`,
      env: site.store,
    });
    expect(made.code, made.stderr).toBe(0);
  }
  const roof = await acceptedQuote(site, roofClient, patron.email);
  const gutter = await acceptedQuote(site, gutterClient, patron.email);

  // The office plans the roof for Marc and Théo over Monday and Tuesday, and their gutters on the Wednesday.
  await logIn(page, patron.email, patron.password, "/pro/chantiers?etat=a_planifier", site.office);
  await expect(page.getByRole("link", { name: jobsCopy.list.open(roofClient.title, roofClient.name) })).toBeVisible();
  const people = team.map((person) => person.name);
  const planUrl = (jobId: number) => planningUrl(site.office, week, `&planifier=${jobId}`);
  await planOnScreen(page, planUrl(roof), people, [
    [monday, "Journée"],
    [tuesday, "Journée"],
  ]);
  await expect(page.getByText(planningCopy.done.planifier)).toBeVisible();
  await planOnScreen(page, planUrl(gutter), people, [[wednesday, "Journée"]]);
  await expect(page.getByText(planningCopy.done.planifier)).toBeVisible();
  await expect(personRow(dayCard(page, wednesday), "Théo")).toContainText(gutterClient.title);

  // The client's e-mail, once, with his private page; the page, served by the other instance, says his two days.
  const [planned] = await toldExactly(site, roofClient.email, "job.schedule", 1);
  const clientPage = linkIn(planned?.text ?? "", /https?:\/\/[^\s]+\/c\/[\w-]{43}/);
  expect(clientPage).not.toBe("");
  await page.goto(`${site.field}${new URL(clientPage).pathname}`);
  const dates = page.getByRole("region", { name: jobClientCopy.dates });
  await expect(dates.getByRole("listitem")).toHaveCount(2);
  await expect(dates).toContainText("Marc, Théo");
  expect(await axeViolations(page)).toEqual([]);

  // Rain on the Tuesday: the roof's second day moves to the Wednesday and pushes the gutters to the Thursday.
  await page.goto(planUrl(roof));
  const card = page.locator('section[aria-labelledby="planifier"]');
  await card.getByText(planningCopy.postpone.open, { exact: true }).click();
  await card.getByLabel(planningCopy.postpone.from).fill(tuesday);
  await card.getByLabel(planningCopy.postpone.reason).selectOption("intemperies");
  await card.getByLabel(planningCopy.postpone.note).fill("Pluie et vent annoncés mardi");
  await card.getByRole("button", { name: planningCopy.postpone.preview }).click();
  const preview = page.getByRole("region", { name: planningCopy.postpone.title(roofClient.title) });
  await expect(preview.getByRole("listitem").filter({ hasText: gutterClient.title })).toContainText(
    planningCopy.postpone.pushed,
  );
  await preview.getByRole("button", { name: planningCopy.postpone.confirm }).click();
  await expect(page.getByText(planningCopy.done.reporter)).toBeVisible();
  await expect(personRow(dayCard(page, wednesday), "Marc")).toContainText(roofClient.title);
  await expect(personRow(dayCard(page, thursday), "Marc")).toContainText(gutterClient.title);

  // Each client is told once of this change: the roof's client with the reason, the gutters' of their new day.
  const roofMails = await toldExactly(site, roofClient.email, "job.schedule", 2);
  expect(roofMails[1]?.text).toContain("Pluie et vent annoncés mardi");
  await toldExactly(site, gutterClient.email, "job.schedule", 2);
  await page.goto(`${site.field}${new URL(clientPage).pathname}`);
  await expect(page.getByText("Pluie et vent annoncés mardi")).toBeVisible();

  // Marc, logged in as himself on the other instance: his job, no amount; « Arrivé », photos, « Terminé ».
  const marc = await personPage(browser, site.field, team[0]);
  await expect(marc).toHaveURL(/\/pro\/journee$/);
  await marc.goto(`${site.field}/pro/chantiers/${roof}`);
  await expect(marc.getByRole("heading", { level: 1, name: roofClient.name })).toBeVisible();
  expect(await marc.content()).not.toContain("€");
  await marc.getByRole("button", { name: jobsCopy.job.arrive, exact: true }).click();
  await expect(marc.getByText(jobsCopy.job.arrived)).toBeVisible();
  await addPhoto(marc, "Avant", 0);
  await addPhoto(marc, "Après", 40);
  await finishOnScreen(marc);
  expect(await marc.content()).not.toContain("€");
  await marc.context().close();

  // The client signs the PV from his page with one reserve, then lifts it: each signature frozen with its hash.
  const [invite] = await toldExactly(site, roofClient.email, "job.acceptance", 1);
  const reception = new URL(linkIn(invite?.text ?? "", /https?:\/\/[^\s]+\/c\/[\w-]{43}\/reception/)).pathname;
  await page.goto(`${site.field}${reception}`);
  const form = jobAcceptanceCopy.form;
  await page.getByLabel(form.avec).check();
  await page.getByLabel(form.reserve(1), { exact: true }).fill("Solin à refixer côté cheminée");
  await page.getByLabel(form.name).fill(roofClient.name);
  await page.getByLabel(form.accord).check();
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByRole("status")).toHaveText(form.signed);
  await page.goto(`${site.field}${reception}`);
  await page.getByLabel(form.name).fill(roofClient.name);
  await page.getByLabel(jobAcceptanceCopy.lift.accord).check();
  await page.getByRole("button", { name: jobAcceptanceCopy.lift.submit }).click();
  await expect(page.getByRole("status")).toHaveText(jobAcceptanceCopy.lift.done);
  const acceptance = await withStore(site, (database) =>
    database.db.selectFrom("job_acceptances").selectAll().where("job_id", "=", roof).executeTakeFirstOrThrow(),
  );
  expect(acceptance).toMatchObject({ reserves_count: 1, signed_where: "online", lift_signed_name: roofClient.name });
  expect([acceptance.sha256, acceptance.lift_sha256]).toEqual([
    expect.stringMatching(/^[0-9a-f]{64}$/),
    expect.stringMatching(/^[0-9a-f]{64}$/),
  ]);

  // The end of the job left, once, the final invoice's draft, the review asked and the portfolio's draft.
  const job = await withStore(site, (database) =>
    database.db.selectFrom("jobs").selectAll().where("id", "=", roof).executeTakeFirstOrThrow(),
  );
  expect(job.state).toBe("termine");
  expect(job.review_asked_at).not.toBeNull();
  expect(job.portfolio_draft_at).not.toBeNull();
  const invoices = await withStore(site, (database) =>
    database.db.selectFrom("invoices").select(["id", "status"]).execute(),
  );
  expect(invoices).toEqual([{ id: job.final_invoice_id, status: "brouillon" }]);
  await page.goto(`${site.office}/pro/factures/${job.final_invoice_id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Facture");
  await page.goto(`${site.office}/pro/site/realisations`);
  await expect(page.locator(`input[name="title"][value="${roofClient.title}"]`)).toHaveCount(1);
  await page.goto(`${site.office}/pro/chantiers/${roof}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("job-after-acceptance-375.png"), fullPage: true });
}

/** « Terminé », and its confirmation: it cannot be undone, and it sends the client the PV's link. */
async function finishOnScreen(page: Page) {
  await page.getByRole("button", { name: jobsCopy.job.finish, exact: true }).click();
  await page.getByRole("button", { name: jobsCopy.job.finishConfirm }).click();
  await expect(page.getByText(jobsCopy.job.finished)).toBeVisible();
}

/** Both instances sweep the notices and send the outbox often, so the test's waits stay short. */
const journeyEnv = { JOB_NOTICES_POLL_MS: "300", OUTBOX_POLL_MS: "300" };

test("SQLite: planned for two over two days, told, postponed for rain with the next job, finished, accepted", async ({
  page,
  browser,
}, testInfo) => {
  const folder = temporaryDatabase();
  let server: RunningServer | undefined;
  try {
    const store = { LEADS_DB: folder.file };
    server = await startServer({ port: await freePort(testInfo), env: { ...ownStoreEnv(folder.file), ...journeyEnv } });
    await walk(page, browser, { office: server.url, field: server.url, store });
  } finally {
    await server?.stop();
    folder.remove();
  }
});

test("PostgreSQL, two instances sweeping: the same job, the client and the compagnon on the other", async ({
  page,
  browser,
}, testInfo) => {
  const folder = temporaryDatabase();
  const servers: RunningServer[] = [];
  let postgres: TestPostgres | undefined;
  try {
    postgres = await startPostgres();
    const store = { DATABASE_URL: await postgres.createDatabase() };
    const data = path.dirname(folder.file);
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        await startServer({
          port: await freePort(testInfo),
          env: {
            ...store,
            ...journeyEnv,
            // One shared volume for the uploads, as docs/deploy.md asks of several instances.
            UPLOADS_DIR: path.join(data, "uploads"),
            SITE_PHOTOS_DIR: path.join(data, "site-photos"),
          },
        }),
      );
    }
    const [first, second] = servers as [RunningServer, RunningServer];
    await walk(page, browser, { office: first.url, field: second.url, store });
  } finally {
    for (const server of servers) await server.stop();
    postgres?.stop();
    folder.remove();
  }
});
