import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { articlePath, articlesCopy, buildArticles } from "#app/content/articles.ts";
import { site } from "#app/content/site.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { articleMarkdownErrors } from "#app/lib/article-markdown.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { contractorId } from "#app/lib/structured-data.ts";
import { frenchSpacing } from "#app/lib/typography.ts";
import { axeViolations, expect, ignoresExpected404, test, viewports } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, allowFailedLoads, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { photoWithGps } from "#tests/support/photos.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * The owner writes an article on his phone in "Mon site" → "Articles", with photos and links, previews it and
 * publishes it: its page, the list, the feed, the sitemap and its service's and town's pages show it. Hostile
 * bodies are refused. Its own server and store, since a publication changes every public page.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.phone });

const copy = siteEditorCopy;
const articleCopy = copy.articles;
const labels = copy.labels;
const shots = "/tmp/shots-articles";
let server: RunningServer;
let database: ReturnType<typeof temporaryDatabase>;
const email = ownerEmail("articles");
const password = ownerPassword();

const article = {
  title: "Réfection d’une toiture de coron à Liévin",
  slug: "refection-d-une-toiture-de-coron-a-lievin",
  summary: "Une toiture de coron refaite en tuiles, ses gouttières en zinc remplacées : les étapes du chantier.",
  body: [
    "Les maisons de coron ont souvent gardé leur **toiture d’origine**.",
    "",
    "## Les étapes",
    "",
    "- Dépose des anciennes tuiles",
    "- Pose des gouttières en *zinc*",
    "",
    "Nos prix de dépannage sont sur la page [Tarifs](/tarifs), et la réglementation sur [Service public](https://www.service-public.fr/).",
    "",
    "[photo 2]",
  ].join("\n"),
};

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(90_000);
  mkdirSync(shots, { recursive: true });
  database = temporaryDatabase();
  const env = { LEADS_DB: database.file, SITE_PHOTOS_DIR: path.join(path.dirname(database.file), "site-photos") };
  server = await startServer({ port: await freePort(testInfo), env });
  await addOwner(email, password, env);
});

test.afterAll(async () => {
  await server?.stop();
  database?.remove();
});

async function publish(page: Page): Promise<void> {
  await page.goto(`${server.url}/pro/site`);
  await page.getByRole("button", { name: copy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 90_000 });
}

async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(viewports.phone);
}

/** The JSON-LD nodes of a page's HTML. */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  return ((JSON.parse(block) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? []) as Record<string, unknown>[];
}

test("the owner writes an article with two photos and links, previews it, publishes it, and the site shows it everywhere", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  await logIn(page, email, password, "/pro/site", server.url);
  // The template's five examples wait for the owner's word before going live.
  const readiness = page.getByTestId("readiness");
  for (const example of buildArticles) await expect(readiness).toContainText(example.title);
  await page
    .getByRole("navigation", { name: copy.title, exact: true })
    .getByRole("link", { name: new RegExp(articleCopy.title) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: articleCopy.title })).toBeVisible();
  await expect(page.getByTestId("owner-article")).toHaveCount(buildArticles.length);
  await screenshots(page, "editor-list");

  await page.getByRole("link", { name: articleCopy.write }).click();
  const title = page.getByLabel(labels.articleTitle);
  const summary = page.getByLabel(labels.articleSummary);
  const body = page.getByLabel(labels.articleBody);
  await title.fill(article.title);
  await summary.fill(article.summary);
  await page.getByLabel(labels.articleCategory).selectOption("chantiers");
  // A text pasted from a web page, with its markup: refused in French, nothing saved, what was typed kept.
  const hostile = [
    "Bonjour <script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[cliquez](javascript:alert(1))",
    '<iframe src="https://evil.example/"></iframe>',
  ].join("\n\n");
  await body.fill(hostile);
  await page.getByRole("button", { name: articleCopy.add }).click();
  await expect(page.getByText(copy.invalid)).toBeVisible();
  await expect(page.getByText(articleMarkdownErrors.html("<script>"))).toBeVisible();
  await expect(page.getByText(articleMarkdownErrors.link("javascript:alert(1"))).toBeVisible();
  await expect(body).toHaveValue(hostile);
  await expect(title).toHaveValue(article.title);

  // Its photos are not there yet: the text may not place them.
  await body.fill(article.body);
  await page.getByRole("button", { name: articleCopy.add }).click();
  await expect(page.getByText(articleMarkdownErrors.photo(2, 0))).toBeVisible();
  await body.fill(article.body.replace(/\[photo \d\]/g, ""));
  await page.getByRole("checkbox", { name: "Couverture Zinc" }).check();
  await page.getByRole("checkbox", { name: "Liévin" }).check();
  await page.getByRole("button", { name: articleCopy.add }).click();
  await expect(page.getByText(articleCopy.added)).toBeVisible();
  await expect(page.getByText(articleCopy.address(articlePath(article.slug)))).toBeVisible();
  // The refusals above answered 400, which Chromium logs.
  allowFailedLoads(consoleErrors, [400], /^\/pro\/site\/articles/);

  // Two photos from the phone's gallery, reduced in the browser, sent one request each.
  const photos = [
    { name: "toiture.jpg", mimeType: "image/jpeg", buffer: await photoWithGps({ noise: true }) },
    { name: "gouttiere.jpg", mimeType: "image/jpeg", buffer: await photoWithGps({ colour: "#55606b" }) },
  ];
  await page.getByLabel(copy.projects.addPhotos).setInputFiles(photos);
  await expect(page.getByRole("heading", { name: copy.projects.photos(2) })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel(copy.projects.photoAltAt(1)).fill("La toiture de tuiles refaite, vue de la rue");
  await page.getByLabel(copy.projects.photoAltAt(2)).fill("La gouttière en zinc neuve au bas du toit");
  await page.getByRole("button", { name: copy.projects.savePhotos }).click();
  await expect(page.getByText(copy.projects.photosSaved)).toBeVisible();
  await expect(page.getByText(articleCopy.photoReference(2))).toBeVisible();
  await body.fill(article.body);
  await page.getByRole("button", { name: articleCopy.save }).click();
  await expect(page.getByText(copy.saved)).toBeVisible();
  await screenshots(page, "editor-article");
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
  const editorHtml = await (await page.request.get(page.url())).text();
  expect(await nuErrors([], { "pro-site-articles": editorHtml })).toEqual([]);

  // The preview: the article as the public page will show it, with the draft, for the owner alone.
  const preview = page.getByRole("link", { name: articleCopy.preview });
  const previewHref = (await preview.getAttribute("href")) ?? "";
  const previewPage = await page.context().newPage();
  await previewPage.goto(`${server.url}${previewHref}`);
  await expect(previewPage.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(previewPage.getByText(copy.preview.notice)).toBeVisible();
  await expect(previewPage.locator("main img[src^='/photos/']")).toHaveCount(2);
  await previewPage.close();
  // Not online before "Publier".
  // A visitor's own browser (axe needs a page of a context of its own).
  const visitor = await browser.newContext({ viewport: viewports.phone });
  const stranger = await visitor.newPage();
  expect((await stranger.request.get(`${server.url}${articlePath(article.slug)}`)).status()).toBe(404);

  const published = Date.now();
  await publish(page);
  test.info().annotations.push({ type: "publication", description: `${Date.now() - published} ms` });

  // The list, newest first, and its category.
  await stranger.goto(`${server.url}/articles`);
  await expect(stranger.locator("main h2").first()).toHaveText(article.title);
  await stranger.goto(`${server.url}/articles/categorie/chantiers`);
  await expect(stranger.getByRole("link", { name: article.title })).toBeVisible();
  await screenshots(stranger, "list");

  // The article's page: its photos, its links, its service's call to action, nothing else run.
  await stranger.goto(`${server.url}${articlePath(article.slug)}`);
  await expect(stranger.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  const main = stranger.locator("main");
  await expect(main.locator("img[src^='/photos/']")).toHaveCount(2);
  await expect(main.getByRole("img", { name: "La gouttière en zinc neuve au bas du toit" })).toBeVisible();
  await expect(main.locator(".article-body a[href='/tarifs']")).toHaveText("Tarifs");
  await expect(main.locator(".article-body a[href='https://www.service-public.fr/']")).toHaveAttribute(
    "rel",
    "noopener",
  );
  await expect(
    main.getByRole("heading", { level: 2, name: articlesCopy.closing.title("Couverture Zinc") }),
  ).toBeVisible();
  await screenshots(stranger, "article");
  expect(await axeViolations(stranger)).toEqual([]);

  const response = await stranger.request.get(`${server.url}${articlePath(article.slug)}`);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(articlePath(article.slug))}"/>`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/photos\/[0-9a-f]{20}-\d+\.webp"\/>/);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<link rel="alternate" type="application/atom+xml" href="/articles/feed.xml"');
  const posting = jsonLdNodes(html).find((node) => node["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: article.title,
    // The owner's text goes out French-spaced (decision 022).
    description: frenchSpacing(article.summary),
    url: absoluteUrl(articlePath(article.slug)),
    publisher: { "@id": contractorId },
    author: { "@id": contractorId },
  });
  expect(String(posting?.image)).toMatch(/\/photos\/[0-9a-f]{20}-\d+\.webp$/);
  expect(jsonLdNodes(html).some((node) => node["@id"] === contractorId && node.name === site.name)).toBe(true);
  // No island of its own: the same scripts as a page without any (the legal page's layout islands).
  const islands = (page: string) => /<script[^>]*\sdata-islands="([^"]*)"/.exec(page)?.[1];
  const legal = await (await stranger.request.get(`${server.url}/mentions-legales`)).text();
  expect(islands(html)).toBe(islands(legal));
  const list = await (await stranger.request.get(`${server.url}/articles`)).text();
  expect(await nuErrors([], { article: html, list })).toEqual([]);

  // The sitemap and the feed name it; its service's and town's pages link to it.
  const sitemap = await (await stranger.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${absoluteUrl(articlePath(article.slug))}</loc>`);
  const feed = await stranger.request.get(`${server.url}/articles/feed.xml`);
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  const atom = await feed.text();
  expect(atom).toContain(`<title>Réfection d’une toiture de coron à Liévin</title>`);
  expect(atom).toContain(`<id>${absoluteUrl(articlePath(article.slug))}</id>`);
  for (const pathname of ["/services/couverture-zinc", "/villes/lievin"]) {
    await stranger.goto(`${server.url}${pathname}`);
    const block = stranger.getByRole("region", { name: articlesCopy.block.title });
    await expect(block.getByRole("link", { name: article.title })).toHaveAttribute("href", articlePath(article.slug));
  }
  await stranger.goto(`${server.url}/services/couverture-zinc`);
  await screenshots(stranger, "service-block");
  await visitor.close();
});

test("a forged body is refused on the server, and an article taken off the site is gone from it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await logIn(page, email, password, "/pro/site/articles", server.url);
  const example = buildArticles.find((entry) => entry.id === "article-demoussage");
  if (!example) throw new Error("no moss-removal example");
  const form = {
    intent: "save",
    id: example.id,
    title: example.title,
    summary: example.summary,
    category: example.category,
    date: example.date,
    body: `${example.body}\n\n<iframe src="https://evil.example/"></iframe>\n\n[x](javascript:alert(document.cookie))`,
  };
  const forged = await page.request.post(`${server.url}/pro/site/articles?article=${example.id}`, {
    form,
    headers: { Origin: server.url },
  });
  expect(forged.status()).toBe(400);
  const answer = await forged.text();
  expect(answer).toContain("code HTML");
  expect(answer).toContain("n’est pas accepté");

  // "Confirmer" takes an example off the list "Mon site" shows; "Retirer du site" then "Publier" takes it off.
  await page.getByRole("button", { name: `${articleCopy.confirm} : ${example.title}` }).click();
  await expect(page.getByText(articleCopy.confirmed)).toBeVisible();
  await page.getByRole("link", { name: example.title }).click();
  await page.getByRole("button", { name: articleCopy.hide }).click();
  await expect(page.getByRole("heading", { name: articleCopy.hidden })).toBeVisible();
  await publish(page);
  await expect(page.getByTestId("readiness")).not.toContainText(example.title);

  const gone = await page.request.get(`${server.url}${articlePath(example.slug)}`);
  expect(gone.status()).toBe(404);
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(articlePath(example.slug));
  const atom = await (await page.request.get(`${server.url}/articles/feed.xml`)).text();
  expect(atom).not.toContain(articlePath(example.slug));
  expect(atom).toContain(articlePath(article.slug));
  await page.goto(`${server.url}${articlePath(example.slug)}`);
  ignoresExpected404(consoleErrors);
});
