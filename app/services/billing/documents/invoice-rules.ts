/**
 * The invoices' rules that need no store: the lines of a deposit, the state a list shows, the client's address
 * as Factur-X wants it. Pure, so the owner's screens, the store and the tests share them.
 */
import { formatRate } from "#app/lib/french-format.ts";
import type { DeductedDeposit, InvoiceKind, PostalAddress } from "./invoice-document.ts";
import { type QuoteTotals, quoteTotals, type VatRate } from "./quote-totals.ts";
import { type RetentionStanding, retentionStanding } from "./retention.ts";

/** What the owner's list and the client's page show: the stored status plus what happened since. */
export const invoiceStates = [
  "brouillon",
  "emise",
  "vue",
  "partiellement_payee",
  "payee",
  "en_retard",
  "annulee",
] as const;
export type InvoiceState = (typeof invoiceStates)[number];

export function isInvoiceState(value: string): value is InvoiceState {
  return (invoiceStates as readonly string[]).includes(value);
}

export interface StateInput {
  kind: InvoiceKind;
  status: "brouillon" | "emise";
  inclCents: number;
  /** Incl. VAT, deposits deducted (a final invoice), as issued. */
  amountDueCents: number;
  dueDate: string | null;
  viewedAt: string | null;
  paidCents: number;
  /** What the issued credit notes took off what the client owed: their net amounts, deposits given back excluded. */
  creditedCents: number;
  /** The issued credit notes' totals including VAT: the invoice is cancelled once they reach its own total. */
  creditedInclCents: number;
  /**
   * The amount held under a retention guarantee (decision 065) and the day it is released (null before the
   * reception): owed, but not due, nor late, before that day.
   */
  retention?: { heldCents: number; releaseDate: string | null };
}

export interface ComputedState {
  state: InvoiceState;
  inclCents: number;
  paidCents: number;
  creditedCents: number;
  /** What the client still owes: what was due, less credit notes and payments; never below zero. */
  remainingCents: number;
  /** What the client owes today: the remaining amount less a retention not yet released. */
  dueNowCents: number;
  /** Where the amount held stands, when the invoice holds one. */
  retention?: RetentionStanding;
}

/**
 * A credit note for the whole invoice cancels it ("annulée"); otherwise paid in full, then late past its due date,
 * then partly paid, then seen by the client, then issued.
 */
export function invoiceState(input: StateInput, today: string): ComputedState {
  const remainingCents = Math.max(0, input.amountDueCents - input.creditedCents - input.paidCents);
  const base = { inclCents: input.inclCents, paidCents: input.paidCents, creditedCents: input.creditedCents };
  const standing = input.retention
    ? retentionStanding(
        { kind: "held", rateBasisPoints: 0, heldCents: input.retention.heldCents },
        remainingCents,
        input.retention.releaseDate,
        today,
      )
    : undefined;
  const held = standing?.outstandingCents ?? 0;
  // The amount held is late only past its own release date; the rest, past the invoice's due date.
  const late =
    (remainingCents - held > 0 && input.dueDate !== null && input.dueDate < today) ||
    (held > 0 && standing?.released === true && (standing.releaseDate as string) < today);
  const state = ((): InvoiceState => {
    if (input.status === "brouillon") return "brouillon";
    if (input.kind === "avoir") return "emise";
    if (input.creditedInclCents >= input.inclCents) return "annulee";
    if (remainingCents === 0) return "payee";
    if (late) return "en_retard";
    if (input.paidCents > 0) return "partiellement_payee";
    return input.viewedAt ? "vue" : "emise";
  })();
  const owes = input.kind !== "avoir" && input.status !== "brouillon";
  return {
    ...base,
    state,
    remainingCents: owes ? remainingCents : 0,
    dueNowCents: owes ? (standing?.dueNowCents ?? remainingCents) : 0,
    ...(standing && owes ? { retention: standing } : {}),
  };
}

/** The invoice a credit note credits, as issued, and what its earlier credit notes already credited. */
export interface CreditedInvoice {
  kind: InvoiceKind;
  inclCents: number;
  amountDueCents: number;
  deposits: readonly DeductedDeposit[];
  earlierInclCents: number;
  earlierCreditedCents: number;
}

export type CreditNoteAmounts =
  | { ok: true; deposits: DeductedDeposit[]; amountDueCents: number }
  | { ok: false; reason: "overCredit" | "partialOverDue" | "partialDeposit" };

/**
 * What a credit note of `noteInclCents` (its lines' total) credits the client. A credit note mirrors the invoice
 * it corrects, so the books follow the documents:
 * - the one that completes the cancellation (its total, with the earlier credit notes', reaches the invoice's)
 *   also carries the deposits that invoice deducted: it credits the client what the invoice claimed, and the
 *   deposits become received and not yet deducted again, for the corrected final invoice to deduct;
 * - a partial one reduces the work only: the deposits stay deducted by the invoice, so it may not credit more than
 *   the invoice still claims (its amount due, less the earlier credit notes);
 * - a deposit invoice is one sum asked before the work: it is cancelled whole, never in part.
 */
export function creditNoteAmounts(invoice: CreditedInvoice, noteInclCents: number): CreditNoteAmounts {
  const cumulative = invoice.earlierInclCents + noteInclCents;
  if (cumulative > invoice.inclCents) return { ok: false, reason: "overCredit" };
  if (cumulative === invoice.inclCents) {
    const deposits = [...invoice.deposits];
    const amountDueCents = noteInclCents - deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0);
    return amountDueCents < 0 ? { ok: false, reason: "partialOverDue" } : { ok: true, deposits, amountDueCents };
  }
  if (invoice.kind === "acompte") return { ok: false, reason: "partialDeposit" };
  if (invoice.earlierCreditedCents + noteInclCents > invoice.amountDueCents) {
    return { ok: false, reason: "partialOverDue" };
  }
  return { ok: true, deposits: [], amountDueCents: noteInclCents };
}

/** numerator / denominator rounded half away from zero, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

export interface DepositLine {
  kind: "line";
  designation: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  vatRate: VatRate;
}

/**
 * A deposit's lines: one per VAT rate of the quote, each a share of that rate's base, so the deposit invoice shows
 * its VAT per rate (the VAT on a deposit for services is due when it is received, CGI 269, 2, c). By percentage
 * the share is taken of each base; by an amount including VAT the bases are shared in proportion, then the largest
 * is adjusted so that the total including VAT is the amount asked, to the cent.
 */
export function depositLines(
  quote: { number: string; totals: QuoteTotals; reverseCharge?: boolean },
  share: { percent: number } | { amountCents: number },
): DepositLine[] {
  const { byRate, inclCents } = quote.totals;
  if (inclCents <= 0) return [];
  const label = "percent" in share ? `Acompte de ${String(share.percent).replace(".", ",")} %` : "Acompte";
  // Reverse-charged works carry no VAT: the deposit is one share of the price, the rate stored with it unused.
  if (quote.reverseCharge) {
    const cents =
      "percent" in share ? divideRounded(inclCents * Math.round(share.percent * 100), 10_000) : share.amountCents;
    const designation = `${label} sur le devis n° ${quote.number}`;
    return cents > 0
      ? [{ kind: "line", designation, quantityMilli: 1000, unit: "forfait", unitPriceCents: cents, vatRate: 2000 }]
      : [];
  }
  const bases = byRate.map((rate) =>
    "percent" in share
      ? divideRounded(rate.baseCents * Math.round(share.percent * 100), 10_000)
      : divideRounded(rate.baseCents * share.amountCents, inclCents),
  );
  if ("amountCents" in share && bases.length > 0) {
    const largest = bases.indexOf(Math.max(...bases));
    const rate = byRate[largest]?.vatRate ?? 2000;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const total = quoteTotals(
        byRate.map((r, index) => ({ quantityMilli: 1000, unitPriceCents: bases[index] ?? 0, vatRate: r.vatRate })),
      ).inclCents;
      const difference = share.amountCents - total;
      if (difference === 0) break;
      const step = Math.round((difference * 10_000) / (10_000 + rate)) || Math.sign(difference);
      bases[largest] = (bases[largest] ?? 0) + step;
    }
  }
  return byRate
    .map((rate, index) => ({
      kind: "line" as const,
      designation: `${label} sur le devis n° ${quote.number}${byRate.length > 1 ? ` – travaux au taux de ${formatRate(rate.vatRate)}` : ""}`,
      quantityMilli: 1000,
      unit: "forfait",
      unitPriceCents: bases[index] ?? 0,
      vatRate: rate.vatRate,
    }))
    .filter((line) => line.unitPriceCents > 0);
}

/** "12 rue des Corons, 62750 Loos-en-Gohelle" → its street, postal code and city; France unless told otherwise. */
export function parsePostalAddress(text: string): PostalAddress {
  const oneLine = text.replace(/\s*\n\s*/g, ", ").trim();
  const match = /^(.*?)[,\s]+(\d{5})\s+([^,\d][^,]*)$/.exec(oneLine);
  if (!match) return { street: oneLine, postalCode: "", city: "", country: "FR" };
  const [, street = "", postalCode = "", city = ""] = match;
  return { street: street.replace(/,\s*$/, ""), postalCode, city: city.trim(), country: "FR" };
}
