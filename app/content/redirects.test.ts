import { describe, expect, it } from "vitest";
import { contentPaths } from "./pages.ts";
import { findRedirect, permanentRedirects } from "./redirects.ts";

describe("findRedirect", () => {
  it("maps the legacy URLs, encoded or not", () => {
    expect(findRedirect("/urgence")).toBe("/services/urgence-fuite");
    expect(findRedirect("/villes/méricourt")).toBe("/villes/mericourt");
    expect(findRedirect("/villes/m%C3%A9ricourt")).toBe("/villes/mericourt");
    expect(findRedirect("/services/d%C3%A9samiantage")).toBe("/services/desamiantage");
    expect(findRedirect("/services/urgence-fuite-toiture/")).toBe("/services/urgence-fuite");
  });

  it("matches a decomposed accent as well as a composed one", () => {
    expect(findRedirect("/villes/me\u0301ricourt")).toBe("/villes/mericourt");
  });

  it("ignores unknown and malformed paths", () => {
    expect(findRedirect("/nulle-part")).toBeUndefined();
    expect(findRedirect("/%E0%A4%A")).toBeUndefined();
  });

  it("only ever points at real pages", () => {
    for (const target of Object.values(permanentRedirects)) expect(contentPaths).toContain(target);
  });
});
