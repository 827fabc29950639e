import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { axeViolations, expect, test, viewports } from "#tests/support/fixtures.ts";
import { nuErrors } from "#tests/support/nu-checker.ts";
import { addOwner, logIn, ownerEmail, ownerPassword } from "#tests/support/owner.ts";
import { freePort, type RunningServer, startServer, temporaryDatabase } from "#tests/support/server.ts";

/**
 * A job's photos as a phone takes them: several chosen at once, each shown at once, reduced in the browser and sent
 * with its progress, described while it goes up, put in order with the arrows, published. Without JavaScript the
 * one-file form and the arrows (as buttons of the form) still work. Its own server and store.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: viewports.phone });

const copy = siteEditorCopy.projects;
const labels = siteEditorCopy.labels;
let server: RunningServer;
let database: ReturnType<typeof temporaryDatabase>;
const email = ownerEmail("photos");
const password = ownerPassword();
const title = "Réfection en ardoise d’une longère";

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

/** A 3000 × 2000 phone-like JPEG of one colour with noise (about 2 MB), so that the browser reduces it. */
async function phonePhoto(name: string, background: string) {
  const noise = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background, noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer: noise };
}

async function addProject(page: Page, name: string) {
  await page.goto(`${server.url}/pro/site/realisations`);
  const form = page.getByRole("region", { name: copy.newProject });
  await form.getByLabel(labels.projectTitle).fill(name);
  await form.getByLabel(labels.projectTown).fill("Liévin");
  await form.getByLabel(labels.projectDate).fill("Novembre 2026");
  await form.getByLabel(labels.projectCategory).selectOption("ardoise");
  await form.getByLabel(labels.projectDescription).fill("Dépose de l’ancienne couverture et ardoise naturelle.");
  await form.getByRole("button", { name: copy.add }).click();
  await expect(page.getByText(copy.added)).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.goto(`${server.url}/pro/site`);
  await page.getByRole("button", { name: siteEditorCopy.draft.publish, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /publiée/ })).toBeVisible({ timeout: 60_000 });
}

test("three photos chosen at once go up with their thumbnails and progress, described and reordered, and publish in that order", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await logIn(page, email, password, "/pro/site/realisations", server.url);
  await addProject(page, title);
  // A new project comes first.
  const project = page.getByTestId("owner-project").first();
  const photos = [
    await phonePhoto("IMG_0001.jpg", "#7a4a3a"),
    await phonePhoto("IMG_0002.jpg", "#3a5a7a"),
    await phonePhoto("IMG_0003.jpg", "#4a7a3a"),
  ];
  const originalBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);

  // A slow phone link, so that the progress can be seen; what leaves the browser is counted.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 20e6 / 8,
    uploadThroughput: 3e6 / 8,
  });
  let sentBytes = 0;
  const uploads: string[] = [];
  page.on("requestfinished", async (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/pro/site/realisations/photo") {
      sentBytes += Number((await request.headerValue("content-length")) ?? 0);
      uploads.push(request.url());
    }
  });

  await project.getByLabel(copy.addPhotos).setInputFiles(photos);
  const items = project.getByTestId("owner-photo");
  // Each photo shows at once, before it is sent.
  await expect(items).toHaveCount(3);
  await expect(items.locator("img")).toHaveCount(3);
  await expect(project.getByRole("progressbar").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("photos-uploading-375.png"), fullPage: true });

  // Described while they go up.
  const alts = ["Le pignon avant les travaux", "Les ardoises posées au crochet", "La longère terminée, vue du jardin"];
  for (const [index, alt] of alts.entries()) {
    await project.getByLabel(copy.photoAltAt(index + 1), { exact: true }).fill(alt);
  }
  await expect(project.getByRole("heading", { name: copy.photos(3) })).toBeVisible({ timeout: 120_000 });
  await expect(project.getByRole("progressbar")).toHaveCount(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // One request per photo, each reduced in the browser (2560 px at most, JPEG): less than the originals.
  await expect.poll(() => uploads.length).toBe(3);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(originalBytes);

  // The third photo to the top with the arrows, from the keyboard: the focus follows the photo.
  await project.getByRole("button", { name: copy.moveUpAt(3) }).focus();
  await page.keyboard.press("Enter");
  await expect(project.getByRole("button", { name: copy.moveUpAt(2) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(project.getByRole("status").filter({ hasText: copy.moved(1) })).toBeAttached();
  const order = [alts[2], alts[0], alts[1]];
  for (const [index, alt] of order.entries()) {
    await expect(project.getByLabel(copy.photoAltAt(index + 1), { exact: true })).toHaveValue(alt ?? "");
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("photos-375.png"), fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await page.screenshot({ path: test.info().outputPath("photos-1280.png"), fullPage: true });
  await page.setViewportSize(viewports.phone);

  await project.getByRole("button", { name: copy.savePhotos }).click();
  await expect(page.getByText(copy.photosSaved)).toBeVisible();
  // As saved: a fresh load of the editor shows that order with those descriptions.
  await page.reload();
  for (const [index, alt] of order.entries()) {
    await expect(project.getByLabel(copy.photoAltAt(index + 1), { exact: true })).toHaveValue(alt ?? "");
  }
  const screen = await (await page.request.get(`${server.url}/pro/site/realisations`)).text();
  expect(await nuErrors([], { "pro-site-realisations-photos": screen })).toEqual([]);
  const firstSource = await project.locator("input[name='photo']").first().getAttribute("value");

  await publish(page);
  const stranger = await browser.newPage({ viewport: viewports.phone });
  await stranger.goto(`${server.url}/realisations`);
  const card = stranger.getByRole("article").filter({ hasText: title });
  await expect(card.locator("img")).toHaveAttribute("alt", alts[2] ?? "");
  await expect(card.locator("img")).toHaveAttribute("src", firstSource ?? "");
  await stranger.close();
});

test("without JavaScript, the one-file form adds a photo and the arrows are buttons of the form", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  await logIn(page, email, password, "/pro/site/realisations", server.url);
  const name = "Zinguerie d’une maison de ville";
  await addProject(page, name);
  const project = page.getByTestId("owner-project").first();
  await expect(project.getByLabel(copy.addPhotos)).toHaveCount(0);
  for (const [file, alt] of [
    ["avant.jpg", "La gouttière avant"],
    ["apres.jpg", "La gouttière neuve en zinc"],
  ] as const) {
    await project.getByLabel(labels.photo, { exact: true }).setInputFiles(await phonePhoto(file, "#666666"));
    await project.getByLabel(labels.photoAlt).fill(alt);
    await project.getByRole("button", { name: copy.addPhoto }).click();
    await expect(page.getByText(copy.photoAdded)).toBeVisible({ timeout: 60_000 });
  }
  await expect(project.getByRole("heading", { name: copy.photos(2) })).toBeVisible();
  // A description changed and the second photo moved up, in one post of the form.
  await project.getByLabel(copy.photoAltAt(1), { exact: true }).fill("La gouttière d’origine, percée");
  await project.getByRole("button", { name: copy.moveUpAt(2) }).click();
  await expect(page.getByText(copy.photosSaved)).toBeVisible();
  await expect(project.getByLabel(copy.photoAltAt(1), { exact: true })).toHaveValue("La gouttière neuve en zinc");
  await expect(project.getByLabel(copy.photoAltAt(2), { exact: true })).toHaveValue("La gouttière d’origine, percée");
  // An empty description is refused in French, and nothing changes.
  await project.getByLabel(copy.photoAltAt(2), { exact: true }).fill("");
  await project.getByRole("button", { name: copy.savePhotos }).click();
  await expect(page.getByText(siteEditorCopy.errors.required(labels.photoAlt))).toBeVisible();
  await project.getByRole("button", { name: copy.removeAt(2) }).click();
  await expect(page.getByText(copy.photoRemoved)).toBeVisible();
  await expect(project.getByRole("heading", { name: copy.photos(1) })).toBeVisible();
  await context.close();
});
