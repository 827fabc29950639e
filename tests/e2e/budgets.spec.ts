// The byte budgets of tests/budgets.ts, checked on the production build's files (deterministic, so they may fail
// CI). Counted as the visitor downloads them: Brotli bodies (the precompressed twins the server sends), every
// script the page requests before any interaction, and on a form page at the visitor's first use of the form, with
// the modules those scripts import.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import type { ServerBuild } from "react-router";
import { articlePath, articlesFeedPath, articlesPath, buildArticles } from "#app/content/articles.ts";
import { contentPaths } from "#app/content/pages.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { budgets } from "#tests/budgets.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const formPages = new Set(["/", "/contact", "/devis"]);

function brotliSize(file: string): number {
  const twin = `${file}.br`;
  if (existsSync(twin)) return readFileSync(twin).length;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const staticImport = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?"(\.\/[^"]+\.js)"/g;
const dynamicImport = /\bimport\("(\.\/[^"]+\.js)"\)/g;
const preloadList = /__vite__mapDeps\.viteFileDeps\s*=\s*\[([^\]]*)\]|const __vite__mapDeps=[^[]*\[([^\]]*)\]/;

/** A module and everything it imports statically: what the browser fetches once the module is requested. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const [, relative = ""] of code.matchAll(staticImport))
    staticGraph(path.join(path.dirname(file), relative), seen);
  return seen;
}

/** The modules a module imports dynamically, with what Vite preloads beside them. */
function dynamicTargets(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const targets = [...code.matchAll(dynamicImport)].map(([, relative = ""]) => path.join(path.dirname(file), relative));
  const preloads = preloadList.exec(code);
  const listed = (preloads?.[1] ?? preloads?.[2] ?? "").match(/"([^"]+\.js)"/g) ?? [];
  return [...targets, ...listed.map((quoted) => path.join(clientDir, quoted.slice(1, -1)))];
}

function pageFile(pathname: string): string {
  return path.join(clientDir, pathname, "index.html");
}

/** Every script a module brings when it is imported: its static graph, and what it imports dynamically at once. */
function moduleScripts(src: string, files = new Set<string>()): Set<string> {
  for (const file of staticGraph(path.join(clientDir, src))) files.add(file);
  return files;
}

/** The islands' loader's list `attribute` ("data-islands", "data-intent-islands") of a page. */
function loaderList(html: string, attribute: string): string[] {
  return (new RegExp(`<script[^>]*\\s${attribute}="([^"]*)"`).exec(html)?.[1] ?? "").split(" ").filter(Boolean);
}

/**
 * Every script a page requests before any interaction: the islands started after the first paint, with what they
 * import as the visitor scrolls (a carousel's library when it nears the screen).
 */
function scriptsBeforeInteraction(pathname: string): Set<string> {
  const html = readFileSync(pageFile(pathname), "utf8");
  if (!/<script[^>]*\sdata-islands="/.test(html)) throw new Error(`${pathname}: no islands' loader`);
  const files = new Set<string>();
  for (const src of loaderList(html, "data-islands")) {
    moduleScripts(src, files);
    for (const target of dynamicTargets(path.join(clientDir, src)))
      for (const file of staticGraph(target)) files.add(file);
  }
  return files;
}

/**
 * The scripts a form page requests once the visitor first uses its form: the islands started on intent, with the code
 * the form island imports as it starts (React DOM, the form).
 */
function scriptsAtFirstIntent(pathname: string): Set<string> {
  const html = readFileSync(pageFile(pathname), "utf8");
  const files = new Set<string>();
  const onIntent = loaderList(html, "data-intent-islands");
  const formIsland = onIntent.find((src) => path.basename(src).startsWith("island-lead-form-"));
  if (!formIsland) throw new Error(`${pathname}: no lead-form island started on intent`);
  for (const src of onIntent) moduleScripts(src, files);
  for (const target of dynamicTargets(path.join(clientDir, formIsland)))
    for (const file of staticGraph(target)) files.add(file);
  return files;
}

function total(files: Iterable<string>): number {
  let sum = 0;
  for (const file of files) sum += brotliSize(file);
  return sum;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("every public page keeps to its JavaScript and HTML budgets (Brotli)", () => {
  const report: string[] = [];
  for (const pathname of contentPaths) {
    const scripts = total(scriptsBeforeInteraction(pathname));
    const html = brotliSize(pageFile(pathname));
    let line = `${pathname}: JS ${kb(scripts)} / ${kb(budgets.pageScriptsBeforeInteraction)}`;
    expect(scripts, `${pathname}: JavaScript before interaction`).toBeLessThanOrEqual(
      budgets.pageScriptsBeforeInteraction,
    );
    if (formPages.has(pathname)) {
      const atIntent = total(scriptsAtFirstIntent(pathname));
      line += `, at first intent ${kb(atIntent)} / ${kb(budgets.formPageScriptsAtFirstIntent)}`;
      expect(atIntent, `${pathname}: JavaScript at the first use of the form`).toBeLessThanOrEqual(
        budgets.formPageScriptsAtFirstIntent,
      );
    } else {
      expect(loaderList(readFileSync(pageFile(pathname), "utf8"), "data-intent-islands"), pathname).toEqual([]);
    }
    report.push(`${line}, HTML ${kb(html)} / ${kb(budgets.pageHtml)}`);
    expect(html, `${pathname}: HTML`).toBeLessThanOrEqual(budgets.pageHtml);
  }
  test.info().annotations.push({ type: "budgets", description: report.join("\n") });
});

test("the stylesheet every public page inlines keeps to its budget, whatever the private pages draw", () => {
  for (const pathname of contentPaths) {
    const styles = [...readFileSync(pageFile(pathname), "utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
    const bytes = styles.reduce((sum, [, css = ""]) => sum + Buffer.byteLength(css), 0);
    expect(bytes, `${pathname}: inline stylesheet`).toBeGreaterThan(0);
    expect(bytes, `${pathname}: inline stylesheet`).toBeLessThanOrEqual(budgets.publicStylesheet);
  }
});

test("the articles' list and pages are measured with the others, and start no island of their own", () => {
  const articlePages = [articlesPath, ...buildArticles.map((article) => articlePath(article.slug))];
  for (const pathname of articlePages) expect(contentPaths, pathname).toContain(pathname);
  // A page without any island of its own (the legal page): the layout's islands alone.
  const layoutOnly = [...scriptsBeforeInteraction("/mentions-legales")].sort();
  for (const pathname of articlePages)
    expect([...scriptsBeforeInteraction(pathname)].sort(), pathname).toEqual(layoutOnly);
  expect(existsSync(path.join(clientDir, articlesFeedPath))).toBe(true);
});

test("the owner's space and React Router's runtime add 0 bytes to public pages", async () => {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const appFiles = new Set<string>([
    path.join(clientDir, build.assets.entry.module),
    path.join(clientDir, build.assets.url),
  ]);
  for (const [id, route] of Object.entries(build.assets.routes)) {
    if (!route) continue;
    if (id === "root" || id.startsWith("routes/pro/")) appFiles.add(path.join(clientDir, route.module));
  }
  expect(appFiles.size).toBeGreaterThan(5);
  for (const pathname of contentPaths) {
    const loaded = new Set([
      ...scriptsBeforeInteraction(pathname),
      ...(formPages.has(pathname) ? scriptsAtFirstIntent(pathname) : []),
    ]);
    const shared = [...appFiles].filter((file) => loaded.has(file)).map((file) => path.relative(clientDir, file));
    expect(shared, pathname).toEqual([]);
  }
});

/**
 * Every script an owner's page's application requests: what React Router preloads with the server-rendered page (its client entry and every route of the page, from the root to the page, with their imports, as the build's
 * manifest lists them), with what those modules import.
 */
function ownerPageScripts(build: ServerBuild, routeId: string): Set<string> {
  const files = new Set<string>();
  const add = (module: string, imports: readonly string[] = []) => {
    for (const src of [module, ...imports]) for (const file of staticGraph(path.join(clientDir, src))) files.add(file);
  };
  add(build.assets.entry.module, build.assets.entry.imports);
  for (let id: string | undefined = routeId; id; id = build.assets.routes[id]?.parentId) {
    const route = build.assets.routes[id];
    if (!route) throw new Error(`${id}: not in the build's manifest`);
    add(route.module, route.imports);
  }
  return files;
}

test("the owner's pages keep to their application's JavaScript budget (Brotli)", async () => {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const ownerPages = Object.values(build.assets.routes).filter(
    (route) => route?.parentId === "routes/pro/layout" && build.routes[route.id]?.module.default,
  );
  // The inbox, a request, a quote, the dashboard, and the rest of the owner's space.
  expect(ownerPages.map((route) => route?.id)).toEqual(
    expect.arrayContaining(["routes/pro/inbox", "routes/pro/lead", "routes/pro/quote", "routes/pro/dashboard"]),
  );
  const report: string[] = [];
  for (const route of ownerPages) {
    if (!route) continue;
    const scripts = total(ownerPageScripts(build, route.id));
    const startsOnFirstUse = (build.routes[route.id]?.module.handle as RouteHandle | undefined)?.startsOnFirstUse;
    const when = startsOnFirstUse ? "at the first touch" : "with the page";
    report.push(`${route.id}: JS ${kb(scripts)} ${when} / ${kb(budgets.ownerPageApplicationScripts)}`);
    expect(scripts, `${route.id}: JavaScript ${when}`).toBeLessThanOrEqual(budgets.ownerPageApplicationScripts);
  }
  test.info().annotations.push({ type: "budgets", description: report.join("\n") });
});
