import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands, islandsDir } from "./vite/islands.ts";
import { responsiveImages } from "./vite/responsive-images.ts";

const rootModule = path.resolve(import.meta.dirname, "app/root.tsx");
// Code several pages share gets a chunk of its own instead of sitting in one of those pages' chunks, which the
// others would then download whole: the project carousels with the carousel they use, and the two lead forms.
// First match wins; what the root reaches goes with the root before any of these.
const sharedChunks: { prefix: string; chunk: string }[] = [
  { prefix: "app/components/sections/shared/projects-carousel.tsx", chunk: "project-carousel" },
  { prefix: "app/components/sections/shared/project-card.tsx", chunk: "project-carousel" },
  { prefix: "app/components/ui/carousel.tsx", chunk: "project-carousel" },
  { prefix: "app/components/forms/", chunk: "lead-form" },
].map(({ prefix, chunk }) => ({
  prefix: path.resolve(import.meta.dirname, prefix) + (prefix.endsWith("/") ? "/" : ""),
  chunk,
}));
// The blocks every page is built from (hero, sections, buttons, picture) travel with the root like the layout.
const pageBlocks = `${path.resolve(import.meta.dirname, "app/components/ui")}/`;

const framework = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * Every page loads the root route's chunk, so the small modules it reaches (layout, icons, content, helpers)
 * travel inside it instead of as a dozen files of a few hundred bytes, each paying its own response headers.
 * React and React Router keep Rollup's own split (they are shared with the entry).
 */
function withRoot(
  id: string,
  { getModuleInfo }: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
) {
  // Vite's helper for dynamic imports (the forms' rules, the carousel's library): a few hundred bytes that
  // would otherwise sit in whichever chunk needed it first, and pull that chunk into every other page. Its own
  // file, since the islands use it too and must not pull in the root chunk (React Router) to get it.
  if (id === "\0vite/preload-helper.js") return "preload-helper";
  if (id.startsWith("\0") || id.includes("?") || framework.test(id) || !/\.(m?js|tsx?)$/.test(id)) return undefined;
  // An island is its own entry: pulled into the root chunk, it would bring React Router to pages that have none.
  if (id.startsWith(`${islandsDir}/`)) return undefined;
  const seen = new Set<string>();
  const reachesRoot = (current: string): boolean => {
    if (current === rootModule) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    return (getModuleInfo(current)?.importers ?? []).some(reachesRoot);
  };
  if (reachesRoot(id)) return "root";
  const shared = sharedChunks.find(({ prefix }) => id.startsWith(prefix))?.chunk;
  return shared ?? (id.startsWith(pageBlocks) ? "root" : undefined);
}

export default defineConfig({
  plugins: [tailwindcss(), responsiveImages(), islands(), reactRouter()],
  build: {
    rollupOptions: {
      // Rollup's own merging of small chunks (experimentalMinChunkSize) put code several pages share into one of
      // them, so the others downloaded that page's code too: the chunks above are chosen instead.
      output: { manualChunks: withRoot },
    },
  },
  // Development only: React Router's default client entry lives in node_modules, where Vite's start-up scan does not
  // look, so these two were found on the first page load and every optimised dependency bundled again under a new
  // hash (a 504 "Outdated Optimize Dep" and a page that never hydrated). Named here, they are bundled at start.
  optimizeDeps: { include: ["react-dom/client", "react-router/dom"] },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Canonical and Open Graph URLs are baked into the prerendered pages, so the site URL is a build setting.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")),
  },
});
