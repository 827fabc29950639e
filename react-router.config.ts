import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // A separate folder per parallel build (BUILD_DIR) keeps concurrent builds from overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
