import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { invoicesCopy } from "#app/content/invoices.ts";
import { closeFinishedMonths, verifyJournal } from "#app/services/billing/payments/payment-journal.server.ts";
import { type DatabaseLocation, openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { checkEReportingArgs, type EReportingArgs, runEReporting } from "#app/services/ereporting/cli.server.ts";
import type { CliIo } from "#app/services/leads/cli.server.ts";
import { accountantExport, companySiren, exportPeriod, storedCompany } from "./invoice-export.server.ts";

const copy = invoicesCopy.accountantExport;

function readOption(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] as string;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
}

const commands = ["export", "verify-journal", "close-months", "e-reporting"];

/**
 * `npm run invoices -- export --from AAAA-MM-JJ --to AAAA-MM-JJ --out FICHIER.zip | verify-journal | close-months |
 * e-reporting --period AAAA-MM …` (app/services/ereporting/cli.server.ts);
 * returns the process exit code: 1 for a refused command or a broken journal.
 */
export async function runInvoicesCli(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const out = io.stdout ?? ((value: string) => process.stdout.write(value));
  const err = io.stderr ?? ((value: string) => process.stderr.write(value));
  const now = io.now ?? (() => new Date());
  const [command, ...args] = argv;

  if (!command || command === "help" || command === "--help") {
    out(`${copy.cli.usage}\n`);
    return command ? 0 : 1;
  }
  if (!commands.includes(command)) {
    err(`${copy.cli.unknownCommand(command)}\n\n${copy.cli.usage}\n`);
    return 1;
  }

  const env = parseEnv(io.env ?? process.env);
  const location: DatabaseLocation = { databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB };
  const storeMissing = () => {
    if (location.databaseUrl || existsSync(env.LEADS_DB)) return false;
    err(`${copy.cli.noDatabase(env.LEADS_DB)}\n`);
    return true;
  };
  // Only sealing months writes; the other commands read, next to a running server.
  const withDatabase = async (readonly: boolean, work: (database: StoreDatabase) => Promise<number>) => {
    const database = await openDatabase(location, { readonly });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  if (command === "close-months") {
    if (storeMissing()) return 1;
    return withDatabase(false, async (database) => {
      out(`${copy.cli.closed(await closeFinishedMonths(database.db, now()))}\n`);
      return 0;
    });
  }
  if (command === "verify-journal") {
    if (storeMissing()) return 1;
    return withDatabase(true, async (database) => {
      const check = await verifyJournal(database.db);
      if (!check.ok) {
        err(`${copy.cli.journalBroken(check.problem)}\n`);
        return 1;
      }
      out(`${copy.cli.journalOk(check.entries, check.closures)}\n`);
      return 0;
    });
  }

  if (command === "e-reporting") {
    const asked: EReportingArgs = {
      period: readOption(args, "--period"),
      out: readOption(args, "--out"),
      send: args.includes("--send"),
      corrective: args.includes("--corrective"),
      regime: readOption(args, "--regime"),
    };
    const checked = checkEReportingArgs(asked);
    if (!checked.ok) {
      err(`${checked.message}\n`);
      return 1;
    }
    if (storeMissing()) return 1;
    return withDatabase(true, (database) =>
      runEReporting(database, asked, { out, err, now, env: io.env ?? process.env }),
    );
  }

  const asked = exportPeriod(readOption(args, "--from"), readOption(args, "--to"));
  if (!asked.ok) {
    err(`${asked.message}\n`);
    return 1;
  }
  const file = readOption(args, "--out");
  if (!file) {
    err(`${copy.cli.noOut}\n`);
    return 1;
  }
  if (storeMissing()) return 1;
  return withDatabase(true, async (database) => {
    const company = await storedCompany(database);
    const siren = companySiren(company);
    if (!siren) {
      err(`${copy.noSiret}\n`);
      return 1;
    }
    const made = await accountantExport(database, asked.period, { siren, name: company.identity.name }, now());
    await writeFile(file, made.zip);
    out(`${copy.cli.written(file, made.invoices, made.payments, made.zip.byteLength)}\n`);
    return 0;
  });
}
