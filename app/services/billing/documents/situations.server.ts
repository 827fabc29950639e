import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { pricedLines, type QuoteLine, writeLines } from "./document-lines.server.ts";
import { acceptedQuote, creditsOf, issuedSituationsOf } from "./invoice-balances.server.ts";
import type { SituationStatement } from "./invoice-document.ts";
import { lineExclCents } from "./quote-totals.ts";
import { type EarlierSituation, situationInvoiceLines, situationStatement } from "./situation-rules.ts";

/**
 * The store's side of progress invoices (decision 066): what the owner's form starts from, the draft situation
 * written from the typed percentages, its statement recomputed from the quote and the earlier situations each time
 * it is read or issued (another situation issued or cancelled meanwhile changes what this one claims).
 */

type Db = Kysely<Database> | Transaction<Database>;

export type SituationRefusal =
  | "missing"
  | "notAccepted"
  | "finalExists"
  | "complete"
  | "shape"
  | "over"
  | "lowered"
  | "nothing";

/** What the form « Facturer une situation » shows: the quote's priced lines, where each stands, the draft if any. */
export interface SituationStart {
  quoteId: number;
  quoteNumber: string;
  clientName: string;
  title: string;
  reverseCharge: boolean;
  lines: QuoteLine[];
  /** The next situation's rank. */
  number: number;
  earlier: EarlierSituation[];
  /** Per line: the highest cumulative percentage stated so far (the form's floor) and what was claimed. */
  floorBasisPoints: number[];
  previousExclCents: number[];
  /** The draft situation being typed, with its percentages, or null. */
  draft: { id: number; cumulativeBasisPoints: number[] } | null;
}

/** Whether the quote has a final invoice (« solde ») not cancelled whole, draft included: situations are then closed. */
async function liveFinal(db: Db, quoteId: number): Promise<boolean> {
  const finals = await db
    .selectFrom("invoices")
    .select(["id", "status", "incl_cents"])
    .where("quote_id", "=", quoteId)
    .where("kind", "=", "solde")
    .execute();
  const credited = await creditsOf(
    db,
    finals.map((row) => row.id),
  );
  return finals.some(
    (row) => row.status === "brouillon" || (credited.get(row.id)?.inclCents ?? 0) < (row.incl_cents ?? 0),
  );
}

/** Whether the quote is invoiced by situations: one issued and not cancelled, or a draft. */
export async function hasLiveSituations(db: Db, quoteId: number): Promise<boolean> {
  const draft = await db
    .selectFrom("invoices")
    .select("id")
    .where("quote_id", "=", quoteId)
    .where("situation_number", "is not", null)
    .where("status", "=", "brouillon")
    .executeTakeFirst();
  return draft !== undefined || (await issuedSituationsOf(db, quoteId)).live.length > 0;
}

export async function situationStart(
  db: Db,
  quoteId: number,
): Promise<{ ok: true; start: SituationStart } | { ok: false; reason: SituationRefusal }> {
  const exists = await db.selectFrom("quotes").select("id").where("id", "=", quoteId).executeTakeFirst();
  if (!exists) return { ok: false, reason: "missing" };
  const accepted = await acceptedQuote(db, quoteId);
  if (!accepted) return { ok: false, reason: "notAccepted" };
  if (await liveFinal(db, quoteId)) return { ok: false, reason: "finalExists" };
  const quote = accepted.document;
  const lines = pricedLines(quote.lines);
  const { live, rankTaken } = await issuedSituationsOf(db, quoteId);
  const floorBasisPoints = lines.map((_, index) =>
    Math.max(0, ...live.map((situation) => situation.statement.lines[index]?.cumulativeBasisPoints ?? 0)),
  );
  const previousExclCents = lines.map((_, index) =>
    live.reduce((sum, situation) => sum + (situation.statement.lines[index]?.thisExclCents ?? 0), 0),
  );
  const draftRow = await db
    .selectFrom("invoices")
    .select("id")
    .where("quote_id", "=", quoteId)
    .where("situation_number", "is not", null)
    .where("status", "=", "brouillon")
    .executeTakeFirst();
  const draft = draftRow ? { id: draftRow.id, cumulativeBasisPoints: await progressOf(db, draftRow.id) } : null;
  if (!draft && floorBasisPoints.every((basisPoints) => basisPoints === 10_000)) {
    return { ok: false, reason: "complete" };
  }
  return {
    ok: true,
    start: {
      quoteId,
      quoteNumber: quote.number,
      clientName: quote.clientName,
      title: quote.title,
      reverseCharge: quote.reverseCharge === true,
      lines,
      number: rankTaken + 1,
      earlier: live,
      floorBasisPoints,
      previousExclCents,
      draft,
    },
  };
}

/** The percentages stored for a draft or issued situation, by quote line. */
export async function progressOf(db: Db, invoiceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("situation_progress")
    .select(["quote_line", "cumulative_basis_points"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("quote_line")
    .execute();
  return rows.map((row) => row.cumulative_basis_points);
}

/**
 * The statement of a situation, draft or about to be issued, from its stored percentages, the accepted quote's
 * lines and the situations issued before it (never those after: it is the next one).
 */
export async function currentStatement(
  db: Db,
  invoice: { id: number; quote_id: number | null; situation_number: number | null },
): Promise<{ ok: true; statement: SituationStatement; lines: QuoteLine[] } | { ok: false; reason: SituationRefusal }> {
  if (invoice.quote_id === null || invoice.situation_number === null) return { ok: false, reason: "missing" };
  const accepted = await acceptedQuote(db, invoice.quote_id);
  if (!accepted) return { ok: false, reason: "notAccepted" };
  const { live } = await issuedSituationsOf(db, invoice.quote_id);
  const result = situationStatement(
    pricedLines(accepted.document.lines),
    await progressOf(db, invoice.id),
    live,
    invoice.situation_number,
  );
  return result.ok
    ? { ok: true, statement: result.statement, lines: situationInvoiceLines(result.statement) }
    : { ok: false, reason: result.reason };
}

/** Stores the typed percentages and the lines they give, for the draft situation `invoiceId`. */
export async function writeSituation(
  trx: Transaction<Database>,
  invoiceId: number,
  cumulativeBasisPoints: readonly number[],
  lines: readonly QuoteLine[],
): Promise<void> {
  await trx.deleteFrom("situation_progress").where("invoice_id", "=", invoiceId).execute();
  await trx
    .insertInto("situation_progress")
    .values(
      cumulativeBasisPoints.map((basisPoints, index) => ({
        invoice_id: invoiceId,
        quote_line: index,
        cumulative_basis_points: basisPoints,
      })),
    )
    .execute();
  await writeLines(trx, "invoice", invoiceId, lines);
}

/** A quote invoiced by situations and not yet at 100 %, as the owner's dashboard lists it. */
export interface SituationInProgress {
  quoteId: number;
  quoteNumber: string;
  clientName: string;
  title: string;
  /** What the live situations claimed, in basis points of the quote's total before VAT. */
  invoicedBasisPoints: number;
  leftExclCents: number;
  lastDate: string;
  /** The last situation is more than a month old: situations are usually monthly, one may be due. */
  late: boolean;
}

/** YYYY-MM-DD a calendar month before `date` (the 31st of March gives the 28th or 29th of February). */
function monthBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The quotes whose live situations leave something to invoice, the longest waiting first. */
export async function situationsInProgress(db: Db, today: string): Promise<SituationInProgress[]> {
  const quoteIds = await db
    .selectFrom("invoices")
    .select("quote_id")
    .distinct()
    .where("situation_number", "is not", null)
    .where("status", "=", "emise")
    .where("quote_id", "is not", null)
    .execute();
  const found: SituationInProgress[] = [];
  for (const { quote_id: quoteId } of quoteIds) {
    if (quoteId === null) continue;
    const accepted = await acceptedQuote(db, quoteId);
    const { live } = await issuedSituationsOf(db, quoteId);
    if (!accepted || live.length === 0 || live.some((situation) => situation.statement.final)) continue;
    const totalCents = pricedLines(accepted.document.lines).reduce((sum, line) => sum + lineExclCents(line), 0);
    const invoicedCents = live.reduce(
      (sum, situation) => sum + situation.statement.lines.reduce((lines, line) => lines + line.thisExclCents, 0),
      0,
    );
    const lastDate =
      live
        .map((situation) => situation.date)
        .sort()
        .at(-1) ?? "";
    found.push({
      quoteId,
      quoteNumber: accepted.document.number,
      clientName: accepted.document.clientName,
      title: accepted.document.title,
      invoicedBasisPoints: totalCents > 0 ? Math.floor((invoicedCents * 10_000) / totalCents) : 0,
      leftExclCents: totalCents - invoicedCents,
      lastDate,
      late: lastDate < monthBefore(today),
    });
  }
  return found.sort((a, b) => a.lastDate.localeCompare(b.lastDate));
}
