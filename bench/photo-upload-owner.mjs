// Time for the owner to add a job's eight photos from his phone ("Mon site" → "Réalisations") over a slow upload,
// with the first version (the one-file form: each photo chosen, described and sent at full size, one page after the
// other; still what a browser without JavaScript gets) and the new one (eight chosen at once, each reduced in the
// browser by the visitor's form's module and sent in its own request). A benchmark prints figures; it asserts nothing.
//
//   npm run bench:photos        # BUILD_DIR (default build) must hold a production build
//
// The link is Chromium's network emulation (DevTools protocol Network.emulateNetworkConditions): 5 Mbit/s up,
// 20 Mbit/s down, 40 ms latency. The photos are 4032 × 3024 JPEGs (a 12-megapixel phone camera) of about 6 MB, made
// with sharp from noise so that they weigh what a detailed photo weighs. PHOTO_OWNER_BENCH_COUNT (8),
// PHOTO_OWNER_BENCH_WIDTH and PHOTO_OWNER_BENCH_HEIGHT make a shorter run (the smoke test's).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PHOTO_OWNER_BENCH_PORT ?? 3430);
const count = Number(process.env.PHOTO_OWNER_BENCH_COUNT ?? 8);
const width = Number(process.env.PHOTO_OWNER_BENCH_WIDTH ?? 4032);
const height = Number(process.env.PHOTO_OWNER_BENCH_HEIGHT ?? 3024);
const base = `http://127.0.0.1:${port}`;
const email = "patron.essai@example.com";
const password = "Ardoise et zinc du banc 2026";
const link = { offline: false, latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 };
/** The page's own words, as the owner reads them (app/content/site-editor.ts). */
const words = {
  photos: (/** @type {number} */ n) => `${n} photo${n > 1 ? "s" : ""} sur 8`,
  photo: "Photo",
  alt: "Ce que montre la photo (pour les personnes qui ne la voient pas)",
  addPhoto: "Ajouter la photo",
  addPhotos: "Ajouter des photos",
};

// Written to files: Playwright hands a browser at most 50 MB of photos as buffers.
const photoDir = mkdtempSync(path.join(tmpdir(), "photo-owner-bench-photos-"));

/** @param {number} index */
async function phonePhoto(index) {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#8a5a44", noise: { type: "gaussian", mean: 128, sigma: 34 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  // A little blur makes the noise compress like a real photo's detail (about 6 MB at 12 megapixels).
  const buffer = await sharp(noise).blur(0.4).jpeg({ quality: 93 }).toBuffer();
  const file = path.join(photoDir, `IMG_30${String(index).padStart(2, "0")}.jpg`);
  writeFileSync(file, buffer);
  return { file, bytes: buffer.length };
}

async function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), "photo-owner-bench-"));
  const env = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    LEADS_DB: path.join(dir, "leads.sqlite"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SITE_PHOTOS_DIR: path.join(dir, "site-photos"),
    MAIL_TRANSPORT: "log",
  };
  const child = spawn(process.execPath, ["server/start.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let lines = "";
  let stopping = false;
  const keep = (/** @type {Buffer} */ chunk) => {
    lines = `${lines}${chunk.toString()}`.slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`the server stopped (${code ?? signal}) during the run; its last lines:\n${lines}`);
  });
  // Up to five minutes: start.js builds first when the build is older than the code.
  let ready = false;
  for (let attempt = 0; attempt < 1500 && !ready; attempt++) {
    try {
      ready = (await fetch(`${base}/healthz`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!ready) throw new Error(`the server never answered on ${base}`);
  const added = spawnSync(process.execPath, ["server/pro-cli.js", "add-user", email], {
    cwd: root,
    env,
    input: `${password}\n`,
  });
  const stop = () => {
    stopping = true;
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  if (added.status !== 0) {
    stop();
    throw new Error(`npm run pro -- add-user failed: ${added.stderr}`);
  }
  return { stop };
}

/**
 * A fresh project, then its photos added one way or the other; the clock runs from the first choice to the moment
 * the page says they are all in. Answers the bytes the photo requests carried (their Content-Length) and the time.
 * @param {import("@playwright/test").Browser} browser
 * @param {boolean} scripted
 * @param {{ file: string, bytes: number }[]} photos
 */
async function addPhotos(browser, scripted, photos) {
  const context = await browser.newContext({
    javaScriptEnabled: scripted,
    locale: "fr-FR",
    viewport: { width: 375, height: 812 },
  });
  context.setDefaultTimeout(900_000);
  const page = await context.newPage();
  await page.goto(`${base}/pro/connexion?retour=/pro/site/realisations`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL(`${base}/pro/site/realisations`);
  if (scripted) await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const form = page.getByRole("region", { name: "Nouveau chantier" });
  await form.getByLabel("Titre du chantier").fill(`Banc d’essai ${scripted ? "nouveau" : "premier"}`);
  await form.getByLabel("Ville", { exact: true }).fill("Lens");
  await form.getByLabel("Mois et année").fill("Novembre 2026");
  await form.getByLabel("Type de travaux").selectOption("ardoise");
  await form.getByLabel("Description", { exact: true }).fill("Huit photos prises au téléphone.");
  await form.getByRole("button", { name: "Ajouter le chantier" }).click();
  const project = page.getByTestId("owner-project").first();
  await project.getByRole("heading", { name: words.photos(0) }).waitFor();
  if (scripted) await page.waitForFunction(() => "__reactRouterDataRouter" in window);

  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on("request", (request) => {
    const target = new URL(request.url()).pathname;
    if (request.method() === "POST" && target.startsWith("/pro/site/realisations")) {
      sizes.push(request.headerValue("content-length").then((value) => Number(value ?? 0)));
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", link);

  const started = performance.now();
  if (scripted) {
    await project.getByLabel(words.addPhotos).setInputFiles(photos.map((photo) => photo.file));
    await project.getByRole("heading", { name: words.photos(photos.length) }).waitFor();
  } else {
    for (const [index, photo] of photos.entries()) {
      await project.getByLabel(words.photo, { exact: true }).setInputFiles(photo.file);
      await project.getByLabel(words.alt).fill(`Photo ${index + 1} du banc d’essai`);
      await project.getByRole("button", { name: words.addPhoto }).click();
      await project.getByRole("heading", { name: words.photos(index + 1) }).waitFor();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const sent = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { sent, seconds };
}

const server = await startServer();
const photos = [];
for (let index = 1; index <= count; index++) photos.push(await phonePhoto(index));
const originalMb = photos.reduce((sum, photo) => sum + photo.bytes, 0) / 1e6;
console.log(`${count} photos ${width} × ${height}, ${originalMb.toFixed(1)} MB in all`);
console.log(
  `link: ${link.latency} ms latency, ${((link.uploadThroughput * 8) / 1e6).toFixed(0)} Mbit/s up, ${((link.downloadThroughput * 8) / 1e6).toFixed(0)} Mbit/s down`,
);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const scripted of [false, true]) {
    const result = await addPhotos(browser, scripted, photos);
    const label = scripted
      ? "new version (chosen at once, reduced in the browser, one request each)"
      : "first version (one-file form, full size, one after the other)";
    console.log(
      `${label}: ${(result.sent / 1e6).toFixed(1)} MB sent, all ${count} shown after ${result.seconds.toFixed(1)} s`,
    );
  }
} finally {
  await browser.close();
  server.stop();
  rmSync(photoDir, { recursive: true, force: true });
}
