import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** `import islandUrls from "virtual:islands"`: each island's name → the URL of its module in the browser. */
export const islandsModuleId = "virtual:islands";
const resolvedId = `\0${islandsModuleId}`;

/** The folder whose files are the islands: one browser entry each, named after the file. */
export const islandsDir = path.resolve(import.meta.dirname, "../app/islands");

/** The islands' entry files: `app/islands/<name>.ts(x)`, tests and helpers (`_*.ts`) aside. */
export function islandEntries(dir = islandsDir): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.startsWith("_") || /\.test\.tsx?$/.test(file)) continue;
    entries.set(file.replace(/\.tsx?$/, ""), path.join(dir, file));
  }
  return entries;
}

/**
 * The islands: small browser modules that enhance the server's markup on pages that do not load React Router.
 * In the client build each becomes an entry chunk of its own (hashed, immutable, sharing nothing with React
 * Router's chunks); the server build, made after it in the same process, reads their URLs through
 * `virtual:islands`, so the pages it renders name the hashed files. In development Vite serves the sources.
 */
export function islands(): Plugin {
  const entries = islandEntries();
  // Filled by the client build, read by the server build of the same `react-router build`.
  const builtUrls = new Map<string, string>();
  let serving = false;
  let base = "/";
  return {
    name: "islands",
    sharedDuringBuild: true,
    configResolved(config) {
      serving = config.command === "serve";
      base = config.base;
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const [name, file] of entries) this.emitFile({ type: "chunk", id: file, name: `island-${name}` });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        for (const [name, file] of entries) {
          if (chunk.facadeModuleId === file) builtUrls.set(name, `${base}${chunk.fileName}`);
        }
      }
    },
    resolveId(id) {
      return id === islandsModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return;
      const urls: Record<string, string> = {};
      for (const [name, file] of entries) {
        if (serving)
          urls[name] = `/${path.relative(path.resolve(islandsDir, "../.."), file).split(path.sep).join("/")}`;
        else if (this.environment.name !== "client") {
          const url = builtUrls.get(name);
          if (!url) this.error(`island "${name}" was not built by the client build`);
          urls[name] = url;
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
