import { type AmountError, parseDecimal } from "#app/lib/french-format.ts";

/**
 * A quote's amounts, in integers only (decision 020): prices in cents, quantities in thousandths of their unit,
 * VAT rates in basis points. Pure, so the owner's editor shows the same totals as the page, the PDF and the store.
 */

export const vatRates = [2000, 1000, 550] as const;
export type VatRate = (typeof vatRates)[number];

export const quoteUnits = ["h", "m²", "ml", "u", "forfait", "m³", "kg", "jour"] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** Bounds that keep quantity × price below 2^53 (100 000 € × 10 000 units = 10^14 cent-thousandths). */
export const QUOTE_LIMITS = { maxQuantityMilli: 10_000_000, maxUnitPriceCents: 10_000_000, maxLines: 100 } as const;

/** The longest text each field of a quote keeps (the owner's form and its check). */
export const quoteFieldLimits = {
  clientName: 100,
  clientEmail: 254,
  clientPhone: 30,
  clientAddress: 250,
  siteAddress: 250,
  title: 200,
  startText: 200,
  paymentTerms: 500,
  designation: 300,
} as const;

export interface PricedLine {
  quantityMilli: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

export interface RateTotal {
  vatRate: VatRate;
  baseCents: number;
  vatCents: number;
}

export interface QuoteTotals {
  byRate: RateTotal[];
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

/** numerator / denominator rounded half away from zero; both are non-negative integers here. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

export function lineExclCents(line: PricedLine): number {
  return divideRounded(line.quantityMilli * line.unitPriceCents, 1000);
}

/**
 * VAT is computed once per rate on the sum of its lines, never line by line (decision 020). Under the reverse charge
 * (works subcontracted to a VAT-registered contractor, CGI 283, 2 nonies, decision 064) no rate of ours applies: the
 * contractor pays the VAT, so the document has no VAT at all and no rate to show (`byRate` empty).
 */
export function quoteTotals(lines: readonly PricedLine[], reverseCharge = false): QuoteTotals {
  if (reverseCharge) {
    const exclCents = lines.reduce((sum, line) => sum + lineExclCents(line), 0);
    return { byRate: [], exclCents, vatCents: 0, inclCents: exclCents };
  }
  const bases = new Map<VatRate, number>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + lineExclCents(line));
  const byRate = vatRates
    .filter((rate) => bases.has(rate))
    .map((vatRate) => {
      const baseCents = bases.get(vatRate) ?? 0;
      return { vatRate, baseCents, vatCents: divideRounded(baseCents * vatRate, 10_000) };
    });
  const exclCents = byRate.reduce((sum, rate) => sum + rate.baseCents, 0);
  const vatCents = byRate.reduce((sum, rate) => sum + rate.vatCents, 0);
  return { byRate, exclCents, vatCents, inclCents: exclCents + vatCents };
}

export function parsePriceCents(text: string): { value: number } | { error: AmountError } {
  return parseDecimal(text, 2, QUOTE_LIMITS.maxUnitPriceCents);
}

export function parseQuantityMilli(text: string): { value: number } | { error: AmountError } {
  const parsed = parseDecimal(text, 3, QUOTE_LIMITS.maxQuantityMilli);
  return "value" in parsed && parsed.value === 0 ? { error: "empty" } : parsed;
}

export function isVatRate(value: number): value is VatRate {
  return (vatRates as readonly number[]).includes(value);
}

export function isQuoteUnit(value: string): value is QuoteUnit {
  return (quoteUnits as readonly string[]).includes(value);
}

/** A reduced rate asks the client to certify the premises (decision 020). */
export function usesReducedRate(lines: readonly { vatRate: VatRate }[]): boolean {
  return lines.some((line) => line.vatRate !== 2000);
}
