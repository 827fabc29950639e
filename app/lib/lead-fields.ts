/**
 * The two forms as tables: each field's label, control, browser hints, limits and layout, in the
 * order of the form. The markup (components/forms/table-field.tsx), the rules (lead-schema.ts, which
 * the browser loads only once a visitor starts filling a form), the e-mail, the CSV and the tests
 * all read these tables.
 */
import { contactServiceOptions, formsCopy, quoteServiceOptions } from "#app/content/forms.ts";

export const leadKinds = ["contact", "devis"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A plausible name bots fill in; people never see it. */
export const HONEYPOT_FIELD = "website";
/** Set in the browser once JavaScript runs: the prerendered HTML is identical for every visitor. */
export const IDEMPOTENCY_FIELD = "_key";
export const SUBJECT_FIELD = "_subject";

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

interface FieldBase<Name extends string> {
  name: Name;
  /** As the visitor reads it, without the required mark the form adds. */
  label: string;
  hint?: string;
  /** Spans both columns from the small breakpoint up. */
  wide?: boolean;
}

export interface TextFieldSpec<Name extends string = string> extends FieldBase<Name> {
  control: "text" | "tel" | "email" | "textarea";
  required: boolean;
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  /** The message when a required field is left empty. */
  requiredError?: string;
}

export interface SelectFieldSpec<Name extends string = string> extends FieldBase<Name> {
  control: "select";
  required: true;
  options: readonly [string, ...string[]];
  /** The first, empty choice. */
  placeholder: string;
  requiredError: string;
}

export interface CheckboxFieldSpec<Name extends string = string> extends FieldBase<Name> {
  control: "checkbox";
  required: false;
  /** The row's label in the owner's e-mail, where the form's sentence would read oddly. */
  emailLabel: string;
}

export type FieldSpec<Name extends string = string> =
  | TextFieldSpec<Name>
  | SelectFieldSpec<Name>
  | CheckboxFieldSpec<Name>;

const { errors, contact, quote } = formsCopy;

/** Name, phone, email, city, service (12 options) and message, all required. */
export const contactFieldTable = [
  {
    name: "name",
    label: contact.labels.name,
    control: "text",
    autoComplete: "name",
    required: true,
    maxLength: limits.name,
    placeholder: contact.placeholders.name,
    requiredError: errors.name,
  },
  {
    name: "phone",
    label: contact.labels.phone,
    control: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: limits.phone,
    placeholder: contact.placeholders.phone,
  },
  {
    name: "email",
    label: contact.labels.email,
    control: "email",
    autoComplete: "email",
    required: true,
    maxLength: limits.email,
    placeholder: contact.placeholders.email,
  },
  {
    name: "city",
    label: contact.labels.city,
    control: "text",
    autoComplete: "address-level2",
    required: true,
    maxLength: limits.city,
    placeholder: contact.placeholders.city,
    requiredError: errors.city,
  },
  {
    name: "service",
    label: contact.labels.service,
    control: "select",
    required: true,
    options: contactServiceOptions,
    placeholder: contact.servicePlaceholder,
    requiredError: errors.service,
    wide: true,
  },
  {
    name: "message",
    label: contact.labels.message,
    control: "textarea",
    required: true,
    maxLength: limits.message,
    placeholder: contact.placeholders.message,
    requiredError: errors.message,
    wide: true,
  },
] as const satisfies readonly FieldSpec[];

/** Name, phone, email, address and service required; the description and the conditions box optional. */
export const quoteFieldTable = [
  {
    name: "name",
    label: quote.labels.name,
    control: "text",
    autoComplete: "name",
    required: true,
    maxLength: limits.name,
    placeholder: quote.placeholders.name,
    requiredError: errors.name,
  },
  {
    name: "phone",
    label: quote.labels.phone,
    control: "tel",
    autoComplete: "tel",
    required: true,
    maxLength: limits.phone,
    placeholder: quote.placeholders.phone,
  },
  {
    name: "email",
    label: quote.labels.email,
    control: "email",
    autoComplete: "email",
    required: true,
    maxLength: limits.email,
    placeholder: quote.placeholders.email,
    wide: true,
  },
  {
    name: "address",
    label: quote.labels.address,
    hint: quote.hints.address,
    control: "text",
    autoComplete: "address-line1",
    required: true,
    maxLength: limits.address,
    placeholder: quote.placeholders.address,
    requiredError: errors.address,
    wide: true,
  },
  {
    name: "service",
    label: quote.labels.service,
    control: "select",
    required: true,
    options: quoteServiceOptions,
    placeholder: quote.servicePlaceholder,
    requiredError: errors.quoteService,
    wide: true,
  },
  {
    name: "description",
    label: quote.labels.description,
    hint: quote.hints.description,
    control: "textarea",
    required: false,
    maxLength: limits.description,
    placeholder: quote.placeholders.description,
    wide: true,
  },
  {
    name: "acceptsTerms",
    label: quote.labels.acceptsTerms,
    hint: quote.hints.acceptsTerms,
    emailLabel: quote.emailLabels.acceptsTerms,
    control: "checkbox",
    required: false,
    wide: true,
  },
] as const satisfies readonly FieldSpec[];

export const fieldTables = { contact: contactFieldTable, devis: quoteFieldTable } as const;

/**
 * Where each form shows its photo field: after this row. The photos are not a row of the table: they are files,
 * not text, and take their own path through the server (app/services/photos/).
 */
export const photoFieldAfter = { contact: "message", devis: "description" } as const satisfies {
  contact: ContactField;
  devis: QuoteField;
};

export type ContactField = (typeof contactFieldTable)[number]["name"];
export type QuoteField = (typeof quoteFieldTable)[number]["name"];
export type LeadField = ContactField | QuoteField;

export const fieldsByKind = {
  contact: contactFieldTable.map((field) => field.name),
  devis: quoteFieldTable.map((field) => field.name),
} as { readonly contact: readonly ContactField[]; readonly devis: readonly QuoteField[] };

/** The label as the form shows it: a star on required fields, "(facultatif)" on optional text fields. */
export function formLabel(field: FieldSpec): string {
  if (field.control === "checkbox") return field.label;
  return field.required ? `${field.label} *` : `${field.label} (${formsCopy.optional})`;
}

/** The row's label in the owner's e-mail. */
export function emailLabel(field: FieldSpec): string {
  return field.control === "checkbox" ? field.emailLabel : field.label;
}

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
  | {
      status: "invalid";
      kind: LeadKind;
      errors: FieldErrors;
      values: LeadValues;
      message?: string;
      /** Why the photos were refused, naming the file: shown under the photo field too. */
      photoError?: string;
    }
  | { status: "unavailable"; kind: LeadKind; values: LeadValues }
  | { status: "failed"; kind: LeadKind; reason: "network" | "rate-limited" | "too-large" | "unsupported" | "stalled" };
