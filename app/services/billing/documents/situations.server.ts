import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { pricedLines, type QuoteLine, writeLines } from "./document-lines.server.ts";
import { acceptedQuote, creditsOf, issuedSituationsOf } from "./invoice-balances.server.ts";
import type { SituationStatement } from "./invoice-document.ts";
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
