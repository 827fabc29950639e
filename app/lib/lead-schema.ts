/**
 * The two forms' rules, shared by the browser (instant French messages) and the route actions
 * (the real check). zod/mini keeps the client bundle small.
 */
import * as z from "zod/mini";
import { formsCopy } from "#app/content/forms.ts";
import {
  type ContactField,
  contactFieldTable,
  type FieldErrors,
  type FieldSpec,
  fieldsByKind,
  type LeadField,
  type LeadKind,
  limits,
  type QuoteField,
  quoteFieldTable,
} from "#app/lib/lead-fields.ts";
import { formatFrenchPhone } from "#app/lib/phone.ts";

export {
  type ContactField,
  type FieldErrors,
  fieldsByKind,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadActionResult,
  type LeadField,
  type LeadKind,
  type LeadValues,
  leadKinds,
  limits,
  type QuoteField,
  readLeadValues,
  SUBJECT_FIELD,
} from "#app/lib/lead-fields.ts";

/**
 * Accepts the ways people write a French number (06 12 34 56 78, 06.12.34.56.78, 0612345678,
 * +33 6 12 34 56 78, +33 (0)6 12 34 56 78, 0033 6 12 34 56 78) and returns "06 12 34 56 78", or null.
 */
export function normalizeFrenchPhone(raw: string): string | null {
  let compact = raw.replace(/\(0\)/g, "").replace(/[\s.\-/()]/g, "");
  if (compact.startsWith("+33")) compact = `0${compact.slice(3)}`;
  else if (compact.startsWith("0033")) compact = `0${compact.slice(4)}`;
  if (!/^0[1-9]\d{8}$/.test(compact)) return null;
  return formatFrenchPhone(compact);
}

const { errors } = formsCopy;

/**
 * Control characters a person never types: in a one-line field even a line break (a browser's text
 * input cannot hold one, so it can only come from a script, often trying to add a mail header);
 * in a description, anything but tabs and line breaks.
 */
export function hasForbiddenCharacters(value: string, multiline: boolean): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    const allowed = code === 0x09 || (multiline && (code === 0x0a || code === 0x0d));
    if ((code < 0x20 && !allowed) || code === 0x7f || (!multiline && (code === 0x2028 || code === 0x2029))) return true;
  }
  return false;
}

function text(max: number, required: string | null, multiline = false) {
  const checks = [
    z.trim(),
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, errors.tooLong(max)),
    z.refine<string>(
      (value) => !hasForbiddenCharacters(value, multiline),
      multiline ? errors.controlCharacters : errors.singleLine,
    ),
  ];
  return z.string().check(...checks);
}

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, errors.email),
    z.maxLength(limits.email, errors.tooLong(limits.email)),
    z.email(errors.email),
  );

const phone = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(limits.phone, errors.phone),
    z.refine((value) => normalizeFrenchPhone(value) !== null, errors.phone),
  ),
  z.transform((value) => normalizeFrenchPhone(value) ?? value),
);

/** A select sends one of its option values exactly: anything else, even with a stray space, is refused. */
function option<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, message);
}

/** One field's rule, from its row in the table. */
function ruleOf(field: FieldSpec) {
  switch (field.control) {
    case "email":
      return email;
    case "tel":
      return phone;
    case "select":
      return option(field.options, field.requiredError);
    // The conditions box never blocks a request, whatever it carries.
    case "checkbox":
      return z.pipe(
        z.string(),
        z.transform((value) => value !== ""),
      );
    default:
      return text(field.maxLength, field.required ? (field.requiredError ?? null) : null, field.control === "textarea");
  }
}

function schemaOf(table: readonly FieldSpec[]) {
  return z.object(Object.fromEntries(table.map((field) => [field.name, ruleOf(field)])));
}

export const contactSchema = schemaOf(contactFieldTable);
export const quoteSchema = schemaOf(quoteFieldTable);

export type ContactLead = Record<ContactField, string>;
export type QuoteLead = Record<Exclude<QuoteField, "acceptsTerms">, string> & { acceptsTerms: boolean };
export type LeadData = { kind: "contact"; data: ContactLead } | { kind: "devis"; data: QuoteLead };

export type LeadParseResult = { ok: true; lead: LeadData } | { ok: false; errors: FieldErrors };

export function parseLead(kind: LeadKind, values: Partial<Record<LeadField, string>>): LeadParseResult {
  const input = Object.fromEntries(fieldsByKind[kind].map((field) => [field, values[field] ?? ""]));
  const result = (kind === "contact" ? contactSchema : quoteSchema).safeParse(input);
  if (result.success) {
    return {
      ok: true,
      lead: (kind === "contact"
        ? { kind, data: result.data as ContactLead }
        : { kind, data: result.data as QuoteLead }) as LeadData,
    };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField | undefined;
    // The first failing rule of a field is the one worth telling.
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, errors: fieldErrors };
}

/** A browser-made key: letters, digits and dashes only; anything else is ignored rather than refused. */
export function readIdempotencyKey(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const key = raw.trim();
  return /^[A-Za-z0-9-]{16,100}$/.test(key) ? key : null;
}
