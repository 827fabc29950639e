import { describe, expect, it } from "vitest";
import { bootstrapOnFirstUse } from "./owner-first-use.tsx";

// React Router 7's bootstrap for a page of three routes, the last one split (a client action in its own chunk).
const bootstrap = `import "/assets/manifest-1a2b.js";
import * as route0 from "/assets/root-3c4d.js";
import * as route1 from "/assets/layout-5e6f.js";
import * as route2_clientAction from "/assets/quote-action-7a8b.js";
import * as route2_main from "/assets/quote-9c0d.js";
const route2 = {...route2_clientAction,...route2_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pro/layout":route1,"routes/pro/quote":route2};

import("/assets/entry.client-ef01.js");`;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

const preloads = ["/assets/entry.client-ef01.js", "/assets/react-dom-2345.js", "/assets/root-3c4d.js"];

describe("bootstrapOnFirstUse", () => {
  const deferred = bootstrapOnFirstUse(bootstrap, preloads);

  it("leaves no static import: nothing is fetched before the gate opens", () => {
    expect(deferred).not.toMatch(/^\s*import\s+[^(\s]/m);
    expect(deferred.startsWith("await window.__ownerFirstUse.begun;\n")).toBe(true);
  });

  it("imports the same modules under the same names, all at once, then runs React Router's code unchanged", () => {
    expect(deferred).toContain(
      'const [, route0, route1, route2_clientAction, route2_main] = await Promise.all([import("/assets/manifest-1a2b.js"), import("/assets/root-3c4d.js"), import("/assets/layout-5e6f.js"), import("/assets/quote-action-7a8b.js"), import("/assets/quote-9c0d.js")])',
    );
    const body = deferred.slice(deferred.indexOf("const route2 ="));
    expect(body).toBe(`const route2 = {...route2_clientAction,...route2_main};
  
  window.__reactRouterRouteModules = {"root":route0,"routes/pro/layout":route1,"routes/pro/quote":route2};

await import("/assets/entry.client-ef01.js").catch(release);`);
  });

  it("asks for the page's module preloads once the gate opens, before the imports", () => {
    const preloadLine = deferred.indexOf(`for (const href of ${JSON.stringify(preloads)})`);
    expect(preloadLine).toBeGreaterThan(0);
    expect(preloadLine).toBeLessThan(deferred.indexOf("Promise.all"));
  });

  it("lets the gate send a held form by the browser when the route modules or the client entry cannot be loaded", () => {
    expect(deferred).toContain("const release = (error) => {\n  window.__ownerFirstUse.run();\n  throw error;\n};");
    expect(deferred).toContain("]).catch(release);");
    expect(deferred.endsWith('await import("/assets/entry.client-ef01.js").catch(release);')).toBe(true);
  });

  it("releases the gate when a file fails to load, so a press held meanwhile is not lost", async () => {
    let released = 0;
    const window = { __ownerFirstUse: { begun: Promise.resolve(), run: () => released++ } };
    const document = { head: { append() {} } };
    // The module's body, its dynamic imports through a loader the test controls.
    const run = (load: (url: string) => Promise<unknown>) =>
      new AsyncFunction("window", "document", "load", bootstrapOnFirstUse(bootstrap, []).replace(/import\(/g, "load("))(
        window,
        document,
        load,
      );
    const unreachable = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

    await expect(run(unreachable)).rejects.toThrow(/Failed to fetch/);
    expect(released).toBe(1);
    await expect(run((url) => (url.includes("entry.client") ? unreachable() : Promise.resolve({})))).rejects.toThrow(
      /Failed to fetch/,
    );
    expect(released).toBe(2);
  });

  it("is valid module code", async () => {
    // Parsed as an async function body: the top-level awaits of a module, no static import left to refuse.
    expect(() => new AsyncFunction(deferred)).not.toThrow();
  });

  it("returns the browser's empty script as it is", () => {
    expect(bootstrapOnFirstUse(" ", preloads)).toBe(" ");
  });

  it("refuses a bootstrap of another shape rather than ship a page that never starts", () => {
    expect(() => bootstrapOnFirstUse('import { a } from "/assets/a.js";\nimport("/assets/entry.js");', [])).toThrow(
      /unexpected shape/,
    );
    expect(() => bootstrapOnFirstUse('import * as route0 from "/assets/root.js";', [])).toThrow(/unexpected shape/);
  });
});
