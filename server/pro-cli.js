// @ts-check
// `npm run pro -- <command>`: the owner's space accounts and audit trail (app/services/pro/cli.server.ts).
import { runCommand } from "./cli-runtime.js";

await runCommand((runtime) => runtime.proCli(process.argv.slice(2)));
