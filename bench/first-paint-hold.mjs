// The public pages' first paint held three ways, measured side by side (decision 046): one build's prerendered pages
// as built (`rel=expect`, decision 033), with decision 016's CSS hold in its place, and with no hold. The two other
// variants are copies of the build whose HTML is rewritten and precompressed again; the server hashes each page's
// inline script and style as served (server/security.ts), so all three are allowed alike. Lighthouse's phone, runs
// interleaved page by page (expect, css, none), so a busy machine weighs on the three alike. It prints each run's TBT,
// and the medians of TBT, LCP and FCP, per page and variant. A measurement: it asserts nothing.
//
// node bench/first-paint-hold.mjs [build]  (default build-bench, as `npm run bench` leaves it); HOLD_BENCH_RUNS (5),
// HOLD_BENCH_PORT (3440, and the next two), HOLD_BENCH_PAGES (the seven public pages of `npm run bench`).
import { spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.mjs";
import { filesUnder, precompress } from "#scripts/precompress.mjs";
import { chromiumVersion, median } from "./landing.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = path.resolve(root, process.argv[2] ?? "build-bench");
const runs = Number(process.env.HOLD_BENCH_RUNS ?? 5);
const basePort = Number(process.env.HOLD_BENCH_PORT ?? 3440);
const pages = (
  process.env.HOLD_BENCH_PAGES ??
  "/,/services/couverture-zinc,/villes/lens,/realisations,/contact,/devis,/articles/que-faire-en-cas-de-fuite-de-toiture"
).split(",");
// The hold as app/lib/first-paint-hold.ts writes it, and decision 016's rule as app/app.css had it until decision 033.
const holdScript = /<script>\(\(\)=>\{const hold=document\.createElement\("link"\);[^<]*<\/script>/;
const cssHold =
  ".public-page:not(:has(> footer)){animation:shown-when-read 0s 3s both}" +
  "@keyframes shown-when-read{from{visibility:hidden}to{visibility:visible}}";

/** A copy of the build whose public pages lose the hold script, and get the CSS hold when `css`. */
async function variantOf(/** @type {"css" | "none"} */ name) {
  const target = `${build}-hold-${name}`;
  rmSync(target, { recursive: true, force: true });
  cpSync(build, target, { recursive: true });
  let rewritten = 0;
  for await (const file of filesUnder(path.join(target, "client"))) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    if (!holdScript.test(html)) continue;
    const without = html.replace(holdScript, "");
    writeFileSync(file, name === "css" ? without.replace("</style>", `${cssHold}</style>`) : without);
    rewritten++;
  }
  if (rewritten === 0)
    throw new Error(`${build}: no page carries the hold script (app/lib/first-paint-hold.ts changed?)`);
  await precompress(path.join(target, "client"));
  return target;
}

const variants = [
  { name: "expect", dir: build },
  { name: "css", dir: await variantOf("css") },
  { name: "none", dir: await variantOf("none") },
].map((variant, index) => ({ ...variant, port: basePort + index }));
const servers = variants.map(({ dir, port }) =>
  spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    // A server that cannot start says why.
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: dir,
      LEADS_DB: path.join(tmpdir(), `hold-bench-${port}.sqlite`),
    },
  }),
);
const loadBefore = loadavg()[0]?.toFixed(2);
/** @type {Map<string, { fcp: number, lcp: number, tbt: number }[]>} */
const samples = new Map();
try {
  for (const { port } of variants) {
    for (let attempt = 0; ; attempt++) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (attempt > 300) throw new Error(`127.0.0.1:${port} never answered`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    for (let index = 0; index < runs; index++) {
      for (const page of pages) {
        for (const { name, port } of variants) {
          const result = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, logLevel: "error" });
          const audit = (/** @type {string} */ id) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
          if (!result || result.lhr.runtimeError) continue;
          const key = `${page} ${name}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            {
              fcp: audit("first-contentful-paint"),
              lcp: audit("largest-contentful-paint"),
              tbt: audit("total-blocking-time"),
            },
          ]);
          process.stderr.write(".");
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
process.stderr.write("\n");
console.log(
  `${chromiumVersion()}, Lighthouse's phone, ${runs} interleaved runs; load average ${loadBefore} before, ${loadavg()[0]?.toFixed(2)} after`,
);
for (const [key, values] of samples) {
  const of = (/** @type {"fcp" | "lcp" | "tbt"} */ figure) => Math.round(median(values.map((value) => value[figure])));
  const runsText = values.map((value) => value.tbt).join(", ");
  console.log(
    `${key.padEnd(58)} TBT ${String(of("tbt")).padStart(4)} ms (${runsText})  LCP ${of("lcp")} ms  FCP ${of("fcp")} ms`,
  );
}
