import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSources, routeAddresses, specsCovering } from "./test-quick-specs.mjs";

const root = path.resolve(import.meta.dirname, "..");
const addresses = routeAddresses(readFileSync(path.join(root, "app/routes.ts"), "utf8"));

describe("the address of each route module, from app/routes.ts", () => {
  it("joins the prefixes, gives an index its parent's address and a module every address it answers at", () => {
    expect(addresses.get("app/routes/home.tsx")).toEqual(["/"]);
    expect(addresses.get("app/routes/service.tsx")).toEqual(["/services/:slug"]);
    expect(addresses.get("app/routes/pro/inbox.tsx")).toEqual(["/pro"]);
    expect(addresses.get("app/routes/pro/quotes.tsx")).toEqual(["/pro/devis"]);
    expect(addresses.get("app/routes/pro/login.tsx")).toEqual(["/pro/connexion"]);
    expect(addresses.get("app/routes/articles.tsx")).toEqual([
      "/articles",
      "/articles/page/:page",
      "/articles/categorie/:category",
      "/articles/categorie/:category/page/:page",
    ]);
  });

  it("gives a catch-all route none: no spec names it by its address", () => {
    expect(addresses.has("app/routes/not-found.tsx")).toBe(false);
    expect(addresses.has("app/routes/pro/not-found.tsx")).toBe(false);
  });
});

describe("the specs covering a change", () => {
  const sources = new Map([
    [
      "tests/e2e/quotes.spec.ts",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a spec's text, naming an address after a template's origin.
      'import { logIn } from "#tests/support/owner.ts";\nawait page.goto(`${url}/pro/devis`);',
    ],
    ["tests/e2e/inbox.spec.ts", 'await page.goto("/pro?filtre=nouvelles");'],
    [
      "tests/e2e/services.spec.ts",
      'import { services } from "#app/content/services.ts";\npage.goto("/services/ardoise");',
    ],
    ["tests/e2e/home.spec.ts", 'await page.goto("/");'],
    ["tests/e2e/lifecycle.spec.ts", 'spawn(process.execPath, ["server/start.js"]);'],
    ["tests/support/owner.ts", 'import { startServer } from "./server.ts";'],
    ["tests/support/server.ts", "export function startServer() {}"],
  ]);

  it("are a changed spec itself", () => {
    expect(specsCovering(["tests/e2e/home.spec.ts"], sources, addresses)).toEqual(["tests/e2e/home.spec.ts"]);
  });

  it("are the specs importing or spawning the changed file by its path, not a file whose name only starts alike", () => {
    expect(specsCovering(["app/content/services.ts"], sources, addresses)).toEqual(["tests/e2e/services.spec.ts"]);
    expect(specsCovering(["server/start.js"], sources, addresses)).toEqual(["tests/e2e/lifecycle.spec.ts"]);
    expect(specsCovering(["app/content/service.ts"], sources, addresses)).toEqual([]);
  });

  it("follow the helpers of tests/support to the specs using them", () => {
    expect(specsCovering(["tests/support/server.ts"], sources, addresses)).toEqual(["tests/e2e/quotes.spec.ts"]);
  });

  it("are the specs visiting a changed route's address, alone or after an origin, with a query or a parameter", () => {
    expect(specsCovering(["app/routes/pro/quotes.tsx"], sources, addresses)).toEqual(["tests/e2e/quotes.spec.ts"]);
    expect(specsCovering(["app/routes/pro/inbox.tsx"], sources, addresses)).toEqual(["tests/e2e/inbox.spec.ts"]);
    expect(specsCovering(["app/routes/service.tsx"], sources, addresses)).toEqual(["tests/e2e/services.spec.ts"]);
    expect(specsCovering(["app/routes/home.tsx"], sources, addresses)).toEqual(["tests/e2e/home.spec.ts"]);
  });

  it("are none for a change no spec names: npm test is there for those", () => {
    expect(specsCovering(["app/components/ui/button.tsx", "README.md"], sources, addresses)).toEqual([]);
  });

  it("reach this repository's specs: its accessibility spec covers the page list it reads", () => {
    const specs = specsCovering(["app/content/pages.ts"], readSources(root), addresses);
    expect(specs).toContain("tests/e2e/pages.spec.ts");
  });
});
