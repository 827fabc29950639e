// Serves the client-only variant the way the original site was hosted: every path gets the one HTML shell.
// Files leave exactly as the prerendered site's do (same precompressed twins), so the benchmark compares
// the two architectures, not two ways of compressing. The server's code for that (server/precompressed.ts) is
// TypeScript compiled into the prerendered variant's build, which `npm run bench` makes first (build-bench).
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";

const serverBuild = path.resolve(process.env.PRERENDERED_BUILD_DIR ?? "build-bench", "server/index.js");
const { serverRuntime } = /** @type {{ serverRuntime: import("#app/services/runtime.server.ts").ServerRuntime }} */ (
  (await import(pathToFileURL(serverBuild).href)).entry.module
);
const { find: findPrecompressed, file: precompressedFile, static: precompressedStatic } = serverRuntime.precompressed;

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build-spa", "client");
const shell = path.join(clientDir, "index.html");
const precompressed = findPrecompressed(clientDir);
const app = express();
app.use(compression());
app.use(precompressedStatic(clientDir, precompressed));
app.use(express.static(clientDir, { index: false, maxAge: "1h" }));
app.get("/{*splat}", (req, res) => {
  res.type("html");
  res.sendFile(precompressedFile(req, res, shell, precompressed));
});
app.listen(Number(process.env.PORT ?? 3401), process.env.HOST ?? "127.0.0.1");
