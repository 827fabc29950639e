import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

/**
 * SPA_MODE=1 builds the same site the way the original was built (client-only, one HTML shell, no
 * prerendering). Only the benchmark uses it, to measure what prerendering buys.
 */
const spaMode = process.env.SPA_MODE === "1";

export default {
  ssr: !spaMode,
  // A separate folder per parallel build (BUILD_DIR) keeps concurrent builds from overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: spaMode ? false : prerenderPaths,
  // Eleven routes: the whole route manifest is about 1 KB compressed in each page. Lazy discovery fetched it
  // after hydration anyway, and patching the router with it re-rendered every link on the page a second time.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    // Route module splitting reads the route files from disk, before the SPA plugin renames `loader`.
    v8_splitRouteModules: !spaMode,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
