/**
 * The invoice's "virement SEPA" QR code: the client scans it with his banking app, which fills in our IBAN,
 * the amount and the invoice number, so no digit is mistyped and the payment finds its invoice.
 *
 * The content is the European Payments Council's EPC069-12, "Quick Response Code: Guidelines to Enable Data
 * Capture for the Initiation of a SEPA Credit Transfer" (version 2.1 and later), the format banking apps read
 * (also sold as "GiroCode"):
 * - one element per line, separated by a line feed, in this order: service tag "BCD", version "002",
 *   character set "1" (UTF-8), identification "SCT", the beneficiary bank's BIC (8 or 11 characters, optional
 *   from version 002 within the EEA), the beneficiary's name (1 to 70 characters), his IBAN, the amount ("EUR"
 *   and 0.01 to 999999999.99 with a dot), a purpose code (≤ 4), a structured creditor reference (≤ 35, ISO 11649
 *   "RF…") or an unstructured remittance text (≤ 140) but never both, a note to the payer (≤ 70);
 * - nothing after the last element given, and 331 bytes at most in all;
 * - QR code error-correction level M, QR version 13 at most (69 × 69 modules, which is what 331 bytes need).
 * We leave the purpose and the structured reference empty and put the invoice number in the remittance text,
 * where every banking app shows it and where the client would type it himself; the note to the payer is left
 * out, so the remittance text ends the payload.
 */

import QRCode from "qrcode";
import { formatEuros } from "#app/lib/french-format.ts";
import { bicError, formatIban, ibanError, normalizeBic, normalizeIban } from "#app/lib/iban.ts";

export interface EpcTransfer {
  /** The beneficiary: the company's name as its bank knows it. */
  name: string;
  iban: string;
  /** Optional in version 002: an empty string or null leaves the line empty. */
  bic?: string | null;
  amountCents: number;
  /** The invoice number, carried as the unstructured remittance information. */
  reference: string;
}

const MAX_NAME = 70;
const MAX_REFERENCE = 140;
const MAX_PAYLOAD_BYTES = 331;
/** EUR 999,999,999.99. */
const MAX_AMOUNT_CENTS = 99_999_999_999;
/** ISO/IEC 18004 asks for a light margin of 4 modules around the symbol, or scanners miss it. */
const QUIET_ZONE = 4;

/**
 * A field on one line: whitespace (line breaks included) folds into one space, since a line feed would shift
 * every element after it; any other control character is refused.
 */
function singleLine(value: string, field: string): string {
  const folded = value.replace(/\s+/g, " ").trim();
  if (/\p{Cc}/u.test(folded)) throw new Error(`EPC QR code: the ${field} holds a control character.`);
  return folded;
}

/**
 * "EUR341.10": the amount in euros with a dot and two decimals. EPC069-12 accepts up to two decimals; always
 * writing both keeps "EUR1.10" from reading as one euro ten to anyone who checks the code by eye.
 */
function epcAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new Error(`EPC QR code: the amount must be 0.01 to 999999999.99 euros, not ${amountCents} cents.`);
  }
  return `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
}

/**
 * The EPC069-12 version 002 payload of a transfer to us. Throws on what a bank would refuse or misread: an
 * invalid IBAN or BIC, an amount out of range, an empty name or reference, a reference over 140 characters,
 * more than 331 bytes. A name over 70 characters is cut at 70 instead: the IBAN alone routes the transfer, and
 * an issued invoice must still render with its code (its name is frozen); the bank's check of the payee's name
 * may then show a partial match, which the owner avoids by keeping the company's name within 70 characters.
 */
export function epcPayload(transfer: EpcTransfer): string {
  const ibanProblem = ibanError(transfer.iban);
  if (ibanProblem) throw new Error(`EPC QR code: ${ibanProblem}`);
  const bic = normalizeBic(transfer.bic ?? "");
  const bicProblem = bic === "" ? null : bicError(bic);
  if (bicProblem) throw new Error(`EPC QR code: ${bicProblem}`);
  const name = [...singleLine(transfer.name, "name")].slice(0, MAX_NAME).join("").trimEnd();
  if (name === "") throw new Error("EPC QR code: the beneficiary's name is empty.");
  const reference = singleLine(transfer.reference, "reference");
  if (reference === "") throw new Error("EPC QR code: the reference is empty.");
  if ([...reference].length > MAX_REFERENCE) {
    throw new Error(`EPC QR code: the reference is longer than ${MAX_REFERENCE} characters.`);
  }
  const payload = [
    "BCD",
    "002",
    "1",
    "SCT",
    bic,
    name,
    normalizeIban(transfer.iban),
    epcAmount(transfer.amountCents),
    "",
    "",
    reference,
  ].join("\n");
  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new Error(`EPC QR code: the payload takes ${bytes} bytes, more than the ${MAX_PAYLOAD_BYTES} allowed.`);
  }
  return payload;
}

/** What a screen reader says for the code: "QR code du virement : 341,10 € vers FR76 3000 …, référence F-2026-0001". */
export function epcQrLabel(transfer: Pick<EpcTransfer, "iban" | "amountCents" | "reference">): string {
  return `QR code du virement\u202f: ${formatEuros(transfer.amountCents)} vers ${formatIban(transfer.iban)}, référence ${transfer.reference}`;
}

export interface EpcQrMatrix {
  /** The side of the square in modules, quiet zone included: the SVG's viewBox is "0 0 size size". */
  size: number;
  /** The dark modules as one SVG path in module units, one rectangle per horizontal run. */
  path: string;
}

/**
 * The QR code of an EPC payload as a square of modules. The page renders it itself, with no HTML string:
 * `<svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">` around a
 * white `<rect width={size} height={size} fill="#fff" />` and `<path d={path} fill="#000" />`. Presentation
 * attributes, not `style`, so the page's content security policy has nothing to allow.
 *
 * The payload goes in as one byte segment of its UTF-8 bytes, as character set 1 announces; level M as
 * EPC069-12 requires; its 331 bytes at most fit version 13.
 */
export function epcQrMatrix(payload: string): EpcQrMatrix {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(payload), mode: "byte" }], {
    errorCorrectionLevel: "M",
  });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join("") };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The QR code as a standalone SVG document (a file, an e-mail, a test): `size` is its width and height in
 * pixels, 4 per module by default, enough for a phone's camera on a screen.
 */
export function epcQrSvg(payload: string, options: { size?: number; label: string }): string {
  const { size, path } = epcQrMatrix(payload);
  const pixels = options.size ?? size * 4;
  const label = escapeXml(options.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" height="${pixels}" role="img" aria-label="${label}" shape-rendering="crispEdges">`,
    `<title>${label}</title>`,
    `<rect width="${size}" height="${size}" fill="#fff"/>`,
    `<path d="${path}" fill="#000"/>`,
    "</svg>",
  ].join("");
}

/**
 * Draws the QR code into a PDFKit page as vector rectangles, its top-left corner at (x, y) and its side
 * `sizePt` points, quiet zone included (white). Printing guides ask 0.4 mm a module or more for a phone held
 * by hand; an invoice's code (about 110 bytes, version 7) is 53 modules wide with its margin, the largest 77:
 * at 90 points (32 mm) their modules measure 0.6 and 0.41 mm.
 */
export function drawEpcQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, sizePt: number): void {
  const { size, path } = epcQrMatrix(payload);
  doc.save();
  doc.translate(x, y).scale(sizePt / size);
  doc.rect(0, 0, size, size).fill("#ffffff");
  doc.path(path).fill("#000000");
  doc.restore();
}
