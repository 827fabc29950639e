import { describe, expect, it } from "vitest";
import { retentionCopy } from "#app/content/retention.ts";
import {
  carriesRetention,
  invoiceRetention,
  parseRetentionTerms,
  retentionHeldCents,
  retentionReleaseDate,
  retentionStanding,
} from "./retention.ts";

const parse = (percent: string, bankGuarantee = false, guarantor = "") =>
  parseRetentionTerms({ percent, bankGuarantee, guarantor }, retentionCopy.errors);

describe("the retention guarantee (loi 71-584)", () => {
  it("holds round(rate × the invoice's total including VAT), half a cent away from zero", () => {
    expect(retentionHeldCents(500, 1_320_000)).toBe(66_000);
    expect(retentionHeldCents(500, 1_234_567)).toBe(61_728);
    expect(retentionHeldCents(250, 10)).toBe(0);
    expect(retentionHeldCents(500, 10)).toBe(1);
    expect(retentionHeldCents(0, 1_000_000)).toBe(0);
  });

  it("is held on the invoices that pay for works, never on a deposit nor a credit note", () => {
    expect(["facture", "solde", "acompte", "avoir"].map((kind) => carriesRetention(kind as "facture"))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const terms = { kind: "held" as const, rateBasisPoints: 500 };
    expect(invoiceRetention(terms, { kind: "acompte", inclCents: 396_000, amountDueCents: 396_000 })).toBeUndefined();
    // A final invoice of 13 200 € whose 30 % deposit was 3 960 €: 5 % of the whole price, out of the 9 240 € due.
    expect(invoiceRetention(terms, { kind: "solde", inclCents: 1_320_000, amountDueCents: 924_000 })).toEqual({
      kind: "held",
      rateBasisPoints: 500,
      heldCents: 66_000,
    });
    // Never more than the invoice still asks.
    expect(invoiceRetention(terms, { kind: "solde", inclCents: 1_320_000, amountDueCents: 10_000 })).toMatchObject({
      heldCents: 10_000,
    });
    expect(invoiceRetention(null, { kind: "solde", inclCents: 1_320_000, amountDueCents: 924_000 })).toBeUndefined();
  });

  it("holds nothing when a bank's guarantee replaces it, and names the bank", () => {
    expect(
      invoiceRetention(
        { kind: "bankGuarantee", guarantor: "Banque Populaire du Nord, caution n° 4471" },
        { kind: "solde", inclCents: 1_320_000, amountDueCents: 1_320_000 },
      ),
    ).toEqual({ kind: "bankGuarantee", guarantor: "Banque Populaire du Nord, caution n° 4471", heldCents: 0 });
  });

  it("is released one year after the reception, a 29 February on the 28th", () => {
    expect(retentionReleaseDate("2026-12-02")).toBe("2027-12-02");
    expect(retentionReleaseDate("2028-02-29")).toBe("2029-02-28");
    expect(retentionReleaseDate(null)).toBeNull();
  });

  it("leaves the amount held out of what is due now until its release date, payments settling the rest first", () => {
    const held = { kind: "held" as const, rateBasisPoints: 500, heldCents: 66_000 };
    expect(retentionStanding(held, 924_000, null, "2026-12-02")).toEqual({
      outstandingCents: 66_000,
      releaseDate: null,
      released: false,
      dueNowCents: 858_000,
    });
    expect(retentionStanding(held, 66_000, "2027-12-02", "2027-12-01")).toMatchObject({ dueNowCents: 0 });
    expect(retentionStanding(held, 66_000, "2027-12-02", "2027-12-02")).toMatchObject({
      released: true,
      dueNowCents: 66_000,
    });
    expect(retentionStanding(held, 20_000, null, "2026-12-02")).toMatchObject({
      outstandingCents: 20_000,
      dueNowCents: 0,
    });
    expect(retentionStanding(undefined, 924_000, null, "2026-12-02")).toMatchObject({ dueNowCents: 924_000 });
  });

  it("reads the owner's percentage up to 5 % and refuses more, in French", () => {
    expect(parse("5")).toEqual({ ok: true, terms: { kind: "held", rateBasisPoints: 500 } });
    expect(parse("2,5 %")).toEqual({ ok: true, terms: { kind: "held", rateBasisPoints: 250 } });
    expect(parse("")).toEqual({ ok: true, terms: null });
    expect(parse("0")).toEqual({ ok: true, terms: null });
    expect(parse("5,01")).toEqual({ ok: false, error: retentionCopy.errors.cap });
    expect(parse("10")).toEqual({
      ok: false,
      error: "La retenue de garantie ne peut pas dépasser 5 % du prix (loi n° 71-584 du 16 juillet 1971, article 1er).",
    });
    expect(parse("-1")).toEqual({ ok: false, error: retentionCopy.errors.rate });
    expect(parse("cinq")).toEqual({ ok: false, error: retentionCopy.errors.rate });
    expect(parse("", true, "  Crédit du Nord,   caution 12 ")).toEqual({
      ok: true,
      terms: { kind: "bankGuarantee", guarantor: "Crédit du Nord, caution 12" },
    });
    expect(parse("", true, "")).toEqual({ ok: false, error: retentionCopy.errors.guarantor });
    expect(parse("5", true, "Crédit du Nord")).toEqual({ ok: false, error: retentionCopy.errors.both });
  });
});
