import { describe, expect, it } from "vitest";
import { hostileReturnPaths } from "#tests/support/hostile-redirects.ts";
import {
  isOwnerPath,
  isPublicOwnerPath,
  isSameOrigin,
  loginUrl,
  safeReturnPath,
  wantsDocument,
} from "./request.server.ts";

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe("which URLs belong to the owner's space", () => {
  it("covers /pro, its pages, its data requests and files, in any case", () => {
    for (const path of [
      "/pro",
      "/pro/",
      "/pro.data",
      "/pro/compte",
      "/pro/compte.data",
      "/PRO/Compte",
      "/pro/export.csv",
    ]) {
      expect(isOwnerPath(path), path).toBe(true);
    }
    for (const path of ["/", "/produits", "/promo", "/devis", "/services/pro"]) {
      expect(isOwnerPath(path), path).toBe(false);
    }
  });

  it("lets strangers reach the login page and the passkey login only", () => {
    expect(isPublicOwnerPath("/pro/connexion")).toBe(true);
    expect(isPublicOwnerPath("/pro/connexion.data")).toBe(true);
    expect(isPublicOwnerPath("/pro/connexion/cle-d-acces")).toBe(true);
    // The service worker holds no data; the browser checks it for updates after the session ended (decision 028).
    expect(isPublicOwnerPath("/pro/sw.js")).toBe(true);
    // The invited person's page answers 404 without a live code, like the setup page.
    expect(isPublicOwnerPath("/pro/invitation")).toBe(true);
    expect(isPublicOwnerPath("/pro/invitation.data")).toBe(true);
    for (const path of [
      "/pro",
      "/pro/compte",
      "/pro/invitation/autre",
      "/pro/equipe",
      "/pro/connexion/autre",
      "/pro/connexionx",
      "/pro/compte/cles-d-acces",
      "/pro/compte/notifications",
      "/pro/sw.js.data",
    ]) {
      expect(isPublicOwnerPath(path), path).toBe(false);
    }
  });
});

describe("the return path after login", () => {
  it("keeps a path inside the owner's space, with its query", () => {
    expect(safeReturnPath("/pro/demandes/12")).toBe("/pro/demandes/12");
    expect(safeReturnPath("/pro?statut=nouvelle&page=2")).toBe("/pro?statut=nouvelle&page=2");
  });

  it("never leads to another site, to the public site or back to the login page", () => {
    for (const candidate of [
      null,
      "",
      "https://evil.example/pro",
      "//evil.example/pro",
      "/\\evil.example",
      "/pro\\..\\x",
      "/devis",
      "/prodigue",
      "/pro/connexion",
      "/pro/ x",
      `/pro/${"a".repeat(3000)}`,
    ]) {
      expect(safeReturnPath(candidate), String(candidate)).toBe("/pro");
    }
  });

  it("lands under /pro, on this site, whatever hostile form the return path takes", () => {
    for (const candidate of hostileReturnPaths) {
      const target = safeReturnPath(candidate);
      expect(target, candidate).toMatch(/^\/pro(?:[/?]|$)/);
      expect(new URL(target, "https://www.example.fr").host, candidate).toBe("www.example.fr");
      expect(target, candidate).not.toMatch(/^\/pro\/connexion/);
    }
  });

  it("builds the login URL without the data suffix of a client navigation", () => {
    expect(loginUrl("/pro")).toBe("/pro/connexion");
    expect(loginUrl("/pro/compte")).toBe("/pro/connexion?retour=%2Fpro%2Fcompte");
    expect(loginUrl("/pro/compte.data")).toBe("/pro/connexion?retour=%2Fpro%2Fcompte");
  });
});

describe("same-origin check", () => {
  it("accepts the request's own origin and the site's, nothing else", () => {
    expect(isSameOrigin("https://www.example.fr", "https://www.example.fr")).toBe(true);
    expect(isSameOrigin("https://www.example.fr", "http://10.0.0.5:3000", "https://www.example.fr")).toBe(true);
    expect(isSameOrigin("https://evil.example", "https://www.example.fr", "https://www.example.fr")).toBe(false);
    expect(isSameOrigin("http://www.example.fr", "https://www.example.fr")).toBe(false);
    expect(isSameOrigin(null, "https://www.example.fr")).toBe(false);
    expect(isSameOrigin("null", "https://www.example.fr")).toBe(false);
  });
});

describe("document or data", () => {
  it("tells a page load from a data request or a script", () => {
    expect(wantsDocument("GET", "/pro", headers({ "sec-fetch-dest": "document" }))).toBe(true);
    expect(wantsDocument("GET", "/pro", headers({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(wantsDocument("GET", "/pro.data", headers({ accept: "text/html" }))).toBe(false);
    expect(wantsDocument("GET", "/pro/export.csv", headers({ "sec-fetch-dest": "empty", accept: "text/html" }))).toBe(
      false,
    );
    expect(wantsDocument("POST", "/pro/compte", headers({ "sec-fetch-dest": "document" }))).toBe(false);
    expect(wantsDocument("GET", "/pro/demandes/1/photos/2", headers({ accept: "image/avif,*/*" }))).toBe(false);
  });
});
