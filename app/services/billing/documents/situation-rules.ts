/**
 * Progress invoices (« situations de travaux », decision 066), the rules that need no store: from the accepted
 * quote's priced lines, the cumulative percentages typed by the owner and what the earlier situations claimed, the
 * statement of the next situation and its invoice lines. Pure, so the form, the store and the tests share them.
 */
import type { QuoteLine } from "./document-lines.server.ts";
import type { SituationLine, SituationStatement } from "./invoice-document.ts";
import { lineExclCents } from "./quote-totals.ts";

/** 100 % in basis points. */
export const FULL_BASIS_POINTS = 10_000;

/** An earlier situation of the quote, not cancelled by a credit note, as the next one reads it. */
export interface EarlierSituation {
  number: string;
  date: string;
  /** Its frozen statement. */
  statement: SituationStatement;
}

export type SituationResult =
  | { ok: true; statement: SituationStatement }
  | { ok: false; reason: "shape" | "over" | "lowered" | "nothing"; line?: number };

/** numerator / denominator rounded half away from zero, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

/**
 * What the earlier situations did per quote line: the highest cumulative percentage stated (the floor of the next
 * one) and the sum of what each claimed. Only the live ones count: a situation cancelled by its credit note claims
 * nothing any more, so the next one claims its share again.
 */
export function earlierProgress(lineCount: number, earlier: readonly EarlierSituation[]) {
  const floorBasisPoints = new Array<number>(lineCount).fill(0);
  const previousExclCents = new Array<number>(lineCount).fill(0);
  for (const situation of earlier) {
    situation.statement.lines.forEach((line, index) => {
      if (index >= lineCount) return;
      floorBasisPoints[index] = Math.max(floorBasisPoints[index] ?? 0, line.cumulativeBasisPoints);
      previousExclCents[index] = (previousExclCents[index] ?? 0) + line.thisExclCents;
    });
  }
  return { floorBasisPoints, previousExclCents };
}

/**
 * The statement of situation n° `number`: per priced quote line, the cumulative amount round(line total ×
 * cumulative %), less what the earlier situations claimed, is this one's. Rounding the cumulative amount (never
 * each situation's share) makes the situations of a line add up to its total exactly once it reaches 100 %.
 * A percentage may not go below what an earlier situation stated ("lowered"), nor above 100 % ("over"), and a
 * situation must add something ("nothing").
 */
export function situationStatement(
  quoteLines: readonly QuoteLine[],
  cumulativeBasisPoints: readonly number[],
  earlier: readonly EarlierSituation[],
  number: number,
): SituationResult {
  if (cumulativeBasisPoints.length !== quoteLines.length) return { ok: false, reason: "shape" };
  const { floorBasisPoints, previousExclCents } = earlierProgress(quoteLines.length, earlier);
  const lines: SituationLine[] = [];
  for (const [index, quoteLine] of quoteLines.entries()) {
    const basisPoints = cumulativeBasisPoints[index] ?? 0;
    if (!Number.isInteger(basisPoints) || basisPoints < 0) return { ok: false, reason: "shape", line: index };
    if (basisPoints > FULL_BASIS_POINTS) return { ok: false, reason: "over", line: index };
    if (basisPoints < (floorBasisPoints[index] ?? 0)) return { ok: false, reason: "lowered", line: index };
    const total = lineExclCents(quoteLine);
    const cumulative = divideRounded(total * basisPoints, FULL_BASIS_POINTS);
    const previous = previousExclCents[index] ?? 0;
    lines.push({
      designation: quoteLine.designation,
      vatRate: quoteLine.vatRate,
      lineExclCents: total,
      cumulativeBasisPoints: basisPoints,
      cumulativeExclCents: cumulative,
      previousExclCents: previous,
      thisExclCents: cumulative - previous,
    });
  }
  if (!lines.some((line) => line.thisExclCents > 0)) return { ok: false, reason: "nothing" };
  return {
    ok: true,
    statement: {
      number,
      final: lines.every((line) => line.cumulativeBasisPoints === FULL_BASIS_POINTS),
      lines,
      earlier: earlier.map((situation) => ({ number: situation.number, date: situation.date })),
    },
  };
}

/**
 * A situation's invoice lines: one per quote line this situation claims something of (the statement keeps the
 * others), one lump sum (« forfait », quantity 1) at this situation's amount, so quantity × price is the line's net
 * amount exactly (EN 16931 BR-CO-10 and the breakdown's sums hold) and the VAT is computed per rate on this
 * situation's bases, as on any invoice: no rate of a line left at its earlier percentage shows at 0,00 €.
 */
export function situationInvoiceLines(statement: SituationStatement): QuoteLine[] {
  return claimedLines(statement).map((line) => ({
    kind: "line",
    designation: line.designation,
    quantityMilli: 1000,
    unit: "forfait",
    unitPriceCents: line.thisExclCents,
    vatRate: line.vatRate,
  }));
}

/** The statement's lines this situation claims something of, in the quote's order: its invoice lines' source. */
export function claimedLines(statement: SituationStatement): SituationLine[] {
  return statement.lines.filter((line) => line.thisExclCents > 0);
}

/** The owner's typed percentage: up to two decimals, "30", "33,33", "100 %". */
export function parseBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f%]/g, ""));
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return value <= FULL_BASIS_POINTS ? value : null;
}

/** 3000 → "30", 3333 → "33,33": as the owner types it back. */
export function basisPointsText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}
