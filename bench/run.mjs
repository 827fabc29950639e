// Side-by-side Lighthouse benchmark, in one run: the site as built (prerendered pages with islands, no React in
// the browser but for the forms) against the same app/ built as a client-only React application (the original
// architecture), and with BENCH_BASELINE=<git ref> against that commit built the same way (the last landing, say).
// It prints, per page and variant, the medians of the scores and timings, the blocking time, the JavaScript
// downloaded before any interaction and, on a form page, once the visitor first uses the form (with the time from
// that first focus until the form's island is ready, on Lighthouse's throttled phone), and which element was the
// largest paint. A benchmark prints figures; it asserts nothing.
//
// The owner's pages (under /pro) are measured too, logged in, for the site and the baseline (the client-only variant
// has no owner's space): each server's store gets an owner account (`npm run pro -- add-user`, as the owner does it),
// one request sent through the contact form and one quote made from it, the owner logs in through the real login
// page, and Lighthouse sends the session's cookie with every request. In BENCH_PAGES, `:demande` and `:devis` stand
// for that request's and that quote's numbers.
//
// BENCH_RUNS (5): Lighthouse runs per page and variant; BENCH_PAGES: a comma-separated list of paths (the ten
// pages below); BENCH_PORT (3400): the first of the ports used on 127.0.0.1; BENCH_ISLANDS_BUILD: an existing
// build of this tree to measure instead of building build-bench (with --no-build).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.mjs";
import { buildClientOnlyVariant } from "./build-spa.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = (
  process.env.BENCH_PAGES ??
  "/,/services/couverture-zinc,/villes/lens,/realisations,/contact,/devis," +
    "/articles/que-faire-en-cas-de-fuite-de-toiture," +
    "/pro,/pro/demandes/:demande,/pro/devis/:devis,/pro/tableau-de-bord"
)
  .split(",")
  .filter(Boolean);
const baselineRef = process.env.BENCH_BASELINE;
// BENCH_PORT and the next ports, on 127.0.0.1 only (several benchmarks may run on one machine).
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const baselineDir = baselineRef ? mkdtempSync(path.join(tmpdir(), "bench-baseline-")) : undefined;
/**
 * @typedef {{ name: string, port: number, cwd: string, buildDir: string, server: string, ownerSpace: boolean }} Variant
 * @type {Variant[]}
 */
const variants = [
  {
    name: "islands",
    port: basePort,
    cwd: root,
    buildDir: process.env.BENCH_ISLANDS_BUILD ?? "build-bench",
    server: "server/start.js",
    ownerSpace: true,
  },
  {
    name: "client-only",
    port: basePort + 1,
    cwd: root,
    buildDir: "build-spa",
    server: "bench/spa-server.mjs",
    ownerSpace: false,
  },
  ...(baselineDir
    ? [
        {
          name: "baseline",
          port: basePort + 2,
          cwd: baselineDir,
          buildDir: "build",
          server: "server/start.js",
          ownerSpace: true,
        },
      ]
    : []),
];
const isOwnerPage = (/** @type {string} */ page) => page === "/pro" || page.startsWith("/pro/");
/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
function run(command, args, { cwd = root, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** @param {string} url */
async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The largest paint's element as Lighthouse names it (its label, or the start of its markup).
 * @param {import("lighthouse").Result} lhr
 * @returns {string}
 */
function lcpElementOf(lhr) {
  const details =
    /** @type {{ items?: { items?: { node?: { nodeLabel?: string, snippet?: string } }[] }[] } | undefined} */ (
      lhr.audits["largest-contentful-paint-element"]?.details
    );
  const node = details?.items?.[0]?.items?.[0]?.node;
  const label = node?.snippet?.startsWith("<img") ? node.snippet : (node?.nodeLabel ?? node?.snippet ?? "?");
  return label.replace(/\s+/g, " ").slice(0, 70);
}

/**
 * @param {import("lighthouse").Result} lhr
 */
function figures(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits["network-requests"]?.details;
  /** @type {{ resourceType?: unknown, transferSize?: unknown }[]} */
  const requests = details && "items" in details ? details.items : [];
  const bytesOf = (/** @type {string} */ type) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0);
  const score = (/** @type {string} */ category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: bytesOf("Script"),
    htmlBytes: bytesOf("Document"),
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * One Lighthouse run. Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP): such a run measured
 * nothing, so it is repeated (three attempts) rather than counted as a zero.
 * @param {string} url
 * @param {number} port
 * @param {Record<string, string>} [extraHeaders] the owner's session cookie, on an owner's page
 */
async function measure(url, port, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", extraHeaders });
    if (result?.lhr.finalDisplayedUrl.includes("/pro/connexion"))
      throw new Error(`${url}: Lighthouse was sent to the login page (the owner's session did not hold)`);
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    process.stderr.write(`\n${url}: ${result.lhr.runtimeError.code}, measuring again\n`);
  }
}

/** Lighthouse's phone as it applies throttling itself ("devtools"): slow 4G and a CPU four times slower. */
const PHONE = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * A page of its own on Lighthouse's throttled phone, and the bytes of the scripts it has received so far.
 * @param {import("@playwright/test").Browser} browser
 * @param {Record<string, string>} [extraHTTPHeaders] the owner's session cookie, on an owner's page
 */
async function throttledPage(browser, extraHTTPHeaders) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: "fr-FR",
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  /** @type {Set<string>} */
  const scripts = new Set();
  let scriptBytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  return { context, page, scriptBytes: () => scriptBytes };
}

/**
 * On a form page, what the visitor's first use of the form costs on Lighthouse's throttled phone: the scripts
 * loaded before (transferred bytes), those loaded once the first field is focused, and the time from that focus
 * until the form's island has taken the form over. A page without a lead form gives nulls.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
async function firstIntent(browser, url) {
  if (!(await (await fetch(url)).text()).includes("data-lead-form"))
    return { before: null, atIntent: null, readyMs: null };
  const { context, page, scriptBytes } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    // Islands start after the first paint; the client-only variant has none, and is settled once the network is.
    if ((await page.locator("script[data-islands]").count()) > 0)
      await page.waitForSelector("script[data-islands][data-loaded]", { state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const before = scriptBytes();
    const field = page.locator("[data-lead-form] input:not([type=hidden])").first();
    if ((await field.count()) === 0) return { before, atIntent: null, readyMs: null };
    await field.scrollIntoViewIfNeeded();
    const started = performance.now();
    await field.focus();
    await page.waitForSelector("[data-lead-form][data-ready]", { state: "attached", timeout: 60_000 });
    const readyMs = performance.now() - started;
    await page.waitForLoadState("networkidle");
    return { before, atIntent: scriptBytes(), readyMs };
  } finally {
    await context.close();
  }
}

/**
 * On an owner's page, what his first touch costs on the same phone, with nothing cached (a first opening): the
 * scripts loaded once he touches the page's title, and the time from that touch until the application runs and
 * would do what he touched (decision 032). A page whose application started with it has loaded everything before:
 * it answers the scripts loaded by then and 0 ms.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {string} cookie
 */
async function firstTouch(browser, url, cookie) {
  const { context, page, scriptBytes } = await throttledPage(browser, { Cookie: cookie });
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const gated = await page.evaluate(() => window.__ownerFirstUse?.running === false);
    const before = scriptBytes();
    if (!gated) return { before, atIntent: before, readyMs: 0 };
    const started = performance.now();
    await page.locator("h1").first().click();
    await page.waitForFunction(() => window.__ownerFirstUse?.running, undefined, { timeout: 60_000 });
    const readyMs = performance.now() - started;
    await page.waitForLoadState("networkidle");
    return { before, atIntent: scriptBytes(), readyMs };
  } finally {
    await context.close();
  }
}

/**
 * An owner's account in the variant's store, one request sent through the contact form and one quote made from it,
 * and the owner logged in through the login page as a person does. Returns the session's cookie and the owner's
 * pages with `:demande` and `:devis` replaced by that request's and that quote's numbers.
 * @param {Variant} variant
 * @param {import("@playwright/test").Browser} browser
 * @returns {Promise<{ cookie: string, paths: Map<string, string> }>}
 */
async function ownerSession(variant, browser) {
  const origin = `http://127.0.0.1:${variant.port}`;
  const email = `patron.bench.${Date.now().toString(36)}@example.com`;
  const password = `Ardoise-et-zinc ${Math.random().toString(36).slice(2, 10)}`;
  const added = spawnSync(process.execPath, ["server/pro-cli.js", "add-user", email], {
    cwd: variant.cwd,
    input: `${password}\n`,
    env: { ...process.env, BUILD_DIR: variant.buildDir, LEADS_DB: storeOf(variant) },
    encoding: "utf8",
  });
  if (added.status !== 0) throw new Error(`${variant.name}: npm run pro -- add-user failed: ${added.stderr}`);
  const context = await browser.newContext({ locale: "fr-FR" });
  const sent = await context.request.post(`${origin}/contact`, {
    form: {
      name: "Jeanne Martin",
      phone: "06 12 34 56 78",
      email: "jeanne.martin@example.com",
      city: "Liévin",
      service: "Couverture Zinc",
      message: "Gouttière en zinc percée au-dessus de la porte d’entrée, maison de cité en briques.",
    },
  });
  if (!sent.ok()) throw new Error(`${variant.name}: the contact form answered ${sent.status()}`);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/pro/connexion`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill(password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL(`${origin}/pro`, { timeout: 30_000 });
    const request = await page.locator('a[href^="/pro/demandes/"]').first().getAttribute("href");
    const demande = /^\/pro\/demandes\/(\d+)$/.exec(request ?? "")?.[1];
    if (!demande) throw new Error(`${variant.name}: the inbox lists no request`);
    await page.goto(`${origin}/pro/demandes/${demande}`);
    await page.getByRole("button", { name: "Faire un devis" }).click();
    await page.waitForURL(/\/pro\/devis\/\d+$/, { timeout: 30_000 });
    const devis = /(\d+)$/.exec(page.url())?.[1] ?? "";
    const cookie = (await context.cookies(origin)).map(({ name, value }) => `${name}=${value}`).join("; ");
    const paths = new Map(
      pages.filter(isOwnerPage).map((page) => [page, page.replace(":demande", demande).replace(":devis", devis)]),
    );
    return { cookie, paths };
  } finally {
    await context.close();
  }
}

const loadBefore = loadavg()
  .map((load) => load.toFixed(2))
  .join(" ");
const outDir = path.join(root, "bench-results", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(outDir, { recursive: true });

run("bash", ["scripts/ensure-chromium.sh"]);
if (!process.argv.includes("--no-build")) {
  run("npm", ["run", "--silent", "build"], { env: { BUILD_DIR: "build-bench" } });
  // The client-only variant is its own React Router project (bench/spa/), built from the same app/ folder.
  await buildClientOnlyVariant();
}
if (baselineRef && baselineDir) {
  // The commit measured against, checked out beside the project and built with the project's packages (a baseline
  // whose packages differ is measured with these: the figures say what its own code costs).
  run("git", ["worktree", "add", "--detach", "--force", baselineDir, baselineRef]);
  symlinkSync(path.join(root, "node_modules"), path.join(baselineDir, "node_modules"));
  run("npm", ["run", "--silent", "build"], { cwd: baselineDir });
}
for (const variant of variants) {
  if (!existsSync(path.join(variant.cwd, variant.buildDir)))
    throw new Error(`${variant.name}: no build in ${variant.buildDir} (run without --no-build)`);
}

// A store per server: two versions migrating one SQLite file at the same start would lock each other out.
const storeOf = (/** @type {{ name: string }} */ variant) => path.join(outDir, `${variant.name}-leads.sqlite`);
// Each server's output goes to its own log in the results folder: a server that fails to start says why there.
const serverLog = (/** @type {{ name: string }} */ variant) => path.join(outDir, `${variant.name}-server.log`);
const servers = variants.map((variant) =>
  spawn(process.execPath, [variant.server], {
    cwd: variant.cwd,
    stdio: ["ignore", openSync(serverLog(variant), "w"), openSync(serverLog(variant), "a")],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(variant.port),
      BUILD_DIR: variant.buildDir,
      // The client-only variant's server is the islands build's Express app (bench/spa-server.mjs).
      PRERENDERED_BUILD_DIR: path.resolve(root, process.env.BENCH_ISLANDS_BUILD ?? "build-bench"),
      LEADS_DB: storeOf(variant),
    },
  }),
);

/** @typedef {ReturnType<typeof figures> & { jsIntentBytes?: number | null, intentReadyMs?: number | null }} Figures */
/** @type {Record<string, Record<string, Figures>>} */
const results = {};
/** @type {Map<string, Awaited<ReturnType<typeof ownerSession>>>} */
const sessions = new Map();
try {
  for (const variant of variants) {
    await waitFor(`http://127.0.0.1:${variant.port}/`).catch((error) => {
      throw new Error(`${variant.name}: ${error.message} (its output: ${serverLog(variant)})`);
    });
  }
  if (pages.some(isOwnerPage)) {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      for (const variant of variants)
        if (variant.ownerSpace) sessions.set(variant.name, await ownerSession(variant, browser));
    } finally {
      await browser.close();
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    for (const page of pages) {
      for (const variant of variants) {
        const session = isOwnerPage(page) ? sessions.get(variant.name) : undefined;
        if (isOwnerPage(page) && !session) continue;
        /** @type {Figures[]} */
        const samples = [];
        for (let index = 0; index < runs; index++) {
          const url = `http://127.0.0.1:${variant.port}${session?.paths.get(page) ?? page}`;
          const result = await measure(url, chrome.port, session ? { Cookie: session.cookie } : undefined);
          const name = `${variant.name}${page === "/" ? "_home" : page.replace(/[/:]/g, "_")}-${index}.json`;
          writeFileSync(path.join(outDir, name), String(result.report));
          samples.push(figures(result.lhr));
          process.stderr.write(".");
        }
        const byVariant = results[page] ?? {};
        results[page] = byVariant;
        const keys = /** @type {(keyof Figures)[]} */ (Object.keys(samples[0] ?? {})).filter(
          (key) => key !== "lcpElement",
        );
        const elements = samples.map((sample) => sample.lcpElement);
        // The element most runs named (they agree unless the page's largest paint is a close call).
        const lcpElement =
          elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ??
          "?";
        byVariant[variant.name] = /** @type {Figures} */ ({
          ...Object.fromEntries(
            keys.map((key) => [key, median(samples.map((sample) => /** @type {number} */ (sample[key])))]),
          ),
          lcpElement,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // A form page's first intent is the visitor's first focus in the form; an owner's page's, his first touch.
    for (const page of pages) {
      for (const variant of variants) {
        const session = isOwnerPage(page) ? sessions.get(variant.name) : undefined;
        if (isOwnerPage(page) && !session) continue;
        const url = `http://127.0.0.1:${variant.port}${session?.paths.get(page) ?? page}`;
        /** @type {Awaited<ReturnType<typeof firstIntent>>[]} */
        const samples = [];
        for (let index = 0; index < runs; index++) {
          // A run that never sees the form ready measured nothing: it is reported, not counted.
          const sample = await (session ? firstTouch(browser, url, session.cookie) : firstIntent(browser, url)).catch(
            (error) => {
              process.stderr.write(`\n${variant.name} ${page}: ${String(error).split("\n")[0]}\n`);
              return null;
            },
          );
          if (sample) samples.push(sample);
          if (sample?.readyMs === null) break;
        }
        const figuresOf = results[page]?.[variant.name];
        if (!figuresOf) continue;
        const medianOf = (/** @type {(number | null)[]} */ values) =>
          values.length === 0 || values.some((value) => value === null)
            ? null
            : median(/** @type {number[]} */ (values));
        Object.assign(figuresOf, {
          jsIntentBytes: medianOf(samples.map((sample) => sample.atIntent)),
          intentReadyMs: medianOf(samples.map((sample) => sample.readyMs)),
        });
        process.stderr.write(",");
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) server.kill("SIGTERM");
  if (baselineDir) {
    spawnSync("git", ["worktree", "remove", "--force", baselineDir], { cwd: root });
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

process.stderr.write("\n");
writeFileSync(path.join(outDir, "summary.json"), JSON.stringify(results, null, 2));

const header = [
  "page",
  "variant",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS before KB",
  "JS first intent KB",
  "intent→ready ms",
  "HTML KB",
];
const kb = (/** @type {number | null | undefined} */ bytes) =>
  typeof bytes === "number" ? (bytes / 1024).toFixed(1) : "–";
const ms = (/** @type {number | null | undefined} */ value) => (typeof value === "number" ? Math.round(value) : "–");
/** @type {(string | number)[][]} */
const rows = [header];
for (const [page, byVariant] of Object.entries(results)) {
  for (const [variant, f] of Object.entries(byVariant)) {
    rows.push([
      page,
      variant,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      Math.round(f.fcp),
      Math.round(f.lcp),
      Math.round(f.tbt),
      f.cls.toFixed(3),
      kb(f.jsBytes),
      kb(f.jsIntentBytes),
      ms(f.intentReadyMs),
      kb(f.htmlBytes),
    ]);
  }
  const ratio = (/** @type {number | null | undefined} */ a, /** @type {number | null | undefined} */ b) =>
    typeof a === "number" && typeof b === "number" && b ? (a / b).toFixed(2) : "–";
  const islands = byVariant.islands;
  for (const other of ["client-only", "baseline"]) {
    const against = byVariant[other];
    if (!islands || !against) continue;
    rows.push([
      page,
      `ratio islands/${other}`,
      ratio(islands.performance, against.performance),
      ratio(islands.accessibility, against.accessibility),
      ratio(islands.bestPractices, against.bestPractices),
      ratio(islands.seo, against.seo),
      ratio(islands.fcp, against.fcp),
      ratio(islands.lcp, against.lcp),
      ratio(islands.tbt, against.tbt),
      "",
      ratio(islands.jsBytes, against.jsBytes),
      ratio(islands.jsIntentBytes, against.jsIntentBytes),
      ratio(islands.intentReadyMs, against.intentReadyMs),
      ratio(islands.htmlBytes, against.htmlBytes),
    ]);
  }
}
const widths = header.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
console.log(
  `Lighthouse ${runs} runs per page and variant, medians (mobile defaults, simulated throttling); first intent: focus ` +
    "in the form, or the owner's first touch on his page (nothing cached), on Lighthouse's phone with applied " +
    `throttling${baselineRef ? `; baseline: ${baselineRef}` : ""}`,
);
for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  "));
console.log("\nLargest contentful paint element (most frequent over the runs)");
for (const [page, byVariant] of Object.entries(results)) {
  for (const [variant, f] of Object.entries(byVariant))
    console.log(`${page.padEnd(28)}${variant.padEnd(13)}${f.lcpElement}`);
}
console.log(
  `load average now: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")} (before: ${loadBefore})`,
);
console.log(`raw reports: ${path.relative(root, outDir)}`);
