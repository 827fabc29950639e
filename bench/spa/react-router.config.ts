import type { Config } from "@react-router/dev/config";
// biome-ignore lint/style/noRestrictedImports: the configuration files sit at the project's root, which no alias names.
import productionConfig from "../../react-router.config.ts";

/**
 * The same site built the way the original was (client-only, one HTML shell, no prerendering), only for
 * `npm run bench` to measure what prerendering buys. Paths are relative to this folder, the Vite root of
 * this build; the production configuration knows nothing of it.
 */
export default {
  ...productionConfig,
  appDirectory: "../../app",
  buildDirectory: "../../build-spa",
  ssr: false,
  prerender: false,
  future: {
    ...productionConfig.future,
    // Route module splitting reads the route files from disk, before `route-exports.ts` renames `loader`.
    v8_splitRouteModules: false,
  },
} satisfies Config;
