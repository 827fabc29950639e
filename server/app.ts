import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import { createReadableStreamFromReadable } from "@react-router/node";
import compression from "compression";
import type { Express, Request, RequestHandler, Response } from "express";
import express from "express";
import { type Store as RateLimitStore, rateLimit } from "express-rate-limit";
import type { ServerBuild } from "react-router";
import type { FormContact, formGuardCopy } from "#app/content/forms.ts";
import { notFoundPath } from "#app/content/pages.ts";
import { proCopy } from "#app/content/pro.ts";
import { findRedirect } from "#app/content/redirects.ts";
import type { LeadActionResult } from "#app/lib/lead-fields.ts";
import { OWNER_APP_MANIFEST_PATH } from "#app/lib/owner-app-manifest.ts";
import { sameSiteTarget } from "#app/lib/safe-redirect.ts";
import type { requestContext } from "#app/services/csp.server.ts";
import { CLIENT_ADDRESS_HEADER, isOwnerPath, isPublicOwnerPath } from "#app/services/pro/request.server.ts";
import { checkSessionCookie } from "#app/services/pro/session.server.ts";
import { type FormPage, formAnswerHtml, formPageOf } from "./form-answer.ts";
import { type OwnerGuardOptions, ownerGuard } from "./owner-guard.ts";
import { chooseEncoding, extensionOf, findPrecompressed, precompressedStatic } from "./precompressed.ts";
import { clientLinkPrefixes, isClientLinkPath, routedPath } from "./routed-path.ts";
import { assetHeaders, cspSources, type PageSources, prerenderedSources, securityHeaders } from "./security.ts";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Lists the prerendered pages ("/devis" for build/client/devis/index.html) once at start,
 * so a request is matched against a fixed set instead of touching the file system.
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === clientDir && entry.name === "assets") continue;
        walk(full);
      } else if (entry.name === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
        pages.set(route, full);
      }
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return pages;
}

/**
 * The URL paths of the build's files that are not pages (scripts, styles, images, icons, the manifest, the
 * robots and sitemap files), listed once at start: a request for one of them gets a file's headers. A page's own
 * file (`/devis/index.html`) and the compressed twins are not in the list.
 */
export function findAssetPaths(clientDir: string, pageFiles: Set<string>): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!pageFiles.has(full) && !/\.(?:br|gz)$/.test(entry.name))
        paths.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return paths;
}

/** A project photo as the encoder leaves it once finished (never a temporary file): a content hash and a width. */
const FINISHED_PHOTO = /^\/[0-9a-f]{20}-\d{2,4}\.(?:avif|webp)$/;

/** Whether `pathname` names a finished project photo that exists in the public photos folder. */
function isPublicPhoto(photosDir: string, pathname: string): boolean {
  if (!pathname.startsWith("/photos/")) return false;
  const name = pathname.slice("/photos".length);
  return FINISHED_PHOTO.test(name) && existsSync(path.join(photosDir, name));
}

export interface LoadedPage {
  html: Buffer;
  twins: Map<"br" | "gzip", Buffer>;
  etag: string;
  lastModified: string;
}

/**
 * Reads every prerendered page and its Brotli/gzip twins into memory once, at start: about 40 pages, a few
 * megabytes, and no file system call left on the busiest path (opening, statting and closing a file cost a
 * third of the server's time per page under load).
 * `pageFiles`: route → index.html; `precompressed`: the originals that have twins.
 */
export function loadPrerenderedPages(
  pageFiles: Map<string, string>,
  precompressed: Set<string>,
): Map<string, LoadedPage> {
  const pages = new Map<string, LoadedPage>();
  for (const [route, file] of pageFiles) {
    const html = readFileSync(file);
    const twins = new Map<"br" | "gzip", Buffer>();
    if (precompressed.has(file)) {
      for (const encoding of ["br", "gzip"] as const) {
        const twin = `${file}${extensionOf(encoding)}`;
        if (existsSync(twin)) twins.set(encoding, readFileSync(twin));
      }
    }
    const etag = createHash("sha256").update(html).digest("base64url").slice(0, 22);
    pages.set(route, { html, twins, etag, lastModified: statSync(file).mtime.toUTCString() });
  }
  return pages;
}

/**
 * Sends a page from memory with what a static file server would send: its validators (a 304 when the
 * browser's copy is current), the encoding the browser accepts, Vary.
 */
export function sendPage(req: Request, res: Response, page: LoadedPage, contentType = "html", status = 200): void {
  // A 404 is never answered "not modified" (Express's `fresh` holds for 2xx only).
  res.status(status);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.type(contentType);
  res.vary("Accept-Encoding");
  const encoding = chooseEncoding(req, [...page.twins.keys()]);
  const body = (encoding && page.twins.get(encoding)) || page.html;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  // One validator per representation: the Brotli bytes are not the gzip ones.
  res.setHeader("ETag", `"${page.etag}${encoding ? `-${encoding}` : ""}"`);
  res.setHeader("Last-Modified", page.lastModified);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The paths that accept a form POST: every route with an action, and the `.data` URL its fetcher posts
 * to. The value says whether the route is an index route, which React Router only reaches with `?index`
 * (a POST to "/" alone targets the root layout, which has no action).
 */
export function findFormPaths(build: ServerBuild): Map<string, { index: boolean }> {
  const paths = new Map<string, { index: boolean }>();
  for (const [route, pathname] of routesWithActions(build)) {
    const target = { index: route.index === true };
    paths.set(pathname, target);
    // React Router's data URLs: "/devis.data", and "/_.data" (or the older "/_root.data") for the home page.
    if (pathname === "/") {
      paths.set("/_.data", target);
      paths.set("/_root.data", target);
    } else {
      paths.set(`${pathname}.data`, target);
    }
  }
  return paths;
}

/** Every route with an action, and its path as a URL names it ("/" for the index route, "/pro/demandes/:id"). */
function routesWithActions(build: ServerBuild): [ServerBuild["routes"][string] & {}, string][] {
  const found: [ServerBuild["routes"][string] & {}, string][] = [];
  for (const route of Object.values(build.routes)) {
    if (!route?.module || !("action" in route.module) || typeof route.module.action !== "function") continue;
    const segments: string[] = [];
    for (
      let current: (typeof build.routes)[string] = route;
      current;
      current = current.parentId ? build.routes[current.parentId] : undefined
    ) {
      if (current.path) segments.unshift(current.path);
    }
    found.push([route, `/${segments.join("/")}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1")]);
  }
  return found;
}

/** A route's action as React Router calls it; a lead form's answers `data(result, { status })`. */
type RouteAction = (args: { request: globalThis.Request; params: Record<string, string>; context: unknown }) => unknown;

/**
 * The actions of the public pages, by path ("/" for the home page's index route): the forms a visitor posts from
 * a prerendered page. The owner's space and a client's quote link are not public pages.
 */
export function findPublicFormActions(build: ServerBuild): Map<string, RouteAction> {
  const actions = new Map<string, RouteAction>();
  for (const [route, pathname] of routesWithActions(build)) {
    if (pathname.includes("/:") || isOwnerPath(pathname) || isClientLinkPath(pathname)) continue;
    actions.set(pathname, route.module.action as RouteAction);
  }
  return actions;
}

/** A route path with `:param` segments as a pattern: each parameter stands for one segment of the URL. */
function routePattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) =>
      part.startsWith(":")
        ? `[^/]+${part.endsWith(".data") ? "\\.data" : ""}`
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The form target a request path reaches: a route's path as it is ("/devis"), or one with parameters
 * ("/pro/demandes/:id" for "/pro/demandes/42", "/pro/demandes/:id.data" for its data URL).
 */
export function findFormTarget(
  formPaths: Map<string, { index: boolean }>,
  pathname: string,
): { index: boolean } | undefined {
  const exact = formPaths.get(pathname);
  if (exact) return exact;
  for (const [path, target] of formPaths) {
    if (path.includes("/:") && routePattern(path).test(pathname)) return target;
  }
  return undefined;
}

/**
 * Vite's development server as the app uses it (`npm run dev`): its middlewares (modules compiled on request,
 * the reload channel) and the routes' code loaded again for each request, so an edit shows without a restart.
 */
export interface DevelopmentServer {
  middlewares: RequestHandler;
  loadBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

/** A response of the owner's published site, in memory, with the sources of its Content-Security-Policy. */
export interface PublishedResponse extends LoadedPage {
  contentType: string;
  status: number;
  sources: PageSources | null;
}

/**
 * The public site as the owner last published it, rendered again by the server (app/services/site/): its pages,
 * the 404 page and the sitemap, in memory.
 */
export interface PublishedResponses {
  /** What a GET of `pathname` with the query `search` gets, when it names a page of the set. */
  responseFor(pathname: string, search: URLSearchParams): PublishedResponse | undefined;
  /** The page every other public address gets, with status 404. */
  notFound: PublishedResponse | undefined;
  /** The published company's name, e-mail and phone, for the forms of pages rendered per request. */
  contact: FormContact;
}

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  siteUrl?: string;
  log?: (line: string) => void;
  health?: () => { ok: boolean; detail?: string } | Promise<{ ok: boolean; detail?: string }>;
  trustProxy?: number | string | string[];
  beforeRequestHandler?: (app: Express) => void;
  formGuards?: FormGuardSettings;
  development?: DevelopmentServer | undefined;
  /** The owner's public project photos (SITE_PHOTOS_DIR), served under /photos with an immutable cache. */
  publicPhotosDir?: string | undefined;
  /** The published site, swapped whole by each publication; null while the build's pages are the latest. */
  publishedSite?: () => PublishedResponses | null;
  /** Whether a Cookie header opens a session of the owner's space; the store's sessions unless a test says otherwise. */
  ownerSessions?: OwnerGuardOptions["checkSession"];
}

export function createApp({
  build,
  clientDir,
  siteUrl = "http://localhost:3000",
  log = console.log,
  health = () => ({ ok: true }),
  trustProxy = "loopback",
  beforeRequestHandler,
  formGuards,
  development,
  ownerSessions = checkSessionCookie,
  publishedSite = () => null,
  publicPhotosDir,
}: AppOptions): Express {
  const app = express();
  const siteOrigin = new URL(siteUrl).origin;
  app.disable("x-powered-by");
  // Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): the rate limit counts that address.
  app.set("trust proxy", trustProxy);

  app.use((req, res, next) => {
    // One published site for the whole response (its policy and its page), even if a publication lands meanwhile.
    res.locals.published = publishedSite();
    // The routes read the client's address from here (clientAddress), never from what the client sent.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  });

  // Brotli and gzip twins written at build time (scripts/postbuild.mjs), sent instead of compressing on the fly.
  const precompressed = findPrecompressed(clientDir);
  const pageFiles = findPrerenderedPages(clientDir);
  const pages = loadPrerenderedPages(pageFiles, precompressed);
  const pageHtml = new Map([...pages].map(([route, page]) => [route, page.html.toString("utf8")]));
  const prerendered = prerenderedSources(pageHtml);
  // The 404 page is prerendered with the others (scripts/postbuild.mjs) but is the page of no address: it answers
  // every public address nothing else answers, as a file. Not in development, where Vite answers many addresses.
  const builtNotFound = pages.get(notFoundPath);
  pages.delete(notFoundPath);
  const notFoundFile: PublishedResponse | undefined =
    builtNotFound && !development
      ? { ...builtNotFound, contentType: "html", status: 404, sources: prerendered.pages.get(notFoundPath) ?? null }
      : undefined;
  /**
   * The 404 page a public GET or HEAD gets when no page, file or route answers it: the published one, or the
   * build's. Never for the owner's space (its own not-found page needs the session), a client's document link,
   * the owner's app manifest, a page the router renders (a query, an escaped path) or a moved page's address.
   */
  const notFoundOf = (req: Request, res: Response): PublishedResponse | undefined => {
    if ((req.method !== "GET" && req.method !== "HEAD") || outsidePublication(req)) return undefined;
    const pathname = routedPath(req);
    if (pages.has(pathname) || findRedirect(pathname) !== undefined) return undefined;
    return publishedOf(res)?.notFound ?? notFoundFile;
  };
  const formActions = development ? new Map<string, RouteAction>() : findPublicFormActions(build);
  /**
   * A form posted without JavaScript to a public page (published, or the build's): what its answer is made of,
   * decided once per request, before the policy is written. Undefined when React Router should answer as before.
   */
  const formAnswerOf = (req: Request, res: Response): FormAnswerTarget | undefined => {
    const locals = res.locals as { formAnswer?: FormAnswerTarget | null };
    if (locals.formAnswer !== undefined) return locals.formAnswer ?? undefined;
    locals.formAnswer = null;
    const action = req.method === "POST" ? formActions.get(req.path) : undefined;
    if (!action || outsidePublication(req) || !sameOriginPost(req)) return undefined;
    const published = publishedPageOf(req, res);
    const page = published ?? pages.get(req.path);
    const form = page ? formPageIn(page) : null;
    if (!page || !form) return undefined;
    const sources = published ? published.sources : prerendered.pages.get(req.path);
    if (!sources) return undefined;
    // The answer's form may show style attributes its empty version has not (any page's are allowed, as for a render).
    const styleAttributes = [...new Set([...sources.styleAttributes, ...prerendered.styleAttributes])];
    locals.formAnswer = { action, form, sources: { ...sources, styleAttributes } };
    return locals.formAnswer;
  };
  const assetPaths = findAssetPaths(clientDir, new Set(pageFiles.values()));
  const isAsset = (req: Request) =>
    (req.method === "GET" || req.method === "HEAD") &&
    (assetPaths.has(req.path) ||
      // A missing build file gets a file's short 404, not a document.
      (!development && req.path.startsWith("/assets/")) ||
      (publicPhotosDir !== undefined && isPublicPhoto(publicPhotosDir, req.path)));
  // Every other response, whatever answers it (page, redirect, guard, error, React Router), leaves with the
  // document's headers; a file that exists leaves with a file's.
  const https = new URL(siteUrl).protocol === "https:";
  const fileHeaders = assetHeaders({ https });
  const documentHeaders = express.Router();
  documentHeaders.use(
    cspSources(
      prerendered,
      (req, res) => (formAnswerOf(req, res) ?? publishedPageOf(req, res) ?? notFoundOf(req, res))?.sources ?? undefined,
    ),
    securityHeaders({ https, development: development !== undefined }),
  );
  app.use((req, res, next) => (isAsset(req) ? fileHeaders(req, res, next) : documentHeaders(req, res, next)));
  // A client's quote, invoice or review link carries its secret in the path: the page never hands it on as a
  // referrer. Under that policy the browser posts the quote's and the review's forms with `Origin: null`, which React
  // Router would refuse as a cross-site action; the secret path itself is what a forged post cannot know, so that
  // one value is dropped there. The invoice's pages (`/f/`) have no form.
  app.use([...clientLinkPrefixes], (_req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });
  app.use(["/d/", "/a/"], (req, _res, next) => {
    if (req.headers.origin === "null") delete req.headers.origin;
    next();
  });
  app.use(compression());
  app.use(
    ownerGuard({
      checkSession: ownerSessions,
      siteOrigin,
      copy: proCopy.errors,
    }),
  );

  app.get("/healthz", async (_req, res) => {
    const status = await health();
    res.status(status.ok ? 200 : 503).json({ status: status.ok ? "ok" : "error", detail: status.detail });
  });

  if (formGuards) app.use(createFormGuards({ ...formGuards, formPaths: findFormPaths(build) }));

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path;
    // One canonical form without trailing slash: "/devis/" answers a permanent redirect to "/devis". A path
    // whose canonical form would leave the site (`//evil.example/`, `/\evil.example/`) is not redirected at all:
    // it goes on to the router, which answers the 404 page.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const query = req.originalUrl.slice(
        req.originalUrl.indexOf("?") >= 0 ? req.originalUrl.indexOf("?") : req.originalUrl.length,
      );
      const target = sameSiteTarget(`${pathname.replace(/\/+$/, "") || "/"}${query}`, siteOrigin);
      if (target !== null) return res.redirect(301, target);
      return next();
    }
    const published = publishedPageOf(req, res);
    if (published) return sendPage(req, res, published, published.contentType, published.status);
    const page = pages.get(pathname);
    // A page of the build that the published set does not have is gone from the site (an article the owner took
    // off, a list page it no longer fills): the published 404 page, never the build's old file.
    const servedSet = publishedOf(res);
    if (page && servedSet?.notFound && !outsidePublication(req)) {
      return sendPage(req, res, servedSet.notFound, servedSet.notFound.contentType, 404);
    }
    // A prerendered page was rendered without a query string. A request with one (the portfolio filter
    // `/realisations?service=zinc`) goes to the React Router handler, which renders what that URL shows.
    if (!page || req.originalUrl.includes("?")) return next();
    sendPage(req, res, page);
  });

  app.use(
    "/assets",
    precompressedStatic(path.join(clientDir, "assets"), precompressed),
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
      fallthrough: true,
    }),
  );
  if (!development) {
    // A build file that does not exist (an old hashed name, a probe): a short answer, no page rendered.
    app.use("/assets", (req, res, next) =>
      req.method === "GET" || req.method === "HEAD" ? res.status(404).type("txt").send("Not found") : next(),
    );
  }
  app.use(
    precompressedStatic(clientDir, precompressed),
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
    }),
  );

  if (publicPhotosDir) {
    // Content-hashed names: a changed photo gets a new name, so a year's cache never shows a stale one. Only
    // finished files answer (a name the encoder writes last), never a temporary one.
    const photos = express.static(publicPhotosDir, {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
      dotfiles: "deny",
    });
    app.use("/photos", (req, res, next) => (FINISHED_PHOTO.test(req.path) ? photos(req, res, next) : next()));
  }

  // An address the site does not have: the 404 page as a file (the published one carries the owner's values),
  // without rendering anything, since bots probe such addresses all day.
  app.use((req, res, next) => {
    const notFound = notFoundOf(req, res);
    if (!notFound) return next();
    sendPage(req, res, notFound, notFound.contentType, 404);
  });

  const runtime = runtimeOf(build);
  // A form posted without JavaScript: the route's action stores the request (or finds the errors), then the answer
  // is the prerendered page with its form rendered again with the result, instead of a render of the whole page.
  app.use(async (req, res, next) => {
    const target = formAnswerOf(req, res);
    if (!target) return next();
    try {
      const answer = await target.action({
        request: actionRequestOf(req, res),
        params: {},
        context: runtime.requestContext(undefined, publishedOf(res)?.contact),
      });
      if (!isDataAnswer(answer)) throw new Error(`the action of ${req.path} answered something else than data()`);
      const status = answer.init?.status ?? 200;
      sendFormAnswer(req, res, await formAnswerFor(req, target.form, answer.data, status), status);
    } catch (error) {
      next(error);
    }
  });

  if (development) app.use(development.middlewares);
  beforeRequestHandler?.(app);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: development ? development.loadBuild : build,
      // The response's nonce reaches entry.server.tsx, which gives it to React and React Router's inline scripts.
      // In development the context comes from the build serving this request: an edit may have reloaded it.
      getLoadContext: development
        ? async (_req, res) => runtimeOf(await development.loadBuild()).requestContext(res.locals.cspNonce)
        : (_req, res) => runtime.requestContext(res.locals.cspNonce, publishedOf(res)?.contact),
    }),
  );
  return app;
}

/**
 * Guards in front of the form actions, the site's only POST endpoints (the document POST to /devis
 * as well as the fetcher's /devis.data): they answer before React Router reads a byte of the body.
 * - GET and HEAD everywhere, POST only where a form posts; any other method gets 405 with `Allow`
 *   (React Router would otherwise hand a PUT or DELETE to the same action, past the guards below);
 * - a per-IP limit, so a script cannot flood the owner's inbox (429 + Retry-After): in memory, or in the
 *   store's database when several processes share it (a database that does not answer lets the post through
 *   to the action, which answers 503 if it cannot store it either);
 * - only the two encodings a browser form sends, in UTF-8 (415), so nothing else reaches the actions;
 * - a declared, bounded body size (411 without Content-Length, 413 above the limit): a text form's body is
 *   read into memory, a form with photos streams its files to disk but is bounded all the same;
 * - a body that stalls is cut off (408) and its connection closed.
 * The French wording comes from the application bundle (app/content/forms.ts).
 */
export function createFormGuards({
  limit,
  windowMs,
  maxBodyBytes,
  maxMultipartBytes,
  stallMs,
  copy,
  store,
  formPaths,
}: FormGuardSettings & { formPaths: Map<string, { index: boolean }> }): RequestHandler[] {
  const refuse = (res: Response, status: number, message: string) => {
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(copy.pageTitle)}</title></head><body><main><h1>${escapeHtml(copy.pageTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(copy.back)}</a></p></main></body></html>`;
    res.status(status).format({
      html: () => res.send(html),
      default: () => res.type("text/plain; charset=utf-8").send(message),
    });
  };
  const isPost = (req: Request) => req.method === "POST";
  return [
    (req, res, next) => {
      const target = findFormTarget(formPaths, req.path);
      const acceptsPost = target !== undefined && (!target.index || req.query.index !== undefined);
      if (req.method === "GET" || req.method === "HEAD" || (isPost(req) && acceptsPost)) return next();
      res.setHeader("Allow", acceptsPost ? "GET, HEAD, POST" : "GET, HEAD");
      return refuse(res, 405, copy.methodNotAllowed);
    },
    rateLimit({
      windowMs,
      limit,
      // Behind the owner's door (a session) posts are the owner's work, not a visitor's form. The doors
      // themselves (login, passkey login) are open to anyone and count like the forms, on top of the login throttle.
      skip: (req) => !isPost(req) || (isOwnerPath(req.path) && !isPublicOwnerPath(req.path)),
      ...(store ? { store, passOnStoreError: true } : {}),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => refuse(res, 429, copy.rateLimited),
    }),
    (req, res, next) => {
      if (!isPost(req)) return next();
      const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers["content-type"] ?? "")?.[1];
      if (
        !req.is(["application/x-www-form-urlencoded", "multipart/form-data"]) ||
        (charset !== undefined && charset.toLowerCase() !== "utf-8")
      ) {
        return refuse(res, 415, copy.unsupported);
      }
      const multipart = req.is("multipart/form-data") === "multipart/form-data";
      const declared = req.headers["content-length"];
      if (declared === undefined) return refuse(res, 411, copy.lengthRequired);
      if (Number(declared) > (multipart ? maxMultipartBytes : maxBodyBytes)) {
        return refuse(res, 413, multipart ? copy.photosTooLarge : copy.tooLarge);
      }
      watchBody(req, res, { stallMs, deadlineMs: multipart ? undefined : TEXT_FORM_DEADLINE_MS }, () => {
        res.setHeader("Connection", "close");
        refuse(res, 408, copy.stalled);
      });
      next();
    },
  ];
}

/** A text-only form is a few kilobytes: a body still arriving after this is trickled on purpose. */
const TEXT_FORM_DEADLINE_MS = 30_000;

/**
 * Cuts off a request body that stops arriving (no byte for `stallMs`: the socket's idle timer) or, with
 * `deadlineMs`, that is not in by then: `cutOff` answers (408) unless an answer has already started, and the
 * connection is closed, which makes the action's read fail and remove what it had written. Once the body is in,
 * the timers stop, so the action may take its time (re-encoding six photos). The server's own `requestTimeout`
 * stays as the outer bound of a whole upload.
 */
function watchBody(
  req: Request,
  res: Response,
  { stallMs, deadlineMs }: { stallMs: number; deadlineMs: number | undefined },
  cutOff: () => void,
): void {
  const stop = () => {
    clearTimeout(deadline);
    req.socket?.setTimeout(0);
  };
  const onStall = () => {
    if (req.complete) return;
    stop();
    if (res.headersSent) {
      req.destroy();
      return;
    }
    // Destroyed with an error once the answer is out, the request makes a reader still waiting for its body
    // (the action's multipart parser) fail at once and remove what it wrote, rather than wait forever.
    res.once("finish", () => req.destroy(new Error("request body stalled")));
    cutOff();
  };
  const deadline = deadlineMs === undefined ? undefined : setTimeout(onStall, deadlineMs);
  // On the response, not the request: Node emits a request's timeout only while its body is incomplete, and
  // destroys the socket when nobody listens, which would cut off a long re-encoding after the body is in.
  res.setTimeout(stallMs, onStall);
  req.once("end", stop);
  req.once("close", stop);
}

function publishedOf(res: Response): PublishedResponses | null {
  return (res.locals as { published?: PublishedResponses | null }).published ?? null;
}

/**
 * What the router answers even once a version is published, since no publication holds it: the owner's space, his
 * app's manifest, and a client's quote or invoice behind its private link (pages and files). The published 404 page must not
 * take their place.
 */
function outsidePublication(req: Request): boolean {
  const pathname = routedPath(req);
  return isOwnerPath(pathname) || isClientLinkPath(pathname) || pathname === OWNER_APP_MANIFEST_PATH;
}

/**
 * The public page of the published site a request gets: a GET or HEAD, or a form posted to it (answered in that
 * page). The owner's space is never in the set.
 */
function publishedPageOf(req: Request, res: Response): PublishedResponse | undefined {
  const published = publishedOf(res);
  if (!published || !["GET", "HEAD", "POST"].includes(req.method) || outsidePublication(req)) return undefined;
  const query = req.originalUrl.indexOf("?");
  const page = published.responseFor(req.path, new URLSearchParams(query < 0 ? "" : req.originalUrl.slice(query + 1)));
  return req.method === "POST" && page?.status !== 200 ? undefined : page;
}

/** What a form post's answer is made of: the route's action, the page around the form, the page's policy. */
interface FormAnswerTarget {
  action: RouteAction;
  form: FormPage;
  sources: PageSources;
}

const formPages = new WeakMap<LoadedPage, FormPage | null>();

/** The page cut around its lead form, once per page served (a publication brings new page objects). */
function formPageIn(page: LoadedPage): FormPage | null {
  let form = formPages.get(page);
  if (form === undefined) {
    form = formPageOf(page.html.toString("utf8"));
    formPages.set(page, form);
  }
  return form;
}

/**
 * React Router's own check before it runs an action (`throwIfPotentialCSRFAttack`): an Origin header, when the
 * browser sends one, names this very origin. A post that fails it goes on to React Router, which refuses it.
 */
function sameOriginPost(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === `${req.protocol}://${req.host}`;
  } catch {
    return false;
  }
}

/** The request as a route action reads it (a Fetch request whose body is the visitor's, still unread). */
function actionRequestOf(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // A visitor who leaves mid-upload makes the action's read fail, and it removes what it had written.
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new globalThis.Request(new URL(req.originalUrl, "http://localhost"), {
    method: "POST",
    headers,
    // As React Router's own adapter reads it: a body the visitor already cut off reads as an error, not a crash.
    body: createReadableStreamFromReadable(req),
    duplex: "half",
    signal: controller.signal,
  } as RequestInit);
}

/** What React Router's `data(result, { status })` returns. */
function isDataAnswer(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: LeadActionResult; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality of an answer that shows what one visitor typed (errors), compressed for that post alone on libuv's
 * threads: 4, as compression() did; on the contact page's 117 KB, 1.8 ms where quality 11 takes about 200 ms
 * (docs/decisions/026-form-posts-and-404-under-load.md).
 */
export const FORM_ANSWER_BROTLI_QUALITY = 4;

/** A form post's answer and the twins made of it so far. */
interface EncodedAnswer {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function encode(html: Buffer, encoding: "br" | "gzip", brotliQuality: number): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

const successAnswers = new WeakMap<FormPage, Promise<EncodedAnswer>>();

/**
 * The success answer of a page's form: the same bytes for every visitor whose request was stored, so it is made
 * and compressed (Brotli at its best quality, like the prerendered files) once per page served, then sent as a
 * file is. A publication brings new pages, hence new answers.
 */
function successAnswerOf(form: FormPage): Promise<EncodedAnswer> {
  let answer = successAnswers.get(form);
  if (!answer) {
    const html = Buffer.from(formAnswerHtml(form, { status: "success", kind: form.props.kind }));
    answer = Promise.all([encode(html, "br", zlib.constants.BROTLI_MAX_QUALITY), encode(html, "gzip", 0)]).then(
      ([br, gzipped]) => ({ html, br, gzip: gzipped }),
      (error: unknown) => {
        successAnswers.delete(form);
        throw error;
      },
    );
    successAnswers.set(form, answer);
  }
  return answer;
}

/**
 * The answer to a form post: the page's shared success answer when the action says the request is stored (and
 * only then), else the page with this visitor's errors, compressed for this post alone.
 */
async function formAnswerFor(req: Request, form: FormPage, result: LeadActionResult, status: number) {
  if (result.status === "success" && result.kind === form.props.kind && status === 200) return successAnswerOf(form);
  const html = Buffer.from(formAnswerHtml(form, result));
  const encoding = chooseEncoding(req, ["br", "gzip"]);
  return encoding
    ? { html, [encoding]: await encode(html, encoding, FORM_ANSWER_BROTLI_QUALITY) }
    : ({ html } satisfies EncodedAnswer);
}

/** Sends a form post's answer, compressed as the browser accepts, never cached: it may echo what the visitor typed. */
function sendFormAnswer(req: Request, res: Response, answer: EncodedAnswer, status: number): void {
  const encoding = chooseEncoding(
    req,
    (["br", "gzip"] as const).filter((name) => answer[name] !== undefined),
  );
  const body = (encoding && answer[encoding]) || answer.html;
  res.status(status);
  res.type("html");
  res.vary("Accept-Encoding");
  res.setHeader("Cache-Control", "no-store");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * What the Express layer takes from the application bundle's runtime (exported by app/entry.server.tsx): the context
 * of a request. Typed by that one function so that this layer does not depend on the runtime that creates it.
 */
interface BundleRuntime {
  requestContext: typeof requestContext;
}

function runtimeOf(build: ServerBuild): BundleRuntime {
  return (build.entry.module as unknown as { serverRuntime: BundleRuntime }).serverRuntime;
}

/** Settings of the Express guards in front of every form POST. */
export interface FormGuardSettings {
  /** POSTs allowed per IP address and window. */
  limit: number;
  windowMs: number;
  /** Far above the longest valid form (5,000-character description, percent-encoded). */
  maxBodyBytes: number;
  /** A form with photos: the photos' total (MAX_PHOTOS_TOTAL_BYTES) and room for the text and the parts' headers. */
  maxMultipartBytes: number;
  /** A body that sends no byte for this long is cut off (408), so a stalled upload does not hold a connection. */
  stallMs: number;
  copy: typeof formGuardCopy & { photosTooLarge: string; stalled: string };
  /** Counters shared by every server process (PostgreSQL); unset, each process counts in memory. */
  store?: RateLimitStore | undefined;
}
