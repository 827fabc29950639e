import { describe, expect, it } from "vitest";
import { parseQuoteForm } from "./quote-form.server.ts";

function form(lines: string[][], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ clientName: "Jeanne Martin", ...fields })) data.append(name, value);
  for (const [kind = "", designation = "", quantity = "", unit = "", price = "", rate = ""] of lines) {
    data.append("kind", kind);
    data.append("designation", designation);
    data.append("quantity", quantity);
    data.append("unit", unit);
    data.append("price", price);
    data.append("rate", rate);
  }
  return data;
}

describe("the owner's quote form", () => {
  it("reads the issue's three lines and a section", () => {
    const result = parseQuoteForm(
      form([
        ["section", "Gouttière"],
        ["line", "Dépose", "2", "h", "45", "1000"],
        ["line", "Zinc", "12", "m²", "65,00", "1000"],
        ["travel", "Déplacement", "1", "forfait", "150", "2000"],
      ]),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(
        result.input.lines.map((line) => [line.kind, line.quantityMilli, line.unitPriceCents, line.vatRate]),
      ).toEqual([
        ["section", 0, 0, 2000],
        ["line", 2000, 4500, 1000],
        ["line", 12_000, 6500, 1000],
        ["travel", 1000, 15_000, 2000],
      ]);
    }
  });

  it("answers each hostile value in French, naming its line", () => {
    const result = parseQuoteForm(
      form([
        ["line", "A", "1", "h", "-5", "1000"],
        ["line", "B", "1", "h", "1e9", "1000"],
        ["line", "C", "1", "h", "12,345", "1000"],
        ["line", "D", "1", "parsec", "10", "1900"],
        ["line", "", "0", "h", "10", "2000"],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "Ligne 1 : « Prix unitaire HT (€) » ne peut pas être négatif.",
        "Ligne 2 : « Prix unitaire HT (€) » n’est pas un nombre (chiffres et une virgule, par exemple 45,50).",
        "Ligne 3 : « Prix unitaire HT (€) » a trop de chiffres après la virgule.",
        "Ligne 4 : choisissez une unité de la liste.",
        "Ligne 4 : choisissez un taux de TVA de la liste.",
        "Ligne 5 : indiquez la désignation.",
        "Ligne 5 : « Quantité » est vide.",
      ],
    });
  });

  it("refuses 200 lines, keeps markup as text, and removes control characters", () => {
    const many = Array.from({ length: 200 }, () => ["line", "x", "1", "h", "1", "2000"]);
    expect(parseQuoteForm(form(many))).toEqual({
      ok: false,
      errors: ["100 lignes au plus : regroupez ou retirez des lignes."],
    });
    const result = parseQuoteForm(form([], { clientName: "<b>Jeanne</b>\u0000 <script>x</script>" }));
    expect(result.ok && result.input.clientName).toBe("<b>Jeanne</b> <script>x</script>");
    expect(parseQuoteForm(form([], { clientName: "" }))).toEqual({ ok: false, errors: ["Indiquez le nom du client."] });
    expect(parseQuoteForm(form([], { clientEmail: "pas une adresse" }))).toMatchObject({ ok: false });
  });

  it("marks a subcontract for a VAT-registered contractor only with its SIREN and VAT number, matching", () => {
    const line = [["line", "Couverture ardoise", "120", "m²", "48", "1000"]];
    const marked = parseQuoteForm(form(line, { reverseCharge: "on", clientVat: "FR 11 123 456 782" }));
    expect(marked.ok && marked.input).toMatchObject({
      reverseCharge: true,
      clientSiren: "123456782",
      clientVat: "FR11123456782",
    });
    expect(parseQuoteForm(form(line, { reverseCharge: "on" }))).toEqual({
      ok: false,
      errors: [
        "Sous-traitance en autoliquidation : indiquez le SIREN du client (9 chiffres dont la clé est juste).",
        "Sous-traitance en autoliquidation : indiquez le numéro de TVA français du client (FR + 11 caractères).",
      ],
    });
    expect(
      parseQuoteForm(form(line, { reverseCharge: "on", clientSiren: "732829320", clientVat: "FR11123456782" })),
    ).toEqual({
      ok: false,
      errors: ["Le numéro de TVA du client ne correspond pas à son SIREN (FR, deux chiffres, puis le SIREN)."],
    });
    const homeowner = parseQuoteForm(form(line));
    expect(homeowner.ok && homeowner.input).toMatchObject({ reverseCharge: false, clientSiren: "", clientVat: "" });
  });

  it("keeps a retention guarantee of at most 5 %, or the bank's guarantee replacing it", () => {
    const line = [["line", "Couverture bac acier", "300", "m²", "40", "2000"]];
    const held = parseQuoteForm(form(line, { retentionPercent: "5" }));
    expect(held.ok && held.input.retention).toEqual({ kind: "held", rateBasisPoints: 500 });
    expect(parseQuoteForm(form(line, { retentionPercent: "6" }))).toEqual({
      ok: false,
      errors: [
        "La retenue de garantie ne peut pas dépasser 5 % du prix (loi n° 71-584 du 16 juillet 1971, article 1er).",
      ],
    });
    const bank = parseQuoteForm(
      form(line, { retentionBankGuarantee: "on", retentionGuarantor: "CIC Nord Ouest, caution n° 88" }),
    );
    expect(bank.ok && bank.input.retention).toEqual({
      kind: "bankGuarantee",
      guarantor: "CIC Nord Ouest, caution n° 88",
    });
    const none = parseQuoteForm(form(line));
    expect(none.ok && none.input.retention).toBeNull();
  });
});
