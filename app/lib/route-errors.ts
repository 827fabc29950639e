import { data, isRouteErrorResponse } from "react-router";
import { errorCopy, goneCopy, notFoundCopy } from "#app/content/errors.ts";
import { pageTags } from "./page-tags.ts";

/**
 * The one way a loader says a URL names nothing: the root's ErrorBoundary draws the not-found screen and
 * `errorPageMeta` gives it its title and `noindex`, whichever route threw. Logged so that a dead link someone
 * follows shows in the server's log.
 */
export function notFound(request: Request): never {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw data(null, { status: 404, statusText: "Not Found" });
}

/** A service the owner hid: gone for good (410), so search engines drop it sooner than a 404. */
export function gone(): never {
  throw data(null, { status: 410, statusText: "Gone" });
}

export function isGone(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 410;
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Every error page (a missing page, a crash) gets a title and stays out of search indexes. */
export function errorPageMeta(error: unknown) {
  if (isGone(error))
    return pageTags({ title: goneCopy.metaTitle, description: goneCopy.title, path: "/", noindex: true });
  const copy = isNotFound(error) ? notFoundCopy : errorCopy;
  return pageTags({ title: copy.metaTitle, description: copy.frenchTitle, path: "/", noindex: true });
}
