import { sql, type Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";

/** The series of numbered documents: quotes, invoices, credit notes, and the payment journal's sequence. */
export type NumberSeries = "D" | "F" | "AV" | "J";

/**
 * The next number of `series` in `year`, in the caller's transaction: the counter row's update holds its lock
 * (PostgreSQL) or the database's (SQLite, `begin immediate`) until the commit, so no two transactions get the same
 * number, and a rolled-back one gives its number back: each series stays continuous (decisions 020 and 023).
 */
export async function nextInSeries(trx: Transaction<Database>, series: NumberSeries, year: number): Promise<number> {
  const row = await trx
    .insertInto("document_number_counters")
    .values({ series, year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["series", "year"])
        .doUpdateSet({ last_number: sql<number>`document_number_counters.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** "D-2026-0001", "F-2026-0012", "AV-2026-0003". */
export function documentNumber(series: Exclude<NumberSeries, "J">, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The number a document of `series` takes when issued on `date` (YYYY-MM-DD, Europe/Paris), in the caller's transaction. */
export async function takeNumber(
  trx: Transaction<Database>,
  series: Exclude<NumberSeries, "J">,
  date: string,
): Promise<string> {
  const year = Number(date.slice(0, 4));
  return documentNumber(series, year, await nextInSeries(trx, series, year));
}
