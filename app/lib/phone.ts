/** Formats a French number for display as "06 12 34 56 78", from national or +33 form. */
export function formatFrenchPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "");
  const national = digits.startsWith("+33")
    ? `0${digits.slice(3)}`
    : digits.startsWith("0033")
      ? `0${digits.slice(4)}`
      : digits;
  if (!/^0\d{9}$/.test(national)) return raw.trim();
  return national.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/** Builds the E.164 form used in tel: links from a French national or international number. */
export function toE164(raw: string): string {
  const display = formatFrenchPhone(raw).replace(/\s/g, "");
  if (!/^0\d{9}$/.test(display)) throw new Error(`Not a French phone number: ${raw}`);
  return `+33${display.slice(1)}`;
}
