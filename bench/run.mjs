// Side-by-side Lighthouse benchmark, in one run: the site as built (prerendered pages with islands, no React in
// the browser but for the forms) against the same app/ built as a client-only React application (the original
// architecture), and with BENCH_BASELINE=<git ref> against that commit built the same way (the last landing, say).
// It prints, per page and variant, the medians of the scores and timings, the blocking time, the JavaScript
// downloaded before any interaction and, on a form page, once the visitor first uses the form (with the time from
// that first focus until the form's island is ready, on Lighthouse's throttled phone), and which element was the
// largest paint. A benchmark prints figures; it asserts nothing.
//
// The owner's reading screens (under /pro) are measured too, logged in, for the site and the baseline (the
// client-only variant has no owner's space): each server's store gets an owner account, a full page of requests and a
// quote and an invoice made from one, a week of planned jobs and a month of purchases (bench/owner-session.mjs,
// bench/planning-jobs.mjs, bench/purchases.mjs), and Lighthouse sends the session's cookie with every request. In
// BENCH_PAGES, `:demande`, `:devis`, `:facture` and `:achat` stand for that request's, quote's, invoice's and
// purchase's numbers.
// Every page's FCP, LCP and TBT are printed beside the previous landing's, kept in bench/landing.json
// (bench/landing.mjs); `--save-landing` writes that file from the run.
//
// BENCH_RUNS (5): Lighthouse runs per page and variant; BENCH_PAGES: a comma-separated list of paths (the pages
// below); BENCH_PORT (3400): the first of the ports used on 127.0.0.1; BENCH_ISLANDS_BUILD: an existing build of this
// tree to measure instead of building build-bench (with --no-build). `--landing`: the site alone (no client-only
// variant, no first-intent runs), the quick measure of what the landing file keeps.
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
import { firstIntent, firstTouch } from "./first-intent.mjs";
import { landingLines, median, readLanding, saveLanding } from "./landing.mjs";
import { ownerSession } from "./owner-session.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = (
  process.env.BENCH_PAGES ??
  "/,/services/couverture-zinc,/villes/lens,/realisations,/contact,/devis," +
    "/articles/que-faire-en-cas-de-fuite-de-toiture," +
    "/pro,/pro/demandes/:demande,/pro/devis,/pro/devis/:devis,/pro/factures,/pro/factures/:facture," +
    "/pro/tableau-de-bord,/pro/planning,/pro/achats,/pro/achats/:achat,/pro/site"
)
  .split(",")
  .filter(Boolean);
const baselineRef = process.env.BENCH_BASELINE;
// BENCH_PORT and the next ports, on 127.0.0.1 only (several benchmarks may run on one machine).
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const baselineDir = baselineRef ? mkdtempSync(path.join(tmpdir(), "bench-baseline-")) : undefined;
const landingOnly = process.argv.includes("--landing");
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
  ...(landingOnly
    ? []
    : [
        {
          name: "client-only",
          port: basePort + 1,
          cwd: root,
          buildDir: "build-spa",
          server: "bench/spa-server.mjs",
          ownerSpace: false,
        },
      ]),
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

const loadBefore = loadavg()
  .map((load) => load.toFixed(2))
  .join(" ");
const outDir = path.join(root, "bench-results", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(outDir, { recursive: true });

run("bash", ["scripts/ensure-chromium.sh"]);
if (!process.argv.includes("--no-build")) {
  run("npm", ["run", "--silent", "build"], { env: { BUILD_DIR: "build-bench" } });
  // The client-only variant is its own React Router project (bench/spa/), built from the same app/ folder.
  if (!landingOnly) await buildClientOnlyVariant();
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
      // The owner's inbox is filled through the contact form (bench/owner-session.mjs), from this one address.
      FORM_RATE_LIMIT: "1000",
    },
  }),
);

/** @typedef {ReturnType<typeof figures> & { jsIntentBytes?: number | null, intentReadyMs?: number | null }} Figures */
/** @type {Record<string, Record<string, Figures>>} */
const results = {};
/** @type {Map<string, Awaited<ReturnType<typeof ownerSession>>>} */
const sessions = new Map();
/** The site's runs, page by page, as the landing's file keeps them. @type {Record<string, import("./landing.mjs").Runs>} */
const siteRuns = {};
try {
  for (const variant of variants) {
    await waitFor(`http://127.0.0.1:${variant.port}/`).catch((error) => {
      throw new Error(`${variant.name}: ${error.message} (its output: ${serverLog(variant)})`);
    });
  }
  if (pages.some(isOwnerPage)) {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      for (const variant of variants) {
        if (!variant.ownerSpace) continue;
        const server = {
          name: variant.name,
          origin: `http://127.0.0.1:${variant.port}`,
          cwd: variant.cwd,
          env: { BUILD_DIR: variant.buildDir, LEADS_DB: storeOf(variant) },
        };
        sessions.set(variant.name, await ownerSession(server, browser, pages.filter(isOwnerPage)));
      }
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
        if (variant.name === "islands")
          siteRuns[page] = {
            fcp: samples.map((sample) => Math.round(sample.fcp)),
            lcp: samples.map((sample) => Math.round(sample.lcp)),
            tbt: samples.map((sample) => Math.round(sample.tbt)),
          };
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
    // A form page's first intent is the visitor's first focus in the form; an owner's page's, his first touch (not
    // measured with --landing).
    for (const page of landingOnly ? [] : pages) {
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
console.log("");
const landing = readLanding();
for (const line of landingLines(siteRuns, landing)) console.log(line);
if (process.argv.includes("--save-landing")) {
  const saved = saveLanding(siteRuns, `${loadBefore} before, ${loadavg()[0]?.toFixed(2)} after`);
  console.log(`saved as the landing measured against from now on: bench/landing.json (${saved.commit})`);
}
