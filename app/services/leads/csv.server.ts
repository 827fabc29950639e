/**
 * RFC 4180 fields for spreadsheets: quoted when they hold the separator, a quote, a line break or
 * edge spaces; a leading = + - @ tab or carriage return is neutralised with an apostrophe so that a
 * visitor's text is never run as a formula when the owner opens the file (OWASP "CSV injection").
 */
export function csvField(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(separator) || /["\r\n]/.test(safe) || safe !== safe.trim();
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: UTF-8 byte-order mark (Excel then reads the accents right) and CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[], separator = ";"): string {
  return `\uFEFF${rows.map((row) => row.map((value) => csvField(value, separator)).join(separator)).join("\r\n")}\r\n`;
}
