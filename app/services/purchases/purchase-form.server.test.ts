import { describe, expect, it } from "vitest";
import { purchasesCopy } from "#app/content/purchases.ts";
import { parseAnswerForm, parseHandEntryForm, parseSupplierPaymentForm } from "./purchase-form.server.ts";

const today = "2026-11-20";
const form = (values: Record<string, string>) => new URLSearchParams(values);
const receipt = {
  supplierId: "nouveau",
  supplierName: "  Point  P Lens ",
  supplierSiren: "732 829 320",
  number: "T-2026-118",
  issueDate: "2026-11-18",
  dueDate: "",
  "taxable-2000": "100,00",
  "vat-2000": "20,00",
  "taxable-550": "10",
  "vat-550": "0,55",
};

describe("the paper invoice's form", () => {
  it("reads a new supplier, the number, the dates and the VAT per rate in cents, rates left empty left out", () => {
    expect(parseHandEntryForm(form(receipt), today)).toEqual({
      ok: true,
      entry: {
        supplier: { name: "Point P Lens", siren: "732829320" },
        number: "T-2026-118",
        issueDate: "2026-11-18",
        dueDate: null,
        isCreditNote: false,
        reverseCharge: false,
        vat: [
          { rateBasisPoints: 2000, taxableCents: 10_000, vatCents: 2000 },
          { rateBasisPoints: 550, taxableCents: 1000, vatCents: 55 },
        ],
      },
    });
  });

  it("takes a supplier picked by its id, a credit note, a due date and an amount without VAT", () => {
    const parsed = parseHandEntryForm(
      form({
        supplierId: "4",
        number: "AV 12",
        issueDate: "18/11/2026",
        dueDate: "2026-12-18",
        creditNote: "on",
        "taxable-0": "35,5",
      }),
      today,
    );
    expect(parsed).toEqual({
      ok: true,
      entry: {
        supplier: { id: 4 },
        number: "AV 12",
        issueDate: "2026-11-18",
        dueDate: "2026-12-18",
        isCreditNote: true,
        reverseCharge: false,
        vat: [{ rateBasisPoints: 0, taxableCents: 3550, vatCents: 0 }],
      },
    });
  });

  it("takes a subcontractor's « Autoliquidation » invoice without VAT, and refuses one with VAT typed", () => {
    const subcontract = { supplierId: "4", number: "2026-031", issueDate: "2026-11-18", reverseCharge: "on" };
    expect(parseHandEntryForm(form({ ...subcontract, "taxable-0": "1 500,00" }), today)).toMatchObject({
      ok: true,
      entry: { reverseCharge: true, vat: [{ rateBasisPoints: 0, taxableCents: 150_000, vatCents: 0 }] },
    });
    const withVat = parseHandEntryForm(form({ ...subcontract, "taxable-2000": "1500", "vat-2000": "300" }), today);
    expect(withVat).toMatchObject({ ok: false, errors: { amounts: purchasesCopy.errors.reverseChargeWithVat } });
  });

  it("names each wrong field in French and keeps what was typed", () => {
    const parsed = parseHandEntryForm(
      form({
        supplierId: "nouveau",
        supplierName: "",
        supplierSiren: "123456789",
        number: "",
        issueDate: "2026-12-01",
        dueDate: "2026-10-01",
        "taxable-2000": "100",
        "vat-2000": "2,00",
        "taxable-1000": "douze",
        "vat-550": "3",
      }),
      today,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ["supplierName", "supplierSiren", "number", "issueDate", "dueDate", "taxable-1000", "vat-2000", "vat-550"].sort(),
    );
    expect(parsed.errors["vat-2000"]).toMatch(/20,00/);
    expect(parsed.errors.supplierSiren).toMatch(/SIREN/);
    expect(parsed.values["taxable-1000"]).toBe("douze");
  });

  it("asks for a supplier and for at least one amount", () => {
    const parsed = parseHandEntryForm(form({ number: "1", issueDate: "2026-11-01" }), today);
    expect(parsed.ok || parsed.errors).toEqual({
      supplierName: expect.stringMatching(/fournisseur/),
      amounts: expect.stringMatching(/montant HT/),
    });
    expect(parseHandEntryForm(form({ ...receipt, supplierId: "x1" }), today).ok).toBe(false);
  });

  it("accepts a till receipt's VAT a few cents off its lines' roundings, refuses a slip", () => {
    const base = { ...receipt, "taxable-550": "", "vat-550": "" };
    expect(parseHandEntryForm(form({ ...base, "taxable-2000": "1000,00", "vat-2000": "200,07" }), today).ok).toBe(true);
    expect(parseHandEntryForm(form({ ...base, "taxable-2000": "1000,00", "vat-2000": "220,00" }), today).ok).toBe(
      false,
    );
  });
});

describe("an answer to the supplier", () => {
  const refusal = ["AUTRE", "DOUBLON", "TX_TVA_ERR"];

  it("takes one of the status's reasons, and the owner's words for « Autre motif »", () => {
    expect(parseAnswerForm(form({ reasonCode: "DOUBLON", reasonText: "" }), refusal)).toEqual({
      ok: true,
      reasonCode: "DOUBLON",
      reasonText: "",
    });
    expect(parseAnswerForm(form({ reasonCode: "AUTRE", reasonText: "  Livré cassé " }), refusal)).toEqual({
      ok: true,
      reasonCode: "AUTRE",
      reasonText: "Livré cassé",
    });
    expect(parseAnswerForm(form({}), [])).toEqual({ ok: true, reasonCode: null, reasonText: "" });
  });

  it("refuses a missing, unknown or wordless reason and a reason where none is taken", () => {
    for (const [values, allowed] of [
      [{}, refusal],
      [{ reasonCode: "PU_ERR" }, refusal],
      [{ reasonCode: "AUTRE" }, refusal],
      [{ reasonCode: "DOUBLON", reasonText: "x".repeat(501) }, refusal],
      [{ reasonCode: "DOUBLON" }, []],
    ] as const) {
      expect(parseAnswerForm(form(values), allowed).ok, JSON.stringify(values)).toBe(false);
    }
  });
});

describe("« Paiement envoyé »", () => {
  it("reads the day, the amount and the method", () => {
    expect(
      parseSupplierPaymentForm(form({ paidOn: "2026-11-19", amount: "1 234,50", method: "prelevement" }), today),
    ).toEqual({
      ok: true,
      payment: { paidOn: "2026-11-19", amountCents: 123_450, method: "prelevement" },
    });
  });

  it("refuses a day to come, a zero amount and an unknown method, each by its field", () => {
    const parsed = parseSupplierPaymentForm(form({ paidOn: "2026-11-21", amount: "0", method: "bitcoin" }), today);
    expect(parsed.ok || Object.keys(parsed.errors)).toEqual(["paidOn", "amount", "method"]);
  });
});
