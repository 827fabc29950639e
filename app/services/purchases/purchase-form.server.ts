import { handVatRates, purchasesCopy, supplierPaymentMethodLabels } from "#app/content/purchases.ts";
import { formatEuros, formatRate, parseDecimal } from "#app/lib/french-format.ts";
import { sirenDigits } from "#app/lib/french-identifiers.ts";
import { parseDay } from "#app/services/billing/documents/invoice-form.server.ts";
import type { HandEntry } from "./purchase-store.server.ts";

const errors = purchasesCopy.errors;
const labels = purchasesCopy.form;

/** What a form posted: a multipart form's fields or an urlencoded one's. */
type Fields = { get(name: string): unknown };

const text = (fields: Fields, name: string) => {
  const value = fields.get(name);
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
};

/** Ten million euros: no builder's receipt reaches it, a typing slip (an extra zero or four) does. */
const MAX_AMOUNT_CENTS = 1_000_000_000;
const NUMBER_MAX = 60;
const SUPPLIER_NAME_MAX = 120;
const REASON_TEXT_MAX = 500;

/** A field's name in the hand-entry form, as its errors are keyed. */
export type HandField =
  | "supplierId"
  | "supplierName"
  | "supplierSiren"
  | "number"
  | "issueDate"
  | "dueDate"
  | `taxable-${number}`
  | `vat-${number}`
  | "amounts";

export type HandFormResult =
  | { ok: true; entry: HandEntry }
  | { ok: false; errors: Partial<Record<HandField, string>>; values: Record<string, string> };

/** "125,40" typed, an empty field read as nothing; an error when it is not an amount. */
function amountCents(raw: string): { value: number | null } | { error: true } {
  if (raw === "") return { value: null };
  const parsed = parseDecimal(raw, 2, MAX_AMOUNT_CENTS);
  return "value" in parsed ? { value: parsed.value } : { error: true };
}

/**
 * The VAT a receipt prints for that base may differ from the exact product by its lines' roundings: one cent a line
 * on a till receipt of a hundred lines is a euro. Beyond 1 % (and five cents) it is a typing slip.
 */
function vatPlausible(taxableCents: number, vatCents: number, rate: number): boolean {
  const expected = (taxableCents * rate) / 10_000;
  return Math.abs(vatCents - expected) <= Math.max(5, expected / 100);
}

/** The names of the form's fields, for the form and its parser alike. */
export const handFieldNames = {
  taxable: (rate: number) => `taxable-${rate}` as const,
  vat: (rate: number) => `vat-${rate}` as const,
};

/**
 * A paper invoice as the owner typed it, checked whole: every refusal names its field in French, and nothing is
 * kept until all are right. `today` (YYYY-MM-DD, Paris) bounds the invoice's date.
 */
export function parseHandEntryForm(fields: Fields, today: string): HandFormResult {
  const found: Partial<Record<HandField, string>> = {};
  const values: Record<string, string> = {};
  const read = (name: string) => {
    const value = text(fields, name);
    values[name] = value;
    return value;
  };

  let supplier: HandEntry["supplier"] | null = null;
  const supplierChoice = read("supplierId");
  if (supplierChoice === "" || supplierChoice === "nouveau") {
    const name = read("supplierName");
    const sirenText = read("supplierSiren");
    const siren = sirenText ? sirenDigits(sirenText) : null;
    if (sirenText && siren === null) found.supplierSiren = errors.siren;
    if (name === "") found.supplierName = supplierChoice === "" ? errors.supplier : errors.supplierName;
    else if (name.length > SUPPLIER_NAME_MAX) found.supplierName = errors.supplierNameTooLong;
    else supplier = { name, siren };
  } else if (/^\d{1,15}$/.test(supplierChoice) && Number(supplierChoice) > 0) {
    supplier = { id: Number(supplierChoice) };
  } else {
    found.supplierId = errors.supplier;
  }

  const number = read("number");
  if (number === "") found.number = errors.number;
  else if (number.length > NUMBER_MAX) found.number = errors.numberTooLong;

  const issueDate = parseDay(read("issueDate"));
  if (!issueDate || issueDate > today) found.issueDate = errors.issueDate;
  const dueText = read("dueDate");
  const dueDate = dueText ? parseDay(dueText) : null;
  if (dueText && (!dueDate || (issueDate && dueDate < issueDate))) found.dueDate = errors.dueDate;

  const vat: HandEntry["vat"] = [];
  for (const rate of handVatRates) {
    const rateLabel = rate === 0 ? labels.noVat : formatRate(rate);
    const taxableName = handFieldNames.taxable(rate);
    const vatName = handFieldNames.vat(rate);
    const taxable = amountCents(read(taxableName));
    const tax = rate === 0 ? { value: null } : amountCents(read(vatName));
    if ("error" in taxable) found[taxableName] = errors.amount(labels.taxable(rate === 0 ? null : rateLabel));
    if ("error" in tax) found[vatName] = errors.amount(labels.vat(rateLabel));
    if ("error" in taxable || "error" in tax) continue;
    if (taxable.value === null) {
      if (tax.value) found[vatName] = errors.vatWithoutBase(rateLabel);
      continue;
    }
    const vatCents = tax.value ?? 0;
    if (!vatPlausible(taxable.value, vatCents, rate)) {
      found[vatName] = errors.vatMismatch(rateLabel, formatEuros(Math.round((taxable.value * rate) / 10_000)));
      continue;
    }
    if (taxable.value > 0 || vatCents > 0) vat.push({ rateBasisPoints: rate, taxableCents: taxable.value, vatCents });
  }
  const typedAmounts = handVatRates.some(
    (rate) => found[handFieldNames.taxable(rate)] || found[handFieldNames.vat(rate)],
  );
  if (vat.length === 0 && !typedAmounts) found.amounts = errors.noAmount;

  values.creditNote = fields.get("creditNote") === "on" ? "on" : "";
  values.reverseCharge = fields.get("reverseCharge") === "on" ? "on" : "";
  const reverseCharge = values.reverseCharge === "on";
  if (reverseCharge && vat.some((row) => row.rateBasisPoints !== 0)) found.amounts = errors.reverseChargeWithVat;
  if (Object.keys(found).length > 0 || !supplier || !issueDate) return { ok: false, errors: found, values };
  return {
    ok: true,
    entry: { supplier, number, issueDate, dueDate, isCreditNote: values.creditNote === "on", reverseCharge, vat },
  };
}

export type AnswerFormResult =
  | { ok: true; reasonCode: string | null; reasonText: string }
  | { ok: false; errors: { reasonCode?: string; reasonText?: string } };

/**
 * The reason of an answer to the supplier: one of the codes its status allows (none when it takes none), with the
 * owner's words, required for « Autre motif », whose code says nothing by itself.
 */
export function parseAnswerForm(fields: Fields, allowedReasons: readonly string[]): AnswerFormResult {
  const reasonCode = text(fields, "reasonCode");
  const reasonText = text(fields, "reasonText");
  const found: { reasonCode?: string; reasonText?: string } = {};
  if (allowedReasons.length === 0) {
    if (reasonCode) found.reasonCode = purchasesCopy.detail.problems["unknown-reason"];
  } else if (!reasonCode) found.reasonCode = purchasesCopy.detail.problems["reason-required"];
  else if (!allowedReasons.includes(reasonCode)) found.reasonCode = purchasesCopy.detail.problems["unknown-reason"];
  if (reasonText.length > REASON_TEXT_MAX) found.reasonText = errors.reasonTooLong;
  else if (reasonCode === "AUTRE" && !reasonText) found.reasonText = purchasesCopy.detail.problems["reason-required"];
  if (found.reasonCode || found.reasonText) return { ok: false, errors: found };
  return { ok: true, reasonCode: reasonCode || null, reasonText };
}

export type SupplierPaymentMethod = keyof typeof supplierPaymentMethodLabels;

export type SupplierPaymentFormResult =
  | { ok: true; payment: { paidOn: string; amountCents: number; method: SupplierPaymentMethod } }
  | { ok: false; errors: { paidOn?: string; amount?: string; method?: string } };

/** « Paiement envoyé »: a day not in the future, an amount above zero, one of the methods offered. */
export function parseSupplierPaymentForm(fields: Fields, today: string): SupplierPaymentFormResult {
  const found: { paidOn?: string; amount?: string; method?: string } = {};
  const paidOn = parseDay(text(fields, "paidOn"));
  if (!paidOn || paidOn > today) found.paidOn = errors.payDate;
  const amount = parseDecimal(text(fields, "amount"), 2, MAX_AMOUNT_CENTS);
  if (!("value" in amount) || amount.value <= 0) found.amount = errors.payAmount;
  const method = text(fields, "method");
  if (!Object.hasOwn(supplierPaymentMethodLabels, method)) found.method = errors.payMethod;
  if (found.paidOn || found.amount || found.method || !paidOn || !("value" in amount))
    return { ok: false, errors: found };
  return { ok: true, payment: { paidOn, amountCents: amount.value, method: method as SupplierPaymentMethod } };
}
