/**
 * Reads a supplier's invoice or credit note as the approved platform delivers it (issue 47 §1): UN/CEFACT CII D16B
 * or UBL 2.1, as bytes or text, into one typed model (supplier-invoice-types.ts), or a typed failure with a French
 * sentence the owner reads beside the file that was kept. Nothing is half-read: a file is read whole and its totals
 * add up (the EN 16931 rules BR-CO-10 to BR-CO-16 and the VAT breakdown), or it is refused. The input is hostile
 * until read: its size is capped before decoding, the XML reader takes no DTD and caps depth, and nothing here
 * throws. Pure: no Node API, so the phone's hand entry can read an XML the same way. A Factur-X PDF goes through
 * supplier-invoice-pdf.server.ts, which takes the XML out and calls this.
 */
import { parseXml, type XmlElement } from "./safe-xml.ts";
import { CII_NAMESPACE, readCii } from "./supplier-invoice-cii.ts";
import {
  DEFAULT_READ_LIMITS,
  type SupplierInvoice,
  type SupplierInvoiceFailure,
  type SupplierInvoiceFailureCode,
  type SupplierInvoiceReadLimits,
  type SupplierInvoiceReadResult,
} from "./supplier-invoice-types.ts";
import { readUbl, UBL_CREDIT_NOTE_NAMESPACE, UBL_INVOICE_NAMESPACE } from "./supplier-invoice-ubl.ts";
import { AttachmentTooLarge, formatCents, ValueError } from "./supplier-invoice-values.ts";

/** UNTDID 1001 codes that make a document a credit note (EN 16931 code list, and the French 502, 503). */
export const CREDIT_NOTE_TYPE_CODES: ReadonlySet<string> = new Set([
  "81",
  "83",
  "261",
  "262",
  "296",
  "308",
  "381",
  "396",
  "420",
  "458",
  "502",
  "503",
  "532",
]);

/**
 * The invoice codes of the EN 16931 list (BR-CL-01), and the French profile's own (471 to 473, 500, 501): 380
 * invoice, 384 corrective, 386 prepayment, 389 self-billed… A code outside both lists is not an invoice.
 */
export const INVOICE_TYPE_CODES: ReadonlySet<string> = new Set(
  (
    "71 80 82 84 102 218 219 326 331 380 382 383 384 385 386 387 388 389 390 393 394 395 456 457 471 472 473 500 " +
    "501 527 553 575 623 633 751 780 935"
  ).split(" "),
);

function failure(code: SupplierInvoiceFailureCode, reason: string): SupplierInvoiceFailure {
  return { ok: false, code, reason };
}

export const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} Mo`.replace(".", ",");

/** The text of the XML, by its byte order mark or its declared encoding (UTF-8 when it declares none). */
function decode(bytes: Uint8Array): { ok: true; text: string } | SupplierInvoiceFailure {
  let label = "utf-8";
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [label, start] = ["utf-16le", 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [label, start] = ["utf-16be", 2];
  else {
    let first = 0;
    while (first < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[first] ?? 0)) first += 1;
    if (bytes[first] !== 0x3c) {
      const pdf = String.fromCharCode(...bytes.subarray(first, first + 5)) === "%PDF-";
      return failure(
        "not_xml",
        pdf
          ? "Le fichier est un PDF et non un XML : il doit être lu comme une Factur-X."
          : "Le fichier n'est pas un XML : il ne commence pas par une balise.",
      );
    }
    const head = String.fromCharCode(...bytes.subarray(first, first + 200));
    label = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(head)?.[1]?.toLowerCase() ?? label;
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    return failure("unsupported_encoding", `L'encodage « ${label} » déclaré par le fichier n'est pas pris en charge.`);
  }
  try {
    return { ok: true, text: decoder.decode(bytes.subarray(start)) };
  } catch {
    return failure(
      "unsupported_encoding",
      `Le fichier contient des octets qui ne sont pas du texte valide dans l'encodage qu'il déclare (${label}).`,
    );
  }
}

/** Which syntax a root element is, by its namespace and name (a prefix says nothing). */
function syntaxOf(root: XmlElement): "CII" | "UBL" | null {
  if (root.name === "CrossIndustryInvoice" && root.ns === CII_NAMESPACE) return "CII";
  if (root.name === "Invoice" && root.ns === UBL_INVOICE_NAMESPACE) return "UBL";
  if (root.name === "CreditNote" && root.ns === UBL_CREDIT_NOTE_NAMESPACE) return "UBL";
  return null;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The checks that make a read invoice one the books can take: mandatory parts present, codes known, and every
 * total consistent with what it sums. Returns the first failure, or null.
 */
function inconsistency(invoice: SupplierInvoice): SupplierInvoiceFailure | null {
  const { totals, currency } = invoice;
  const money = (cents: number) => formatCents(cents, currency);
  const mismatch = (what: string, found: number, term: string, stated: number) =>
    failure(
      "totals_mismatch",
      `${what} (${money(found)}) ne correspond pas ${term} annoncé par la facture (${money(stated)}) : la facture est incohérente et n'est pas importée.`,
    );

  if (!INVOICE_TYPE_CODES.has(invoice.documentTypeCode) && !CREDIT_NOTE_TYPE_CODES.has(invoice.documentTypeCode)) {
    return failure(
      "invalid_value",
      `Le type de document « ${invoice.documentTypeCode.slice(0, 10)} » (BT-3) n'est ni une facture ni un avoir de la norme EN 16931.`,
    );
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    return failure("invalid_value", `La devise « ${currency.slice(0, 10)} » (BT-5) n'est pas un code ISO 4217.`);
  }
  if (invoice.lines.length === 0) {
    return failure("missing_field", "La facture n'a aucune ligne (BG-25) : elle ne peut pas être lue.");
  }
  if (invoice.vatBreakdown.length === 0) {
    return failure("missing_field", "La facture n'a pas de récapitulatif de TVA (BG-23) : elle ne peut pas être lue.");
  }
  const lines = sum(invoice.lines.map((line) => line.netAmountCents));
  if (lines !== totals.linesCents)
    return mismatch("La somme des lignes", lines, "au total des lignes (BT-106)", totals.linesCents);
  const allowances = invoice.allowancesAndCharges.filter((item) => !item.isCharge).map((item) => item.amountCents);
  if (sum(allowances) !== totals.allowancesCents) {
    return mismatch("La somme des remises", sum(allowances), "au total des remises (BT-107)", totals.allowancesCents);
  }
  const charges = invoice.allowancesAndCharges.filter((item) => item.isCharge).map((item) => item.amountCents);
  if (sum(charges) !== totals.chargesCents) {
    return mismatch("La somme des frais", sum(charges), "au total des frais (BT-108)", totals.chargesCents);
  }
  const exclusive = totals.linesCents - totals.allowancesCents + totals.chargesCents;
  if (exclusive !== totals.taxExclusiveCents) {
    return mismatch(
      "Les lignes, moins les remises, plus les frais",
      exclusive,
      "au total HT (BT-109)",
      totals.taxExclusiveCents,
    );
  }
  const inclusive = totals.taxExclusiveCents + totals.vatCents;
  if (inclusive !== totals.taxInclusiveCents) {
    return mismatch("Le total HT plus la TVA", inclusive, "au total TTC (BT-112)", totals.taxInclusiveCents);
  }
  const payable = totals.taxInclusiveCents - totals.prepaidCents + totals.roundingCents;
  if (payable !== totals.payableCents) {
    return mismatch("Le total TTC moins l'acompte versé", payable, "au montant à payer (BT-115)", totals.payableCents);
  }
  const taxable = sum(invoice.vatBreakdown.map((row) => row.taxableCents));
  if (taxable !== totals.taxExclusiveCents) {
    return mismatch(
      "La somme des bases du récapitulatif de TVA",
      taxable,
      "au total HT (BT-109)",
      totals.taxExclusiveCents,
    );
  }
  // The VAT of each rate is rounded on its own: a cent per rate is rounding, more is a wrong invoice.
  const vat = sum(invoice.vatBreakdown.map((row) => row.vatCents));
  if (Math.abs(vat - totals.vatCents) > invoice.vatBreakdown.length) {
    return failure(
      "vat_mismatch",
      `La TVA détaillée par taux (${money(vat)}) ne correspond pas au total de TVA annoncé (${money(totals.vatCents)}, BT-110) : la facture est incohérente et n'est pas importée.`,
    );
  }
  return null;
}

export interface ReadOptions extends Partial<SupplierInvoiceReadLimits> {
  /** Set by the Factur-X reader: the XML came out of a PDF. */
  fromPdf?: boolean;
}

/** Reads a CII or UBL invoice or credit note, from its bytes as received or from text already decoded. */
export function readSupplierInvoiceXml(
  input: string | Uint8Array,
  options: ReadOptions = {},
): SupplierInvoiceReadResult {
  const limits: SupplierInvoiceReadLimits = { ...DEFAULT_READ_LIMITS, ...options };
  // A string's length counts UTF-16 units, at most its UTF-8 byte count: the cap is never looser for text.
  if (input.length > limits.maxXmlBytes) {
    return failure(
      "too_large",
      `Le fichier pèse ${megabytes(input.length)}, plus que les ${megabytes(limits.maxXmlBytes)} acceptés pour une facture : il n'est pas lu.`,
    );
  }
  let text: string;
  if (typeof input === "string") text = input;
  else {
    const decoded = decode(input);
    if (!decoded.ok) return decoded;
    text = decoded.text;
  }
  if (!/^\uFEFF?\s*</.test(text))
    return failure("not_xml", "Le fichier n'est pas un XML : il ne commence pas par une balise.");
  const parsed = parseXml(text);
  if (!parsed.ok) return failure(parsed.code, parsed.reason);
  const syntax = syntaxOf(parsed.root);
  if (syntax === null) {
    return failure(
      "unknown_syntax",
      `Le XML n'est ni une facture CII (Factur-X) ni une facture ou un avoir UBL 2.1 : son élément racine est « ${parsed.root.name.slice(0, 60)} ».`,
    );
  }
  let invoice: SupplierInvoice;
  try {
    invoice = syntax === "CII" ? readCii(parsed.root, limits) : readUbl(parsed.root, limits);
  } catch (error) {
    if (error instanceof ValueError) return failure(error.code, error.reason);
    if (error instanceof AttachmentTooLarge) return failure("attachment_too_large", error.message);
    return failure("not_xml", "Le fichier n'a pas pu être lu comme une facture.");
  }
  invoice.isCreditNote = CREDIT_NOTE_TYPE_CODES.has(invoice.documentTypeCode);
  invoice.fromPdf = options.fromPdf === true;
  return inconsistency(invoice) ?? { ok: true, invoice };
}

/** Lower case, accents and punctuation dropped, spaces collapsed: "Zinc & Cie." and "ZINC ET CIE" stay apart, "Zinc  Cie" does not. */
function normalizedName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The key under which "the same supplier and number twice is one invoice" (issue 47 §1): the supplier by its
 * SIREN, else its VAT number, else its normalized name; whether it is an invoice or a credit note (a supplier may
 * number its credit notes in a series of their own); and the number, case and spacing aside. Null for a failure.
 */
export function supplierInvoiceIdentity(input: SupplierInvoiceReadResult | SupplierInvoice): string | null {
  const invoice = "ok" in input ? (input.ok ? input.invoice : null) : input;
  if (invoice === null) return null;
  const { siren, vatNumber, name } = invoice.supplier;
  const vat = vatNumber?.replace(/[^0-9A-Za-z]/g, "").toUpperCase() ?? "";
  const supplier = siren !== null ? `siren:${siren}` : vat !== "" ? `tva:${vat}` : `nom:${normalizedName(name)}`;
  const number = invoice.number.replace(/\s+/g, " ").trim().toUpperCase();
  return `${supplier}|${invoice.isCreditNote ? "avoir" : "facture"}|${number}`;
}
