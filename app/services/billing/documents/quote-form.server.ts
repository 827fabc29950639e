import { invoicesCopy } from "#app/content/invoices.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { retentionCopy } from "#app/content/retention.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { sirenDigits, vatCompact } from "#app/lib/french-identifiers.ts";
import {
  isQuoteUnit,
  isVatRate,
  parsePriceCents,
  parseQuantityMilli,
  QUOTE_LIMITS,
  quoteFieldLimits,
  type VatRate,
} from "./quote-totals.ts";
import type { QuoteInput, QuoteLine, QuoteLineKind } from "./quotes.server.ts";
import { parseRetentionTerms } from "./retention.ts";

const errors = quotesCopy.errors;
const labels = quotesCopy.editor;

const lineKinds: readonly QuoteLineKind[] = ["line", "section", "travel"];

/** Control characters (but line breaks) never reach the store, the e-mail or the PDF. */
export function clean(value: FormDataEntryValue | null): string {
  return typeof value === "string"
    ? value
        .replace(/\r\n?/g, "\n")
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
        .trim()
    : "";
}

function integerIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The lines of a quote or an invoice as the owner's editor posts them, as parallel lists (`kind`, `designation`,
 * `quantity`, `unit`, `price`, `rate`) in the order shown; every refusal names its line in French.
 */
export function parseLines(
  form: FormData,
): { lines: QuoteLine[]; errors: string[] } | { tooMany: true; errors: string[] } {
  const kinds = form.getAll("kind");
  if (kinds.length > QUOTE_LIMITS.maxLines)
    return { tooMany: true, errors: [errors.tooManyLines(QUOTE_LIMITS.maxLines)] };
  const found: string[] = [];
  const column = (name: string) => form.getAll(name).map((value) => clean(value));
  const [designations, quantities, units, prices, rates] = ["designation", "quantity", "unit", "price", "rate"].map(
    column,
  ) as [string[], string[], string[], string[], string[]];
  const lines: QuoteLine[] = [];
  kinds.forEach((rawKind, index) => {
    const position = index + 1;
    const kind = clean(rawKind) as QuoteLineKind;
    if (!lineKinds.includes(kind)) {
      found.push(errors.kind(position));
      return;
    }
    const designation = designations[index] ?? "";
    if (!designation) found.push(errors.designation(position));
    else if (designation.length > quoteFieldLimits.designation) {
      found.push(errors.tooLong(`${labels.designation} ${position}`, quoteFieldLimits.designation));
    }
    if (kind === "section") {
      lines.push({ kind, designation, quantityMilli: 0, unit: "", unitPriceCents: 0, vatRate: 2000 });
      return;
    }
    const quantity = parseQuantityMilli(quantities[index] ?? "");
    if ("error" in quantity) found.push(errors.amount(position, labels.quantity, quantity.error));
    const price = parsePriceCents(prices[index] ?? "");
    if ("error" in price) found.push(errors.amount(position, labels.unitPrice, price.error));
    const unit = units[index] ?? "";
    if (!isQuoteUnit(unit)) found.push(errors.unit(position));
    const rate = Number(rates[index]);
    if (!isVatRate(rate)) found.push(errors.vatRate(position));
    if ("value" in quantity && "value" in price && isQuoteUnit(unit) && isVatRate(rate)) {
      lines.push({
        kind,
        designation,
        quantityMilli: quantity.value,
        unit,
        unitPriceCents: price.value,
        vatRate: rate as VatRate,
      });
    }
  });

  return { lines, errors: found };
}

export interface BusinessClient {
  clientSiren: string;
  clientVat: string;
  reverseCharge: boolean;
}

/**
 * The client's SIREN and VAT number as a quote or an invoice form posts them, and whether the works are subcontracted
 * with the VAT reverse-charged (decision 064). A French VAT number is FR, a two-digit key and the SIREN: a SIREN left
 * empty is read from it, so that the client is known as the French company it is (its invoice an e-invoice,
 * decision 034). The reverse charge applies between VAT-registered businesses only: it needs both, matching.
 */
export function parseBusinessClient(
  form: FormData,
  wrong: { siren: string; vat: string },
): BusinessClient & { errors: string[] } {
  const errors: string[] = [];
  const reverseCharge = form.get("reverseCharge") === "on";
  const vatText = clean(form.get("clientVat"));
  const vat = vatText ? vatCompact(vatText) : "";
  if (vat === null) errors.push(wrong.vat);
  const sirenText = clean(form.get("clientSiren")) || (vat ? vat.slice(4) : "");
  const siren = sirenText ? sirenDigits(sirenText) : "";
  if (siren === null) errors.push(wrong.siren);
  if (reverseCharge) {
    if (siren === "") errors.push(reverseChargeCopy.errors.siren);
    if (vat === "") errors.push(reverseChargeCopy.errors.vat);
    if (siren && vat && vat.slice(4) !== siren) errors.push(reverseChargeCopy.errors.mismatch);
  }
  return { clientSiren: siren ?? "", clientVat: vat ?? "", reverseCharge, errors };
}

export type QuoteFormResult = { ok: true; input: QuoteInput } | { ok: false; errors: string[] };

/**
 * The owner's quote form, checked whole: any refusal names each field in French and nothing is stored. Lines come
 * as parallel lists (`kind`, `designation`, `quantity`, `unit`, `price`, `rate`), in the order shown.
 */
export function parseQuoteForm(form: FormData): QuoteFormResult {
  const found: string[] = [];
  const text = (name: keyof typeof quoteFieldLimits, label: string) => {
    const value = clean(form.get(name));
    if (value.length > quoteFieldLimits[name]) found.push(errors.tooLong(label, quoteFieldLimits[name]));
    return value;
  };
  const clientName = text("clientName", labels.clientName);
  if (!clientName) found.push(errors.noClient);
  const clientEmail = text("clientEmail", labels.clientEmail);
  if (clientEmail && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(clientEmail)) found.push(errors.email);
  const depositPercent = integerIn(clean(form.get("depositPercent")) || "0", 0, 100);
  if (depositPercent === null) found.push(errors.number(labels.depositPercent));
  const validityDays = integerIn(clean(form.get("validityDays")) || "30", 1, 365);
  if (validityDays === null) found.push(errors.number(labels.validityDays));

  const business = parseBusinessClient(form, invoicesCopy.errors);
  found.push(...business.errors);

  const retention = parseRetentionTerms(
    {
      percent: clean(form.get("retentionPercent")),
      bankGuarantee: form.get("retentionBankGuarantee") === "on",
      guarantor: clean(form.get("retentionGuarantor")),
    },
    retentionCopy.errors,
  );
  if (!retention.ok) found.push(retention.error);

  const parsedLines = parseLines(form);
  if ("tooMany" in parsedLines) return { ok: false, errors: parsedLines.errors };
  found.push(...parsedLines.errors);
  const { lines } = parsedLines;

  const input: QuoteInput = {
    clientName,
    clientEmail,
    clientPhone: text("clientPhone", labels.clientPhone),
    clientAddress: text("clientAddress", labels.clientAddress),
    clientSiren: business.clientSiren,
    clientVat: business.clientVat,
    reverseCharge: business.reverseCharge,
    retention: retention.ok ? retention.terms : null,
    siteAddress: text("siteAddress", labels.siteAddress),
    title: text("title", labels.titleLabel),
    startText: text("startText", labels.startText),
    paymentTerms: text("paymentTerms", labels.paymentTerms),
    depositPercent: depositPercent ?? 0,
    validityDays: validityDays ?? 30,
    paidQuote: form.get("paidQuote") === "on",
    urgentRepair: form.get("urgentRepair") === "on",
    lines,
  };
  return found.length ? { ok: false, errors: found } : { ok: true, input };
}
