// @ts-check
// `npm run leads -- <command>`: the owner's tool for stored leads. The logic lives in the application
// bundle (app/services/leads/cli.server.ts) so that it shares the database code with the web process;
// this plain-JS entry only loads that bundle, which runs on Node 20 without a TypeScript loader.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverBuildPath = path.join(buildDir, "server/index.js");

if (!existsSync(serverBuildPath)) {
  // stderr only: stdout may be redirected into a CSV file.
  console.error("No production build found: building it first (npm run build).");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", process.stderr, process.stderr] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverBuildPath).href);
const runtime = /** @type {{ serverRuntime: import("#app/services/runtime.server.ts").ServerRuntime }} */ (
  /** @type {unknown} */ (build.entry.module)
).serverRuntime;

try {
  process.exitCode = await runtime.cli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
