import { createHash } from "node:crypto";
import type { EditableContent } from "#app/content/published.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logError, logLine } from "#app/services/log.server.ts";
import type { LoadedPage } from "#server/app.ts";
import { type PrerenderedSources, prerenderedSources } from "#server/security.ts";
import { type BuildLocation, type RenderedFile, renderInWorker } from "./render.server.ts";
import { SiteContentStore } from "./store.server.ts";

/** A response of the published site, in memory like the build's pages, with its own content type. */
export interface ServedFile extends LoadedPage {
  contentType: string;
}

/** What the server answers public pages with once a version is published: swapped whole, never edited. */
export interface PublishedSite {
  version: number;
  files: Map<string, ServedFile>;
  sources: PrerenderedSources;
  /** The day (Europe/Paris) the pages were rendered on, when an announcement they show must end on a later one. */
  announcementUntil: string | null;
}

/**
 * How often each server asks the database for the latest version number: a publication made on another
 * instance is rendered and served here within this interval plus its render time (a few seconds), inside
 * the 10 seconds the owner is promised. The query is one indexed MAX, off the visitors' request path.
 */
export const SYNC_INTERVAL_MS = 2_000;

let location: BuildLocation | null = null;
let current: PublishedSite | null = null;
let timer: NodeJS.Timeout | null = null;
let queue: Promise<void> = Promise.resolve();
let earlyBrotli: { version: number; twins: { key: string; br: Uint8Array }[] } | null = null;

/** Makes `site` the one served (one assignment: a request holds the old one or the new one, never a mix). */
function serve(site: PublishedSite): void {
  current = site;
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

/** Today in France, as YYYY-MM-DD: an announcement shows until the end of its last day there. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(now);
}

/** The values a render shows today: an announcement past its last day is gone. */
function valuesForToday(values: EditableContent, today: string): EditableContent {
  return values.announcement && values.announcement.endsOn < today ? { ...values, announcement: null } : values;
}

function servedSite(version: number, files: RenderedFile[], announcementUntil: string | null): PublishedSite {
  const served = new Map<string, ServedFile>();
  const pageHtml = new Map<string, string>();
  const lastModified = new Date().toUTCString();
  for (const file of files) {
    const html = Buffer.from(file.body);
    const twins = new Map<"br" | "gzip", Buffer>();
    if (file.br) twins.set("br", Buffer.from(file.br));
    if (file.gz) twins.set("gzip", Buffer.from(file.gz));
    const etag = createHash("sha256").update(html).digest("base64url").slice(0, 22);
    served.set(file.key, { html, twins, etag, lastModified, contentType: file.contentType });
    if (file.contentType.startsWith("text/html")) pageHtml.set(file.key, html.toString("utf8"));
  }
  return { version, files: served, sources: prerenderedSources(pageHtml), announcementUntil };
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
  current = { ...served, files };
}

/**
 * Renders `values` as version `version` in a worker and hands over the set once every response rendered (with
 * its gzip twins); the Brotli twins follow a few seconds later and are added if that version is served by then.
 */
async function renderVersion(
  version: number,
  publishedAt: string,
  values: EditableContent,
): Promise<{ files: RenderedFile[]; announcementUntil: string | null }> {
  if (!location) throw new Error("no production build to render with");
  const today = parisToday();
  const shown = valuesForToday(values, today);
  const files = await renderInWorker(
    location,
    { version, publishedAt, values: shown },
    { onBrotli: (twins) => addBrotli(version, twins) },
  );
  return { files, announcementUntil: shown.announcement ? today : null };
}

/** Renders `values` as version `version` and, when every page rendered, makes it the one this process serves. */
async function install(version: number, publishedAt: string, values: EditableContent): Promise<void> {
  if (!location) return;
  const started = Date.now();
  const rendered = await renderVersion(version, publishedAt, values);
  serve(servedSite(version, rendered.files, rendered.announcementUntil));
  logLine(
    `site: version ${version} served (${rendered.files.length} responses rendered in ${Date.now() - started} ms)`,
  );
}

/** Brings this process to the latest published version (or to today's announcement), one run at a time. */
export function syncPublishedSite(): Promise<void> {
  const run = queue.then(async () => {
    if (!location) return;
    const store = await siteContentStore();
    const latest = await store.latestNumber();
    const servedVersion = current?.version ?? 1;
    const dayChanged = current?.announcementUntil != null && current.announcementUntil !== parisToday();
    if (latest === 1 || (latest === servedVersion && !dayChanged) || latest === failedVersion) return;
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
 * render leaves the database and the public site as they were. Resolves once this process serves it.
 */
export async function publishContent(
  values: EditableContent,
  meta: { email: string; changes: string[]; restoredFrom?: number | null; clearDraft: boolean },
): Promise<number> {
  const store = await siteContentStore();
  const publishedAt = new Date().toISOString();
  const expected = (await store.latestNumber()) + 1;
  const rendered = location ? await renderVersion(expected, publishedAt, values) : null;
  const number = await store.publish(values, meta);
  if (rendered && number === expected) {
    const swap = queue.then(() => {
      serve(servedSite(number, rendered.files, rendered.announcementUntil));
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
  return file ? Buffer.from(file.body).toString("utf8") : null;
}

/**
 * At start, before the server listens: serves the latest published version (a process started after a
 * publication never shows the build's content), then follows new versions from any instance.
 * Without a production build (the development server) pages render on request and this does nothing.
 */
export async function startPublishedSite(build: BuildLocation | undefined): Promise<void> {
  if (!build) return;
  location = build;
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
const inlinedStylesheet = /<style>[\s\S]*?<\/style>(<link rel="stylesheet" href="[^"]+") disabled=""\/>/g;

/**
 * A rendered page made safe to show inside the owner's space: a still picture of the page. Its scripts go
 * (they would hydrate a public page under the owner's URL, and the space's policy would refuse them anyway),
 * the stylesheet goes back to a link (the space's policy allows the site's own files, not inline styles), and a
 * line at the top says it is a preview of the draft.
 */
export function previewDocument(html: string, notice: string): string {
  const escaped = notice.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return html
    .replace(executableScript, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(inlinedStylesheet, "$1/>")
    .replace(
      /<body([^>]*)>/,
      `<body$1><p class="bg-amber-100 py-2 text-center text-sm font-semibold text-navy-900" role="status">${escaped}</p>`,
    );
}
