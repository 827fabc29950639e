/**
 * Amounts, rates, quantities and addresses as French typography writes them, and read back as the owner types
 * them. Pure and free of any store, so the copy, the components and the services format alike.
 */

const NARROW_NBSP = "\u202f";
const NBSP = "\u00a0";

function groupThousands(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP);
}

/** "1 137,00 €", as French typography writes it (narrow no-break space in thousands, no-break space before €). */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${groupThousands(Math.floor(absolute / 100))},${String(absolute % 100).padStart(2, "0")}${NBSP}€`;
}

/** "2", "2,5", "12,345". */
export function formatQuantity(quantityMilli: number): string {
  const whole = groupThousands(Math.floor(quantityMilli / 1000));
  const fraction = String(quantityMilli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole},${fraction}` : whole;
}

/** A rate in basis points: "20 %", "5,5 %". */
export function formatRate(basisPoints: number): string {
  return `${String(basisPoints / 100).replace(".", ",")}${NBSP}%`;
}

/** Cents as the owner types them back: "45,00" (no grouping, no sign). */
export function priceForInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** Thousandths as the owner types them back: "2", "12,345". */
export function quantityForInput(quantityMilli: number): string {
  return formatQuantity(quantityMilli).replace(/\u202f/g, "");
}

/** Why an amount the owner typed ("45", "45,5", "1 250,00", "45.50", "45 €") was not read. */
export type AmountError = "empty" | "invalid" | "negative" | "tooPrecise" | "tooLarge";

const spaces = /[\s\u00a0\u202f]/g;

/** Digits with at most `decimals` decimals, as integer units of 10^-decimals; no exponent, no sign, no grouping dot. */
export function parseDecimal(text: string, decimals: number, max: number): { value: number } | { error: AmountError } {
  const cleaned = text.replace(spaces, "").replace(/€$/, "");
  if (cleaned === "") return { error: "empty" };
  if (cleaned.startsWith("-")) return { error: "negative" };
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(cleaned);
  if (!match) return { error: "invalid" };
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > decimals) return { error: "tooPrecise" };
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
  return value > max ? { error: "tooLarge" } : { value };
}

/** YYYY-MM-DD plus `days`, as calendar days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The address on one line, as the page and the PDF print it. */
export function addressLine(address: { street: string; postalCode: string; city: string }): string {
  return [address.street, [address.postalCode, address.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}
