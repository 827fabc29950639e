import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import type { Express, Request, RequestHandler, Response } from "express";
import express from "express";
import type { ServerBuild } from "react-router";
import { notFoundPath } from "#app/content/pages.ts";
import { proCopy } from "#app/content/pro.ts";
import { findRedirect } from "#app/content/redirects.ts";
import { sameSiteTarget } from "#app/lib/safe-redirect.ts";
import type { requestContext } from "#app/services/csp.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/services/pro/request.server.ts";
import { checkSessionCookie } from "#app/services/pro/session.server.ts";
import { createFormGuards, type FormGuardSettings } from "./form-guards.ts";
import { answerFormPosts, formAnswerTargets } from "./form-posts.ts";
import { findFormPaths, findPublicFormActions, type RouteAction } from "./form-routes.ts";
import { type OwnerGuardOptions, ownerGuard } from "./owner-guard.ts";
import { findPrecompressed } from "./precompressed.ts";
import { findPrerenderedPages, loadPrerenderedPages, sendPage } from "./prerendered-pages.ts";
import {
  outsidePublication,
  type PublishedResponse,
  type PublishedResponses,
  publishedOf,
  publishedPageOf,
} from "./published-site.ts";
import { clientLinkPrefixes, routedPath } from "./routed-path.ts";
import { assetHeaders, cspSources, prerenderedSources, securityHeaders } from "./security.ts";
import { fileRequests, serveStaticFiles } from "./static-files.ts";

// The Express layer in front of React Router: the order in which a request meets the security headers, the owner's
// door, the health check, the form guards, the pages in memory, the static files, the 404 page, the answer to a form
// posted without JavaScript and, last, the router. Each of these lives in its own module beside this one.

/**
 * Vite's development server as the app uses it (`npm run dev`): its middlewares (modules compiled on request,
 * the reload channel) and the routes' code loaded again for each request, so an edit shows without a restart.
 */
export interface DevelopmentServer {
  middlewares: RequestHandler;
  loadBuild: () => Promise<ServerBuild>;
  close: () => Promise<void>;
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
  const formAnswerOf = formAnswerTargets({ formActions, pages, prerendered });
  const isAsset = fileRequests({
    clientDir,
    pageFiles: new Set(pageFiles.values()),
    development: development !== undefined,
    publicPhotosDir,
  });
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
  // referrer. Under that policy the browser posts the quote's, the review's and the job's forms with `Origin: null`, which React
  // Router would refuse as a cross-site action; the secret path itself is what a forged post cannot know, so that
  // one value is dropped there. The invoice's pages (`/f/`) have no form.
  app.use([...clientLinkPrefixes], (_req, res, next) => {
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });
  app.use(["/d/", "/a/", "/c/"], (req, _res, next) => {
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

  serveStaticFiles(app, { clientDir, precompressed, development: development !== undefined, publicPhotosDir });

  // An address the site does not have: the 404 page as a file (the published one carries the owner's values),
  // without rendering anything, since bots probe such addresses all day.
  app.use((req, res, next) => {
    const notFound = notFoundOf(req, res);
    if (!notFound) return next();
    sendPage(req, res, notFound, notFound.contentType, 404);
  });

  const runtime = runtimeOf(build);
  // A form posted without JavaScript, answered in the page it was posted from (form-posts.ts).
  app.use(answerFormPosts(formAnswerOf, (res) => runtime.requestContext(undefined, publishedOf(res)?.contact)));

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
 * What the Express layer takes from the application bundle's runtime (exported by app/entry.server.tsx): the context
 * of a request. Typed by that one function so that this layer does not depend on the runtime that creates it.
 */
interface BundleRuntime {
  requestContext: typeof requestContext;
}

function runtimeOf(build: ServerBuild): BundleRuntime {
  return (build.entry.module as unknown as { serverRuntime: BundleRuntime }).serverRuntime;
}
