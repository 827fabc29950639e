import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // A separate folder per parallel build (BUILD_DIR) keeps concurrent builds from overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  // Eleven routes: the whole route manifest is about 1 KB compressed in each page. Lazy discovery fetched it
  // after hydration anyway, and patching the router with it re-rendered every link on the page a second time.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
