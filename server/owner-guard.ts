import type { RequestHandler } from "express";
import {
  isInvitationPath,
  isOwnerPath,
  isPublicOwnerPath,
  isSameOrigin,
  isSetupPath,
  loginUrl,
  type SessionCheck,
  wantsDocument,
} from "#app/services/pro/request.server.ts";
import { routedPath } from "./routed-path.ts";
import { OWNER_PERMISSIONS_POLICY } from "./security.ts";

export interface OwnerGuardOptions {
  /**
   * Whether this Cookie header opens a live session of the owner's space; when not, whether it held one that has
   * just ended (inactivity, absolute lifetime) and the Set-Cookie header that clears it.
   */
  checkSession: (cookieHeader: string | undefined, https: boolean) => Promise<SessionCheck>;
  /** The public site's origin (SITE_URL), accepted in Origin as well as the origin the request reached. */
  siteOrigin?: string | undefined;
  copy: { forbidden: string; unauthorized: string; unavailable: string };
  log?: (line: string) => void;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The door of the owner's space, in front of everything else that could answer a /pro URL (pages, their
 * `.data` requests, resource routes, files): its responses are never indexed nor cached; a state-changing
 * request must come from this site (Origin, 403 otherwise); and without a live session only the login page
 * and the passkey login answer: a page request is sent to the login page, anything else gets 401. The
 * routes check the session again (requireOwner), so a mistake on one side does not open the space.
 */
export function ownerGuard({ checkSession, siteOrigin, copy, log = console.error }: OwnerGuardOptions): RequestHandler {
  return async (req, res, next) => {
    const pathname = routedPath(req);
    if (!isOwnerPath(pathname)) return next();
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Permissions-Policy", OWNER_PERMISSIONS_POLICY);
    const text = (status: number, message: string) =>
      res.status(status).type("text/plain; charset=utf-8").send(message);

    const requestOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req.get("origin"), requestOrigin, siteOrigin)) {
      return text(403, copy.forbidden);
    }
    if (isSetupPath(pathname) || isInvitationPath(pathname)) {
      // A one-time link's code (setup, invitation) must not leave in a Referer: the URL that carries it sends none.
      // The page it then redirects to has no code in its URL and keeps `same-origin`, so its form's POST still
      // carries the Origin that the check above and React Router's own require ("no-referrer" would make it `null`).
      res.setHeader("Referrer-Policy", "code" in req.query ? "no-referrer" : "same-origin");
    }
    if (isPublicOwnerPath(pathname)) return next();

    let session: Awaited<ReturnType<OwnerGuardOptions["checkSession"]>>;
    try {
      session = await checkSession(req.headers.cookie, req.secure);
    } catch (error) {
      log(`owner guard: session check failed: ${error instanceof Error ? error.message : String(error)}`);
      return text(503, copy.unavailable);
    }
    if (session.open) return next();
    if (wantsDocument(req.method, pathname, { get: (name) => req.get(name) ?? null })) {
      // Only a page load forgets the ended session's cookie: after a data request's 401, the page the owner
      // reloads still reaches this point with it, and the login page can say why.
      if (session.clearCookie) res.append("Set-Cookie", session.clearCookie);
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      return res.redirect(303, loginUrl(`${pathname}${query}`, session.ended));
    }
    return text(401, copy.unauthorized);
  };
}
