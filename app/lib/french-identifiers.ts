/**
 * The checks a French company's public identifiers must pass before the site prints them: a wrong SIRET or VAT
 * number on the legal page is a legal defect, and a phone number that is not French cannot be called in one tap.
 */

/** The national ten digits of a French number ("03 21 12 34 56", "+33 3 21 12 34 56", "0321123456"), or null. */
export function frenchPhoneDigits(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, "");
  const national = compact.startsWith("+33")
    ? `0${compact.slice(3)}`
    : compact.startsWith("0033")
      ? `0${compact.slice(4)}`
      : compact;
  return /^0[1-9]\d{8}$/.test(national) ? national : null;
}

/** "03 21 12 34 56" and "+33321123456" from the national digits. */
export function frenchPhone(digits: string): { display: string; e164: string } {
  return { display: digits.replace(/(\d{2})(?=\d)/g, "$1 "), e164: `+33${digits.slice(1)}` };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * La Poste's thousands of establishments share one SIREN; those numbered past the Luhn key follow its own
 * rule instead: their digits sum to a multiple of 5.
 */
const LA_POSTE_SIREN = "356000000";

/** The fourteen digits of a valid SIRET (its Luhn key checked), or null. */
export function siretDigits(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  if (!/^\d{14}$/.test(digits)) return null;
  if (luhnValid(digits.slice(0, 9)) && luhnValid(digits)) return digits;
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return digits.startsWith(LA_POSTE_SIREN) && sum % 5 === 0 ? digits : null;
}

/** A SIREN (9 digits, Luhn key) typed with or without spaces, as its digits; null when mistyped. */
export function sirenDigits(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return /^\d{9}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** "123 456 789 00012", as the INSEE prints it. */
export function formatSiret(digits: string): string {
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

/** The French intra-community VAT number of a SIREN: FR, a two-digit key, the SIREN. */
export function vatForSiren(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** The VAT number without spaces, upper case, when it has the French shape (FR, two digits, nine digits). */
export function vatCompact(input: string): string | null {
  const compact = input.replace(/\s/g, "").toUpperCase();
  return /^FR\d{11}$/.test(compact) ? compact : null;
}

/** "FR 40 123 456 789". */
export function formatVat(compact: string): string {
  return `${compact.slice(0, 2)} ${compact.slice(2, 4)} ${compact.slice(4, 7)} ${compact.slice(7, 10)} ${compact.slice(10)}`;
}

export function isHttpsUrl(input: string): boolean {
  try {
    const url = new URL(input);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
