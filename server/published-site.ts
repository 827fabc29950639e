import type { Request, Response } from "express";
import type { FormContact } from "#app/content/forms.ts";
import { OWNER_APP_MANIFEST_PATH } from "#app/lib/owner-app-manifest.ts";
import { isOwnerPath } from "#app/services/pro/request.server.ts";
import type { LoadedPage } from "./prerendered-pages.ts";
import { isClientLinkPath, routedPath } from "./routed-path.ts";
import type { PageSources } from "./security.ts";

// Once the owner publishes, his site's pages replace the build's: what a published set holds, which request one of
// its pages answers, and which addresses stay the router's whatever is published.

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

/** The published set this response began with (app.ts reads it once per request), or null for the build's pages. */
export function publishedOf(res: Response): PublishedResponses | null {
  return (res.locals as { published?: PublishedResponses | null }).published ?? null;
}

/**
 * What the router answers even once a version is published, since no publication holds it: the owner's space, his
 * app's manifest, and a client's quote or invoice behind its private link (pages and files). The published 404 page must not
 * take their place.
 */
export function outsidePublication(req: Request): boolean {
  const pathname = routedPath(req);
  return isOwnerPath(pathname) || isClientLinkPath(pathname) || pathname === OWNER_APP_MANIFEST_PATH;
}

/**
 * The public page of the published site a request gets: a GET or HEAD, or a form posted to it (answered in that
 * page). The owner's space is never in the set.
 */
export function publishedPageOf(req: Request, res: Response): PublishedResponse | undefined {
  const published = publishedOf(res);
  if (!published || !["GET", "HEAD", "POST"].includes(req.method) || outsidePublication(req)) return undefined;
  const query = req.originalUrl.indexOf("?");
  const page = published.responseFor(req.path, new URLSearchParams(query < 0 ? "" : req.originalUrl.slice(query + 1)));
  return req.method === "POST" && page?.status !== 200 ? undefined : page;
}
