// @ts-check
// `npm run invoices -- <command>`: the accountant's export and the payment journal (app/services/billing/exports/cli.server.ts).
import { runCommand } from "./cli-runtime.js";

await runCommand((runtime) => runtime.invoicesCli(process.argv.slice(2)));
