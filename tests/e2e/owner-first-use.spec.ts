import type { Page, Request } from "@playwright/test";
import { formsCopy } from "#app/content/forms.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { fillContactForm, leadForm } from "#tests/support/lead-forms.ts";
import { contactInput, leadsWith, marker } from "#tests/support/leads.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { e2eDatabase, logIn, ownerForFile } from "#tests/support/owner.ts";

/**
 * The owner's reading screens start their application at his first touch (decision 032): they paint from the
 * server's HTML and stylesheet alone, and what he does before the application runs is done once, by it.
 * Pages are loaded as they come (`touchOwnerPages: false`): nothing touches them before the test does.
 */
test.use({ viewport: viewports.phone, touchOwnerPages: false });
test.describe.configure({ timeout: 120_000 });

/** One account for the whole file, made with the CLI as the owner would on the server. */
const owner = ownerForFile("first-use");

/** The scripts a page asks for, and the posts it sends, from now on. */
function watch(page: Page) {
  const scripts: string[] = [];
  const posts: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  };
  page.on("request", record);
  return { scripts, posts, stop: () => page.off("request", record) };
}

const running = (page: Page) => page.evaluate(() => window.__ownerFirstUse?.running ?? null);

/** A mark on the document: still there after an action means the application did it, with no new page. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const sameDocument = (page: Page) => page.evaluate(() => "samePage" in window);

async function sendContact(page: Page, tag: string): Promise<number> {
  await page.goto("/contact");
  const form = leadForm(page);
  await fillContactForm(form, contactInput(tag));
  await form.getByRole("button", { name: formsCopy.contact.submit }).click();
  await expect(page.getByRole("heading", { name: formsCopy.contact.success.title })).toBeVisible();
  const [lead] = leadsWith(e2eDatabase, "email", tag);
  if (!lead) throw new Error(`the request ${tag} was not stored`);
  return lead.id;
}

test("the inbox, a request, the lists of quotes and invoices and the dashboard paint with no script; a form sent before the start is sent once, by the application", async ({
  page,
}) => {
  const tag = marker("first-use");
  const id = await sendContact(page, tag);
  await logIn(page, owner.email, owner.password);

  // The application starts on none of them by itself: not with the page, not once it has loaded.
  for (const path of ["/pro", `/pro/demandes/${id}`, "/pro/devis", "/pro/factures", "/pro/tableau-de-bord"]) {
    const traffic = watch(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(traffic.scripts, `${path}: scripts before any interaction`).toEqual([]);
    expect(await running(page), path).toBe(false);
    traffic.stop();
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // On the request's page the owner chooses a status and saves it before anything started.
  const leadPath = `/pro/demandes/${id}`;
  await page.goto(leadPath);
  await markDocument(page);
  const traffic = watch(page);
  await page.getByLabel(inboxCopy.lead.statusLabel).selectOption("a_rappeler");
  await page.getByRole("button", { name: inboxCopy.lead.statusSave }).click();
  await expect(page.getByText(inboxCopy.lead.statusSaved)).toBeVisible();
  await expect(page.locator("section", { has: page.locator("#statut") })).toContainText(inboxCopy.statuses.a_rappeler);
  expect(await running(page)).toBe(true);
  expect(traffic.scripts.length, "the application's files, loaded at the first touch").toBeGreaterThan(3);
  expect(
    traffic.posts.filter((path) => path.startsWith(leadPath)),
    "sent once",
  ).toHaveLength(1);
  expect(await sameDocument(page), "sent by the application, the page kept").toBe(true);
  traffic.stop();

  // A link tapped before the start is followed at once by the browser: a new document, and no application loaded
  // for the page left.
  await page.goto(leadPath);
  await markDocument(page);
  const tapped = watch(page);
  await page.getByRole("link", { name: inboxCopy.lead.back }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByRole("heading", { level: 1, name: inboxCopy.inbox.title })).toBeVisible();
  expect(await sameDocument(page), "followed by the browser").toBe(false);
  expect(tapped.scripts, "scripts loaded by the tap on a link").toEqual([]);
});

test("the quote's editor: a button pressed and figures typed before the start are the lines and totals once it runs", async ({
  page,
}) => {
  const tag = marker("first-use-quote");
  const id = await sendContact(page, tag);
  await logIn(page, owner.email, owner.password);
  await page.goto(`/pro/demandes/${id}`);
  // "Faire un devis" pressed before the start: one quote, made by the application.
  const traffic = watch(page);
  await page.getByRole("button", { name: quotesCopy.fromLead }).click();
  await expect(page).toHaveURL(/\/pro\/devis\/\d+$/);
  expect(traffic.posts.filter((path) => path.startsWith("/pro/devis/nouveau"))).toHaveLength(1);
  traffic.stop();
  const quotePath = new URL(page.url()).pathname;
  const cards = page.locator("#quote-lines").locator("xpath=..").getByRole("listitem");

  // A new quote has no line: "Ajouter une ligne" pressed before the start adds one, once. The page loaded no script.
  const quoteTraffic = watch(page);
  await page.goto(quotePath);
  await page.waitForLoadState("networkidle");
  expect(quoteTraffic.scripts, "the quote's page: scripts before any interaction").toEqual([]);
  quoteTraffic.stop();
  expect(await running(page)).toBe(false);
  await expect(cards).toHaveCount(0);
  // The application's files are held back on the way, as on a slow link: the press is taken and shown as such.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  const addLine = page.getByRole("button", { name: quotesCopy.editor.addLine });
  await addLine.click();
  await expect(addLine).toHaveAttribute("aria-busy", "true");
  await expect(cards).toHaveCount(0);
  await addLine.screenshot({ path: test.info().outputPath("add-line-pressed-before-start.png") });
  release();
  await expect(cards).toHaveCount(1);
  await expect(addLine).not.toHaveAttribute("aria-busy");
  await page.unrouteAll();
  expect(await running(page)).toBe(true);
  await cards.nth(0).getByLabel(quotesCopy.editor.designation).fill("Zinc naturel posé");
  await cards.nth(0).getByLabel(quotesCopy.editor.quantity).fill("12");
  await cards.nth(0).getByLabel(quotesCopy.editor.unitPrice).fill("65");
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/858,00\s€/);
  await page.getByRole("button", { name: quotesCopy.editor.save }).click();
  await expect(page.getByText(quotesCopy.editor.saved)).toBeVisible();

  // A quantity typed on a fresh load, before the application ran: the totals count it once it does.
  await page.goto(quotePath);
  expect(await running(page)).toBe(false);
  await cards.nth(0).getByLabel(quotesCopy.editor.quantity).fill("3");
  await expect.poll(() => running(page)).toBe(true);
  await expect(page.getByTestId("quote-total-incl")).toHaveText(/214,50\s€/);

  expect(await axeViolations(page)).toEqual([]);
  expect(await nuErrors([], { "quote-before-start": await page.content() })).toEqual([]);
});
