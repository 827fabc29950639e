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

/** The private links' prefixes: a quote, an invoice, a review form, a job's page, a person's calendar feed. */
export const clientLinkPrefixes = ["/d/", "/f/", "/a/", "/c/", "/agenda/"] as const;

/**
 * A page or file behind its private link: a quote (`/d/<token>`, its PDF, the invoices of its job under it), an
 * invoice (`/f/<token>`, its PDF and XML), the form that asks his review of a finished job (`/a/<token>`), the
 * client's page of his job (`/c/<token>`, its calendar file and documents) or a person's calendar feed
 * (`/agenda/<token>.ics`, decision 056).
 */
export function isClientLinkPath(pathname: string): boolean {
  return clientLinkPrefixes.some((prefix) => pathname.startsWith(prefix));
}
