import { describe, expect, it } from "vitest";
import {
  formatSiret,
  formatVat,
  frenchPhone,
  frenchPhoneDigits,
  isHttpsUrl,
  siretDigits,
  vatCompact,
  vatForSiren,
} from "./french-identifiers.ts";

describe("French identifiers", () => {
  it("reads a French phone number however it is typed, and refuses anything else", () => {
    for (const typed of ["03 21 45 67 89", "0321456789", "+33 3 21 45 67 89", "0033321456789", "03.21.45.67.89"]) {
      expect(frenchPhoneDigits(typed), typed).toBe("0321456789");
    }
    for (const typed of ["3 21 45 67 89", "+44 20 7946 0958", "03 21 45 67", "00 00 00 00 00", "03 21 45 67 89 0"]) {
      expect(frenchPhoneDigits(typed), typed).toBeNull();
    }
    expect(frenchPhone("0321456789")).toEqual({ display: "03 21 45 67 89", e164: "+33321456789" });
  });

  it("checks a SIRET's Luhn key, La Poste's establishments by their own rule", () => {
    expect(siretDigits("732 829 320 00074")).toBe("73282932000074");
    expect(siretDigits("73282932000075")).toBeNull();
    expect(siretDigits("7328293200007")).toBeNull();
    expect(siretDigits("356 000 000 00048")).toBe("35600000000048");
    expect(siretDigits("356 000 000 12341")).toBe("35600000012341");
    expect(siretDigits("356 000 000 12342")).toBeNull();
    expect(formatSiret("73282932000074")).toBe("732 829 320 00074");
  });

  it("derives the VAT number from the SIREN", () => {
    expect(vatForSiren("732829320")).toBe("FR44732829320");
    expect(vatCompact("fr 44 732 829 320")).toBe("FR44732829320");
    expect(vatCompact("DE123456789")).toBeNull();
    expect(formatVat("FR44732829320")).toBe("FR 44 732 829 320");
  });

  it("accepts only complete https addresses", () => {
    expect(isHttpsUrl("https://www.mediateur-conso.fr/")).toBe(true);
    for (const url of [
      "http://www.mediateur.fr",
      "javascript:alert(1)",
      "https://localhost",
      "https://user:pw@x.fr",
      "www.x.fr",
    ]) {
      expect(isHttpsUrl(url), url).toBe(false);
    }
  });
});
