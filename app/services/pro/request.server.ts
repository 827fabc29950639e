import { LOCAL_ORIGIN, sameSiteTarget } from "#app/lib/safe-redirect.ts";

/**
 * The header through which the Express layer hands the client's address (`req.ip`, which honours
 * TRUST_PROXY) to the routes. Express writes it on every request, over anything the client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/** The owner's space: `/pro`, its pages, their `.data` twins (`/pro.data`) and files. Case-insensitive like the routes. */
export function isOwnerPath(pathname: string): boolean {
  return /^\/pro(?:[/.]|$)/i.test(pathname);
}

/**
 * The only /pro URLs a stranger may reach: the login page (and its data request), the passkey login
 * endpoint, the setup page of a fresh install and the invitation page of a new person of the team (each answers
 * 404 without a live code), and the owner's service worker, which holds no data and which the browser checks for
 * updates on its own (decision 028). Everything else needs a session.
 */
export function isPublicOwnerPath(pathname: string): boolean {
  return (
    /^\/pro\/(?:connexion(?:\.data|\/cle-d-acces)?|sw\.js)$/i.test(pathname) ||
    isSetupPath(pathname) ||
    isInvitationPath(pathname)
  );
}

/** The setup page of a fresh install (app/routes/pro/setup.tsx) and its data request. */
export function isSetupPath(pathname: string): boolean {
  return /^\/pro\/installation(?:\.data)?$/i.test(pathname);
}

/** The page where an invited person makes his account (app/routes/pro/invitation.tsx) and its data request. */
export function isInvitationPath(pathname: string): boolean {
  return /^\/pro\/invitation(?:\.data)?$/i.test(pathname);
}

/** React Router's data requests (client navigations, fetchers) end in `.data`. */
export function isDataPath(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** A browser loading a page (or a file opened in a tab) rather than a script asking for data. */
export function wantsDocument(
  method: string,
  pathname: string,
  headers: { get(name: string): string | null },
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (isDataPath(pathname)) return false;
  const destination = headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return (headers.get("accept") ?? "").includes("text/html");
}

/**
 * Where to go back after logging in: the redirect gate's answer (one leading slash, no backslash, no encoded
 * slash or dot, no `..`, nothing that leaves the site), and then still inside the owner's space and not the
 * login page itself; anything else goes to the owner's home, `/pro`.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return "/pro";
  const target = sameSiteTarget(candidate, LOCAL_ORIGIN);
  if (target === null || !/^\/pro(?:[/?]|$)/.test(target) || /^\/pro\/connexion(?:[/?.]|$)/i.test(target))
    return "/pro";
  return target;
}

/** Why a session the browser still held no longer opens the owner's space. */
export type SessionEnd = "idle" | "absolute";

/**
 * The guard's view of a Cookie header: a live session, or none; when it held one that has just ended, why (the
 * login page says it) and the Set-Cookie header that clears it.
 */
export type SessionCheck = { open: true } | { open: false; ended?: SessionEnd; clearCookie?: string };

/** How the login page's address names an ended session (`fin=inactivite`), and back. */
const SESSION_END_PARAM = "fin";
const SESSION_END_VALUES: Record<SessionEnd, string> = { idle: "inactivite", absolute: "duree" };

export function sessionEndFrom(searchParams: URLSearchParams): SessionEnd | null {
  const value = searchParams.get(SESSION_END_PARAM);
  if (value === SESSION_END_VALUES.idle) return "idle";
  if (value === SESSION_END_VALUES.absolute) return "absolute";
  return null;
}

/** The login URL that brings the owner back to the page asked for, saying why when his session has just ended. */
export function loginUrl(returnPath: string, ended?: SessionEnd | null): string {
  const target = safeReturnPath(returnPath.replace(/\.data(?=$|\?)/, ""));
  const params = new URLSearchParams();
  if (target !== "/pro") params.set("retour", target);
  if (ended) params.set(SESSION_END_PARAM, SESSION_END_VALUES[ended]);
  const query = params.toString();
  return query ? `/pro/connexion?${query}` : "/pro/connexion";
}

/**
 * A state-changing request must come from a page of this site: its Origin header equal to the origin the
 * request was sent to (the site's own, behind the proxy too). Browsers send Origin on every cross-site
 * POST and on same-origin fetches and form posts; a request without one is refused as well.
 */
export function isSameOrigin(origin: string | null | undefined, requestOrigin: string, siteOrigin?: string): boolean {
  if (!origin || origin === "null") return false;
  return origin === requestOrigin || (siteOrigin !== undefined && origin === siteOrigin);
}
