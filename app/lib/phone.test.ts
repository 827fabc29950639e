import { describe, expect, it } from "vitest";
import { site, telHref } from "#app/content/site.ts";
import { formatFrenchPhone, toE164 } from "./phone.ts";

describe("formatFrenchPhone", () => {
  it.each([
    ["0353010000", "03 53 01 00 00"],
    ["03.53.01.00.00", "03 53 01 00 00"],
    ["+33 3 53 01 00 00", "03 53 01 00 00"],
    ["0033353010000", "03 53 01 00 00"],
    ["06-12-34-56-78", "06 12 34 56 78"],
  ])("formats %s as %s", (raw, expected) => {
    expect(formatFrenchPhone(raw)).toBe(expected);
  });

  it("leaves what is not a French number as typed", () => {
    expect(formatFrenchPhone(" 12345 ")).toBe("12345");
  });
});

describe("toE164", () => {
  it("turns a national number into the tel: form", () => {
    expect(toE164("06 12 34 56 78")).toBe("+33612345678");
  });

  it("rejects what cannot be dialled", () => {
    expect(() => toE164("123")).toThrow();
  });
});

describe("site identity", () => {
  it("shows the phone in French format and links the same number", () => {
    expect(formatFrenchPhone(site.phone.display)).toBe(site.phone.display);
    expect(toE164(site.phone.display)).toBe(site.phone.e164);
    expect(telHref).toBe("tel:+33353010000");
  });
});
