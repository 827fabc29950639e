import { describe, expect, it } from "vitest";
import { hostileRedirectPaths, hostileReturnPaths } from "#tests/support/hostile-redirects.ts";
import { sameSiteTarget } from "./safe-redirect.ts";

const origin = "https://www.example.fr";

describe("sameSiteTarget", () => {
  it("keeps a path of the site with its query", () => {
    expect(sameSiteTarget("/devis", origin)).toBe("/devis");
    expect(sameSiteTarget("/", origin)).toBe("/");
    expect(sameSiteTarget("/realisations?service=zinc&page=2", origin)).toBe("/realisations?service=zinc&page=2");
    expect(sameSiteTarget("/services/d%C3%A9samiantage", origin)).toBe("/services/d%C3%A9samiantage");
    // A query may carry anything: the browser never reads it as a host.
    expect(sameSiteTarget("/pro/connexion?retour=%2Fpro%2Fcompte", origin)).toBe(
      "/pro/connexion?retour=%2Fpro%2Fcompte",
    );
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "evil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%2e%2e/evil.example",
    "/%252fevil.example",
    "/devis/../evil.example",
    "/./devis",
    "/\tevil.example",
    "/devis\r\nSet-Cookie: x=1",
    "/ /evil.example",
    "",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (target) => {
    expect(sameSiteTarget(target, origin)).toBeNull();
  });

  it("refuses every hostile canonical form, once its trailing slash is cut", () => {
    for (const path of hostileRedirectPaths) {
      const target = sameSiteTarget(path.replace(/\/+$/, ""), origin);
      if (target !== null) {
        expect(new URL(target, origin).origin, path).toBe(origin);
        expect(target.startsWith("//"), path).toBe(false);
      }
    }
  });

  it("never answers a target that a browser resolves to another host", () => {
    for (const candidate of [...hostileRedirectPaths, ...hostileReturnPaths]) {
      const target = sameSiteTarget(candidate, origin);
      if (target === null) continue;
      expect(new URL(target, origin).host, candidate).toBe("www.example.fr");
      expect(/[\\\s]/.test(target), candidate).toBe(false);
    }
  });
});
