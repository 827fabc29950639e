// @ts-check
// `npm run leads -- <command>`: the owner's tool for stored leads (app/services/leads/cli.server.ts).
import { runCommand } from "./cli-runtime.js";

await runCommand((runtime) => runtime.cli(process.argv.slice(2)));
