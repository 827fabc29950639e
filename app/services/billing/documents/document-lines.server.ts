import type { Kysely, Selectable, Transaction } from "kysely";
import type { QuoteLineKind, QuoteLinesTable } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { type QuoteTotals, quoteTotals, type VatRate } from "./quote-totals.ts";

/**
 * A document's lines, one code for every kind: quotes and invoices keep them in tables of the same columns but the
 * document's key, in the order the owner wrote them.
 */
const lineTables = {
  quote: { table: "quote_lines", key: "quote_id", documents: "quotes" },
  invoice: { table: "invoice_lines", key: "invoice_id", documents: "invoices" },
} as const;

export type LinedKind = keyof typeof lineTables;

export interface QuoteLine {
  kind: QuoteLineKind;
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

type Db = Kysely<Database> | Transaction<Database>;

type LineRow = Omit<Selectable<QuoteLinesTable>, "quote_id" | "kind"> & { kind: string };

function toLine(row: LineRow): QuoteLine {
  return {
    kind: row.kind as QuoteLineKind,
    designation: row.designation,
    quantityMilli: row.quantity_milli,
    unit: row.unit,
    unitPriceCents: row.unit_price_cents,
    vatRate: row.vat_rate as VatRate,
  };
}

/** Section titles carry no amount. */
export function pricedLines(lines: readonly QuoteLine[]): QuoteLine[] {
  return lines.filter((line) => line.kind !== "section");
}

export async function readLines(db: Db, kind: LinedKind, documentId: number): Promise<QuoteLine[]> {
  return (await linesOf(db, kind, [documentId])).get(documentId) ?? [];
}

/** The lines of several documents at once, by id (one query for all). */
export async function linesOf(db: Db, kind: LinedKind, ids: readonly number[]): Promise<Map<number, QuoteLine[]>> {
  const { table, key } = lineTables[kind];
  const found = new Map<number, QuoteLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(key, "in", [...ids])
    .orderBy("position")
    .execute();
  // Kysely types a row of either table as the first's; the document's key is read by its name.
  for (const row of rows) found.get((row as Record<string, unknown>)[key] as number)?.push(toLine(row));
  return found;
}

/** The totals of several documents at once, by id, from their priced lines and whether the VAT is reverse-charged. */
export async function totalsOf(db: Db, kind: LinedKind, ids: readonly number[]): Promise<Map<number, QuoteTotals>> {
  const lines = await linesOf(db, kind, ids);
  const reverseCharged = new Set<number>();
  if (ids.length > 0) {
    const rows = await db
      .selectFrom(lineTables[kind].documents)
      .select("id")
      .where("id", "in", [...ids])
      .where("reverse_charge", "=", 1)
      .execute();
    for (const row of rows) reverseCharged.add(row.id);
  }
  return new Map(ids.map((id) => [id, quoteTotals(pricedLines(lines.get(id) ?? []), reverseCharged.has(id))]));
}

/** Replaces the document's lines, numbered in the order given. */
export async function writeLines(
  trx: Transaction<Database>,
  kind: LinedKind,
  documentId: number,
  lines: readonly QuoteLine[],
): Promise<void> {
  const { table, key } = lineTables[kind];
  await trx.deleteFrom(table).where(key, "=", documentId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto(table)
    .values(
      lines.map((line, index) => ({
        [key]: documentId,
        position: index + 1,
        kind: line.kind,
        designation: line.designation,
        quantity_milli: line.quantityMilli,
        unit: line.unit,
        unit_price_cents: line.unitPriceCents,
        vat_rate: line.vatRate,
      })),
    )
    .execute();
}
