/**
 * The bank details an invoice prints and its transfer QR code carries: checked where the owner types them (in the
 * browser, for an instant message) and again on the server, with the same rules and the same French messages.
 * An IBAN whose check key is wrong would send the client's transfer back days later, or nowhere.
 */

/**
 * The IBAN length of each country of the SEPA schemes' geographical scope, as the SWIFT IBAN registry
 * (ISO 13616 registration authority) gives it. The territories that bank under another country's code
 * (Guadeloupe, Réunion, Saint-Pierre-et-Miquelon… under FR; Jersey, Guernsey, Isle of Man under GB; Åland
 * under FI) have no entry of their own: their IBANs start with that country's code.
 */
const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

const IBAN_EXAMPLE = "FR76 3000 6000 0112 3456 7890 189";

/** The IBAN as banks exchange it: no spaces of any kind, capital letters ("fr76 3000…" → "FR763000…"). */
export function normalizeIban(text: string): string {
  return text.replace(/\s/g, "").toUpperCase();
}

/**
 * ISO 13616's check: the first four characters moved to the end, each letter read as a number (A = 10 …
 * Z = 35), the whole must leave 1 when divided by 97. Computed a few digits at a time, as the number has up
 * to 70 digits.
 */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** Why the typed IBAN cannot be used, in French, or null when it is a valid IBAN of a SEPA country. */
export function ibanError(text: string): string | null {
  const iban = normalizeIban(text);
  if (iban === "") return `Indiquez l’IBAN du compte qui reçoit les virements, par exemple ${IBAN_EXAMPLE}.`;
  if (!/^[A-Z0-9]+$/.test(iban)) {
    return `Un IBAN ne contient que des lettres et des chiffres, par exemple ${IBAN_EXAMPLE}.`;
  }
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country)) {
    return `Un IBAN commence par les deux lettres du code de son pays (FR pour un compte en France), par exemple ${IBAN_EXAMPLE}.`;
  }
  const length = SEPA_IBAN_LENGTHS[country];
  if (length === undefined) {
    return `« ${country} » n’est pas le code d’un pays de la zone SEPA\u202f: un virement SEPA ne peut pas atteindre ce compte.`;
  }
  if (iban.length !== length) {
    return `Un IBAN ${country} compte ${length}\u00a0caractères, celui-ci en a ${iban.length}\u202f: vérifiez qu’il n’en manque pas ou qu’il n’y en a pas en trop.`;
  }
  // 00, 01 and 99 can pass the mod-97 test, yet ISO 13616 never issues them: 02 to 98 only.
  const checkDigits = iban.slice(2, 4);
  if (!/^\d{2}$/.test(checkDigits) || checkDigits === "00" || checkDigits === "01" || checkDigits === "99") {
    return `Après le code du pays, un IBAN a deux chiffres de clé (76 dans ${IBAN_EXAMPLE})\u202f: ceux-ci ne sont pas valides.`;
  }
  if (mod97(iban) !== 1) {
    return "Cet IBAN ne passe pas le contrôle de sa clé\u202f: un caractère est faux ou deux sont inversés. Recopiez-le depuis votre relevé d’identité bancaire.";
  }
  return null;
}

/** "FR76 3000 6000 0112 3456 7890 189": groups of four, as ISO 13616 prints an IBAN on paper. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** The BIC as SWIFT writes it: no spaces, capital letters. */
export function normalizeBic(text: string): string {
  return text.replace(/\s/g, "").toUpperCase();
}

/**
 * Why the typed BIC cannot be used, in French, or null. ISO 9362: four letters for the bank, two for its
 * country, two letters or digits for its location, then optionally three for the branch ("BNPAFRPP",
 * "BNPAFRPPXXX").
 */
export function bicError(text: string): string | null {
  const bic = normalizeBic(text);
  if (bic === "") return "Indiquez le BIC de votre banque, par exemple BNPAFRPP (8 ou 11\u00a0caractères).";
  if (bic.length !== 8 && bic.length !== 11) {
    return `Un BIC compte 8 ou 11\u00a0caractères, celui-ci en a ${bic.length}\u202f: recopiez-le depuis votre relevé d’identité bancaire.`;
  }
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    return "Un BIC commence par 4\u00a0lettres pour la banque et 2\u00a0lettres pour son pays, suivies de lettres ou de chiffres (par exemple BNPAFRPP)\u202f: celui-ci ne suit pas ce modèle.";
  }
  return null;
}
