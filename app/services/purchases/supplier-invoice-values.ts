/**
 * The values of a received invoice as the norm writes them, turned into what the books keep: amounts as integer
 * cents read digit by digit from the decimal string (never through a float, so "0.29" stays 29 cents), rates in
 * hundredths of a percent (20 % is 2000, as the rest of the product stores them), quantities as a decimal string and
 * milli-units, dates as ISO days. A value that does not fit throws a `ValueError` the reader turns into a failure.
 */
import { textAt, type XmlElement } from "./safe-xml.ts";
import type { SchemedId, SupplierInvoiceAttachment } from "./supplier-invoice-types.ts";

export class ValueError extends Error {
  constructor(
    readonly code: "missing_field" | "invalid_value",
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const missing = (field: string) =>
  new ValueError("missing_field", `Le champ obligatoire « ${field} » est absent : la facture ne peut pas être lue.`);

const invalid = (field: string, raw: string, why: string) =>
  new ValueError("invalid_value", `La valeur « ${raw.slice(0, 40)} » du champ « ${field} » ${why}.`);

/** xsd:decimal: an optional sign, digits, an optional point and digits (".5" and "5." included). */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

function decimal(raw: string, field: string): Decimal {
  const match = DECIMAL.exec(raw.trim());
  const [, sign = "", whole = "", fraction = ""] = match ?? [];
  if (match === null || (whole === "" && fraction === "")) throw invalid(field, raw, "n'est pas un nombre décimal");
  const significant = whole.replace(/^0+(?=\d)/, "") || "0";
  // 13 digits before the point keep every amount in cents below Number.MAX_SAFE_INTEGER.
  if (significant.length > 13) throw invalid(field, raw, "est trop grande pour une facture");
  const isZero = /^0*$/.test(significant + fraction);
  return { negative: sign === "-" && !isZero, whole: significant, fraction };
}

/** Digits to an integer scaled by 10^places, rounding half away from zero beyond them (or refusing when exact). */
function scaled(value: Decimal, places: number, exact: boolean, field: string, raw: string): number {
  const kept = value.fraction.slice(0, places).padEnd(places, "0");
  const dropped = value.fraction.slice(places);
  if (exact && /[1-9]/.test(dropped)) {
    throw invalid(field, raw, `a plus de ${places} décimales, ce que la norme EN 16931 interdit`);
  }
  let units = Number(value.whole + kept);
  if ((dropped[0] ?? "0") >= "5") units += 1;
  return value.negative ? -units : units;
}

/** An amount (BT-106, BT-131…) in cents; the norm allows two decimals at most (BR-DEC rules). */
export function cents(raw: string, field: string): number {
  return scaled(decimal(raw, field), 2, true, field, raw);
}

/** A unit price may have more decimals than an amount: the exact decimal string, and cents rounded for display. */
export function price(raw: string, field: string): { exact: string; cents: number } {
  const value = decimal(raw, field);
  return { exact: normalized(value), cents: scaled(value, 2, false, field, raw) };
}

/** A quantity: its exact decimal string, and milli-units rounded half away from zero (as quotes store them). */
export function quantity(raw: string, field: string): { exact: string; milli: number } {
  const value = decimal(raw, field);
  return { exact: normalized(value), milli: scaled(value, 3, false, field, raw) };
}

/** A VAT rate in hundredths of a percent: "5.5" is 550, "20" is 2000; two decimals at most, 0 to 100 %. */
export function rate(raw: string, field: string): number {
  const value = decimal(raw, field);
  const hundredths = scaled(value, 2, true, field, raw);
  if (hundredths < 0 || hundredths > 10_000) throw invalid(field, raw, "n'est pas un taux entre 0 et 100 %");
  return hundredths;
}

function normalized(value: Decimal): string {
  const fraction = value.fraction.replace(/0+$/, "");
  return `${value.negative ? "-" : ""}${value.whole}${fraction === "" ? "" : `.${fraction}`}`;
}

/**
 * A date as an ISO day: CII writes "20150109" (format 102, the only one EN 16931 allows for these dates), UBL
 * "2015-01-09", possibly with a time zone suffix that says nothing about the day.
 */
export function isoDate(raw: string, field: string, format: "102" | "xsd"): string {
  const trimmed = raw.trim();
  const match =
    format === "102"
      ? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed)
      : /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(trimmed);
  const [, year = "", month = "", day = ""] = match ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  if (match === null || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw invalid(field, raw, "n'est pas une date valide");
  }
  return iso;
}

/** "12 345,60 EUR": for the reasons shown to the owner, without Intl's narrow spaces that differ between runtimes. */
export function formatCents(value: number, currency: string): string {
  const sign = value < 0 ? "-" : "";
  const absolute = Math.abs(value);
  const euros = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}${euros},${String(absolute % 100).padStart(2, "0")} ${currency}`;
}

/**
 * The SIREN of a party, from what the invoice says in order of trust: a legal registration in scheme 0002 (SIREN)
 * or 0009 (SIRET, whose first nine digits are the SIREN), a French party's unqualified 9-digit registration, then
 * the French VAT number, which is "FR", a two-character key and the SIREN.
 */
export function sirenOf(
  identifiers: { value: string; scheme: string | null }[],
  vatNumber: string | null,
  country: string | null,
): string | null {
  for (const { value, scheme } of identifiers) {
    const digits = value.replace(/\s/g, "");
    if (scheme === "0002" && /^\d{9}$/.test(digits)) return digits;
    if (scheme === "0009" && /^\d{14}$/.test(digits)) return digits.slice(0, 9);
  }
  if (country === "FR") {
    for (const { value, scheme } of identifiers) {
      const digits = value.replace(/\s/g, "");
      if (scheme === null && /^\d{9}$/.test(digits)) return digits;
    }
  }
  const vat = vatNumber?.replace(/\s/g, "").toUpperCase() ?? "";
  return /^FR[0-9A-Z]{2}\d{9}$/.test(vat) ? vat.slice(4) : null;
}

/** An IBAN as a bank transfer wants it: no spaces, capitals ("NL57 RABO 0107307510" → "NL57RABO0107307510"). */
export function compactIban(raw: string | null): string | null {
  const compact = raw?.replace(/\s/g, "").toUpperCase() ?? "";
  return compact === "" ? null : compact;
}

/**
 * Base64 (BT-125) to bytes, refusing anything but the base64 alphabet; `atob` exists in Node and in browsers, so the
 * reader stays free of Node's Buffer.
 */
export function base64Bytes(raw: string, field: string): Uint8Array {
  const compact = raw.replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw invalid(field, `${compact.slice(0, 20)}…`, "n'est pas du base64 valide");
  }
  let binary: string;
  try {
    binary = atob(compact);
  } catch {
    throw invalid(field, `${compact.slice(0, 20)}…`, "n'est pas du base64 valide");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The text at `path`, or the failure "field is missing": for the business terms EN 16931 makes mandatory. */
export function required(element: XmlElement | null, field: string, ...path: string[]): string {
  const text = textAt(element, ...path);
  if (text === null) throw missing(field);
  return text;
}

/** The amount at `path` in cents, or null when the element is absent. */
export function amountAt(element: XmlElement | null, field: string, ...path: string[]): number | null {
  const text = textAt(element, ...path);
  return text === null ? null : cents(text, field);
}

/** The rate at `path` in hundredths of a percent, or null when the element is absent. */
export function rateAt(element: XmlElement | null, field: string, ...path: string[]): number | null {
  const text = textAt(element, ...path);
  return text === null ? null : rate(text, field);
}

/** An identifier and its schemeID attribute, or null when absent. */
export function schemedId(element: XmlElement | null): SchemedId | null {
  const value = element?.text.trim() ?? "";
  return value === "" ? null : { value, scheme: element?.attrs.schemeID?.trim() || null };
}

/** Keeps the attachments' decoded size under the cap before decoding: base64 is four characters per three bytes. */
export function attachment(
  binary: XmlElement,
  meta: { id: string | null; description: string | null },
  maxBytes: number,
): SupplierInvoiceAttachment {
  const name = meta.id ?? binary.attrs.filename ?? null;
  const field = name === null ? "pièce jointe (BT-125)" : `pièce jointe ${name} (BT-125)`;
  const base64Length = binary.text.replace(/\s/g, "").length;
  if ((base64Length * 3) / 4 > maxBytes + 2) {
    throw new AttachmentTooLarge(
      `La pièce jointe « ${binary.attrs.filename ?? meta.id ?? "sans nom"} » dépasse ${String(Math.round(maxBytes / 100_000) / 10).replace(".", ",")} Mo : la facture est refusée plutôt que lue sans elle.`,
    );
  }
  const bytes = base64Bytes(binary.text, field);
  return {
    id: meta.id,
    description: meta.description,
    filename: binary.attrs.filename?.trim() || null,
    mimeCode: binary.attrs.mimeCode?.trim() || null,
    size: bytes.length,
    bytes,
  };
}

export class AttachmentTooLarge extends Error {}

/** An xsd:boolean, which "1" and "0" spell as well as "true" and "false": here whether an allowance is a charge. */
export function indicator(raw: string | null): boolean {
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw missing("nature de la remise ou des frais (ChargeIndicator)");
}
