import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#app/services/env.server.ts";
import { configureOwnerSpace } from "./service.server.ts";
import { clearedSessionCookie, isRecentLogin, sessionCookie, sessionTokenFrom } from "./session.server.ts";

const token = "Q".repeat(43);

beforeAll(() => {
  configureOwnerSpace(parseEnv({}));
});

describe("the session cookie", () => {
  it("over HTTP: HttpOnly, SameSite=Lax, the whole site, a week past the session's absolute lifetime, not Secure", () => {
    expect(sessionCookie(token, false)).toBe(`pro_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=648000`);
  });

  it("over HTTPS: Secure with the __Host- prefix, which browsers refuse from HTTP and from sub-domains", () => {
    expect(sessionCookie(token, true)).toBe(
      `__Host-pro_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=648000; Secure`,
    );
    expect(clearedSessionCookie(true)).toBe("__Host-pro_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("is read under the scheme's own name only, and only when it looks like one of our tokens", () => {
    expect(sessionTokenFrom(`theme=dark; pro_session=${token}`, false)).toBe(token);
    expect(sessionTokenFrom(`pro_session=${token}`, true)).toBeUndefined();
    expect(sessionTokenFrom(`__Host-pro_session=${token}`, true)).toBe(token);
    expect(sessionTokenFrom(`__Host-pro_session=${token}`, false)).toBeUndefined();
    expect(sessionTokenFrom("pro_session=short", false)).toBeUndefined();
    expect(sessionTokenFrom(`pro_session=${"Q".repeat(42)}'`, false)).toBeUndefined();
    expect(sessionTokenFrom(`xpro_session=${token}`, false)).toBeUndefined();
    expect(sessionTokenFrom(undefined, false)).toBeUndefined();
  });
});

describe("a recent login", () => {
  it("opens account changes for REAUTH_SECONDS after the login or the last confirmation", () => {
    const session = {
      tokenHash: "h",
      userId: 1,
      email: "marc@example.com",
      role: "patron" as const,
      displayName: "",
      createdAt: 0,
      lastSeenAt: 0,
      expiresAt: 0,
      userAgent: null,
      address: null,
      authenticatedAt: 1_000_000,
    };
    expect(isRecentLogin(session, 1_000_000 + 599_999)).toBe(true);
    expect(isRecentLogin(session, 1_000_000 + 600_000)).toBe(false);
  });
});
