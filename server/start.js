// @ts-check
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createApp } from "./app.js";
import { buildStaleness } from "./build-freshness.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverBuildPath = path.join(buildDir, "server/index.js");
const clientDir = path.join(buildDir, "client");

const staleness = buildStaleness(root, serverBuildPath);
if (staleness) {
  console.log(
    staleness === "missing"
      ? "No production build found: building it first (npm run build)."
      : "The production build is older than the code: building it again (npm run build).",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(serverBuildPath).href);
/** @type {import("../app/services/runtime.server.ts").ServerRuntime} */
const runtime = build.entry.module.serverRuntime;

let env;
try {
  env = runtime.parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  await runtime.start(env);
} catch (error) {
  // One line: a wrong DATABASE_URL or a database that does not answer, without a stack trace to read through.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = createApp({
  build,
  clientDir,
  // The build's SITE_URL unless the environment names one again: pages built for https are served over https.
  siteUrl: process.env.SITE_URL ? env.SITE_URL : (runtime.builtSiteUrl ?? env.SITE_URL),
  health: () => runtime.health(),
  trustProxy: env.TRUST_PROXY,
  formGuards: await runtime.formGuards(env),
});
const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Server ready on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});
// A client that trickles its headers or body cannot hold a connection for minutes (Node's defaults: 60 s and 5 min).
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  server.close(async () => {
    await runtime.stop();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
// Started with an IPC channel (the load test's soak mode), the server tells its parent its memory on request.
process.on("message", (message) => {
  if (message === "memory") process.send?.({ memory: process.memoryUsage() });
});
process.on("SIGINT", () => void shutdown("SIGINT"));
