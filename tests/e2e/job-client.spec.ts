import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { calendarFeedCopy, jobClientCopy } from "#app/content/job-client.ts";
import { addDays } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { mintLink } from "#app/services/billing/links/private-links.server.ts";
import { openDatabase } from "#app/services/db/database.server.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { replanJob, seedJob, seedPerson, seedPushDevice } from "#tests/support/job-seed.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { recordScripts } from "#tests/support/page-scripts.ts";
import {
  type LocalPushService,
  newSubscriber,
  startPushService,
  type TestSubscriber,
} from "#tests/support/push-service.ts";
import { freePort, ownStoreEnv, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The client's job page and the calendars (decision 056) on a server of the spec's own: a job planned on two days
 * seeded in its SQLite file, the patron's phone a push subscription of the test's own push service (the office's
 * stand-in), the client answering from a phone without an account.
 */

const copy = jobClientCopy;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: RunningServer;
let push: LocalPushService;
let folder: ReturnType<typeof temporaryDatabase>;
let phone: TestSubscriber;
const owner = { email: ownerEmail("job-client"), password: ownerPassword() };
const seeded = { token: "", jobId: 0, uids: [] as string[] };
const first = addDays(parisToday(), 14);
const second = addDays(first, 1);

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  folder = temporaryDatabase();
  push = await startPushService({ port: await freePort(testInfo) });
  const env = { ...ownStoreEnv(folder.file), NODE_EXTRA_CA_CERTS: push.caFile, JOB_NOTICES_POLL_MS: "500" };
  await addOwner(owner.email, owner.password, env);
  const database = await openDatabase({ sqliteFile: folder.file });
  try {
    const { db } = database;
    const patron = (await db.selectFrom("owner_users").select("id").executeTakeFirstOrThrow()).id;
    await db.updateTable("owner_users").set({ display_name: "Luc Martin" }).where("id", "=", patron).execute();
    const marc = await seedPerson(db, { email: "marc@example.com", displayName: "Marc Dupont", role: "compagnon" });
    phone = newSubscriber(`${push.origin}/push/patron`);
    await seedPushDevice(db, patron, phone, ["job.client"]);
    seeded.jobId = await seedJob(db, {
      title: "Réfection de la toiture",
      clientPreparation: "Portail ouvert dès 8 h ; le chien reste à l’intérieur.",
      assignees: [marc, patron],
    });
    await replanJob(db, seeded.jobId, [
      { day: first, period: "day" },
      { day: second, period: "am" },
    ]);
    seeded.uids = (await db.selectFrom("job_days").select("uid").orderBy("day").execute()).map((row) => row.uid);
    seeded.token = await mintLink(db, "job", seeded.jobId, new Date().toISOString());
  } finally {
    await database.close();
  }
  server = await startServer({ port: await freePort(testInfo), env });
});

test.afterAll(async () => {
  await server?.stop();
  await push?.stop();
  folder?.remove();
});

async function jobEvents(): Promise<{ kind: string; user_id: number | null }[]> {
  const database = await openDatabase({ sqliteFile: folder.file });
  try {
    return await database.db.selectFrom("job_events").select(["kind", "user_id"]).orderBy("id").execute();
  } finally {
    await database.close();
  }
}

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    uid: event.getFirstPropertyValue("uid"),
    status: event.getFirstPropertyValue("status"),
    tzid: event.getFirstProperty("dtstart")?.getParameter("tzid"),
    start: String(event.getFirstPropertyValue("dtstart")),
  }));
}

async function openPage(page: Page, width: keyof typeof viewports = "phone") {
  await page.setViewportSize(viewports[width]);
  const answer = await page.goto(`${server.url}/c/${seeded.token}`);
  expect(answer?.status()).toBe(200);
  return answer;
}

test("the client's page: his dates, what to prepare, the team, no script, private, accessible", async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  const answer = await openPage(page);
  const headers = answer?.headers() ?? {};
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chantier : Réfection de la toiture");
  const dates = page.getByRole("region", { name: copy.dates });
  await expect(dates.getByRole("listitem")).toHaveCount(2);
  await expect(dates.getByRole("listitem").last()).toContainText("le matin");
  await expect(dates).toContainText("entre 8 h 00 et 9 h 00");
  await expect(dates).toContainText("Luc, Marc");
  await expect(page.getByRole("region", { name: copy.preparation })).toContainText("le chien reste à l’intérieur");
  // No React in the browser: the site's shell's own island (its menu) is the only script, as on the quote's page.
  const loaded = (await scripts.collect()).map((script) => new URL(script.url).pathname);
  expect(
    loaded.every((pathname) => /^\/assets\/island-layout-[\w-]+\.js$/.test(pathname)),
    loaded.join(),
  ).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("job-client-375.png"), fullPage: true });
  await openPage(page, "desktop");
  await page.screenshot({ path: test.info().outputPath("job-client-1280.png"), fullPage: true });

  const unknown = await page.goto(`${server.url}/c/${"A".repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.unknownTitle);
  allowFailedLoads(consoleErrors, [404], /^\/c\//);
});

test("« Ajouter à mon agenda » gives each day as an event in Paris time", async ({ request }) => {
  const answer = await request.get(`${server.url}/c/${seeded.token}/agenda.ics`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  const events = parsedEvents(await answer.text());
  expect(events.map((event) => event.uid)).toEqual(seeded.uids);
  expect(events.every((event) => event.tzid === "Europe/Paris" && event.status === "CONFIRMED")).toBe(true);
  expect(events[1]?.start).toBe(`${second}T08:00:00`);
});

test("the client confirms, then asks for another date: each answer is in the job's history and on the office's phone", async ({
  page,
  consoleErrors,
}) => {
  await openPage(page);
  await page.getByRole("button", { name: copy.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(copy.confirmed);
  const [confirmed] = await push.waitFor("/push/patron", 1);
  expect(JSON.parse(phone.decrypt(confirmed?.body ?? Buffer.alloc(0)))).toMatchObject({
    title: "Dates confirmées",
    url: `/pro/chantiers/${seeded.jobId}`,
  });

  await page.getByLabel(copy.changeMessage).fill("Ok");
  await page.getByRole("button", { name: copy.change }).click();
  await expect(page.getByText(copy.errors.message)).toBeVisible();
  allowFailedLoads(consoleErrors, [400], /^\/c\//);
  await page.getByLabel(copy.changeMessage).fill("Plutôt la semaine suivante, le mardi.");
  await page.getByRole("button", { name: copy.change }).click();
  await expect(page.getByRole("status")).toHaveText(copy.changeSent);
  await expect(page.getByText("Plutôt la semaine suivante, le mardi.")).toBeVisible();
  const pushes = await push.waitFor("/push/patron", 2);
  expect(JSON.parse(phone.decrypt(pushes[1]?.body ?? Buffer.alloc(0))).title).toBe("Autre date demandée");
  const answers = (await jobEvents()).filter((event) => event.kind.startsWith("client."));
  expect(answers).toEqual([
    { kind: "client.confirmed", user_id: null },
    { kind: "client.change_requested", user_id: null },
  ]);
});

test("a person's calendar feed answers without a session, then 404 once revoked", async ({ page, request }) => {
  await page.setViewportSize(viewports.phone);
  await logIn(page, owner.email, owner.password, "/pro/compte/agenda", server.url);
  await page.getByRole("button", { name: calendarFeedCopy.create }).click();
  const link = await page.getByLabel(calendarFeedCopy.https).inputValue();
  expect(await page.getByLabel(calendarFeedCopy.webcal).inputValue()).toMatch(
    /^webcal:\/\/.+\/agenda\/[\w-]{43}\.ics$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  const feedPath = new URL(link).pathname;
  const feed = await request.get(`${server.url}${feedPath}`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["cache-control"]).toBe("private, max-age=300");
  const events = parsedEvents(await feed.text());
  expect(events.map((event) => event.uid)).toEqual(seeded.uids);
  expect(await feed.text()).not.toMatch(/€|EUR/);

  await page.getByRole("button", { name: calendarFeedCopy.revoke }).click();
  await expect(page.getByRole("status")).toHaveText(calendarFeedCopy.revoked);
  expect((await request.get(`${server.url}${feedPath}`)).status()).toBe(404);
});
