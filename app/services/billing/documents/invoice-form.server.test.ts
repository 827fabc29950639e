import { describe, expect, it } from "vitest";
import { invoicesCopy } from "#app/content/invoices.ts";
import { parseInvoiceForm } from "./invoice-form.server.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ clientName: "SARL Entrepôts du Nord", paymentDays: "30", ...fields })) {
    data.set(name, value);
  }
  return data;
}

function parsed(fields: Record<string, string>) {
  const result = parseInvoiceForm(form(fields));
  if (!result.ok) throw new Error(result.errors.join(" | "));
  return result.input;
}

describe("the client's identifiers on the owner's invoice form", () => {
  it("keeps the SIREN and the VAT number as typed, without their spaces", () => {
    expect(parsed({ clientSiren: "732 829 320", clientVat: "fr 44 732 829 320" })).toMatchObject({
      clientSiren: "732829320",
      clientVat: "FR44732829320",
    });
  });

  it("reads the SIREN from a French VAT number when the SIREN is left empty", () => {
    expect(parsed({ clientSiren: "", clientVat: "FR 44 732 829 320" })).toMatchObject({
      clientSiren: "732829320",
      clientVat: "FR44732829320",
    });
  });

  it("leaves a private client without SIREN or VAT number", () => {
    expect(parsed({})).toMatchObject({ clientSiren: "", clientVat: "" });
  });

  it("refuses a SIREN whose key is wrong, typed or inside the VAT number, in French", () => {
    const mistyped: Record<string, string>[] = [{ clientSiren: "732829321" }, { clientVat: "FR44732829321" }];
    for (const fields of mistyped) {
      const result = parseInvoiceForm(form(fields));
      expect(result).toEqual({ ok: false, errors: [invoicesCopy.errors.siren] });
    }
  });
});
