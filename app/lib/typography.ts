/**
 * French spacing for the owner's text on public pages (the content files are written this way at the source):
 * a narrow no-break space (U+202F) before ? ! ; : and inside « », a no-break space (U+00A0) between a number and
 * its unit or currency and inside an amount's thousands, so that "rénovation ?" or "450 €" never break across
 * lines. Only plain spaces are replaced: a time (8:00), a URL (https://) or an e-mail address has none to replace,
 * and running it twice changes nothing.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/([^\s\u00a0\u202f]) ([?!;:])(?=\s|$|[»)"'’.,])/g, "$1\u202f$2")
    .replace(/« /g, "«\u202f")
    .replace(/ »/g, "\u202f»")
    .replace(/(\d) (?=\d{3}(?:,\d{2})?[ \u00a0\u202f]?€)/g, "$1\u00a0")
    .replace(/(\d) (€|%|km|m²|h|min|ans?)(?![\p{L}\d])/gu, "$1\u00a0$2");
}

/** Every string of an owner's value, French-spaced; numbers, booleans and the shape stay as they are. */
export function frenchSpaced<T>(value: T): T {
  if (typeof value === "string") return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map(frenchSpaced) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, frenchSpaced(item)])) as T;
  }
  return value;
}
