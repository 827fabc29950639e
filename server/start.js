// @ts-check
// The plain-JavaScript entry of the web process, so that Node 20 runs it without a TypeScript loader. The Express
// app itself (server/app.ts) is TypeScript, compiled into the server build with the routes; this file only finds
// that build and listens:
// - `npm start`: the production build in BUILD_DIR, built again first when missing or older than the code;
// - `npm run dev` (`--dev`): the same app over Vite's development server, which compiles on request and reloads
//   the browser when a file changes (the routes' code is loaded again for each request).
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildStaleness } from "./build-freshness.js";

const development = process.argv.includes("--dev");
// The production server runs React's and Express's production code: React's development build checks every element
// it renders (three to four times the time of a page's render under load) and Express's shows stack traces in
// its error pages. Set before the build is imported, which loads React.
if (!development) process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = createServer();

/** @returns {Promise<{ build: import("react-router").ServerBuild, clientDir: string, serverBuildFile?: string, development?: import("./app.ts").DevelopmentServer }>} */
async function loadProductionBuild() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const serverBuildPath = path.join(buildDir, "server/index.js");
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
  return {
    build: await import(pathToFileURL(serverBuildPath).href),
    clientDir: path.join(buildDir, "client"),
    serverBuildFile: serverBuildPath,
  };
}

async function loadDevelopmentBuild() {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({
    root,
    appType: "custom",
    // The browser's reload channel shares the site's port, so the policy's connect-src 'self' covers it.
    server: { middlewareMode: true, hmr: { server } },
  });
  const load = async () =>
    /** @type {import("react-router").ServerBuild} */ (await vite.ssrLoadModule("virtual:react-router/server-build"));
  return {
    build: await load(),
    // Files in public/ are served as the production build serves build/client (same cache headers).
    clientDir: path.join(root, "public"),
    development: { middlewares: vite.middlewares, loadBuild: load, close: () => vite.close() },
  };
}

const loaded = development ? await loadDevelopmentBuild() : await loadProductionBuild();
const { build, clientDir, development: developmentServer } = loaded;
const runtime = /** @type {{ serverRuntime: import("#app/services/runtime.server.ts").ServerRuntime }} */ (
  /** @type {unknown} */ (build.entry.module)
).serverRuntime;

let env;
try {
  env = runtime.parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  // A publication renders pages again with this very build (app/services/site/render.server.ts).
  await runtime.start(
    env,
    "serverBuildFile" in loaded && loaded.serverBuildFile
      ? { serverBuildFile: loaded.serverBuildFile, clientDir }
      : undefined,
  );
} catch (error) {
  // One line: a wrong DATABASE_URL or a database that does not answer, without a stack trace to read through.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = runtime.createApp({
  build,
  clientDir,
  // The build's SITE_URL unless the environment names one again: pages built for https are served over https.
  siteUrl: runtime.siteUrl(env),
  health: () => runtime.health(),
  trustProxy: env.TRUST_PROXY,
  formGuards: await runtime.formGuards(env),
  publishedSite: () => runtime.publishedSite(),
  publicPhotosDir: env.SITE_PHOTOS_DIR,
  development: developmentServer,
});
server.on("request", app);

/**
 * `npm run dev` without a platform's connection in the environment starts the local one (server/local-platform.js), so the
 * owner's "Facturation électronique" screen has something to connect to; its addresses and credentials are printed
 * to be entered there. Never in production: a real platform is the owner's own (docs/deploy.md).
 */
async function startDevelopmentPlatform() {
  const connection = [
    "EINVOICING_FLOW_URL",
    "EINVOICING_DIRECTORY_URL",
    "EINVOICING_TOKEN_URL",
    "EINVOICING_CLIENT_ID",
    "EINVOICING_CLIENT_SECRET",
  ];
  const configured = connection.some((name) => process.env[name]);
  if (!development || configured) return null;
  const { startLocalPlatform } = await import("./local-platform.js");
  const platform = await startLocalPlatform({ port: 4010 }).catch(() => startLocalPlatform({ port: 0 }));
  console.log(
    [
      `Local e-invoicing platform on ${platform.url} (enter it in /pro/factures/facturation-electronique):`,
      `  flows ${platform.flowUrl}`,
      `  directory ${platform.directoryUrl}`,
      `  token ${platform.tokenUrl}`,
      `  client id ${platform.clientId}, client secret ${platform.clientSecret}`,
    ].join("\n"),
  );
  return platform;
}
const developmentPlatform = await startDevelopmentPlatform();
server.listen(env.PORT, env.HOST, () => {
  const mode = development ? " (development: Vite compiles on request and reloads the browser)" : "";
  console.log(`Server ready on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}${mode}`);
});
// A client that trickles its headers cannot hold a connection (Node's default: 60 s). A whole request may take up to
// ten minutes: 40 MB of photos from a phone on a slow link; the form guards cut off a body that stalls for 15 s,
// and a text-only form's body that is not in after 30 s (server/form-guards.ts).
server.headersTimeout = 15_000;
server.requestTimeout = 10 * 60_000;

let stopping = false;
/** @param {string} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  await developmentServer?.close();
  await developmentPlatform?.close();
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
