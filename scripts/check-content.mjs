// npm run check-content [-- DIR]: lists every placeholder left in app/content/ (or DIR) with its file, line and
// field, and exits 1 while any remain: the go-live checklist of the owner's data.
import path from "node:path";
import { findPlaceholders } from "./placeholders.mjs";

const dir = path.resolve(process.argv[2] ?? "app/content");
const placeholders = await findPlaceholders(dir);
if (placeholders.length === 0) {
  console.log(`No placeholder left in ${path.relative(process.cwd(), dir) || "."}: the content is ready to go live.`);
  process.exit(0);
}
for (const { file, line, field, value } of placeholders) {
  console.log(`${file}:${line}  ${field}  ${value}`);
}
console.log(
  `\n${placeholders.length} placeholder(s) to replace with the owner's data before going live (see README, Going live).`,
);
process.exit(1);
