import { describe, expect, it } from "vitest";
import { barTreatment, clientSiren, reformChannel } from "./reform-channel.ts";

describe("the way an invoice goes under the e-invoicing reform", () => {
  it("sends a French company's invoice as an e-invoice, known by its SIREN, with or without its VAT number", () => {
    expect(reformChannel({ siren: "732829320", vatNumber: null })).toBe("e-invoice");
    expect(reformChannel({ siren: "732 829 320", vatNumber: "FR44732829320" })).toBe("e-invoice");
    expect(clientSiren({ siren: "732 829 320", vatNumber: null })).toBe("732829320");
  });

  it("finds the SIREN inside a French VAT number when the SIREN field was left empty", () => {
    expect(reformChannel({ siren: null, vatNumber: "FR 44 732 829 320" })).toBe("e-invoice");
    expect(clientSiren({ siren: null, vatNumber: "fr44732829320" })).toBe("732829320");
  });

  it("e-reports a private person's sale as B2C", () => {
    expect(reformChannel({ siren: null, vatNumber: null })).toBe("e-reporting: B2C");
    expect(reformChannel({ siren: "", vatNumber: "" })).toBe("e-reporting: B2C");
    expect(clientSiren({ siren: null, vatNumber: null })).toBeNull();
  });

  it("e-reports a sale to a company abroad, known by its foreign VAT number, as international B2B", () => {
    expect(reformChannel({ siren: null, vatNumber: "DE129273398" })).toBe("e-reporting: international B2B");
    expect(reformChannel({ siren: null, vatNumber: "BE0477472701" })).toBe("e-reporting: international B2B");
  });

  it("does not take a malformed SIREN for a French company", () => {
    expect(reformChannel({ siren: "73282932", vatNumber: null })).toBe("e-reporting: B2C");
    expect(clientSiren({ siren: "7328293201", vatNumber: null })).toBeNull();
  });

  it("writes each channel as the French profile's BAR note spells it", () => {
    expect(barTreatment).toEqual({
      "e-invoice": "B2B",
      "e-reporting: B2C": "B2C",
      "e-reporting: international B2B": "B2BINT",
    });
  });
});
