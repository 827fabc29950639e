import path from "node:path";
import type { Page } from "@playwright/test";
import { buildArticles } from "#app/content/articles.ts";
import { contentPaths } from "#app/content/pages.ts";
import { getService } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { townPath } from "#app/content/towns.ts";
import { countedServices } from "#app/lib/site-limits.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import {
  allowFailedLoads,
  claimFreshInstall,
  ownerEmail,
  ownerPassword,
  printedSetupLinks,
} from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { fictionalSiret, placeholderCount, runCheckContent } from "#tests/support/site-owner.ts";
import { typographyProblems } from "#tests/support/typography.ts";

/**
 * A new owner on a fresh install, from his phone: he claims it from the link the server printed, "Mon site" lists what is left, he replaces every item (the
 * company, its short name, the credit, the founding year, the certificates, the prices with a line of his own),
 * publishes, and nothing of the template is left on any public page. Its own server and store.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.phone });

const copy = siteEditorCopy;
const labels = copy.labels;
let server: RunningServer;
let database: ReturnType<typeof temporaryDatabase>;
const email = ownerEmail("go-live");
const password = ownerPassword();
const { siret, vat } = fictionalSiret("45678912");
const owner = {
  name: "Couvertures Lefèvre et Fils",
  shortName: "Couvertures Lefèvre",
  phone: "03 21 67 89 10",
  e164: "+33321678910",
  email: "contact@couvertures-lefevre.fr",
  founded: 2019,
};
const maxYears = new Date().getFullYear() - owner.founded;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  database = temporaryDatabase();
  const env = { LEADS_DB: database.file, SITE_PHOTOS_DIR: path.join(path.dirname(database.file), "site-photos") };
  server = await startServer({ port: await freePort(testInfo), env });
});

test.afterAll(async () => {
  await server?.stop();
  database?.remove();
});

const field = (page: Page, name: string) => page.locator(`#champ-${name.replace(/\./g, "-")}`);

async function save(page: Page) {
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();
}

test("a new owner replaces everything 'Mon site' lists, publishes, and no page keeps the template", async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const before = await runCheckContent({ LEADS_DB: database.file });
  expect(before.code).toBe(1);
  expect(placeholderCount(before)).toBeGreaterThan(20);

  // A fresh install: the server printed its one-time setup link, which the owner opens on his phone.
  await claimFreshInstall(page, server, email, password);
  expect((await page.goto(printedSetupLinks(server.output(), server.url)[0] ?? ""))?.status()).toBe(404);
  await page.goto(`${server.url}/pro/site`);
  const readiness = page.getByTestId("readiness");
  await expect(readiness).toContainText(copy.readiness.left(placeholderCount(before)));
  // The claims the template makes are listed, each a link to its field.
  for (const reason of [
    copy.readiness.claims.foundedYear,
    copy.readiness.claims.qualifications,
    copy.readiness.coordinates,
  ]) {
    await expect(readiness.getByRole("link").filter({ hasText: reason })).toBeVisible();
  }
  await expect(readiness.getByRole("link", { name: new RegExp(labels.directoryLabel) }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("mon-site-left-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("mon-site-left-1280.png"), fullPage: true });
  await page.setViewportSize(viewports.phone);

  // The SIRET's link lands on its field.
  await readiness
    .getByRole("link")
    .filter({ hasText: `› ${labels.siret}` })
    .click();
  await expect(page).toHaveURL(/\/pro\/site\/entreprise#champ-legal-siret$/);
  await expect(field(page, "legal.siret")).toBeVisible();
  await expect(page.getByText(copy.readiness.mark).first()).toBeVisible();

  // The company holds no asbestos certificate: the certificate goes, and the service with it.
  await page
    .getByRole("button", { name: copy.company.removeQualification(site.qualifications[1]?.name ?? "") })
    .click();
  await expect(page.getByText(copy.company.qualificationRemoved)).toBeVisible();
  await page.getByLabel(copy.company.facts.hide(getService("desamiantage").title)).check();

  await field(page, "name").fill(owner.name);
  await field(page, "shortName").fill(owner.shortName);
  await field(page, "phone").fill(owner.phone);
  await field(page, "email").fill(owner.email);
  await field(page, "address.street").fill("4 rue Émile Zola");
  await field(page, "foundedYear").fill(String(owner.founded));
  await page.locator("#confirmer-serviceRadiusKm input").check();
  await field(page, "geo.latitude").fill("50,4581");
  await field(page, "geo.longitude").fill("2,7937");
  await page.getByLabel(copy.company.facts.confirmGeo).check();
  await field(page, "legal.form").fill("SARL");
  await field(page, "legal.capital").fill("10 000 €");
  await field(page, "legal.siret").fill(siret);
  await field(page, "legal.rcs").fill("RCS Arras 456 789 123");
  await field(page, "legal.vat").fill(vat);
  await field(page, "legal.director").fill("Paul Lefèvre");
  await field(page, "insurance.insurer").fill("Mutuelle des Artisans du Nord, 10 rue de Lille, 62000 Arras");
  await field(page, "insurance.policyNumber").fill("DEC-2026-0815");
  await field(page, "insurance.coverage").fill("France métropolitaine");
  await field(page, "qualifications.0.body").fill("Qualibat");
  await field(page, "qualifications.0.certificate").fill("E-E123456");
  await page.locator("#confirmer-qualifications input").check();
  await field(page, "host.name").fill("OVH SAS");
  await field(page, "host.address").fill("2 rue Kellermann, 59100 Roubaix");
  await field(page, "host.phone").fill("+33 9 72 10 10 07");
  await field(page, "mediator.name").fill("Médiateur du bâtiment");
  await field(page, "mediator.address").fill("1 place de la Médiation, 75000 Paris");
  await field(page, "mediator.url").fill("https://www.mediateur-batiment.example.fr");
  // No credit at all: the footer and the legal page name no studio.
  await field(page, "credit.label").fill("");
  await field(page, "credit.url").fill("");
  // How many jobs of each kind he has done, for the service pages' figures (asbestos removal is hidden: not asked).
  for (const slug of countedServices.filter((service) => service !== "desamiantage")) {
    await field(page, `completedJobs.${slug}`).fill("40");
  }
  await save(page);
  await page.screenshot({ path: test.info().outputPath("entreprise-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("entreprise-1280.png"), fullPage: true });
  await page.setViewportSize(viewports.phone);
  const companyScreen = await (await page.request.get(`${server.url}/pro/site/entreprise`)).text();
  expect(await nuErrors([], { "pro-site-entreprise": companyScreen })).toEqual([]);
  // From the top, as the screen opens (the sticky save button passes over fields while scrolling).
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);

  // Prices: the owner's values, and a flat-rate job of his own.
  await page.goto(`${server.url}/pro/site/tarifs`);
  await field(page, "rates.lines.0.amount").fill("52,00 €");
  await field(page, "rates.lines.0.detail").fill("Par demi-heure entamée, temps passé sur place");
  await field(page, "rates.lines.2.amount").fill("39,00 €");
  await field(page, "emergency.surcharge").fill("50 %");
  await field(page, "emergency.nightHours").fill("de 20 h à 8 h");
  for (const [index, amount] of ["190 €", "120 €", "150 €", "110 €"].entries()) {
    await field(page, `flatRates.jobs.${index}.amount`).fill(amount);
  }
  await page.getByRole("button", { name: copy.prices.lists.addJob }).click();
  await expect(page.getByText(copy.prices.lists.added)).toBeVisible();
  await field(page, "flatRates.jobs.4.label").fill("Pose de fenêtre de toit");
  await field(page, "flatRates.jobs.4.amount").fill("450 €");
  await field(page, "flatRates.jobs.4.includes").fill("Fenêtre de 78 × 98 cm fournie et posée, raccords d’étanchéité");
  // A price line needs what the arrêté asks of it, the service and its price TTC: no unit, no detail.
  await page.getByRole("button", { name: copy.prices.lists.addLine }).click();
  await expect(page.getByText(copy.prices.lists.added)).toBeVisible();
  await expect(page.getByLabel(copy.prices.lists.optional(copy.labels.unit)).last()).toHaveValue("");
  await field(page, "rates.lines.3.label").fill("Remplacement d’une tuile");
  await field(page, "rates.lines.3.amount").fill("85 €");
  await save(page);
  await expect(field(page, "rates.lines.3.label")).toHaveValue("Remplacement d’une tuile");
  // The new job goes first in the table.
  await page.getByRole("button", { name: `${copy.prices.lists.up} : Pose de fenêtre de toit` }).click();
  await expect(page.getByText(copy.prices.lists.moved)).toBeVisible();
  await expect(field(page, "flatRates.jobs.3.label")).toHaveValue("Pose de fenêtre de toit");
  // The hourly rate has no "Retirer", and a forged removal is refused on the server, in French.
  await expect(
    page.getByRole("button", { name: new RegExp(`^${copy.prices.lists.remove} : Taux horaire`) }),
  ).toHaveCount(0);
  const form: Record<string, string> = { intent: "remove-lines-0" };
  for (const input of await page.locator("form[method=post] input[name]").all()) {
    const name = (await input.getAttribute("name")) ?? "";
    if (name !== "intent") form[name] = await input.inputValue();
  }
  const forged = await page.request.post(`${server.url}/pro/site/tarifs`, {
    form,
    headers: { Origin: server.url },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("arrêté du 24 janvier 2017");
  await page.screenshot({ path: test.info().outputPath("tarifs-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("tarifs-1280.png"), fullPage: true });
  await page.setViewportSize(viewports.phone);
  const pricesScreen = await (await page.request.get(`${server.url}/pro/site/tarifs`)).text();
  expect(await nuErrors([], { "pro-site-tarifs": pricesScreen })).toEqual([]);

  // The template's example articles speak for the company: the owner reads each one and confirms it.
  await page.goto(`${server.url}/pro/site`);
  for (const article of buildArticles) {
    await expect(readiness.getByRole("link").filter({ hasText: article.title })).toBeVisible();
  }
  await page.goto(`${server.url}/pro/site/articles`);
  for (const article of buildArticles) {
    const confirm = page.getByRole("button", { name: `${copy.articles.confirm} : ${article.title}` });
    await confirm.click();
    // The notice stays from the previous article: this one is confirmed once its button has gone.
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(copy.articles.confirmed)).toBeVisible();
  }

  await page.goto(`${server.url}/pro/site`);
  await expect(readiness).toContainText(copy.readiness.ready);
  await page.getByRole("button", { name: copy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 60_000 });
  await expect(readiness).toContainText(copy.readiness.ready);
  // The owner's own tab (and his installed app's window) ends on the new short name too.
  await expect(page).toHaveTitle(new RegExp(`· ${owner.shortName}$`));
  await page.screenshot({ path: test.info().outputPath("mon-site-ready-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("mon-site-ready-1280.png"), fullPage: true });

  const after = await runCheckContent({ LEADS_DB: database.file });
  expect(after.stdout).toContain("ready to go live");
  expect(after.code).toBe(0);

  // Every public page, as a stranger gets it.
  const hidden = "/services/desamiantage";
  const yearsClaimed = /(\d+)\s*(?:\+\s*)?(?:ans?|years?)\s+(?:d’|d'|de chantiers)/g;
  for (const pagePath of contentPaths.filter((candidate) => candidate !== hidden)) {
    const response = await request.get(`${server.url}${pagePath}`);
    expect(response.status(), pagePath).toBe(200);
    const html = await response.text();
    // A form's example (placeholder="jean.dupont@example.com") is a hint, not a claim.
    const shown = html.replace(/placeholder="[^"]*"/g, "");
    for (const forbidden of [
      "PLACEHOLDER",
      "example.com",
      site.name,
      site.shortName,
      site.phone.display,
      site.phone.e164,
    ]) {
      expect(shown, `${pagePath} still says ${forbidden}`).not.toContain(forbidden);
    }
    expect(shown, pagePath).not.toContain(hidden);
    // A town's own prose (title, description, text) no longer says the company removes asbestos (L121-2).
    if (pagePath.startsWith(townPath(""))) {
      const saying = shown.replace(/<script[\s\S]*?<\/script>/g, "").match(/[^\s<>"]*amiant[^\s<>"]*/gi);
      expect(saying ?? [], pagePath).toEqual([]);
    }
    // Text only, phone numbers out (a number ending in "10" before a figure's "ans d’expérience" label is not an age).
    const plain = shown
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|[\u00a0\u202f]/g, " ")
      .replace(/\b0\d(?: \d{2}){4}\b/g, " ");
    for (const match of plain.matchAll(yearsClaimed)) {
      expect(Number(match[1]), `${pagePath}: ${match[0]}`).toBeLessThanOrEqual(maxYears);
    }
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    if (title.includes("|")) expect(title, pagePath).toMatch(/\| Couvertures Lefèvre$/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    const company = jsonLd["@graph"]?.[0] ?? {};
    expect(company.name, pagePath).toBe(owner.name);
    expect(company.alternateName, pagePath).toBe(owner.shortName);
    expect(company.foundingDate, pagePath).toBe(String(owner.founded));
    expect(company.geo, pagePath).toEqual({ "@type": "GeoCoordinates", latitude: 50.4581, longitude: 2.7937 });
    expect(JSON.stringify(company.hasOfferCatalog), pagePath).not.toContain("desamiantage");
    // The owner typed "450 €", "50 %", "de 20 h à 8 h": the published page binds them all the same.
    expect(typographyProblems(html), pagePath).toEqual([]);
  }
  const home = (await (await request.get(`${server.url}/`)).text()).replace(/<[^>]+>/g, " ");
  expect(home).toMatch(new RegExp(`\\b${maxYears}\\s+ans? d’expérience`));
  const prices = await (await request.get(`${server.url}/tarifs`)).text();
  expect(prices).toContain("Pose de fenêtre de toit");
  expect(prices).toContain("Remplacement d’une tuile");
  expect(prices.indexOf("Pose de fenêtre de toit")).toBeLessThan(prices.indexOf("Nettoyage de gouttières"));

  // The hidden service is gone: 410, a French page linking to the services offered, out of the sitemap.
  const gone = await request.get(`${server.url}${hidden}`);
  expect(gone.status()).toBe(410);
  const goneHtml = await gone.text();
  expect(goneHtml).toContain("Nous ne proposons pas ce service");
  expect(goneHtml).toContain('href="/services/couverture-zinc"');
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(hidden);
  expect(sitemap).toContain("/services/couverture-zinc");
  // The owner's app, as his phone installs it from now on, carries the new name.
  const manifest = await (await request.get(`${server.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining(owner.name), short_name: owner.shortName });
  expect(JSON.stringify(manifest)).not.toContain(site.shortName);
  const visitor = await browser.newContext({ viewport: viewports.phone });
  const stranger = await visitor.newPage();
  await stranger.goto(`${server.url}${hidden}`);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Nous ne proposons pas ce service");
  expect(await axeViolations(stranger)).toEqual([]);
  await stranger.screenshot({ path: test.info().outputPath("service-410-375.png"), fullPage: true });
  await stranger.goto(`${server.url}/mentions-legales`);
  await expect(stranger.getByRole("main")).not.toContainText("Conception et réalisation du site");
  await expect(stranger.getByRole("main")).not.toContainText("SS3");
  await visitor.close();
  allowFailedLoads(consoleErrors, [400, 410], /^\/(pro\/site\/tarifs|services\/desamiantage)/);
  allowFailedLoads(consoleErrors, [404], /^\/pro\/installation/);
});
