import type { Request } from "express";

/**
 * The path as the router will see it: percent-escapes decoded and repeated slashes merged, so that
 * `/%70ro/compte` or `//pro` cannot slip past a test made on the raw path.
 */
export function routedPath(req: Request): string {
  let pathname = req.path;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it was; the router refuses it too.
  }
  return pathname.replace(/\/{2,}/g, "/");
}

/**
 * A client's document behind its private link: a quote (`/d/<token>`, the page or its PDF), and the invoices
 * that will follow it under `/f/`. Such a path is never answered by the public site's files or its 404 page.
 */
export function isClientDocumentPath(pathname: string): boolean {
  return pathname.startsWith("/d/") || pathname.startsWith("/f/");
}
