import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formsCopy } from "#app/content/forms.ts";
import { hasForbiddenCharacters, parseLead } from "./lead-schema.ts";

const { errors } = formsCopy;

const contact = {
  name: "Jeanne Martin",
  phone: "06 12 34 56 78",
  email: "jeanne@example.com",
  city: "Liévin",
  service: "Couverture Zinc",
  message: "Gouttière percée.",
};

const quote = {
  name: "Karim Benali",
  email: "karim@example.com",
  phone: "06 12 34 56 78",
  address: "4 rue Émile Zola, 62300 Lens",
  service: "Zinguerie",
  description: "Chéneau à remplacer.",
  acceptsTerms: "on",
};

const breaks = ["\r\n", "\n", "\r", "\u2028", "\u2029"];
const controls = ["\u0000", "\u0007", "\u000b", "\u000c", "\u001b", "\u007f"];

describe("characters a person never types", () => {
  it.each([
    ["contact", "name", contact],
    ["contact", "city", contact],
    ["devis", "name", quote],
    ["devis", "address", quote],
  ] as const)("%s: a line break inside %s is refused with the French message", (kind, field, base) => {
    for (const separator of breaks) {
      const result = parseLead(kind, { ...base, [field]: `Jean${separator}Bcc: victim@example.com` });
      expect(result).toEqual({ ok: false, errors: { [field]: errors.singleLine } });
    }
  });

  it("a line break inside the e-mail address or the phone never gets through as typed", () => {
    const email = parseLead("contact", { ...contact, email: "jeanne@example.com\r\nBcc: victim@example.com" });
    expect(email).toEqual({ ok: false, errors: { email: errors.email } });
    const phone = parseLead("contact", { ...contact, phone: "06 12 34\r\n56 78" });
    expect(phone.ok && phone.lead.kind === "contact" && phone.lead.data.phone).toBe("06 12 34 56 78");
  });

  it("descriptions keep tabs and line breaks but refuse other control characters", () => {
    expect(parseLead("contact", { ...contact, message: "Ligne 1\r\nLigne 2\tfin" }).ok).toBe(true);
    expect(parseLead("devis", { ...quote, description: "Ligne 1\nLigne 2" }).ok).toBe(true);
    for (const control of controls) {
      expect(parseLead("contact", { ...contact, message: `a${control}b` })).toEqual({
        ok: false,
        errors: { message: errors.controlCharacters },
      });
    }
  });

  it("options match exactly: another case, a look-alike or an added word is refused", () => {
    for (const service of [
      "couverture zinc",
      "Couverture  Zinc",
      "Couverture Zinc\nBcc: x",
      "Couverture Ζinc",
      "Autre2",
    ]) {
      expect(parseLead("contact", { ...contact, service })).toEqual({ ok: false, errors: { service: errors.service } });
    }
  });

  it("any text with a control character other than tab is refused in a one-line field, and printable text never is", () => {
    const printable = fc
      .string({ unit: "grapheme", maxLength: 40 })
      .filter((value) => !/[\p{Cc}\u2028\u2029]/u.test(value));
    const control = fc.constantFrom(...breaks, ...controls);
    fc.assert(
      fc.property(printable, control, printable, (before, bad, after) => {
        expect(hasForbiddenCharacters(`${before}${bad}${after}`, false)).toBe(true);
        expect(hasForbiddenCharacters(`${before}\t${after}`, false)).toBe(false);
      }),
    );
  });
});
