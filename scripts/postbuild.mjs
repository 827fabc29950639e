// @ts-check
// Runs after `react-router build` (npm run build): prepares the client files for a slow mobile connection.
// 1. Prerendered pages lose React Router's <link rel="modulepreload"> tags: listed in <head> before the
//    stylesheet, 20 to 40 of them made the CSS, the font and the hero image queue behind JavaScript. The
//    module script at the end of <body> still loads the same modules, once the page has painted and loaded
//    (scripts/first-screen.mjs): the first screen never waits for, nor shares the link with, JavaScript.
//    Their stylesheet is inlined, so the first paint needs the HTML alone.
// 2. Every text file gets its precompressed twins (scripts/precompress.mjs).
// 3. A build for an https SITE_URL (a real deployment) warns in one line when the content still has placeholders.
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { assertReactRouterVersion, deferHydration, inlineStylesheets, stripModulePreloads } from "./first-screen.mjs";
import { findPlaceholders, goLiveWarning } from "./placeholders.mjs";
import { filesUnder, precompress } from "./precompress.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

// The rewrite below matches React Router's HTML byte for byte: another version must be checked first.
assertReactRouterVersion(createRequire(import.meta.url)("react-router/package.json").version);

let pages = 0;
for await (const file of filesUnder(clientDir)) {
  if (path.basename(file) !== "index.html") continue;
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

const { twins, bytesBefore, bytesAfter } = await precompress(clientDir);
console.log(
  `postbuild: ${pages} pages with their CSS inline, without modulepreload tags, hydrating after their first paint; ${twins} files precompressed (${(bytesBefore / 1024).toFixed(0)} KB -> ${(bytesAfter / 1024).toFixed(0)} KB with Brotli)`,
);

const warning = goLiveWarning(process.env.SITE_URL, (await findPlaceholders(path.resolve("app/content"))).length);
if (warning) console.warn(warning);
