// @ts-check
// `npm run backup -- --to DIR | --verify FILE`: a snapshot of the site's data, or a check of one
// (app/services/backup/cli.server.ts).
import { runCommand } from "./cli-runtime.js";

await runCommand((runtime) => runtime.backupCli(process.argv.slice(2)));
