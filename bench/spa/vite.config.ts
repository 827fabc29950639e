import { defineConfig, mergeConfig } from "vite";
// biome-ignore lint/style/noRestrictedImports: the configuration files sit at the project's root, which no alias names.
import productionConfig from "../../vite.config.ts";
import { spaRouteExports } from "./route-exports.ts";

/**
 * The client-only variant: the production Vite configuration with this folder as React Router's root, and every
 * page one React application again (the layout loads React Router's scripts instead of the islands).
 */
export default mergeConfig(
  productionConfig,
  defineConfig({
    root: import.meta.dirname,
    plugins: [spaRouteExports()],
    define: { __CLIENT_ONLY_VARIANT__: "true" },
  }),
);
