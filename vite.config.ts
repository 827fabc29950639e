import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { responsiveImages } from "./vite/responsive-images.ts";

const rootModule = path.resolve(import.meta.dirname, "app/root.tsx");
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
  if (id.startsWith("\0") || id.includes("?") || framework.test(id) || !/\.(m?js|tsx?)$/.test(id)) return undefined;
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
  plugins: [tailwindcss(), responsiveImages(), reactRouter()],
  build: {
    rollupOptions: {
      // Small modules used by several pages would otherwise each be a chunk of their own.
      output: { experimentalMinChunkSize: 8_000, manualChunks: withRoot },
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Canonical and Open Graph URLs are baked into the prerendered pages, so the site URL is a build setting.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")),
  },
});
