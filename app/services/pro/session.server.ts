import { redirect } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import { loginUrl, wantsDocument } from "./request.server.ts";
import { ownerStore } from "./service.server.ts";
import { hashToken, type OwnerSession, SESSION_LIFETIME_MS } from "./store.server.ts";

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

/** The session token a Cookie header carries for this scheme, if any. */
export function sessionTokenFrom(cookieHeader: string | null | undefined, https: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = cookieName(https);
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    // Our tokens are 43 base64url characters; anything else is not worth a database query.
    return /^[\w-]{43}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export function sessionCookie(token: string, https: boolean): string {
  const attributes = [
    `${cookieName(https)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.floor(SESSION_LIFETIME_MS / 1000)}`,
  ];
  if (https) attributes.push("Secure");
  return attributes.join("; ");
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

/** The live session of a Cookie header (its expiry moved forward), or undefined. */
export async function sessionFromCookie(
  cookieHeader: string | null | undefined,
  https: boolean,
): Promise<OwnerSession | undefined> {
  const token = sessionTokenFrom(cookieHeader, https);
  if (!token) return undefined;
  return (await ownerStore()).touchSession(token);
}

export function currentSession(request: Request): Promise<OwnerSession | undefined> {
  return sessionFromCookie(request.headers.get("cookie"), isHttps(request));
}

/**
 * What a request without a valid session gets: a page request goes to the login page (and comes back after),
 * a data or file request gets 401, with no content.
 */
export function refuseStranger(request: Request): Response {
  const url = new URL(request.url);
  if (wantsDocument(request.method, url.pathname, request.headers)) {
    return redirect(loginUrl(`${url.pathname}${url.search}`), 303);
  }
  return new Response(proCopy.errors.unauthorized, {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The signed-in owner's session, or the stranger's answer thrown (see refuseStranger). */
export async function requireOwnerSession(request: Request): Promise<OwnerSession> {
  const session = await currentSession(request);
  if (!session) throw refuseStranger(request);
  return session;
}

/** The signed-in owner, for every loader and action of the owner's space. */
export async function requireOwner(request: Request): Promise<{ userId: number; email: string }> {
  const session = await requireOwnerSession(request);
  return { userId: session.userId, email: session.email };
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
