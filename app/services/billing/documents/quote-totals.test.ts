import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEuros, formatQuantity, formatRate } from "#app/lib/french-format.ts";
import {
  lineExclCents,
  parsePriceCents,
  parseQuantityMilli,
  QUOTE_LIMITS,
  quoteTotals,
  vatRates,
} from "./quote-totals.ts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("quote totals", () => {
  it("gives 1 020,00 € HT, 117,00 € VAT and 1 137,00 € TTC for the issue's three lines at two rates", () => {
    const totals = quoteTotals([
      { quantityMilli: 2000, unitPriceCents: 4500, vatRate: 1000 },
      { quantityMilli: 12_000, unitPriceCents: 6500, vatRate: 1000 },
      { quantityMilli: 1000, unitPriceCents: 15_000, vatRate: 2000 },
    ]);
    expect(totals.byRate).toEqual([
      { vatRate: 2000, baseCents: 15_000, vatCents: 3000 },
      { vatRate: 1000, baseCents: 87_000, vatCents: 8700 },
    ]);
    expect([totals.exclCents, totals.vatCents, totals.inclCents]).toEqual([102_000, 11_700, 113_700]);
    expect(plain(formatEuros(totals.exclCents))).toBe("1 020,00 €");
    expect(plain(formatEuros(totals.vatCents))).toBe("117,00 €");
    expect(plain(formatEuros(totals.inclCents))).toBe("1 137,00 €");
  });

  it("rounds each line once, half away from zero, and the VAT once per rate on the sum of its lines", () => {
    // 0,333 h × 10,05 € = 3,34665 € → 3,35 €
    expect(lineExclCents({ quantityMilli: 333, unitPriceCents: 1005, vatRate: 2000 })).toBe(335);
    // 0,5 × 0,01 € = 0,005 € → 0,01 €
    expect(lineExclCents({ quantityMilli: 500, unitPriceCents: 1, vatRate: 2000 })).toBe(1);
    // Three lines of 0,05 € at 5,5 %: 0,15 € × 5,5 % = 0,00825 € → 0,01 € (line by line would give 0,00 €).
    const line = { quantityMilli: 1000, unitPriceCents: 5, vatRate: 550 } as const;
    expect(quoteTotals([line, line, line]).vatCents).toBe(1);
  });

  it("keeps TTC = HT + VAT, exactly, for any lines within the limits", () => {
    const lines = fc.array(
      fc.record({
        quantityMilli: fc.integer({ min: 1, max: QUOTE_LIMITS.maxQuantityMilli }),
        unitPriceCents: fc.integer({ min: 0, max: QUOTE_LIMITS.maxUnitPriceCents }),
        vatRate: fc.constantFrom(...vatRates),
      }),
      { maxLength: QUOTE_LIMITS.maxLines },
    );
    fc.assert(
      fc.property(lines, (priced) => {
        const totals = quoteTotals(priced);
        expect(Number.isSafeInteger(totals.inclCents)).toBe(true);
        expect(totals.inclCents).toBe(totals.exclCents + totals.vatCents);
        expect(totals.exclCents).toBe(priced.reduce((sum, item) => sum + lineExclCents(item), 0));
      }),
    );
  });

  it("writes amounts, quantities and rates the French way", () => {
    expect(plain(formatEuros(0))).toBe("0,00 €");
    expect(plain(formatEuros(123_456_789))).toBe("1 234 567,89 €");
    expect(formatQuantity(2500)).toBe("2,5");
    expect(formatQuantity(12_345)).toBe("12,345");
    expect(formatQuantity(12_000)).toBe("12");
    expect(plain(formatRate(550))).toBe("5,5 %");
    expect(plain(formatRate(2000))).toBe("20 %");
  });
});

describe("the owner's amounts as typed", () => {
  it("reads prices with a comma or a dot, spaces and a euro sign", () => {
    expect(parsePriceCents("45")).toEqual({ value: 4500 });
    expect(parsePriceCents("45,5")).toEqual({ value: 4550 });
    expect(parsePriceCents("1 250,00 €")).toEqual({ value: 125_000 });
    expect(parsePriceCents("45.50")).toEqual({ value: 4550 });
    expect(parseQuantityMilli("12,345")).toEqual({ value: 12_345 });
  });

  it("refuses a negative, an exponent, a third decimal on a price, too large, empty or zero quantities", () => {
    expect(parsePriceCents("-5")).toEqual({ error: "negative" });
    expect(parsePriceCents("1e9")).toEqual({ error: "invalid" });
    expect(parsePriceCents("12,345")).toEqual({ error: "tooPrecise" });
    expect(parsePriceCents("100000,01")).toEqual({ error: "tooLarge" });
    expect(parsePriceCents("")).toEqual({ error: "empty" });
    expect(parsePriceCents("0x10")).toEqual({ error: "invalid" });
    expect(parsePriceCents("1.000,00")).toEqual({ error: "invalid" });
    expect(parseQuantityMilli("0")).toEqual({ error: "empty" });
    expect(parseQuantityMilli("10001")).toEqual({ error: "tooLarge" });
    expect(parseQuantityMilli("Infinity")).toEqual({ error: "invalid" });
  });

  it("leaves the VAT out of reverse-charged works, whatever rate the lines were typed at", () => {
    const lines = [
      { quantityMilli: 120_000, unitPriceCents: 4800, vatRate: 1000 as const },
      { quantityMilli: 1000, unitPriceCents: 35_000, vatRate: 550 as const },
    ];
    expect(quoteTotals(lines, true)).toEqual({ byRate: [], exclCents: 611_000, vatCents: 0, inclCents: 611_000 });
    expect(quoteTotals(lines).vatCents).toBe(57_600 + 1925);
  });
});
