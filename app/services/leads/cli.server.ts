import { existsSync } from "node:fs";
import { leadAdminCopy } from "#app/content/forms.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { quoteStateLabels, quotesCopy } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { type NewestQuote, QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { type DatabaseLocation, openDatabase } from "#app/services/db/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { PhotoStorage } from "#app/services/photos/storage.server.ts";
import { toCsv } from "./csv.server.ts";
import { formatReceivedAt } from "./message.server.ts";
import { type LeadListRow, LeadStore } from "./store.server.ts";

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  now: () => Date;
}

/** The privacy notice promises 3 years of retention (app/content/forms.ts). */
export const RETENTION_YEARS = 3;

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

const copy = leadAdminCopy;

function text(row: LeadListRow, field: string): string {
  const value = row.fields[field];
  if (typeof value === "boolean") return value ? copy.email.yes : copy.email.no;
  return value ?? "";
}

/** The same columns for both forms, so one spreadsheet holds every request. */
export function leadColumns(row: LeadListRow): string[] {
  const contact = row.kind === "contact";
  return [
    String(row.id),
    formatReceivedAt(row.createdAt),
    inboxCopy.kinds[row.kind],
    row.page,
    inboxCopy.statuses[row.workflowStatus],
    copy.deliveries[row.delivery ?? "none"],
    String(row.attempts),
    text(row, "name"),
    text(row, "phone"),
    text(row, "email"),
    text(row, contact ? "city" : "address"),
    text(row, "service"),
    text(row, contact ? "message" : "description"),
    contact ? "" : text(row, "acceptsTerms"),
  ];
}

/**
 * The export's table, for the owner's "Exporter (CSV)" and `npm run leads -- export --csv` alike: the headers, then
 * each request with its newest quote (number, status, total including VAT), empty when it has none.
 */
export function exportTable(rows: readonly LeadListRow[], quotes: ReadonlyMap<number, NewestQuote>): string[][] {
  const quoteColumns = (quote: NewestQuote | undefined) =>
    quote ? [quote.number ?? "", quoteStateLabels[quote.state], formatEuros(quote.inclCents)] : ["", "", ""];
  return [
    [...copy.csvHeaders, ...quotesCopy.csvHeaders],
    ...rows.map((row) => [...leadColumns(row), ...quoteColumns(quotes.get(row.id))]),
  ];
}

function listLine(row: LeadListRow): string {
  const [id, receivedAt, kind, , status, delivery, , name, phone, email, place, service] = leadColumns(row);
  const state = row.status === "spam" ? status! : delivery!;
  const head = `#${id!.padEnd(5)} ${receivedAt!.padEnd(24)} ${kind!.padEnd(8)} ${state.padEnd(11)}`;
  const failure = row.delivery === "dead" && row.lastError ? `\n       ${copy.cli.failure} : ${row.lastError}` : "";
  return `${head} ${[name, phone, email, place, service].filter(Boolean).join(" · ")}${failure}`;
}

function readOption(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (args[index + 1] ?? "");
}

const separators: Record<string, string> = { ";": ";", ",": ",", tab: "\t" };

/** `npm run leads -- list | export --csv | retry`; returns the process exit code. */
export async function runLeadsCli(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const out = io.stdout ?? ((value: string) => process.stdout.write(value));
  const err = io.stderr ?? ((value: string) => process.stderr.write(value));
  const now = io.now ?? (() => new Date());
  const [command, ...args] = argv;

  if (!command || command === "help" || command === "--help") {
    out(`${copy.cli.usage}\n`);
    return command ? 0 : 1;
  }
  if (!["list", "export", "retry", "purge"].includes(command)) {
    err(`${copy.cli.unknownCommand(command)}\n\n${copy.cli.usage}\n`);
    return 1;
  }

  const env = parseEnv(io.env ?? process.env);

  const location: DatabaseLocation = { databaseUrl: env.DATABASE_URL, sqliteFile: env.LEADS_DB };

  if (command === "retry" || command === "purge") {
    const database = await openDatabase(location);
    try {
      const store = new LeadStore(database);
      if (command === "retry") out(`${copy.cli.requeued(await store.requeueDead())}\n`);
      else {
        const purged = await store.purgeBefore(retentionCutoff(now()));
        // After the commit: a file whose row is gone is an orphan the server's start-up sweep would remove anyway.
        await new PhotoStorage(env.UPLOADS_DIR).remove(purged.photoFiles);
        out(`${copy.cli.purged(purged.count)}\n`);
      }
    } finally {
      await database.close();
    }
    return 0;
  }

  let limit = Number.MAX_SAFE_INTEGER;
  let separator = ";";
  if (command === "list") {
    const raw = readOption(args, "--limit");
    limit = raw === undefined ? 50 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1) {
      err(`${copy.cli.badLimit}\n`);
      return 1;
    }
  } else {
    if (!args.includes("--csv")) {
      err(`${copy.cli.csvOnly}\n`);
      return 1;
    }
    const raw = readOption(args, "--separator");
    if (raw !== undefined && !separators[raw]) {
      err(`${copy.cli.badSeparator}\n`);
      return 1;
    }
    separator = separators[raw ?? ";"]!;
  }

  // Reading never creates a SQLite file, and stays read-only next to a running server.
  const read = location.databaseUrl || existsSync(env.LEADS_DB) ? await readRows(location, limit) : null;
  if (command === "export") {
    out(toCsv(exportTable(read?.rows ?? [], read?.quotes ?? new Map()), separator));
    return 0;
  }
  const rows = read?.rows ?? null;
  if (rows === null) {
    err(`${copy.cli.noDatabase(env.LEADS_DB)}\n`);
    return 0;
  }
  out(rows.length === 0 ? `${copy.cli.empty}\n` : `${rows.map(listLine).join("\n")}\n`);
  return 0;
}

async function readRows(
  location: DatabaseLocation,
  limit: number,
): Promise<{ rows: LeadListRow[]; quotes: Map<number, NewestQuote> }> {
  const database = await openDatabase(location, { readonly: true });
  try {
    const rows = await new LeadStore(database).listLeads(limit);
    return { rows, quotes: await new QuoteStore(database).newestOfLeads(rows.map((row) => row.id)) };
  } finally {
    await database.close();
  }
}
