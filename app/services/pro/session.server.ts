import { redirect } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import type { TeamRole } from "#app/services/db/owner-tables.server.ts";
import { homeFor, mayOpenPath, sendsHome } from "#app/services/team/policy.ts";
import { clientAddress, recordAudit } from "./audit.server.ts";
import { CHALLENGE_LIFETIME_MS } from "./passkey-store.server.ts";
import { loginUrl, type SessionCheck, type SessionEnd, wantsDocument } from "./request.server.ts";
import { ownerSettings, ownerStore } from "./service.server.ts";
import { ENDED_SESSION_KEPT_MS, hashToken, newSessionToken, type OwnerSession } from "./store.server.ts";

/**
 * Over HTTPS the cookie is `Secure` and `__Host-` prefixed: the browser then refuses it from plain HTTP
 * and from any sub-domain, and it always covers the whole site (`Path=/`). Plain HTTP (development,
 * tests on 127.0.0.1) uses the bare name, which a browser would not store with `Secure`.
 */
const COOKIE_NAME = "pro_session";
const SECURE_COOKIE_NAME = `__Host-${COOKIE_NAME}`;

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieName(https: boolean): string {
  return https ? SECURE_COOKIE_NAME : COOKIE_NAME;
}

/** The value of a cookie holding one of our tokens (43 base64url characters); anything else is not worth a lookup. */
export function tokenFromCookies(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return /^[\w-]{43}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** A Set-Cookie header for a token: never readable by scripts, `Secure` (and `__Host-` named by the caller) over HTTPS. */
export function tokenCookie(
  name: string,
  token: string,
  options: { maxAgeSeconds: number; sameSite: "Lax" | "Strict"; https: boolean },
): string {
  return [
    `${name}=${token}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${options.sameSite}`,
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.https ? ["Secure"] : []),
  ].join("; ");
}

/** The session token a Cookie header carries for this scheme, if any. */
export function sessionTokenFrom(cookieHeader: string | null | undefined, https: boolean): string | undefined {
  return tokenFromCookies(cookieHeader, cookieName(https));
}

export function sessionCookie(token: string, https: boolean): string {
  // The browser keeps it a little longer than the session can live (SESSION_ABSOLUTE_SECONDS), so that the
  // server, not the browser's clock, ends it and the login page can say why.
  const maxAgeSeconds = Math.floor((ownerSettings().session.absoluteMs + ENDED_SESSION_KEPT_MS) / 1000);
  return tokenCookie(cookieName(https), token, { maxAgeSeconds, sameSite: "Lax", https });
}

export function clearedSessionCookie(https: boolean): string {
  return [
    `${cookieName(https)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(https ? ["Secure"] : []),
  ].join("; ");
}

/**
 * What the server's guard needs: whether the Cookie header opens a live session; when it held one that has
 * just ended, why (the login page says it) and the Set-Cookie header that clears it.
 */
export async function checkSessionCookie(
  cookieHeader: string | null | undefined,
  https: boolean,
): Promise<SessionCheck> {
  const token = sessionTokenFrom(cookieHeader, https);
  if (!token) return { open: false };
  const found = await (await ownerStore()).lookupSession(token);
  if (found && "session" in found) return { open: true };
  return { open: false, clearCookie: clearedSessionCookie(https), ...(found ? { ended: found.ended } : {}) };
}

/** The request's session: live, just ended (and why), or none. */
async function lookupRequestSession(request: Request) {
  const token = sessionTokenFrom(request.headers.get("cookie"), isHttps(request));
  return token ? (await ownerStore()).lookupSession(token) : undefined;
}

export async function currentSession(request: Request): Promise<OwnerSession | undefined> {
  const found = await lookupRequestSession(request);
  return found && "session" in found ? found.session : undefined;
}

/**
 * What a request without a valid session gets: a page request goes to the login page (and comes back after,
 * told why when the session has just ended), a data or file request gets 401, with no content.
 */
export function refuseStranger(request: Request, ended?: SessionEnd): Response {
  const url = new URL(request.url);
  if (wantsDocument(request.method, url.pathname, request.headers)) {
    return redirect(loginUrl(`${url.pathname}${url.search}`, ended), 303);
  }
  return new Response(proCopy.errors.unauthorized, {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The signed-in person's session, for every loader and action of the owner's space, once the role policy
 * (app/services/team/policy.ts) has let his role open the address asked for; otherwise the stranger's answer
 * thrown (see refuseStranger). A session may end between the server's guard and a route's loader (its limit falls
 * in between): the loader then says why too. An address the role gives no right to answers what a missing page
 * gets, 404, so a compagnon learns nothing of what exists, and the attempt goes to the audit trail; the space's
 * root sends him to his own home instead (policy's `sendsHome`).
 */
export async function requireOwnerSession(request: Request): Promise<OwnerSession> {
  const found = await lookupRequestSession(request);
  if (!(found && "session" in found)) throw refuseStranger(request, found?.ended);
  const { session } = found;
  const { pathname } = new URL(request.url);
  if (mayOpenPath(session.role, pathname)) return session;
  if (sendsHome(session.role, pathname)) throw redirect(homeFor(session.role), 303);
  await recordAudit({
    action: "role.denied",
    userId: session.userId,
    email: session.email,
    address: clientAddress(request),
    detail: `${session.role} ${request.method} ${pathname}`,
  });
  throw new Response(proCopy.errors.notFoundTitle, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The signed-in person, as every loader and action of the owner's space knows him. */
export interface TeamMember {
  userId: number;
  email: string;
  role: TeamRole;
  displayName: string;
}

/** The signed-in person whose role may open the address asked for (see requireOwnerSession). */
export async function requireOwner(request: Request): Promise<TeamMember> {
  const session = await requireOwnerSession(request);
  return { userId: session.userId, email: session.email, role: session.role, displayName: session.displayName };
}

/** Opens a fresh session (never one the browser brought: no fixation) and returns its Set-Cookie header. */
export async function startSession(request: Request, userId: number, address: string | null): Promise<string> {
  const store = await ownerStore();
  const previous = sessionTokenFrom(request.headers.get("cookie"), isHttps(request));
  if (previous) await store.deleteSession(hashToken(previous));
  const { token } = await store.createSession(userId, {
    userAgent: request.headers.get("user-agent"),
    address,
  });
  return sessionCookie(token, isHttps(request));
}

/** Closes the request's session, if any, and returns the Set-Cookie header that clears it. */
export async function endSession(request: Request): Promise<string> {
  const token = sessionTokenFrom(request.headers.get("cookie"), isHttps(request));
  if (token) await (await ownerStore()).deleteSession(hashToken(token));
  return clearedSessionCookie(isHttps(request));
}

/**
 * Whether the session proved its owner recently enough (REAUTH_SECONDS) for a change to the account's access:
 * adding or removing a passkey, changing the password, closing the other sessions.
 */
export function isRecentLogin(session: OwnerSession, now: number = Date.now()): boolean {
  return now - session.authenticatedAt < ownerSettings().reauthMs;
}

/**
 * The passkey login's challenge is bound to the browser that asked for it: a random value in a short-lived
 * cookie, whose SHA-256 is stored with the challenge. An answer posted from anywhere else finds no challenge.
 */
const CHALLENGE_COOKIE = "pro_passkey_challenge";

function challengeCookieName(https: boolean): string {
  return https ? `__Host-${CHALLENGE_COOKIE}` : CHALLENGE_COOKIE;
}

export function newChallengeBinding(request: Request): { cookie: string; binding: string } {
  const https = isHttps(request);
  const value = newSessionToken();
  const maxAgeSeconds = Math.floor(CHALLENGE_LIFETIME_MS / 1000);
  const cookie = tokenCookie(challengeCookieName(https), value, { maxAgeSeconds, sameSite: "Strict", https });
  return { cookie, binding: hashToken(value) };
}

/** The binding of the challenge this browser asked for, or null when it holds none. */
export function challengeBindingFrom(request: Request): string | null {
  const value = tokenFromCookies(request.headers.get("cookie"), challengeCookieName(isHttps(request)));
  return value ? hashToken(value) : null;
}
