// Runs after `react-router build` (npm run build): prepares the client files for a slow mobile connection.
// 1. Prerendered pages lose React Router's <link rel="modulepreload"> tags: listed in <head> before the
//    stylesheet, 20 to 40 of them made the CSS, the font and the hero image queue behind JavaScript. The
//    module script at the end of <body> still loads the same modules, once the page has painted and loaded
//    (scripts/first-screen.mjs): the first screen never waits for, nor shares the link with, JavaScript.
//    Their stylesheet is inlined, so the first paint needs the HTML alone.
// 2. Every text file gets a Brotli (quality 11) and a gzip twin, which the server sends as they are
//    (server/precompressed.js) instead of compressing each response on the fly at a lower quality.
// 3. A build for an https SITE_URL (a real deployment) warns in one line when the content still has placeholders.
import { readFileSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { deferHydration, inlineStylesheets, stripModulePreloads } from "./first-screen.mjs";
import { findPlaceholders, goLiveWarning } from "./placeholders.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const spaMode = process.env.SPA_MODE === "1";
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".data",
  ".ico",
]);
// Below this size the encoding headers cost more than they save.
const minimumBytes = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const all = [];
for await (const file of files(clientDir)) all.push(file);

let pages = 0;
// The client-only variant that `npm run bench` compares keeps React Router's defaults, like the original site.
if (!spaMode) {
  for (const file of all.filter((candidate) => path.basename(candidate) === "index.html")) {
    const html = await readFile(file, "utf8");
    const page = path.relative(clientDir, file);
    const stripped = stripModulePreloads(html);
    const deferred = deferHydration(stripped);
    const inlined = deferred && inlineStylesheets(deferred, (href) => readFileSync(path.join(clientDir, href), "utf8"));
    // React Router writing its preloads, its bootstrap or its links differently would silently undo this step.
    if (stripped === html) throw new Error(`${page}: no modulepreload link found`);
    if (deferred === null) throw new Error(`${page}: React Router's module script not found`);
    if (!inlined) throw new Error(`${page}: no stylesheet link found`);
    await writeFile(file, inlined);
    pages += 1;
  }
}

let twins = 0;
let before = 0;
let after = 0;
await Promise.all(
  all.map(async (file) => {
    if (!compressible.has(path.extname(file))) return;
    const { size } = await stat(file);
    if (size < minimumBytes) return;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    twins += 1;
    before += content.length;
    after += br.length;
  }),
);

console.log(
  `postbuild: ${pages} pages with their CSS inline, without modulepreload tags, hydrating after their first paint; ${twins} files precompressed (${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli)`,
);

const warning = goLiveWarning(process.env.SITE_URL, (await findPlaceholders(path.resolve("app/content"))).length);
if (warning) console.warn(warning);
