// Time to send a quote request with six phone photos over a slow mobile link, with the browser's downscale
// (JavaScript on: each photo drawn again at 2560 px before sending) and without it (JavaScript off: the original
// files, as a browser posts them). A benchmark prints figures; it asserts nothing.
//
//   node bench/photo-upload.mjs            # BUILD_DIR (default build) must hold a production build
//
// The link is Chromium's network emulation (DevTools protocol Network.emulateNetworkConditions) with Lighthouse's
// "slow 4G" profile as its DevTools throttling applies it: 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up,
// each times 0.9 (1.44 Mbit/s and 675 kbit/s). The photos are six 4032 × 3024 JPEGs of
// about 4 MB each (a 12-megapixel phone camera), made with sharp from noise so that they compress like a photo.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PHOTO_BENCH_PORT ?? 3420);
const base = `http://127.0.0.1:${port}`;
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

/** @param {number} index */
async function phonePhoto(index) {
  const noise = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#8a5a44",
      noise: { type: "gaussian", mean: 128, sigma: 22 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  // A little blur makes the noise compress like a real photo's detail (about 4 MB).
  const buffer = await sharp(noise).blur(0.6).jpeg({ quality: 88 }).toBuffer();
  return { name: `IMG_20${String(index).padStart(2, "0")}.jpg`, mimeType: "image/jpeg", buffer };
}

async function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), "photo-bench-"));
  const child = spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LEADS_DB: path.join(dir, "leads.sqlite"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      MAIL_TRANSPORT: "log",
      FORM_RATE_LIMIT: "1000",
    },
    stdio: "ignore",
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
  return {
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {boolean} javaScript
 * @param {{ name: string, mimeType: string, buffer: Buffer }[]} photos
 */
async function sendQuote(browser, javaScript, photos) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, locale: "fr-FR" });
  // Without JavaScript the click waits for the answer page, which comes once every byte is up.
  context.setDefaultTimeout(900_000);
  const page = await context.newPage();
  await page.goto(`${base}/devis`);
  if (javaScript) await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4g);
  const form = page.locator('form[method="post"]');
  await form.getByLabel("Nom et Prénom *", { exact: true }).fill("Banc d’essai");
  await form.getByLabel("Téléphone *", { exact: true }).fill("06 39 98 12 34");
  await form.getByLabel("Email *", { exact: true }).fill("banc@example.com");
  await form.getByLabel("Adresse du chantier *", { exact: true }).fill("1 rue des Mineurs, 62300 Lens");
  await form.getByLabel("Type de travaux *", { exact: true }).selectOption("Couverture");
  await form.getByLabel("Description du projet (facultatif)", { exact: true }).fill(`Essai ${Date.now()}`);
  const started = performance.now();
  await form.getByLabel("Photos (facultatif)", { exact: true }).setInputFiles(photos);
  if (javaScript) await form.getByText("6 photos choisies sur 6").waitFor({ timeout: 120_000 });
  const prepared = performance.now();
  // What the form will send: the reduced files with JavaScript, the originals without.
  const uploaded = javaScript
    ? await form.getByLabel("Photos (facultatif)", { exact: true }).evaluate((input) => {
        const files = /** @type {HTMLInputElement} */ (input).files;
        return Array.from(files ?? []).reduce((sum, file) => sum + file.size, 0);
      })
    : photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
  await form.getByRole("button", { name: "Demander mon devis gratuit" }).click();
  await page.getByRole("heading", { name: "Devis Envoyé !" }).waitFor({ timeout: 900_000 });
  const done = performance.now();
  await context.close();
  return {
    prepareS: (prepared - started) / 1000,
    sendS: (done - prepared) / 1000,
    totalS: (done - started) / 1000,
    uploaded,
  };
}

const server = await startServer();
const photos = [];
for (let index = 1; index <= 6; index++) photos.push(await phonePhoto(index));
const originalMb = photos.reduce((sum, photo) => sum + photo.buffer.length, 0) / 1e6;
console.log(`six photos 4032 × 3024, ${originalMb.toFixed(1)} MB in all`);
console.log(
  `link: ${slow4g.latency} ms latency, ${((slow4g.uploadThroughput * 8) / 1e3).toFixed(0)} kbit/s up, ${((slow4g.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down`,
);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const javaScript of [true, false]) {
    const result = await sendQuote(browser, javaScript, photos);
    const label = javaScript ? "with the browser's downscale (JavaScript)" : "originals (no JavaScript)";
    console.log(
      `${label}: ${(result.uploaded / 1e6).toFixed(1)} MB of photos sent; preparing ${result.prepareS.toFixed(1)} s, sending ${result.sendS.toFixed(1)} s, total ${result.totalS.toFixed(1)} s`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
