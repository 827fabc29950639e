/**
 * The two forms' fields, limits and answers: what the pages need to render and submit a form. The rules
 * themselves (zod) live in lead-schema.ts, which the browser loads only once a visitor starts filling a form.
 */

export const leadKinds = ["contact", "devis"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A plausible name bots fill in; people never see it. */
export const HONEYPOT_FIELD = "website";
/** Set in the browser once JavaScript runs: the prerendered HTML is identical for every visitor. */
export const IDEMPOTENCY_FIELD = "_key";
export const SUBJECT_FIELD = "_subject";

export const contactFields = ["name", "phone", "email", "city", "service", "message"] as const;
export const quoteFields = [
  "nom",
  "email",
  "telephone",
  "adresse",
  "typeService",
  "description",
  "accepteConditions",
] as const;
export type ContactField = (typeof contactFields)[number];
export type QuoteField = (typeof quoteFields)[number];
export type LeadField = ContactField | QuoteField;

export const fieldsByKind = { contact: contactFields, devis: quoteFields } as const;

export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  city: 100,
  address: 250,
  message: 5000,
  description: 5000,
  idempotencyKey: 100,
} as const;

export type FieldErrors = Partial<Record<LeadField, string>>;
/** What the visitor typed, sent back so a page rendered without JavaScript keeps the input. */
export type LeadValues = Partial<Record<LeadField, string>>;

/** Reads a form's fields as strings; a missing or non-text field reads as "". */
export function readLeadValues(kind: LeadKind, form: FormData | URLSearchParams): Record<LeadField, string> {
  const values: Partial<Record<LeadField, string>> = {};
  for (const field of fieldsByKind[kind]) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values as Record<LeadField, string>;
}

/** What a form action answers; the same shape reaches the page with or without JavaScript. */
export type LeadActionResult =
  | { status: "success"; kind: LeadKind }
  | { status: "invalid"; kind: LeadKind; errors: FieldErrors; values: LeadValues; message?: string }
  | { status: "unavailable"; kind: LeadKind; values: LeadValues }
  | { status: "failed"; kind: LeadKind; reason: "network" | "rate-limited" | "too-large" | "unsupported" };
