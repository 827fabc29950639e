import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type EditableContent, overlay, type PublishedContent, servePublication } from "#app/content/published.ts";
import { buildSite } from "#app/content/site.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError, logLine } from "#app/services/log.server.ts";
import { ReviewStore } from "#app/services/reviews/reviews.server.ts";
import type { PublishedResponse, PublishedResponses } from "#server/published-site.ts";
import { companyOf, type PublishedCompany } from "./company.server.ts";
import {
  type BuildLocation,
  brotliTwins,
  NOT_FOUND_KEY,
  publishedKeyFor,
  type RenderedFile,
  renderInWorker,
} from "./render.server.ts";
import { buildIdentity, packRenderedSet, unpackRenderedSet } from "./rendered-set.server.ts";
import { SiteContentStore, type StoredRender } from "./store.server.ts";

/** What the server answers public pages with once a version is published: swapped whole, never edited. */
export interface PublishedSite extends PublishedResponses {
  version: number;
  files: ReadonlyMap<string, PublishedResponse>;
  /** The last day (Europe/Paris) of the announcement the pages show: on the day after, they are rendered again. */
  showsUntil: string | null;
  contact: PublishedCompany;
  /** The values its pages show, which the content modules of this process serve along with it. */
  publication: PublishedContent;
}

function siteOf(
  version: number,
  files: ReadonlyMap<string, PublishedResponse>,
  showsUntil: string | null,
  contact: PublishedCompany,
  publication: PublishedContent,
): PublishedSite {
  return {
    version,
    files,
    showsUntil,
    contact,
    publication,
    responseFor: (pathname, search) => files.get(publishedKeyFor(pathname, search)),
    notFound: files.get(NOT_FOUND_KEY),
  };
}

/**
 * How often each server asks the database for the latest version number: a publication made on another
 * instance is loaded (its pages as the publishing instance rendered them) and served here within this
 * interval plus the load (a fraction of a second), inside the 10 seconds the owner is promised. The query is
 * one indexed MAX, off the visitors' request path.
 */
export const SYNC_INTERVAL_MS = 2_000;

/** The production build this process renders with, and its identity (the key of the sets it can load). */
let location: (BuildLocation & { buildId: string }) | null = null;
let current: PublishedSite | null = null;
let timer: NodeJS.Timeout | null = null;
let queue: Promise<void> = Promise.resolve();
let earlyBrotli: { version: number; twins: { key: string; br: Uint8Array }[] } | null = null;

/**
 * Makes `site` the one served (one assignment: a request holds the old one or the new one, never a mix), and its
 * values the ones every page, e-mail and PDF this process renders on request reads from the content modules.
 */
function serve(site: PublishedSite): void {
  current = site;
  servePublication(site.publication);
  const early = earlyBrotli;
  earlyBrotli = null;
  if (early?.version === site.version) addBrotli(early.version, early.twins);
}

/** A version whose pages failed to render is not tried again every few seconds, only when a newer one comes. */
let failedVersion = 0;

export async function siteContentStore(): Promise<SiteContentStore> {
  return new SiteContentStore((await getLeads()).database.db);
}

/** The published site this process serves, or null while it serves the build's own pages. */
export function publishedSite(): PublishedSite | null {
  return current;
}

/** The values a render shows today: an announcement past its last day is gone. */
function valuesForToday(values: EditableContent, today: string): EditableContent {
  return values.announcement && values.announcement.endsOn < today ? { ...values, announcement: null } : values;
}

/** The company `values` publish. */
function contactOf(values: EditableContent): PublishedCompany {
  return companyOf(overlay(buildSite, values.site));
}

function servedSite(publication: PublishedContent, files: RenderedFile[], showsUntil: string | null): PublishedSite {
  const { version } = publication;
  const values = valuesForToday(publication.values, parisToday());
  const served = new Map<string, PublishedResponse>();
  const lastModified = new Date().toUTCString();
  for (const file of files) {
    const html = Buffer.from(file.body);
    const twins = new Map<"br" | "gzip", Buffer>();
    if (file.br) twins.set("br", Buffer.from(file.br));
    if (file.gz) twins.set("gzip", Buffer.from(file.gz));
    const etag = createHash("sha256").update(html).digest("base64url").slice(0, 22);
    const { contentType, status, sources } = file;
    served.set(file.key, { html, twins, etag, lastModified, contentType, status, sources });
  }
  return siteOf(version, served, showsUntil, contactOf(values), { ...publication, values });
}

/**
 * Adds the Brotli twins to the site served, if it is still the version they were made for: the same responses,
 * swapped whole again, so a visitor gets one representation or the other of the same page.
 */
function addBrotli(version: number, twins: { key: string; br: Uint8Array }[]): void {
  const served = current;
  if (!served || served.version !== version) {
    // Ready before the publication's commit made the version served: kept until then.
    earlyBrotli = { version, twins };
    return;
  }
  const files = new Map(served.files);
  for (const { key, br } of twins) {
    const file = files.get(key);
    if (file) files.set(key, { ...file, twins: new Map([["br", Buffer.from(br)], ...file.twins]) });
  }
  current = siteOf(served.version, files, served.showsUntil, served.contact, served.publication);
}

interface RenderedVersion {
  files: RenderedFile[];
  showsUntil: string | null;
  /** The set as the database keeps it, for the other instances of this build. */
  stored: StoredRender;
}

/**
 * Renders `values` as version `version` in a worker and hands over the set once every response rendered (with
 * its gzip twins); the Brotli twins follow a few seconds later and are added if that version is served by then.
 */
async function renderVersion(version: number, publishedAt: string, values: EditableContent): Promise<RenderedVersion> {
  if (!location) throw new Error("no production build to render with");
  const shown = valuesForToday(values, parisToday());
  const started = Date.now();
  const files = await renderInWorker(
    location,
    { version, publishedAt, values: shown },
    {
      onBrotli: (twins) => {
        addBrotli(version, twins);
        logLine(`site: version ${version} Brotli twins ready ${Date.now() - started} ms after the render started`);
      },
    },
  );
  const showsUntil = shown.announcement?.endsOn ?? null;
  const packed = packRenderedSet(files);
  const bodies = files.reduce((total, file) => total + file.body.byteLength, 0);
  logLine(
    `site: version ${version} rendered in ${Date.now() - started} ms (${files.length} responses, ${Math.round(bodies / 1024)} KB, ${Math.round(packed.bodies.byteLength / 1024)} KB stored)`,
  );
  return { files, showsUntil, stored: { version, buildId: location.buildId, showsUntil, ...packed } };
}

/**
 * Serves version `version`: the set another instance of this build stored when it is there (loaded, not
 * rendered), otherwise rendered here and stored for the others (this build is new, or an announcement ended).
 * Either way the Brotli twins follow in the background.
 */
async function install(version: number, publishedAt: string, values: EditableContent): Promise<void> {
  if (!location) return;
  const store = await siteContentStore();
  const started = Date.now();
  const stored = await store.renderedSet(version, location.buildId, parisToday());
  if (stored) {
    const files = await unpackRenderedSet(stored.manifest, stored.bodies);
    serve(servedSite({ version, publishedAt, values }, files, stored.showsUntil));
    logLine(
      `site: version ${version} served from the stored set in ${Date.now() - started} ms (${files.length} responses, ${Math.round(stored.bodies.byteLength / 1024)} KB)`,
    );
    void compressInBackground(version, files);
    return;
  }
  const rendered = await renderVersion(version, publishedAt, values);
  serve(servedSite({ version, publishedAt, values }, rendered.files, rendered.showsUntil));
  logLine(`site: version ${version} served (rendered here in ${Date.now() - started} ms: no set for this build)`);
  await store.saveRenderedSet(rendered.stored).catch((error: unknown) => {
    logError(`site: the rendered set could not be stored: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** The Brotli twins of a loaded set, on libuv's threads one page at a time; gzip is served meanwhile. */
async function compressInBackground(version: number, files: RenderedFile[]): Promise<void> {
  const started = Date.now();
  try {
    const twins = await brotliTwins(files);
    addBrotli(version, twins);
    logLine(`site: version ${version} Brotli twins ready in ${Date.now() - started} ms`);
  } catch (error) {
    logError(
      `site: the Brotli pass failed (gzip is served): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Brings this process to the latest published version (or to the day an announcement ended), one run at a time. */
export function syncPublishedSite(): Promise<void> {
  const run = queue.then(async () => {
    if (!location) return;
    const store = await siteContentStore();
    const latest = await store.latestNumber();
    const servedVersion = current?.version ?? 1;
    const announcementEnded = current?.showsUntil != null && current.showsUntil < parisToday();
    if (latest === 1 || (latest === servedVersion && !announcementEnded) || latest === failedVersion) return;
    const version = await store.version(latest);
    if (!version) return;
    try {
      await install(latest, version.publishedAt, version.document);
    } catch (error) {
      failedVersion = latest;
      throw error;
    }
  });
  queue = run.catch((error) => {
    logError(`site: cannot serve the published version: ${error instanceof Error ? error.message : String(error)}`);
  });
  return run;
}

/**
 * Publishes `values` as the next version, its pages rendered before anything is written: a page that cannot
 * render leaves the database and the public site as they were. The rendered set is stored with the version, in
 * one transaction, for the other instances to load. Resolves once this process serves it.
 */
export async function publishContent(
  values: EditableContent,
  meta: { email: string; changes: string[]; restoredFrom?: number | null; clearDraft: boolean },
): Promise<number> {
  const store = await siteContentStore();
  // The clients' reviews are never the draft's: each version carries the approved ones as they stand (decision 031).
  values = { ...values, reviews: await new ReviewStore(store.db).approved() };
  const publishedAt = new Date().toISOString();
  const expected = (await store.latestNumber()) + 1;
  const rendered = location ? await renderVersion(expected, publishedAt, values) : null;
  const number = await store.publish(values, { ...meta, publishedAt }, rendered?.stored);
  if (rendered && number === expected) {
    const swap = queue.then(() => {
      serve(servedSite({ version: number, publishedAt, values }, rendered.files, rendered.showsUntil));
      logLine(`site: version ${number} published and served`);
    });
    queue = swap;
    await swap;
  } else {
    await syncPublishedSite();
  }
  return number;
}

/** A page of the public site rendered with the owner's draft, for the owner's eyes only. */
export async function renderPreview(values: EditableContent, key: string): Promise<string | null> {
  if (!location) return null;
  const [file] = await renderInWorker(
    location,
    { version: 0, publishedAt: new Date().toISOString(), values: valuesForToday(values, parisToday()) },
    { only: key },
  );
  if (!file) return null;
  const stylesheets = await stylesheetsOf(location.clientDir);
  // The owner's space allows the site's own stylesheets, not inline styles: each inlined one becomes its link again.
  return Buffer.from(file.body)
    .toString("utf8")
    .replace(/<style>([\s\S]*?)<\/style>/g, (element, css: string) => {
      const href = stylesheets.get(css);
      return href ? `<link rel="stylesheet" href="${href}"/>` : element;
    });
}

/** The client build's stylesheets by their text: what a page inlined, and where it is served. */
async function stylesheetsOf(clientDir: string): Promise<Map<string, string>> {
  const assets = path.join(clientDir, "assets");
  const sheets = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (name.endsWith(".css")) sheets.set(await readFile(path.join(assets, name), "utf8"), `/assets/${name}`);
  }
  return sheets;
}

/**
 * At start, before the server listens: serves the latest published version (a process started after a
 * publication never shows the build's content), then follows new versions from any instance.
 * Without a production build (the development server) pages render on request and this does nothing.
 */
export async function startPublishedSite(build: BuildLocation | undefined): Promise<void> {
  if (!build) return;
  location = { ...build, buildId: buildIdentity(build.serverBuildFile) };
  await syncPublishedSite();
  timer = setInterval(() => void syncPublishedSite().catch(() => undefined), SYNC_INTERVAL_MS);
  timer.unref();
}

export async function stopPublishedSite(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await queue;
  location = null;
  current = null;
}

const executableScript = /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * A rendered page made safe to show inside the owner's space: a still picture of the page. Its scripts go
 * (its islands would run under the owner's URL, and the space's policy would refuse them anyway), and a line at
 * the top says it is a preview of the draft.
 */
export function previewDocument(html: string, notice: string): string {
  const escaped = notice.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return html
    .replace(executableScript, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<body([^>]*)>/,
      `<body$1><p class="bg-amber-100 py-2 text-center text-sm font-semibold text-navy-900" role="status">${escaped}</p>`,
    );
}
