import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands, islandsDir } from "./vite/islands.ts";
import { responsiveImages } from "./vite/responsive-images.ts";

const rootModule = path.resolve(import.meta.dirname, "app/root.tsx");
const ownerRoutesDir = path.resolve(import.meta.dirname, "app/routes/pro");

const reactAndReactDom = /\/node_modules\/(react|react-dom|scheduler)\//;

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

const isIslandEntry = (id: string) => id.startsWith(`${islandsDir}/`) && !path.basename(id).startsWith("_");

/** Whether an island reaches the module, through static or dynamic imports. */
function reachedByIsland(id: string, getModuleInfo: GetModuleInfo, seen = new Set<string>()): boolean {
  if (isIslandEntry(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((importer) =>
    reachedByIsland(importer, getModuleInfo, seen),
  );
}

/**
 * The modules an island loads at once with the module: walking static imports back from it, the island entries and
 * the dynamically imported modules (the form's client code, the rules, the photo code, Embla) it meets. A module
 * one of them alone reaches travels in that one's chunk; one shared by several, in a chunk named after them all.
 * A module the owner's space imports too (an owner's route module reaches it) counts "pro" among them, so an
 * owner's page that needs a button's classes does not download the form's icons with them.
 */
function islandGroups(id: string, getModuleInfo: GetModuleInfo): string[] {
  const groups = new Set<string>();
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const info = getModuleInfo(current);
    if (isIslandEntry(current) || (info?.dynamicImporters.length ?? 0) > 0) {
      groups.add(path.basename(current).replace(/\.[^.]+$/, ""));
      return;
    }
    if (current.startsWith(ownerRoutesDir)) groups.add("pro");
    for (const importer of info?.importers ?? []) walk(importer);
  };
  walk(id);
  return [...groups].sort();
}

/**
 * Chunks of the two kinds of page. Public pages load islands only: what an island reaches is grouped by islandGroups,
 * so that no island pulls in the root chunk (React Router) through a module it shares with the root. React and
 * React DOM are one chunk, for the owner's space and the lead forms alike. The owner's space (the one React Router
 * application in the browser) loads the root route's chunk on every page, so the small modules it reaches (icons,
 * content, helpers) travel inside it instead of as a dozen files of a few hundred bytes, each paying its own
 * response headers.
 */
function chunkOf(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }) {
  // Vite's helper for dynamic imports: a few hundred bytes that would otherwise sit in whichever chunk needed it
  // first, and pull that chunk into every page or island that uses it.
  if (id === "\0vite/preload-helper.js") return "preload-helper";
  if (reactAndReactDom.test(id)) return "react-dom";
  if (id.startsWith("\0") || id.includes("?") || !/\.(m?js|tsx?)$/.test(id)) return undefined;
  if (reachedByIsland(id, getModuleInfo)) {
    const groups = islandGroups(id, getModuleInfo);
    // An island entry's own modules stay in its entry chunk.
    return groups.length === 1 && isIslandEntry(id) ? undefined : groups.join("+") || undefined;
  }
  if (/\/node_modules\/react-router\//.test(id)) return undefined;
  const seen = new Set<string>();
  const reachesRoot = (current: string): boolean => {
    if (current === rootModule) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    return (getModuleInfo(current)?.importers ?? []).some(reachesRoot);
  };
  return reachesRoot(id) ? "root" : undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), responsiveImages(), islands(), reactRouter()],
  build: {
    rollupOptions: {
      // Rollup's own merging of small chunks (experimentalMinChunkSize) put code several pages share into one of
      // them, so the others downloaded that page's code too: the chunks above are chosen instead.
      output: { manualChunks: chunkOf },
    },
  },
  // Development only: React Router's default client entry lives in node_modules, where Vite's start-up scan does not
  // look, so these two were found on the first page load and every optimised dependency bundled again under a new
  // hash (a 504 "Outdated Optimize Dep" and a page that never hydrated). Named here, they are bundled at start.
  optimizeDeps: { include: ["react-dom/client", "react-router/dom"] },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Canonical and Open Graph URLs are baked into the prerendered pages, so the site URL is a build setting. Left
    // unset (null), the pages name http://localhost:3000 and the server names the address it listens on.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ? process.env.SITE_URL.replace(/\/+$/, "") : null),
  },
});
