import { describe, expect, it } from "vitest";
import { contactServiceOptions, formsCopy, quoteServiceOptions } from "#app/content/forms.ts";
import {
  fieldsByKind,
  limits,
  normalizeFrenchPhone,
  parseLead,
  readIdempotencyKey,
  readLeadValues,
} from "./lead-schema.ts";

const { errors } = formsCopy;

const validContact = {
  name: "  Jeanne Martin ",
  phone: "06 12 34 56 78",
  email: " jeanne.martin@example.com ",
  city: "Liévin",
  service: "Couverture Zinc",
  message: "Gouttière en zinc percée au-dessus de la porte d’entrée.",
};

const validQuote = {
  name: "Karim Benali",
  email: "karim@example.com",
  phone: "+33 3 21 00 00 00",
  address: "4 rue Émile Zola, 62300 Lens",
  service: "Zinguerie",
  description: "",
  acceptsTerms: "",
};

describe("normalizeFrenchPhone", () => {
  it.each([
    ["06 12 34 56 78", "06 12 34 56 78"],
    ["0612345678", "06 12 34 56 78"],
    ["06.12.34.56.78", "06 12 34 56 78"],
    ["06-12-34-56-78", "06 12 34 56 78"],
    ["+33 6 12 34 56 78", "06 12 34 56 78"],
    ["+33612345678", "06 12 34 56 78"],
    ["+33 (0)6 12 34 56 78", "06 12 34 56 78"],
    ["0033 6 12 34 56 78", "06 12 34 56 78"],
    ["03\u00a021\u00a000\u00a000\u00a000", "03 21 00 00 00"],
  ])("accepts %s", (raw, expected) => {
    expect(normalizeFrenchPhone(raw)).toBe(expected);
  });

  it.each([
    "",
    "06 12 34 56",
    "06 12 34 56 78 9",
    "00 12 34 56 78",
    "+44 20 7946 0958",
    "06 12 AB 56 78",
    "1234567890",
  ])("refuses %s", (raw) => {
    expect(normalizeFrenchPhone(raw)).toBeNull();
  });
});

describe("contact form rules", () => {
  it("accepts a complete request, trimmed, with the phone written the French way", () => {
    const result = parseLead("contact", { ...validContact, phone: "+33612345678" });
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: "contact",
        data: {
          ...validContact,
          name: "Jeanne Martin",
          email: "jeanne.martin@example.com",
          phone: "06 12 34 56 78",
        },
      },
    });
  });

  it.each([
    ["name", errors.name],
    ["phone", errors.phone],
    ["email", errors.email],
    ["city", errors.city],
    ["service", errors.service],
    ["message", errors.message],
  ] as const)("requires %s with its own French message", (field, message) => {
    const result = parseLead("contact", { ...validContact, [field]: "   " });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("refuses a badly written e-mail address", () => {
    for (const email of ["jeanne", "jeanne@", "@example.com", "jeanne@example", "jeanne martin@example.com"]) {
      expect(parseLead("contact", { ...validContact, email })).toEqual({ ok: false, errors: { email: errors.email } });
    }
  });

  it("accepts each of the 12 services and nothing else", () => {
    for (const service of contactServiceOptions) {
      expect(parseLead("contact", { ...validContact, service }).ok).toBe(true);
    }
    for (const service of ["Couverture", "couverture zinc", "Piscine", "Sélectionnez un service"]) {
      expect(parseLead("contact", { ...validContact, service })).toEqual({
        ok: false,
        errors: { service: errors.service },
      });
    }
  });

  it("limits the length of every field", () => {
    const tooLong = {
      name: "a".repeat(limits.name + 1),
      city: "a".repeat(limits.city + 1),
      message: "a".repeat(limits.message + 1),
      email: `${"a".repeat(limits.email)}@example.com`,
      phone: `06 12 34 56 78${" ".repeat(limits.phone)}9`,
    };
    const result = parseLead("contact", { ...validContact, ...tooLong });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: errors.tooLong(limits.name),
        city: errors.tooLong(limits.city),
        message: errors.tooLong(limits.message),
        email: errors.tooLong(limits.email),
        phone: errors.phone,
      },
    });
    expect(parseLead("contact", { ...validContact, message: "a".repeat(limits.message) }).ok).toBe(true);
  });

  it("reports every wrong field at once", () => {
    const result = parseLead("contact", {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual([...fieldsByKind.contact].sort());
  });
});

describe("quote form rules", () => {
  it("accepts a request without description and with the box unticked", () => {
    const result = parseLead("devis", validQuote);
    expect(result).toEqual({
      ok: true,
      lead: { kind: "devis", data: { ...validQuote, phone: "03 21 00 00 00", acceptsTerms: false } },
    });
  });

  it("never lets the conditions box block a request", () => {
    for (const acceptsTerms of ["on", "true", "n’importe quoi"]) {
      const result = parseLead("devis", { ...validQuote, acceptsTerms });
      expect(result.ok && result.lead.kind === "devis" && result.lead.data.acceptsTerms).toBe(true);
    }
  });

  it.each([
    ["name", errors.name],
    ["email", errors.email],
    ["phone", errors.phone],
    ["address", errors.address],
    ["service", errors.quoteService],
  ] as const)("requires %s", (field, message) => {
    expect(parseLead("devis", { ...validQuote, [field]: "" })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("accepts the 6 types of work and nothing else", () => {
    for (const service of quoteServiceOptions) {
      expect(parseLead("devis", { ...validQuote, service }).ok).toBe(true);
    }
    expect(parseLead("devis", { ...validQuote, service: "Couverture Zinc" })).toEqual({
      ok: false,
      errors: { service: errors.quoteService },
    });
  });

  it("limits the address and the optional description", () => {
    const result = parseLead("devis", {
      ...validQuote,
      address: "a".repeat(limits.address + 1),
      description: "a".repeat(limits.description + 1),
    });
    expect(result).toEqual({
      ok: false,
      errors: { address: errors.tooLong(limits.address), description: errors.tooLong(limits.description) },
    });
  });
});

describe("reading the posted form", () => {
  it("keeps only the form's own fields and reads missing ones as empty", () => {
    const form = new FormData();
    form.set("name", "Karim");
    form.set("website", "http://spam.example");
    form.set("upload", new Blob(["x"]));
    form.set("description", new Blob(["binary"]));
    const values = readLeadValues("devis", form);
    expect(Object.keys(values)).toEqual([...fieldsByKind.devis]);
    expect(values.name).toBe("Karim");
    expect(values.description).toBe("");
    expect(values.acceptsTerms).toBe("");
  });

  it("uses only well-formed browser keys", () => {
    expect(readIdempotencyKey("3f1c2b8e-8d1a-4c52-9f0e-2b7c1d9e4a10")).toBe("3f1c2b8e-8d1a-4c52-9f0e-2b7c1d9e4a10");
    expect(readIdempotencyKey("")).toBeNull();
    expect(readIdempotencyKey("short")).toBeNull();
    expect(readIdempotencyKey("a b c d e f g h i j k l m n")).toBeNull();
    expect(readIdempotencyKey("x".repeat(101))).toBeNull();
    expect(readIdempotencyKey(null)).toBeNull();
  });
});
