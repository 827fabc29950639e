// @ts-check
// What the owner's commands (`npm run leads`, `npm run pro`) share: the application bundle, built first when
// there is none. Their logic lives in that bundle so that it shares the database code with the web process;
// these plain-JS entries only load it, which runs on Node 20 without a TypeScript loader.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @returns {Promise<import("../app/services/runtime.server.ts").ServerRuntime>} */
export async function loadRuntime() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const serverBuildPath = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuildPath)) {
    // stderr only: stdout may be redirected into a file.
    console.error("No production build found: building it first (npm run build).");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", process.stderr, process.stderr] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(serverBuildPath).href);
  return /** @type {{ serverRuntime: import("../app/services/runtime.server.ts").ServerRuntime }} */ (
    /** @type {unknown} */ (build.entry.module)
  ).serverRuntime;
}

/**
 * Runs one command of the bundle and sets the exit code; an error is one line on stderr.
 * @param {(runtime: import("../app/services/runtime.server.ts").ServerRuntime) => Promise<number>} command
 */
export async function runCommand(command) {
  try {
    process.exitCode = await command(await loadRuntime());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
