import { defineConfig, mergeConfig } from "vite";
import productionConfig from "../../vite.config.ts";
import { spaRouteExports } from "./route-exports.ts";

/** The client-only variant: the production Vite configuration with this folder as React Router's root. */
export default mergeConfig(productionConfig, defineConfig({ root: import.meta.dirname, plugins: [spaRouteExports()] }));
