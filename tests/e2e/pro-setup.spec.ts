import path from "node:path";
import { proCopy } from "#app/content/pro.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { allowFailedLoads, logIn, ownerPassword, printedSetupLinks, runProCli } from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * A fresh install is claimed from the phone: the server, started on an empty store, prints a one-time link; the
 * owner opens it, chooses his e-mail and password, and is in /pro. Then the link is dead. Its own server and store,
 * since the point is that no account exists yet.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.phone });

const copy = proCopy.setup;
let server: RunningServer;
let database: ReturnType<typeof temporaryDatabase>;
let env: Record<string, string>;
const email = `patron.installation.${Date.now().toString(36)}@example.com`;
const password = ownerPassword();

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  database = temporaryDatabase();
  env = { LEADS_DB: database.file, SITE_PHOTOS_DIR: path.join(path.dirname(database.file), "site-photos") };
  server = await startServer({ port: await freePort(testInfo), env });
});

test.afterAll(async () => {
  await server?.stop();
  database?.remove();
});

/** The links the server printed: built without SITE_URL and started without one, it names its own address. */
function printedLinks(): string[] {
  const links = printedSetupLinks(server.output(), server.url);
  for (const link of links) expect(server.output()).toContain(`${link} `);
  return links;
}

test("the owner claims the fresh install from his phone, and the link is dead after", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const links = printedLinks();
  expect(links, server.output()).toHaveLength(1);
  const link = links[0] ?? "";
  // Printed once, on one line, with its lifetime.
  expect(server.output()).toMatch(/Aucun compte pour l’espace pro : .*valable 24 h\)\.\n/);

  // A guess opens nothing.
  const guess = await page.goto(`${server.url}/pro/installation?code=${"A".repeat(43)}`);
  expect(guess?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: copy.invalidTitle })).toBeVisible();

  // The link moves its code into a cookie: the page shows without it in the address bar, sending no Referer.
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${server.url}/pro/installation`);
  expect(await response?.headerValue("referrer-policy")).toBe("same-origin");
  const redirect = await response?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(303);
  expect(await redirect?.headerValue("referrer-policy")).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await nuErrors([], { "pro-installation": await page.content() })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("setup-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("setup-1280.png"), fullPage: true });
  await page.setViewportSize(viewports.phone);

  // The rules of `npm run pro -- add-user`, named in French; what was typed stays.
  await page.getByLabel(copy.email).fill(email);
  await page.getByLabel(copy.password, { exact: true }).fill("motdepasse2026");
  await page.getByLabel(copy.confirm).fill("motdepasse2026");
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(proCopy.passwordProblems.common);
  await expect(page.getByLabel(copy.email)).toHaveValue(email);
  await page.getByLabel(copy.password, { exact: true }).fill(password);
  await page.getByLabel(copy.confirm).fill(`${password}!`);
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(copy.mismatch);
  await page.screenshot({ path: test.info().outputPath("setup-error-375.png"), fullPage: true });

  await page.getByLabel(copy.password, { exact: true }).fill(password);
  await page.getByLabel(copy.confirm).fill(password);
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page).toHaveURL(`${server.url}/pro`, { timeout: 15_000 });
  await expect(page.getByRole("link", { name: proCopy.nav.account })).toBeVisible();

  // The link, the page and the CLI are done: the account exists.
  for (const url of [link, `${server.url}/pro/installation`]) {
    expect((await page.goto(url))?.status(), url).toBe(404);
  }
  const cli = await runProCli(["setup-link"], { env });
  expect(cli.code).toBe(1);
  expect(cli.stdout).not.toMatch(/code=/);
  const users = await runProCli(["list-users"], { env });
  expect(users.stdout).toContain(email);
  expect(users.stdout.match(/@example\.com/g)).toHaveLength(1);
  allowFailedLoads(consoleErrors, [404, 400], /^\/pro\/installation/);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a test's fixtures from this pattern.
test("a restarted server prints no link once an account exists", async ({}, testInfo) => {
  await server.stop();
  server = await startServer({ port: await freePort(testInfo), env });
  expect(printedLinks()).toEqual([]);
});

test("the owner's space and its e-mails carry the company's name as published, not the build's", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = "Couvertures Martin & Fils";
  await logIn(page, email, password, "/pro/site/entreprise", server.url);
  await page.getByLabel(siteEditorCopy.labels.name, { exact: true }).fill(name);
  await page.getByRole("button", { name: siteEditorCopy.save }).click();
  await expect(page.getByText(siteEditorCopy.saved)).toBeVisible();
  await page.goto(`${server.url}/pro/site`);
  await page.getByRole("button", { name: siteEditorCopy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 30_000 });

  await page.goto(`${server.url}/pro`);
  await expect(page.locator("header").first()).toContainText(name);
  const stranger = await browser.newPage({ viewport: viewports.phone });
  await stranger.goto(`${server.url}/pro/connexion`);
  await expect(stranger.locator("header")).toContainText(name);
  // A login from a browser never seen before is e-mailed (logged here): its subject names the published company.
  await logIn(stranger, email, password, undefined, server.url);
  await expect
    .poll(() => server.output())
    .toMatch(new RegExp(`account notice \\(login\\.new-device\\) for ${email.replace(/\./g, "\\.")}: .* · ${name}`));
  await stranger.close();
});
