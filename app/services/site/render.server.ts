import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { articlesFeedPath } from "#app/content/articles.ts";
import { contentPaths, gonePaths, notFoundPath } from "#app/content/pages.ts";
import {
  parseProjectCategory,
  portfolioFilterHref,
  portfolioFilterParam,
  portfolioPath,
  projectCategories,
} from "#app/content/projects.ts";
import { PUBLISHED_GLOBAL, type PublishedContent } from "#app/content/published.ts";
import { articlesFeedXml } from "#app/lib/articles-feed.ts";
import { sitemapXml } from "#app/lib/sitemap.ts";
import { logError } from "#app/services/log.server.ts";
import { brotliTwin, gzipTwin, minimumCompressedBytes } from "#scripts/precompress.mjs";
import { renderPublicPage } from "#server/render-page.ts";
import { type PageSources, prerenderedSources } from "#server/security.ts";

/**
 * The page that answers every address the site does not have (status 404): the same for all of them, so it is
 * rendered with the set, from the address the build writes it at.
 */
export const NOT_FOUND_KEY = notFoundPath;

/** One response of the public site as a publication renders it: a page, the 404 page or the sitemap. */
export interface RenderedFile {
  /** The request it answers: "/tarifs", "/realisations?service=zinc", "/sitemap.xml", NOT_FOUND_KEY. */
  key: string;
  contentType: string;
  status: number;
  body: Uint8Array;
  /** Null below the size worth compressing, and until the Brotli pass has run (`brotliTwins`). */
  br: Uint8Array | null;
  gz: Uint8Array | null;
  /** The hashes of its inline scripts and styles, for its Content-Security-Policy; null for the sitemap. */
  sources: PageSources | null;
}

/**
 * Every response a publication changes: each content page (the footer, the call buttons and the structured data
 * are on all of them), the portfolio's filtered views, the 404 page, the sitemap and the articles' feed. The
 * articles' pages are those of the version rendered (`contentPaths` is evaluated in the render worker, with it).
 */
export function publishedKeys(): { key: string; kind: "page" | "sitemap" | "feed" }[] {
  return [
    ...contentPaths.map((key) => ({ key, kind: "page" as const })),
    ...projectCategories.map((category) => ({ key: portfolioFilterHref(category.key), kind: "page" as const })),
    { key: NOT_FOUND_KEY, kind: "page" },
    { key: "/sitemap.xml", kind: "sitemap" },
    { key: articlesFeedPath, kind: "feed" },
  ];
}

/**
 * The response of the set a GET gets: the page its path names, the portfolio's filtered view when the query
 * names a category; any other query (a campaign's tag, a click identifier) changes nothing on a page.
 */
export function publishedKeyFor(pathname: string, search: URLSearchParams): string {
  if (pathname === portfolioPath) return portfolioFilterHref(parseProjectCategory(search.get(portfolioFilterParam)));
  return pathname;
}

async function withGzip(
  key: string,
  contentType: string,
  status: number,
  text: string,
  sources: PageSources | null,
): Promise<RenderedFile> {
  const body = Buffer.from(text);
  const gz = body.length < minimumCompressedBytes ? null : await gzipTwin(body);
  return { key, contentType, status, body, br: null, gz, sources };
}

/**
 * The Brotli twins of a rendered set, by key: a fifth of a second each at quality 11, so they come after the
 * set is served (with its gzip twins), and are added to it once ready.
 */
export async function brotliTwins(files: RenderedFile[]): Promise<{ key: string; br: Uint8Array }[]> {
  const twins: { key: string; br: Uint8Array }[] = [];
  for (const file of files) {
    if (file.gz) twins.push({ key: file.key, br: await brotliTwin(Buffer.from(file.body)) });
  }
  return twins;
}

/**
 * Runs inside the render worker, on a server build loaded with the publication's values: every response of
 * `publishedKeys`, with its gzip twin. Any page that does not render as the build would stops the whole set, so
 * a publication is served whole or not at all. `only`: one response, for the owner's preview.
 */
export async function renderPublishedFiles(
  build: ServerBuild,
  clientDir: string,
  only?: string,
): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  for (const { key, kind } of publishedKeys()) {
    if (only !== undefined && key !== only) continue;
    if (kind === "sitemap") {
      files.push(await withGzip(key, "application/xml; charset=utf-8", 200, sitemapXml(), null));
      continue;
    }
    if (kind === "feed") {
      files.push(await withGzip(key, "application/atom+xml; charset=utf-8", 200, articlesFeedXml(), null));
      continue;
    }
    const { status, html } = await renderPublicPage(build, key, { clientDir });
    const expected = key === NOT_FOUND_KEY ? 404 : gonePaths.includes(key) ? 410 : 200;
    if (status !== expected) throw new Error(`${key}: ${status}`);
    const sources = prerenderedSources(new Map([[key, html]])).pages.get(key) ?? null;
    files.push(await withGzip(key, "text/html; charset=utf-8", status, html, sources));
  }
  return files;
}

/**
 * A worker thread sets the publication where the content modules read it (published.ts), loads its own copy of
 * the server build, and renders there: the server's process keeps its module graph (its store, its sessions),
 * and the render's CPU time (React, Brotli at quality 11) stays off the thread that answers visitors.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
globalThis[workerData.globalKey] = workerData.published;
import(workerData.buildUrl)
  .then(async (build) => {
    const runtime = build.entry.module.serverRuntime;
    const files = await runtime.renderPublishedFiles(build, workerData.clientDir, workerData.only);
    parentPort.postMessage({ files });
    if (workerData.brotli) parentPort.postMessage({ brotli: await runtime.brotliTwins(files) });
  })
  .catch((error) =>
    parentPort.postMessage({ error: error instanceof Error ? error.stack || error.message : String(error) }),
  );
`;

export interface BuildLocation {
  /** build/server/index.js */
  serverBuildFile: string;
  /** build/client */
  clientDir: string;
}

type WorkerMessage = { files?: RenderedFile[]; brotli?: { key: string; br: Uint8Array }[]; error?: string };

/**
 * Renders the public site (or its response `only`) with `published` in a worker thread; resolves with the set
 * and its gzip twins, rejects when any page fails. `onBrotli`, when given, receives the Brotli twins later.
 */
export function renderInWorker(
  location: BuildLocation,
  published: PublishedContent,
  options: { only?: string; onBrotli?: (twins: { key: string; br: Uint8Array }[]) => void } = {},
): Promise<RenderedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        globalKey: PUBLISHED_GLOBAL,
        published,
        buildUrl: pathToFileURL(path.resolve(location.serverBuildFile)).href,
        clientDir: path.resolve(location.clientDir),
        only: options.only,
        brotli: options.onBrotli !== undefined,
      },
    });
    let settled = false;
    worker.on("message", (message: WorkerMessage) => {
      if (message.files) {
        settled = true;
        resolve(message.files);
        if (!options.onBrotli) void worker.terminate();
      } else if (message.brotli) {
        options.onBrotli?.(message.brotli);
        void worker.terminate();
      } else {
        void worker.terminate();
        if (settled) logError(`site: the Brotli pass failed (gzip is served): ${message.error}`);
        else reject(new Error(`publication render failed: ${message.error}`));
        settled = true;
      }
    });
    worker.once("error", (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`publication render worker exited with ${code}`));
      settled = true;
    });
  });
}
