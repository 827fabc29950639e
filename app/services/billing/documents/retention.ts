/**
 * The retention guarantee (« retenue de garantie », loi n° 71-584 du 16 juillet 1971; decision 065): a business or
 * public client may hold back at most 5 % of what each invoice paying for the works claims, until one year after
 * the works are received, or accept a bank's « caution personnelle et solidaire » instead and hold nothing. Pure,
 * so that the quote's editor, the invoices (a final one, a progress invoice: any invoice of the quote that pays for
 * works), the reminders, the dashboard and the books compute it the same way.
 */
import type { InvoiceKind } from "./invoice-document.ts";

/** Art. 1: « une retenue égale au plus à 5 p. 100 de leur montant ». Basis points, as the VAT rates (decision 020). */
export const MAX_RETENTION_BASIS_POINTS = 500;

/** What the quote agreed: a share held on each invoice of the works, or a bank's guarantee replacing it. */
export type RetentionTerms = { kind: "held"; rateBasisPoints: number } | { kind: "bankGuarantee"; guarantor: string };

/**
 * The retention of one issued invoice, frozen in its document: the share held and its amount, computed from that
 * invoice's own total including VAT, or the bank's guarantee named and nothing held.
 */
export type InvoiceRetention =
  | { kind: "held"; rateBasisPoints: number; heldCents: number }
  | { kind: "bankGuarantee"; guarantor: string; heldCents: 0 };

/** numerator / denominator rounded half away from zero, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

/** round(rate × total including VAT), to the cent: the law takes its share of the payment, VAT included. */
export function retentionHeldCents(rateBasisPoints: number, inclCents: number): number {
  if (rateBasisPoints <= 0 || inclCents <= 0) return 0;
  return divideRounded(inclCents * rateBasisPoints, 10_000);
}

/**
 * Whether an invoice of the quote carries the retention. A deposit (« acompte » asked before the works) pays for no
 * work done, and the retention guarantees the works for the reserves made at their reception: it is held on the
 * invoices that pay for works (the final one, a progress invoice, any other invoice of the quote), never on a
 * deposit, and a credit note carries none.
 */
export function carriesRetention(kind: InvoiceKind): boolean {
  return kind !== "acompte" && kind !== "avoir";
}

/**
 * The retention an invoice freezes at issue. The share is taken on the invoice's own total including VAT (a final
 * invoice's whole price, its deposits being deducted from what is due, not from the base), and never more than what
 * the invoice still asks.
 */
export function invoiceRetention(
  terms: RetentionTerms | null | undefined,
  invoice: { kind: InvoiceKind; inclCents: number; amountDueCents: number },
): InvoiceRetention | undefined {
  if (!terms || !carriesRetention(invoice.kind)) return undefined;
  if (terms.kind === "bankGuarantee") return { kind: "bankGuarantee", guarantor: terms.guarantor, heldCents: 0 };
  const heldCents = Math.min(
    retentionHeldCents(terms.rateBasisPoints, invoice.inclCents),
    Math.max(0, invoice.amountDueCents),
  );
  return heldCents > 0 ? { kind: "held", rateBasisPoints: terms.rateBasisPoints, heldCents } : undefined;
}

/**
 * Art. 2: « à l'expiration du délai d'une année à compter de la date de réception ». A time limit in years ends on
 * the same day of the month a year later, or the month's last day when it has none (a 29 February: code de procédure
 * civile, art. 641). Null while the works are not received.
 */
export function retentionReleaseDate(receptionDate: string | null): string | null {
  if (!receptionDate) return null;
  const [year, month, day] = receptionDate.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${year + 1}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** Where the held amount stands today for an invoice whose client still owes `remainingCents`. */
export interface RetentionStanding {
  /** Still held and unpaid: payments settle what is due now first, the retention last. */
  outstandingCents: number;
  /** YYYY-MM-DD, or null before the reception. */
  releaseDate: string | null;
  /** The release date is reached: the amount held is owed as any sum due. */
  released: boolean;
  /** What the client owes today: the rest, plus the retention once released. */
  dueNowCents: number;
}

export function retentionStanding(
  retention: InvoiceRetention | undefined,
  remainingCents: number,
  releaseDate: string | null,
  today: string,
): RetentionStanding {
  const outstandingCents = Math.min(retention?.heldCents ?? 0, Math.max(0, remainingCents));
  const released = releaseDate !== null && releaseDate <= today;
  return {
    outstandingCents,
    releaseDate,
    released,
    dueNowCents: Math.max(0, remainingCents) - (released ? 0 : outstandingCents),
  };
}

export type RetentionTermsResult = { ok: true; terms: RetentionTerms | null } | { ok: false; error: string };

/**
 * The quote form's retention, as the owner types it: a percentage (« 5 », « 2,5 ») above 0 and at most 5, with two
 * decimals at most, or the box « caution bancaire » with the bank and the guarantee's reference. Both empty: none.
 */
export function parseRetentionTerms(
  posted: { percent: string; bankGuarantee: boolean; guarantor: string },
  errors: { rate: string; cap: string; guarantor: string; both: string },
): RetentionTermsResult {
  const percent = posted.percent.trim().replace(",", ".").replace(/\s*%$/, "");
  const guarantor = posted.guarantor.trim().replace(/\s+/g, " ");
  if (posted.bankGuarantee) {
    if (percent && Number(percent) !== 0) return { ok: false, error: errors.both };
    if (!guarantor || guarantor.length > 200) return { ok: false, error: errors.guarantor };
    return { ok: true, terms: { kind: "bankGuarantee", guarantor } };
  }
  if (!percent) return { ok: true, terms: null };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent)) return { ok: false, error: errors.rate };
  const rateBasisPoints = Math.round(Number(percent) * 100);
  if (rateBasisPoints === 0) return { ok: true, terms: null };
  if (rateBasisPoints > MAX_RETENTION_BASIS_POINTS) return { ok: false, error: errors.cap };
  return { ok: true, terms: { kind: "held", rateBasisPoints } };
}

/**
 * The part of a payment that settles the amount held (booked on 4117, decision 065): payments settle what is due
 * now first, the retention last, so it is what this payment adds beyond the invoice's amount less the retention. A
 * cancelled payment (negative) takes back the same way.
 */
export function retentionShareOfPayment(
  heldCents: number,
  amountDueCents: number,
  paidBeforeCents: number,
  amountCents: number,
): number {
  const heldPaid = (paid: number) => Math.min(heldCents, Math.max(0, paid - (amountDueCents - heldCents)));
  return heldPaid(paidBeforeCents + amountCents) - heldPaid(paidBeforeCents);
}
