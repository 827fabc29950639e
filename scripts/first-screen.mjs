// @ts-check
// What `scripts/postbuild.mjs` does to each prerendered page so that its first screen owns the connection:
// no module preloads, the stylesheet inline, the modules requested only once the first screen is painted.

/**
 * The React Router version whose prerendered HTML these rewrites were written against and tested with
 * (tests/e2e/first-screen.spec.ts). Its output is not a public API: any other version may change it.
 */
export const writtenForReactRouter = "7.18.4";

/**
 * Stops the build with a clear message when another React Router version is installed.
 * @param {string} installed
 */
export function assertReactRouterVersion(installed) {
  if (installed === writtenForReactRouter) return;
  throw new Error(
    `scripts/first-screen.mjs rewrites the HTML of React Router ${writtenForReactRouter}, but ${installed} is installed: ` +
      "run tests/e2e/first-screen.spec.ts and the unit tests beside first-screen.mjs against the new output, " +
      "adjust the rewrites if they fail, then set writtenForReactRouter to the new version.",
  );
}

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrap = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const staticImport = /import (?:\* as (\w+) from )?("\/[^"]+");\n?/g;
// React Router ends the href with "#" when a dynamically imported chunk also needs the stylesheet.
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"\/>/g;

/**
 * Resolves once the page has painted and finished loading (or after `capMs`, whichever is first): the
 * modules then download behind the CSS, the font and the hero image instead of sharing the link with them.
 * Without Paint Timing (old browsers) the cap alone applies.
 */
export function firstScreenShownScript(capMs = 3000) {
  return `await new Promise((resolve) => {
  setTimeout(resolve, ${capMs});
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return;
  const painted = new Promise((done) => new PerformanceObserver((_, observer) => { observer.disconnect(); done(); }).observe({ type: "paint", buffered: true }));
  const loaded = document.readyState === "complete" ? null : new Promise((done) => addEventListener("load", done, { once: true }));
  Promise.all([painted, loaded]).then(resolve);
});
`;
}

/**
 * React Router lists every module in `<head>` as a high-priority preload; the page gets none.
 * @param {string} html
 * @returns {string}
 */
export function stripModulePreloads(html) {
  return html.replace(modulePreload, "");
}

/**
 * React Router's bootstrap is one inline module script whose static imports (the route manifest, then each
 * route module of the page) start as soon as the parser reaches them, before the first paint. They become
 * dynamic imports that wait for the first screen; what follows them (the route modules' registration, the
 * entry's import) is unchanged. Returns null when the page has no bootstrap of that shape, so a change in
 * React Router's output fails the build loudly.
 * @param {string} html
 * @returns {string | null}
 */
export function deferHydration(html) {
  const match = bootstrap.exec(html);
  if (!match) return null;
  const [whole, open = "", body = "", close = ""] = match;
  /** @type {[string | undefined, string][]} */
  const imports = [];
  const rest = body.replace(staticImport, (_, name, url) => {
    imports.push([name, url]);
    return "";
  });
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return null;
  // A side-effect import (React Router's route manifest) keeps its place in the list, without a name.
  const names = imports.map(([name]) => name ?? "").join(", ");
  const loads = imports.map(([, url]) => `import(${url})`).join(", ");
  const script = `${open}${firstScreenShownScript()}const [${names}] = await Promise.all([${loads}]);\n${rest}${close}`;
  return html.replace(whole, () => script);
}

/**
 * The stylesheet goes into the page as a `<style>` element: the first paint then needs the HTML alone, one
 * round trip less on a mobile link (the whole site's CSS is 10 KB with Brotli, less than a request's cost).
 * React Router's `<link>` stays, `disabled` so it is neither fetched nor render-blocking: React matches it when
 * it hydrates `<head>` (by rel and href) and never touches it again, and client-side navigations keep the
 * inline rules since every route uses the same stylesheet. Returns null when the page links no stylesheet.
 * @param {string} html
 * @param {(href: string) => string} readStylesheet
 * @returns {string | null}
 */
export function inlineStylesheets(html, readStylesheet) {
  let found = false;
  const inlined = html.replace(stylesheetLink, (link, href) => {
    found = true;
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return `<style>${css}</style>${link.replace(/\/>$/, ' disabled=""/>')}`;
  });
  return found ? inlined : null;
}
