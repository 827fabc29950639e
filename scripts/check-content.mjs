// npm run check-content [-- DIR]: lists every placeholder the owner still has to replace (file, line, field) and
// exits 1 while any remain: the go-live checklist of the owner's data. The content files are the first version;
// once the owner publishes from /pro ("Mon site"), a value he replaced no longer counts. The published version
// is read from the server's store (same environment as `npm start`: LEADS_DB or DATABASE_URL) through the build.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findPlaceholders } from "./placeholders.mjs";

const dir = path.resolve(process.argv[2] ?? "app/content");
let placeholders = await findPlaceholders(dir);
let version = 1;
const serverBuild = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (process.argv[2] === undefined && existsSync(serverBuild)) {
  /** @type {{ entry: { module: { serverRuntime: import("../app/services/runtime.server.ts").ServerRuntime } } }} */
  const build = await import(pathToFileURL(serverBuild).href);
  ({ remaining: placeholders, version } = await build.entry.module.serverRuntime.publishedPlaceholders(placeholders));
}
const source = version > 1 ? `the published version ${version}` : path.relative(process.cwd(), dir) || ".";
if (placeholders.length === 0) {
  console.log(`No placeholder left in ${source}: the content is ready to go live.`);
  process.exit(0);
}
for (const { file, line, field, value } of placeholders) {
  console.log(`${file}:${line}  ${field}  ${value}`);
}
console.log(
  `\n${placeholders.length} placeholder(s) left in ${source} to replace with the owner's data before going live (from /pro, "Mon site", or in app/content/; see README, Going live).`,
);
process.exit(1);
