// @ts-check
// `npm run restore -- FILE`: the site's data replaced by a snapshot's, with the site stopped
// (app/services/backup/cli.server.ts).
import { runCommand } from "./cli-runtime.js";

await runCommand((runtime) => runtime.restoreCli(process.argv.slice(2)));
