// @ts-check
// Runs after `react-router build` (npm run build): writes the public pages the way they are served.
// 1. Every public page, and the 404 page, is rendered again by the server build's own `renderPublicPage` (server/render-page.ts),
//    the function a running server calls to render a page anew: React's HTML with the islands' module scripts and
//    no React Router runtime, the stylesheet inline. React Router's prerendered file is replaced by it, so what
//    the build ships and what a re-render writes can never differ.
// 2. Every text file gets its precompressed twins (scripts/precompress.mjs).
// 3. A build for an https SITE_URL (a real deployment) warns in one line when the content still has placeholders.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findPlaceholders, goLiveWarning } from "./placeholders.mjs";
import { precompress } from "./precompress.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const { serverRuntime } = /** @type {{ serverRuntime: import("#app/services/runtime.server.ts").ServerRuntime }} */ (
  /** @type {unknown} */ (build.entry.module)
);

// The 404 page too, which the server sends as a file for every address the site does not have.
for (const pathname of [...serverRuntime.publicPagePaths, serverRuntime.notFoundPath]) {
  const { status, html } = await serverRuntime.renderPublicPage(build, pathname);
  const expected = pathname === serverRuntime.notFoundPath ? 404 : 200;
  if (status !== expected) throw new Error(`${pathname}: answered ${status} while building`);
  const file = path.join(clientDir, pathname, "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const { twins, bytesBefore, bytesAfter } = await precompress(clientDir);
console.log(
  `postbuild: ${serverRuntime.publicPagePaths.length} public pages and the 404 page rendered (islands, no React Router runtime, CSS inline); ${twins} files precompressed (${(bytesBefore / 1024).toFixed(0)} KB -> ${(bytesAfter / 1024).toFixed(0)} KB with Brotli)`,
);

const warning = goLiveWarning(process.env.SITE_URL, (await findPlaceholders(path.resolve("app/content"))).length);
if (warning) console.warn(warning);
