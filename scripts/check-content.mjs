// npm run check-content [-- DIR]: lists what is left before going live and exits 1 while anything is. With the
// build present it reads the version online from the server's store (same environment as `npm start`: LEADS_DB
// or DATABASE_URL) and prints the very list "Mon site" shows in /pro (placeholders, the template's values, claims
// not confirmed, coordinates, a service without its certificate). Without a build, or given a folder, it lists the
// PLACEHOLDER marks of the content files (file, line, field).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { findPlaceholders } from "./placeholders.mjs";

const serverBuild = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (process.argv[2] === undefined && existsSync(serverBuild)) {
  /** @type {{ entry: { module: { serverRuntime: import("../app/services/runtime.server.ts").ServerRuntime } } }} */
  const build = await import(pathToFileURL(serverBuild).href);
  const { items, version } = await build.entry.module.serverRuntime.publishedReadiness();
  const source = version > 1 ? `the published version ${version}` : "the build's first version";
  if (items.length === 0) {
    console.log(`Nothing left in ${source}: the content is ready to go live ("Prêt pour la mise en ligne").`);
    process.exit(0);
  }
  for (const { screen, field, label, reason, value } of items) {
    console.log(`${screen}  ${field}  ${label} : ${reason}${value ? `  (${value.slice(0, 80)})` : ""}`);
  }
  console.log(
    `\n${items.length} item(s) left in ${source} before going live: fix them from /pro, "Mon site" (see docs/operations.md, Going live).`,
  );
  process.exit(1);
}

const dir = path.resolve(process.argv[2] ?? "app/content");
const placeholders = await findPlaceholders(dir);
const source = path.relative(process.cwd(), dir) || ".";
if (placeholders.length === 0) {
  console.log(`No placeholder left in ${source}: the content is ready to go live.`);
  process.exit(0);
}
for (const { file, line, field, value } of placeholders) {
  console.log(`${file}:${line}  ${field}  ${value}`);
}
console.log(
  `\n${placeholders.length} placeholder(s) left in ${source} to replace with the owner's data before going live (from /pro, "Mon site", or in app/content/; see docs/operations.md, Going live).`,
);
process.exit(1);
