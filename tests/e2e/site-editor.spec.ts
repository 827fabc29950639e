import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formsCopy } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import { site } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { fieldLabel, fillContactForm, leadForm, submitButton } from "#tests/support/lead-forms.ts";
import { contactInput } from "#tests/support/leads.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { photoWithGps, plainPng, pngBomb, textNamedJpg } from "#tests/support/photos.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";
import { fictionalSiret, placeholderCount, runCheckContent } from "#tests/support/site-owner.ts";

/**
 * The owner runs the site from his phone: "Mon site" edits a draft, "Publier" renders every public page again
 * and serves it, "Restaurer" brings an earlier version back. Its own server and store, since it changes what
 * every public page shows.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.phone });

const copy = siteEditorCopy;
let server: RunningServer;
let database: ReturnType<typeof temporaryDatabase>;
const email = ownerEmail("site");
const password = ownerPassword();
const { siret, vat } = fictionalSiret();
const company = {
  name: "Couvertures Martin & Fils",
  phone: "03 21 45 67 89",
  e164: "+33321456789",
  insurer: "Mutuelle des Artisans du Nord, 10 rue de Lille, 62000 Arras",
  policy: "DEC-2026-4471",
};

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  database = temporaryDatabase();
  const env = { LEADS_DB: database.file, SITE_PHOTOS_DIR: path.join(path.dirname(database.file), "site-photos") };
  server = await startServer({ port: await freePort(testInfo), env });
  await addOwner(email, password, env);
});

test.afterAll(async () => {
  await server?.stop();
  database?.remove();
});

async function openSection(page: Page, title: string) {
  await page.goto(`${server.url}/pro/site`);
  // The sections' menu: "Avant la mise en ligne" above it links to the same screens, field by field.
  await page
    .getByRole("navigation", { name: copy.title, exact: true })
    .getByRole("link", { name: new RegExp(title) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.goto(`${server.url}/pro/site`);
  await page.getByRole("button", { name: copy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 30_000 });
}

/** What a stranger's browser gets: the call button, the footer, the legal page and the structured data. */
async function publicValues(page: Page) {
  await page.goto(`${server.url}/`);
  const call = await page.locator("main a[href^='tel:']").first().getAttribute("href");
  const footer = (await page.locator("footer").textContent()) ?? "";
  const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").first().textContent()) ?? "{}");
  await page.goto(`${server.url}/mentions-legales`);
  const legal = (await page.locator("main").textContent()) ?? "";
  return { call, footer, jsonLd: JSON.stringify(jsonLd), legal };
}

test("the owner fills in the company and the insurer, publishes, and every public page shows them", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const before = placeholderCount(await runCheckContent({ LEADS_DB: database.file }));
  expect(before).toBeGreaterThan(20);

  await logIn(page, email, password, "/pro/site", server.url);
  await openSection(page, copy.company.title);
  const labels = copy.labels;
  await page.getByLabel(labels.name, { exact: true }).fill(company.name);
  await page.getByLabel(labels.phone, { exact: true }).fill(company.phone);
  await page.getByLabel(labels.siret, { exact: true }).fill("123 456 789 00012");
  await page.getByLabel(labels.vat, { exact: true }).fill(vat);
  await page.getByLabel(labels.insurer, { exact: true }).fill(company.insurer);
  await page.getByLabel(labels.policyNumber, { exact: true }).fill(company.policy);
  await page.getByLabel(labels.coverage, { exact: true }).fill("France métropolitaine");
  await page.getByLabel(labels.vatRegime, { exact: true }).selectOption({ label: "Réel normal trimestriel" });
  await page.getByRole("button", { name: copy.save }).click();
  // A wrong SIRET key is named in French, and what the owner typed stays in the form.
  await expect(page.getByText(copy.errors.siret(labels.siret))).toBeVisible();
  await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue(company.name);
  await page.getByLabel(labels.siret, { exact: true }).fill(siret);
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();
  await expect(page.getByLabel(labels.vatRegime, { exact: true })).toHaveValue("reel-normal-trimestriel");
  await page.screenshot({ path: test.info().outputPath("company-375.png"), fullPage: true });

  // A draft is the owner's alone: a stranger still sees the build's values.
  const stranger = await browser.newPage({ viewport: viewports.phone });
  await stranger.goto(`${server.url}/`);
  await expect(stranger.locator("footer")).toContainText(site.name);
  await expect(stranger.locator("footer")).not.toContainText(company.name);

  await publish(page);
  await page.screenshot({ path: test.info().outputPath("site-375.png"), fullPage: true });

  const shown = await publicValues(stranger);
  expect(shown.call).toBe(`tel:${company.e164}`);
  expect(shown.footer).toContain(company.name);
  expect(shown.footer).toContain(company.phone);
  expect(shown.footer).toContain(company.insurer);
  expect(shown.legal).toContain(company.name);
  expect(shown.legal).toContain(siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, "$1 $2 $3 $4"));
  expect(shown.legal).toContain(company.policy);
  expect(shown.jsonLd).toContain(company.e164);
  expect(shown.jsonLd).toContain(company.name);
  await stranger.screenshot({ path: test.info().outputPath("legal-375.png"), fullPage: true });

  // The form island hydrates from its own props: the published name in its privacy notice, and once sent, the
  // published phone on its success card (the browser's bundled modules hold the build's values).
  await stranger.goto(`${server.url}/contact`);
  const form = leadForm(stranger);
  await fillContactForm(form, contactInput("site-editor"));
  await expect(stranger.getByRole("region", { name: formsCopy.privacy.title })).toContainText(company.name);
  await submitButton(form).click();
  const success = stranger.getByRole("status").filter({ hasText: formsCopy.contact.success.title });
  await expect(success).toContainText(company.phone);
  await expect(success.getByRole("link", { name: company.phone })).toHaveAttribute("href", `tel:${company.e164}`);
  await stranger.close();

  // Without JavaScript the server answers the post itself: the published page around the form's errors, then
  // around its success card, never the build's name or phone.
  const plain = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto(`${server.url}/contact`);
  await fillContactForm(leadForm(visitor), contactInput("site-editor-nojs", { phone: "12 34" }));
  const invalid = visitor.waitForResponse((response) => response.request().method() === "POST");
  await submitButton(leadForm(visitor)).click();
  expect((await invalid).status()).toBe(400);
  await expect(visitor.getByRole("alert")).toContainText(formsCopy.errors.phone);
  await expect(visitor.locator("footer")).toContainText(company.name);
  await expect(visitor.getByRole("region", { name: formsCopy.privacy.title })).toContainText(company.name);
  await visitor.screenshot({ path: test.info().outputPath("contact-nojs-errors-375.png"), fullPage: true });
  await leadForm(visitor).getByLabel(fieldLabel("contact", "phone"), { exact: true }).fill("06 12 34 56 78");
  await submitButton(leadForm(visitor)).click();
  const sent = visitor.getByRole("status").filter({ hasText: formsCopy.contact.success.title });
  await expect(sent).toContainText(company.phone);
  await expect(visitor.locator("footer")).toContainText(company.name);
  await expect(visitor.locator("footer")).not.toContainText(site.name);
  await plain.close();

  const after = placeholderCount(await runCheckContent({ LEADS_DB: database.file }));
  // Seven fields were replaced: the name, the phone, the SIRET, the VAT number and the insurer's three.
  expect(after).toBe(before - 7);
  allowFailedLoads(consoleErrors, [400], /^\/pro\/site\/entreprise/);
});

test("hostile text is refused in French and nothing public changes", async ({ page, request, consoleErrors }) => {
  await logIn(page, email, password, "/pro/site/entreprise", server.url);
  const labels = copy.labels;
  await page.getByLabel(labels.name, { exact: true }).fill("Toitures</script><script>alert(1)</script>");
  await page.getByLabel(labels.director, { exact: true }).fill("x".repeat(10_000));
  await page.getByLabel(labels.mediatorUrl, { exact: true }).fill("http://mediateur.example.fr");
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.errors.markup(labels.name))).toBeVisible();
  await expect(page.getByText(copy.errors.tooLong(labels.director, 120))).toBeVisible();
  await expect(page.getByText(copy.errors.https(labels.mediatorUrl))).toBeVisible();
  const home = await (await request.get(`${server.url}/`)).text();
  expect(home).not.toContain("alert(1)");
  expect(home).toContain(company.name.replace("&", "&amp;"));
  allowFailedLoads(consoleErrors, [400], /^\/pro\/site\/entreprise/);
});

test("the owner's content routes are closed to strangers, and a foreign origin cannot post", async ({ request }) => {
  for (const path of ["/pro/site", "/pro/site/entreprise", "/pro/site/tarifs", "/pro/site/apercu?page=/"]) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect([302, 303, 401], path).toContain(response.status());
  }
  const forged = await request.post(`${server.url}/pro/site`, {
    form: { intent: "restore", version: "1" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});

test("restoring the first version brings the build's values back everywhere, and the trail says who did it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, email, password, "/pro/site", server.url);
  await page.getByRole("button", { name: `${copy.versions.restore} : ${copy.versions.number(1)}` }).click();
  await expect(page.getByText(copy.versions.restored(3, 1))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("version").first()).toContainText(email);
  const stranger = await browser.newPage({ viewport: viewports.phone });
  const shown = await publicValues(stranger);
  expect(shown.call).toBe(`tel:${site.phone.e164}`);
  expect(shown.footer).toContain(site.name);
  expect(shown.footer).not.toContain(company.name);
  expect(shown.legal).not.toContain(company.policy);
  await stranger.close();
});

test("the preview shows the draft to the owner only; an announcement and an empty review list reach the pages", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, email, password, "/pro/site/annonce", server.url);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  await page.getByLabel(copy.labels.announcementText).fill("Fermé du 24 au 26 décembre : urgences assurées");
  await page.getByLabel(copy.labels.announcementEnd).fill(today);
  await page.getByRole("button", { name: copy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();
  await page.goto(`${server.url}/pro/site/avis`);
  const removeButtons = page.getByRole("button", { name: copy.testimonials.remove });
  // One form per review: each card's fields carry their own labels, so a tap on "Nom affiché" in the third card,
  // or a screen reader, lands on the third review, and the page stays valid HTML.
  const cards = page.getByRole("region").filter({ has: removeButtons });
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    const shownName = (await card.getByRole("heading", { level: 2 }).textContent())?.split(" · ")[0];
    await expect(card.getByLabel(copy.labels.reviewName, { exact: true })).toHaveValue(shownName ?? "");
  }
  const reviewsScreen = await (await page.request.get(`${server.url}/pro/site/avis`)).text();
  expect(await nuErrors([], { "pro-site-avis": reviewsScreen })).toEqual([]);
  for (let left = await removeButtons.count(); left > 0; left--) {
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(left - 1);
  }
  await expect(page.getByText(copy.testimonials.none)).toBeVisible();
  const preview = await page.request.get(`${server.url}/pro/site/apercu?page=/realisations`);
  expect(preview.status()).toBe(200);
  const previewHtml = await preview.text();
  expect(previewHtml).toContain(copy.preview.notice);
  // Styled by the site's own stylesheet, which the owner's space allows (it refuses inline styles).
  expect(previewHtml).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
  expect(previewHtml).not.toContain("<style>");
  expect(previewHtml).toContain("Fermé du 24 au 26 décembre");
  expect(previewHtml).not.toContain('id="testimonials-title"');

  const stranger = await browser.newPage({ viewport: viewports.phone });
  await stranger.goto(`${server.url}/realisations`);
  await expect(stranger.getByTestId("announcement")).toHaveCount(0);
  await expect(stranger.locator("#testimonials-title")).toHaveCount(1);

  await publish(page);
  await stranger.goto(`${server.url}/realisations`);
  await expect(stranger.getByTestId("announcement")).toHaveText("Fermé du 24 au 26 décembre : urgences assurées");
  await expect(stranger.locator("#testimonials-title")).toHaveCount(0);
  await stranger.screenshot({ path: test.info().outputPath("announcement-375.png") });
  await stranger.close();
});

test("a project with a phone's GPS-tagged JPEG and a PNG reaches the portfolio, its service page and its town's page, without metadata, and a restore takes it away", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const labels = copy.labels;
  const title = "Toiture zinc d’une maison de cité";
  const projectPages = ["/realisations?service=zinc", "/services/couverture-zinc", "/realisations"];
  const townPage = "/villes/loos-en-gohelle";
  await logIn(page, email, password, "/pro/site/realisations", server.url);
  await page.getByLabel(labels.projectTitle).fill(title);
  await page.getByLabel(labels.projectTown).fill("Loos-en-Gohelle");
  await page.getByLabel(labels.projectDate).fill("Octobre 2026");
  await page.getByLabel(labels.projectCategory).selectOption("zinc");
  await page
    .getByLabel(labels.projectDescription)
    .fill("Dépose des tuiles, voligeage neuf et 90 m² de zinc à joint debout.");
  await page.getByRole("button", { name: copy.projects.add }).click();
  await expect(page.getByText(copy.projects.added)).toBeVisible();

  // The one-file form, as a browser without JavaScript posts it (with JavaScript: tests/e2e/site-photos.spec.ts).
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const plainPage = await plain.newPage();
  await logIn(plainPage, email, password, "/pro/site/realisations", server.url);
  const project = plainPage.getByTestId("owner-project");
  const addPhoto = async (name: string, mimeType: string, buffer: Buffer, alt: string) => {
    await project.getByLabel(labels.photo, { exact: true }).setInputFiles({ name, mimeType, buffer });
    await project.getByLabel(labels.photoAlt).fill(alt);
    await expect(project.getByLabel(labels.photoAlt)).toHaveValue(alt);
    await project.getByRole("button", { name: copy.projects.addPhoto }).click();
  };
  // Hostile files first: each is refused in French, and nothing is added.
  await addPhoto("facture.jpg", "image/jpeg", textNamedJpg, "Une facture");
  await expect(plainPage.getByText(photoCopy.errors.notImage("facture.jpg"))).toBeVisible();
  await addPhoto("bombe.png", "image/png", pngBomb(7_800), "Une bombe");
  await expect(plainPage.getByText(photoCopy.errors.tooManyPixels("bombe.png"))).toBeVisible({ timeout: 30_000 });
  await addPhoto("sans-texte.jpg", "image/jpeg", await plainPng(), "");
  await expect(plainPage.getByText(copy.errors.required(labels.photoAlt))).toBeVisible();
  await expect(project.getByRole("heading", { name: copy.projects.photos(0) })).toBeVisible();

  // A JPEG with a script glued after its end (a polyglot) is re-encoded: the script never reaches a file.
  const gps = Buffer.concat([await photoWithGps({ noise: true }), Buffer.from("<script>alert(1)</script>")]);
  await addPhoto("IMG_2041.jpg", "image/jpeg", gps, "Le toit en zinc terminé, vu de la rue");
  await expect(project.getByRole("heading", { name: copy.projects.photos(1) })).toBeVisible({ timeout: 30_000 });
  await addPhoto("avant.png", "image/png", await plainPng(1600, 1200), "Le toit avant les travaux");
  await expect(project.getByRole("heading", { name: copy.projects.photos(2) })).toBeVisible({ timeout: 30_000 });
  await plainPage.screenshot({ path: test.info().outputPath("projects-375.png"), fullPage: true });
  await expect(project.getByLabel(labels.projectTitle, { exact: true })).toHaveValue(title);
  await plain.close();
  const projectsScreen = await (await page.request.get(`${server.url}/pro/site/realisations`)).text();
  expect(await nuErrors([], { "pro-site-realisations": projectsScreen })).toEqual([]);
  allowFailedLoads(consoleErrors, [400, 413, 415], /^\/pro\/site\/realisations/);
  await publish(page);

  const visitor = await browser.newContext({ viewport: viewports.phone });
  const stranger = await visitor.newPage();
  for (const path of [...projectPages, townPage]) {
    await stranger.goto(`${server.url}${path}`);
    const card = stranger.getByRole("article").filter({ hasText: title });
    await expect(card, path).toHaveCount(1);
    await expect(card.locator("source[type='image/avif']")).toHaveAttribute(
      "srcset",
      /\/photos\/[0-9a-f]{20}-480\.avif 480w/,
    );
    await expect(card.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\.webp 800w/);
    await expect(card.locator("img")).toHaveAttribute("width", /\d+/);
  }
  // The town's page has a section of its projects; a town without any has none.
  await stranger.goto(`${server.url}${townPage}`);
  await expect(stranger.getByRole("heading", { name: "Chantiers terminés à Loos-en-Gohelle" })).toBeVisible();
  await stranger.screenshot({ path: test.info().outputPath("town-projects-375.png"), fullPage: true });
  expect(await axeViolations(stranger)).toEqual([]);
  await stranger.goto(`${server.url}/villes/lens`);
  await expect(stranger.getByRole("heading", { name: /^Chantiers terminés/ })).toHaveCount(0);
  await stranger.goto(`${server.url}/realisations?service=ardoise`);
  await expect(stranger.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  await stranger.goto(`${server.url}/realisations?service=zinc`);
  await stranger.screenshot({ path: test.info().outputPath("realisations-375.png") });
  // The pages the project changed, as published, are valid HTML for the W3C Nu checker.
  const published: Record<string, string> = {};
  for (const path of [...projectPages, townPage]) {
    published[path.replace(/\W+/g, "-")] = await (await fetch(`${server.url}${path}`)).text();
  }
  expect(await nuErrors([], published)).toEqual([]);

  // Every public file of the photo: AVIF or WebP as its name says, no EXIF, no GPS, no script, cached for good.
  const srcset =
    (await stranger.locator("article", { hasText: title }).locator("source").first().getAttribute("srcset")) ?? "";
  const webp = srcset.replace(/\.avif/g, ".webp");
  const files = [...srcset.matchAll(/(\/photos\/\S+)/g), ...webp.matchAll(/(\/photos\/\S+)/g)].map(
    (match) => match[1] ?? "",
  );
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const response = await fetch(`${server.url}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get("cache-control"), file).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format, file).toBe(file.endsWith(".avif") ? "heif" : "webp");
    expect(metadata.exif, file).toBeUndefined();
    expect(bytes.includes("<script"), file).toBe(false);
    expect(bytes.includes("TestPhone"), file).toBe(false);
  }

  // Restoring the version before the project takes it off every page.
  await page.goto(`${server.url}/pro/site`);
  await page.getByRole("button", { name: `${copy.versions.restore} : ${copy.versions.number(4)}` }).click();
  await expect(page.getByText(copy.versions.restored(6, 4))).toBeVisible({ timeout: 30_000 });
  for (const path of [...projectPages, townPage]) {
    await stranger.goto(`${server.url}${path}`);
    await expect(stranger.getByRole("article").filter({ hasText: title }), path).toHaveCount(0);
  }
  await expect(stranger.getByRole("heading", { name: /^Chantiers terminés/ })).toHaveCount(0);
  await visitor.close();
});
