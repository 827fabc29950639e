// Side-by-side Lighthouse benchmark, in one run: the site as built (prerendered pages with islands, no React in
// the browser but for the forms) against the same app/ built as a client-only React application (the original
// architecture). It prints, per page and variant, the medians of the scores and timings, the JavaScript and HTML
// downloaded, and which element was the largest paint. A benchmark prints figures; it asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.mjs";
import { buildClientOnlyVariant } from "./build-spa.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = ["/", "/services/couverture-zinc", "/villes/lens", "/realisations", "/contact", "/devis"];
// BENCH_PORT and the next port, on 127.0.0.1 only (several benchmarks may run on one machine).
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const variants = [
  { name: "islands", port: basePort, buildDir: "build-bench", server: "server/start.js" },
  { name: "client-only", port: basePort + 1, buildDir: "build-spa", server: "bench/spa-server.mjs" },
];

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
  for (let attempt = 0; attempt < 100; attempt++) {
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
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
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
  await buildClientOnlyVariant();
}

const servers = variants.map((variant) =>
  spawn(process.execPath, [variant.server], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(variant.port),
      BUILD_DIR: variant.buildDir,
      LEADS_DB: path.join(outDir, "bench-leads.sqlite"),
    },
  }),
);

/** @typedef {ReturnType<typeof figures>} Figures */
/** @type {Record<string, Record<string, Figures>>} */
const results = {};
try {
  for (const variant of variants) await waitFor(`http://127.0.0.1:${variant.port}/`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    for (const page of pages) {
      for (const variant of variants) {
        /** @type {Figures[]} */
        const samples = [];
        for (let index = 0; index < runs; index++) {
          const url = `http://127.0.0.1:${variant.port}${page}`;
          const result = await measure(url, chrome.port);
          const name = `${variant.name}${page === "/" ? "_home" : page.replace(/\//g, "_")}-${index}.json`;
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
} finally {
  for (const server of servers) server.kill("SIGTERM");
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
  "JS KB",
  "HTML KB",
];
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
      (f.jsBytes / 1024).toFixed(1),
      (f.htmlBytes / 1024).toFixed(1),
    ]);
  }
  const pre = byVariant.islands;
  const spa = byVariant["client-only"];
  if (!pre || !spa) continue;
  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b ? (a / b).toFixed(2) : "–");
  rows.push([
    page,
    "ratio islands/client-only",
    ratio(pre.performance, spa.performance),
    ratio(pre.accessibility, spa.accessibility),
    ratio(pre.bestPractices, spa.bestPractices),
    ratio(pre.seo, spa.seo),
    ratio(pre.fcp, spa.fcp),
    ratio(pre.lcp, spa.lcp),
    ratio(pre.tbt, spa.tbt),
    "",
    ratio(pre.jsBytes, spa.jsBytes),
    ratio(pre.htmlBytes, spa.htmlBytes),
  ]);
}
const widths = header.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
console.log(`Lighthouse ${runs} runs per page and variant, medians (mobile defaults, simulated throttling)`);
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
