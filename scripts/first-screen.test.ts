import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import {
  assertReactRouterVersion,
  deferHydration,
  inlineStylesheets,
  stripModulePreloads,
  writtenForReactRouter,
} from "./first-screen.mjs";

// The shape React Router 7 writes at the end of a prerendered page's body.
const page = `<!DOCTYPE html><html lang="fr"><head><link rel="modulepreload" href="/assets/root-A.js"/><link rel="modulepreload" href="/assets/home-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Bonjour</main><script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root-A.js";
import * as route1_clientAction from "/assets/home-C.js";
import * as route1_main from "/assets/home-B.js";
const route1 = {...route1_clientAction,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-D.js");</script></body></html>`;

function moduleScriptOf(html: string): string {
  const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (body === undefined) throw new Error("no module script");
  return body;
}

/** Runs a deferred bootstrap with a fake browser and records when each module is requested. */
function runBootstrap(script: string, { readyState }: { readyState: "loading" | "complete" }) {
  const requested: string[] = [];
  const listeners: Record<string, () => void> = {};
  let paintObserver: (() => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe() {
      paintObserver = () => this.callback({}, { disconnect() {} });
    }
  }
  const window: Record<string, unknown> = {};
  const run = new Function(
    "load",
    "window",
    "document",
    "addEventListener",
    "PerformanceObserver",
    `return (async () => {${script.replaceAll("import(", "load(")}})();`,
  );
  const done = run(
    async (url: string) => {
      requested.push(url);
      return { url };
    },
    window,
    { readyState },
    (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    FakePerformanceObserver,
  ) as Promise<void>;
  return {
    requested,
    window,
    done,
    paint: () => paintObserver?.(),
    load: () => listeners.load?.(),
  };
}

/** Runs a check on the fake clock, and gives the real one back whatever happens. */
async function withFakeTimers(check: () => Promise<void>) {
  vi.useFakeTimers();
  try {
    await check();
  } finally {
    vi.useRealTimers();
  }
}

describe("stripModulePreloads", () => {
  it("removes every modulepreload link and nothing else", () => {
    const stripped = stripModulePreloads(page);
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });
});

describe("deferHydration", () => {
  const deferred = deferHydration(stripModulePreloads(page));

  it("turns the static imports into dynamic ones and keeps the rest of the bootstrap", () => {
    expect(deferred).not.toBeNull();
    const script = moduleScriptOf(deferred!);
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain(
      'const [route0, route1_clientAction, route1_main] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-C.js"), import("/assets/home-B.js")]);',
    );
    expect(script).toContain("const route1 = {...route1_clientAction,...route1_main};");
    expect(script).toContain('import("/assets/entry.client-D.js");');
    expect(deferred!.replace(moduleScriptOf(deferred!), "")).toBe(
      page.replace(moduleScriptOf(page), "").replace(/<link rel="modulepreload"[^>]+>/g, ""),
    );
  });

  it("requests no module before the page has both painted and loaded, then all of them", async () => {
    await withFakeTimers(async () => {
      const browser = runBootstrap(moduleScriptOf(deferred!), { readyState: "loading" });
      await vi.advanceTimersByTimeAsync(10);
      expect(browser.requested).toEqual([]);
      browser.paint();
      await vi.advanceTimersByTimeAsync(10);
      expect(browser.requested).toEqual([]);
      browser.load();
      await vi.advanceTimersByTimeAsync(10);
      await browser.done;
      expect(browser.requested).toEqual([
        "/assets/root-A.js",
        "/assets/home-C.js",
        "/assets/home-B.js",
        "/assets/entry.client-D.js",
      ]);
      expect(Object.keys(browser.window.__reactRouterRouteModules as object)).toEqual(["root", "routes/home"]);
    });
  });

  it("does not wait for a load event that already happened", async () => {
    await withFakeTimers(async () => {
      const browser = runBootstrap(moduleScriptOf(deferred!), { readyState: "complete" });
      browser.paint();
      await vi.advanceTimersByTimeAsync(10);
      await browser.done;
      expect(browser.requested).toHaveLength(4);
    });
  });

  it("hydrates after three seconds at most, even if the page never reports a paint", async () => {
    await withFakeTimers(async () => {
      const browser = runBootstrap(moduleScriptOf(deferred!), { readyState: "loading" });
      await vi.advanceTimersByTimeAsync(2_900);
      expect(browser.requested).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      await browser.done;
      expect(browser.requested).toHaveLength(4);
    });
  });

  it("keeps the route manifest's side-effect import, first, without a name", async () => {
    const withManifest = page.replace(
      '<script type="module" async="">;\n',
      '<script type="module" async="">import "/assets/manifest-E.js";\n',
    );
    const script = moduleScriptOf(deferHydration(withManifest)!);
    expect(script).toContain(
      'const [, route0, route1_clientAction, route1_main] = await Promise.all([import("/assets/manifest-E.js"), import("/assets/root-A.js"),',
    );
    await withFakeTimers(async () => {
      const browser = runBootstrap(script, { readyState: "complete" });
      browser.paint();
      await vi.advanceTimersByTimeAsync(10);
      await browser.done;
      expect(browser.requested[0]).toBe("/assets/manifest-E.js");
      expect(browser.requested.at(-1)).toBe("/assets/entry.client-D.js");
    });
  });

  it("refuses a page whose bootstrap it does not recognise", () => {
    expect(deferHydration("<html><body><main>Bonjour</main></body></html>")).toBeNull();
    expect(deferHydration('<script type="module" async="">import("/assets/x.js");</script>')).toBeNull();
    expect(
      deferHydration('<script type="module" async="">import * as a from "/a.js";\nimport { b } from "/b.js";</script>'),
    ).toBeNull();
  });
});

describe("inlineStylesheets", () => {
  const css = "@font-face{font-family:Inter;src:url(/assets/inter.woff2)}.a{color:red}";

  it("puts the stylesheet in a style element and keeps React Router's link, disabled so it is not fetched", () => {
    const inlined = inlineStylesheets(page, (href) => (href === "/assets/root.css" ? css : ""));
    expect(inlined).toContain(`<style>${css}</style><link rel="stylesheet" href="/assets/root.css" disabled=""/>`);
    expect(inlined!.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it("reads the file of a link React Router marked as also needed by a dynamic import, and keeps the mark", () => {
    const marked = page.replace('href="/assets/root.css"', 'href="/assets/root.css#"');
    const inlined = inlineStylesheets(marked, (href) => (href === "/assets/root.css" ? css : ""));
    expect(inlined).toContain(`<style>${css}</style><link rel="stylesheet" href="/assets/root.css#" disabled=""/>`);
  });

  it("refuses a stylesheet that would close the style element early", () => {
    expect(() => inlineStylesheets(page, () => ".a::after{content:'</style>'}")).toThrow("</style");
  });

  it("reports a page without a stylesheet link", () => {
    expect(inlineStylesheets("<html><head></head></html>", () => css)).toBeNull();
  });
});

describe("the React Router version the rewrites were written for", () => {
  it("is the one installed, so the build goes on", () => {
    const installed = createRequire(import.meta.url)("react-router/package.json").version;
    expect(installed).toBe(writtenForReactRouter);
    expect(() => assertReactRouterVersion(installed)).not.toThrow();
  });

  it("stops the build on any other version, naming both and what to check", () => {
    expect(() => assertReactRouterVersion("7.19.0")).toThrow(
      /React Router 7\.18\.4, but 7\.19\.0 is installed: run tests\/e2e\/first-screen\.spec\.ts/,
    );
  });
});
