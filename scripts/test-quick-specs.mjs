// @ts-check
// The Playwright specs that cover a change, for `npm run test:quick`: `node scripts/test-quick-specs.mjs <changed files>`
// prints them one per line. A textual heuristic, not a dependency graph: quick to compute and easy to predict.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const specFolder = "tests/e2e";
const supportFolder = "tests/support";

/**
 * The addresses each route module of app/routes.ts answers at (its paths through `prefix()`), keyed by the module's
 * path from the repository root: `app/routes/pro/quotes.tsx` -> `/pro/devis`. A catch-all route (`*`) has none.
 * @param {string} routesSource the text of app/routes.ts
 * @returns {Map<string, string[]>}
 */
export function routeAddresses(routesSource) {
  const code = routesSource.replace(/^\s*\/\/.*$/gm, "");
  /** @type {Map<string, string[]>} */
  const addresses = new Map();
  /** @type {(string | null)[]} */
  const prefixes = [];
  /** @type {string | null} */
  let pendingPrefix = null;
  const calls = /prefix\(\s*"([^"]*)"|index\(\s*"([^"]+)"|route\(\s*"([^"]*)"\s*,\s*"([^"]+)"|\[|\]/g;
  for (const [token, prefix, indexFile, routePath, routeFile] of code.matchAll(calls)) {
    if (prefix !== undefined) pendingPrefix = prefix;
    else if (token === "[") {
      prefixes.push(pendingPrefix);
      pendingPrefix = null;
    } else if (token === "]") prefixes.pop();
    else {
      const segments = [...prefixes, indexFile ? null : routePath].filter((segment) => segment);
      const address = `/${segments.join("/")}`;
      const file = `app/${indexFile ?? routeFile}`;
      if (!address.includes("*")) addresses.set(file, [...(addresses.get(file) ?? []), address]);
    }
  }
  return addresses;
}

/**
 * A string of a spec that names the address, at its start or after a template's origin (`${server.url}/pro`):
 * exactly (`"/devis"`, `"/devis?x"`), or any address under a parameter's static part (`/services/:slug` -> a string
 * starting with `/services/`; `/pro/aide/:screen?` -> `/pro/aide` too).
 * @param {string} address
 * @returns {RegExp}
 */
function addressLiteral(address) {
  const parameter = address.indexOf("/:");
  const escaped = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = "[\"'`}]";
  if (parameter < 0) return new RegExp(`${start}${escaped(address)}(?=["'\`?#])`);
  const optional = /^\/:\w+\?/.test(address.slice(parameter));
  return new RegExp(`${start}${escaped(address.slice(0, parameter))}${optional ? "(?=[\"'`?#/])" : "/"}`);
}

/**
 * Whether a text names a file by its path from the repository root (`#app/content/site.ts` imports, `server/start.js`
 * spawned), or by `./name` when the text is a module of the same folder (tests/support's helpers import each other so).
 * @param {string} text
 * @param {string} textPath
 * @param {string} file
 */
function names(text, textPath, file) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (new RegExp(`(?<![\\w.-])${escaped}(?!\\w)`).test(text)) return true;
  return path.dirname(textPath) === path.dirname(file) && text.includes(`"./${path.basename(file)}"`);
}

/**
 * The specs covering the changed files: a changed spec; a spec whose text names a changed file, or a helper of
 * tests/support that names one (helpers naming helpers followed to the end); a spec whose string literals name the
 * address of a changed route module. A change no spec names (a component, copy read through other modules) selects
 * none: `npm test` runs them all.
 * @param {readonly string[]} changedFiles paths from the repository root
 * @param {ReadonlyMap<string, string>} sources the text of each spec and helper, by its path from the repository root
 * @param {ReadonlyMap<string, readonly string[]>} addresses what `routeAddresses` returns
 * @returns {string[]}
 */
export function specsCovering(changedFiles, sources, addresses) {
  const changed = new Set(changedFiles);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [helper, text] of sources) {
      if (!helper.startsWith(`${supportFolder}/`) || changed.has(helper)) continue;
      if ([...changed].some((file) => names(text, helper, file))) {
        changed.add(helper);
        grown = true;
      }
    }
  }
  const literals = [...changed].flatMap((file) => (addresses.get(file) ?? []).map(addressLiteral));
  return [...sources]
    .filter(([spec]) => spec.startsWith(`${specFolder}/`) && spec.endsWith(".spec.ts"))
    .filter(
      ([spec, text]) =>
        changed.has(spec) ||
        [...changed].some((file) => names(text, spec, file)) ||
        literals.some((literal) => literal.test(text)),
    )
    .map(([spec]) => spec)
    .sort();
}

/**
 * The specs and helpers of this repository, by path from its root.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function readSources(root) {
  /** @type {Map<string, string>} */
  const sources = new Map();
  for (const folder of [specFolder, supportFolder]) {
    for (const file of readdirSync(path.join(root, folder))) {
      if (/\.(ts|mjs)$/.test(file))
        sources.set(`${folder}/${file}`, readFileSync(path.join(root, folder, file), "utf8"));
    }
  }
  return sources;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const addresses = routeAddresses(readFileSync(path.join(root, "app/routes.ts"), "utf8"));
  for (const spec of specsCovering(process.argv.slice(2), readSources(root), addresses)) console.log(spec);
}
