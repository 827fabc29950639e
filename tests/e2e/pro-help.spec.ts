import type { Page } from "@playwright/test";
import { proCopy } from "#app/content/pro.ts";
import { helpCopy, helpPage, helpPages } from "#app/content/pro-help.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { logIn, ownerEmail, ownerForFile, ownerPassword, runProCli } from "#tests/support/owner.ts";
import { typographyProblems } from "#tests/support/typography.ts";

/** One account for the whole file, made with the CLI as the owner would on the server. */
const owner = ownerForFile("help");

function page$(slug: string) {
  const page = helpPage(slug);
  if (!page) throw new Error(`no help page ${slug}`);
  return page;
}

/** The page's own text (the manual), French-spaced as decision 022 asks of what the owner reads. */
async function expectFrenchTypography(page: Page) {
  expect(typographyProblems(await page.locator("main").innerHTML())).toEqual([]);
}

test("at 375 px, the inbox's help link opens its page of the manual, then the index and another screen's page", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await logIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/pro$/);

  const inbox = page$("demandes");
  await page.getByRole("link", { name: proCopy.nav.helpLabel }).click();
  await expect(page).toHaveURL(/\/pro\/aide\/demandes$/);
  await expect(page.getByRole("heading", { level: 1, name: inbox.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText(inbox.summary)).toBeVisible();
  await expect(page.getByText("télécharge les demandes affichées dans un fichier", { exact: false })).toBeVisible();
  // The header says where the owner is: in the manual.
  await expect(page.getByRole("link", { name: proCopy.nav.help, exact: true })).toHaveAttribute("aria-current", "page");
  await expectFrenchTypography(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("help-inbox-375.png"), fullPage: true });

  await page.getByRole("link", { name: helpCopy.backToIndex }).click();
  await expect(page).toHaveURL(/\/pro\/aide$/);
  await expect(page.getByRole("heading", { level: 1, name: helpCopy.title })).toBeVisible();
  for (const group of ["Au quotidien", "Chantiers et équipe", "Devis et factures", "Mon site", "Compte et sécurité"]) {
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }
  await expectFrenchTypography(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("help-index-375.png"), fullPage: true });

  const quotes = page$("devis");
  await page.getByRole("link", { name: new RegExp(`^${quotes.title} `) }).click();
  await expect(page).toHaveURL(/\/pro\/aide\/devis$/);
  await expect(page.getByRole("heading", { level: 1, name: quotes.title })).toBeVisible();
  await expect(page.getByText("le devis reçoit son numéro (D-2026-0001", { exact: false })).toBeVisible();
  await expectFrenchTypography(page);
  expect(await axeViolations(page)).toEqual([]);

  // From the manual back to the screen it explains, whose own help link comes back to the same page.
  await page.getByRole("link", { name: helpCopy.openScreen(quotes.screen?.label ?? "") }).click();
  await expect(page).toHaveURL(/\/pro\/devis$/);
  await expect(page.getByRole("heading", { level: 1, name: quotes.title })).toBeVisible();
  await page.getByRole("link", { name: proCopy.nav.helpLabel }).click();
  await expect(page).toHaveURL(/\/pro\/aide\/devis$/);
});

test.describe("a plain reading screen", () => {
  test.use({ touchOwnerPages: false });

  test("a help page is read from the server's HTML alone: no script before the owner's first touch", async ({
    page,
  }) => {
    await logIn(page, owner.email, owner.password);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/pro/aide/factures");
    await expect(page.getByRole("heading", { level: 1, name: page$("factures").title })).toBeVisible();
    await expect(page.getByText("lui donne son numéro (F-2026-0001)", { exact: false })).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test("an unknown help page answers the owner's 404 in French; the manual is closed to strangers", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await logIn(page, owner.email, owner.password);
  const response = await page.goto("/pro/aide/toiture-inconnue");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: proCopy.errors.notFoundTitle })).toBeVisible();
  ignoresExpected404(consoleErrors);

  const stranger = await browser.newPage();
  await stranger.goto("/pro/aide/devis");
  await expect(stranger).toHaveURL(/\/pro\/connexion/);
  await expect(stranger.getByText("le devis reçoit son numéro", { exact: false })).toHaveCount(0);
  await stranger.close();
});

test("the help pages at 1280 px pass axe and are photographed", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await logIn(page, owner.email, owner.password);
  await page.goto("/pro/site/tarifs");
  await page.getByRole("link", { name: proCopy.nav.helpLabel }).click();
  await expect(page).toHaveURL(/\/pro\/aide\/tarifs$/);
  await expect(page.getByRole("heading", { level: 1, name: page$("tarifs").title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("help-prices-1280.png"), fullPage: true });
  await page.goto("/pro/aide");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("help-index-1280.png"), fullPage: true });
});

test("every page of the manual is served in French typography, and one per role's day is there", async ({ page }) => {
  await logIn(page, owner.email, owner.password);
  for (const help of helpPages) {
    await page.goto(`/pro/aide/${help.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: help.title })).toBeVisible();
    await expectFrenchTypography(page);
  }
  for (const slug of ["journee-du-patron", "journee-du-bureau", "journee-du-compagnon"]) {
    expect(helpPage(slug), slug).toBeDefined();
  }
});

test("a compagnon reads the manual, and its pages offer him only the screens his role opens", async ({ page }) => {
  const compagnon = { email: ownerEmail("help-compagnon"), password: ownerPassword() };
  const made = await runProCli(["add-user", compagnon.email, "--role", "compagnon"], {
    input: `${compagnon.password}\n`,
  });
  expect(made.code, made.stderr).toBe(0);
  await page.setViewportSize(viewports.phone);
  await logIn(page, compagnon.email, compagnon.password);
  await expect(page).toHaveURL(/\/pro\/journee$/);

  // His day's help link opens his page of the manual, with its way back to « Ma journée ».
  await page.getByRole("link", { name: proCopy.nav.help, exact: true }).click();
  await expect(page).toHaveURL(/\/pro\/aide\/journee-du-compagnon$/);
  const day = page$("journee-du-compagnon");
  await expect(page.getByRole("heading", { level: 1, name: day.title })).toBeVisible();
  await expect(page.getByRole("link", { name: helpCopy.openScreen(day.screen?.label ?? "") })).toBeVisible();

  // The planning is the office's: its page is read, but does not send him to a screen that answers 404.
  const planning = page$("planning");
  await page.goto("/pro/aide/planning");
  await expect(page.getByRole("heading", { level: 1, name: planning.title })).toBeVisible();
  await expect(page.getByRole("link", { name: helpCopy.openScreen(planning.screen?.label ?? "") })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
