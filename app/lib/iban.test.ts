import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bicError, formatIban, ibanError, normalizeBic, normalizeIban } from "./iban.ts";

/** Examples published by the banks and national registries (the SWIFT IBAN registry's among them), as printed. */
const publishedIbans = [
  "FR76 3000 6000 0112 3456 7890 189",
  "DE89 3704 0044 0532 0130 00",
  "GB82 WEST 1234 5698 7654 32",
  "BE68 5390 0754 7034",
  "NL91 ABNA 0417 1643 00",
  "ES91 2100 0418 4502 0005 1332",
  "IT60 X054 2811 1010 0000 0123 456",
  "CH93 0076 2011 6238 5295 7",
  "AT61 1904 3002 3457 3201",
  "LU28 0019 4006 4475 0000",
  "IE29 AIBK 9311 5212 3456 78",
  "MC58 1122 2000 0101 2345 6789 030",
  "NO93 8601 1117 947",
  "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
];

describe("IBAN", () => {
  it("accepts the published examples however they are typed, and prints them in groups of four", () => {
    for (const printed of publishedIbans) {
      expect(ibanError(printed), printed).toBeNull();
      expect(ibanError(printed.toLowerCase().replace(/ /g, "")), printed).toBeNull();
      expect(formatIban(normalizeIban(printed))).toBe(printed);
    }
    expect(normalizeIban(" fr76\u00a03000\u202f6000 0112 3456 7890 189\t")).toBe("FR7630006000011234567890189");
    expect(formatIban("fr7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  });

  it("refuses a wrong key, a wrong length, a country outside SEPA and stray characters, saying which", () => {
    expect(ibanError("FR76 3000 6000 0112 3456 7890 188")).toContain("contrôle de sa clé");
    expect(ibanError("DE89 3704 0044 0532 0130 01")).toContain("contrôle de sa clé");
    expect(ibanError("GB82 WEST 1234 5698 7654 33")).toContain("contrôle de sa clé");
    expect(ibanError("FR76 3000 6000 0112 3456 7890 18")).toBe(
      "Un IBAN FR compte 27\u00a0caractères, celui-ci en a 26\u202f: vérifiez qu’il n’en manque pas ou qu’il n’y en a pas en trop.",
    );
    expect(ibanError("US12 3456 7890 1234")).toContain("« US » n’est pas le code d’un pays de la zone SEPA");
    expect(ibanError("7630 0060 0001 1234 5678 9018 9")).toContain("deux lettres du code de son pays");
    expect(ibanError("FR76-3000-6000-0112-3456-7890-189")).toContain("que des lettres et des chiffres");
    expect(ibanError("FRAB 3000 6000 0112 3456 7890 189")).toContain("deux chiffres de clé");
    expect(ibanError("   ")).toContain("Indiquez l’IBAN");
  });

  it("refuses the check digits 00, 01 and 99 that the mod-97 test alone lets through", () => {
    // Keys 02, 98 and 97 of these accounts: 99, 01 and 00 differ by 97 and leave the same remainder, yet
    // ISO 13616 issues 02 to 98 only.
    for (const [issued, neverIssued] of [
      ["DE02 1203 0000 0000 2020 51", "DE99 1203 0000 0000 2020 51"],
      ["DE98 1203 0000 0002 0205 28", "DE01 1203 0000 0002 0205 28"],
      ["DE97 1203 0000 0002 0205 46", "DE00 1203 0000 0002 0205 46"],
    ] as const) {
      expect(ibanError(issued), issued).toBeNull();
      expect(ibanError(neverIssued), neverIssued).toContain("deux chiffres de clé");
    }
  });

  it("catches any single digit typed wrong, and any two neighbouring digits swapped", () => {
    const ibans = publishedIbans.map(normalizeIban);
    const digitPosition = (iban: string) =>
      fc.constantFrom(...[...iban].flatMap((character, index) => (/\d/.test(character) ? [index] : [])));
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ibans)
          .chain((iban) => fc.tuple(fc.constant(iban), digitPosition(iban), fc.integer({ min: 1, max: 9 }))),
        ([iban, index, shift]) => {
          const changed = String((Number(iban[index]) + shift) % 10);
          const typo = iban.slice(0, index) + changed + iban.slice(index + 1);
          expect(ibanError(typo), typo).not.toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ibans).chain((iban) => fc.tuple(fc.constant(iban), digitPosition(iban))),
        ([iban, index]) => {
          const next = iban[index + 1];
          fc.pre(next !== undefined && /\d/.test(next) && next !== iban[index]);
          const swapped = iban.slice(0, index) + next + iban[index] + iban.slice(index + 2);
          expect(ibanError(swapped), swapped).not.toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("BIC", () => {
  it("accepts 8 or 11 characters in ISO 9362's pattern, however they are typed", () => {
    for (const bic of ["BNPAFRPP", "bnpa frpp xxx", "DEUTDEFF500", "AGRIFRPP867", "PSSTFRPPLIL"]) {
      expect(bicError(bic), bic).toBeNull();
    }
    expect(normalizeBic(" bnpa frpp xxx ")).toBe("BNPAFRPPXXX");
  });

  it("refuses a wrong length, digits in the bank or country, and stray characters", () => {
    expect(bicError("BNPAFRP")).toContain("8 ou 11\u00a0caractères, celui-ci en a 7");
    expect(bicError("BNPAFRPPXX")).toContain("celui-ci en a 10");
    expect(bicError("BNP1FRPP")).toContain("ne suit pas ce modèle");
    expect(bicError("BNPAF1PP")).toContain("ne suit pas ce modèle");
    expect(bicError("BNPAFRP-")).toContain("ne suit pas ce modèle");
    expect(bicError("")).toContain("Indiquez le BIC");
  });
});
