/**
 * A supplier's invoice or credit note as the company received it, read from either syntax an approved platform
 * delivers (UN/CEFACT CII D16B, bare or inside a Factur-X PDF, and UBL 2.1) into one model named after the
 * EN 16931 business terms (BT-…), so the purchases, the books and the lifecycle statuses never care which syntax
 * came in. Amounts are integer cents in the invoice's currency and always as written: a credit note's amounts are
 * positive, as the norm writes them, and `isCreditNote` says they reduce what is owed.
 */

export type SupplierInvoiceSyntax = "CII" | "UBL";

/** A scheme-qualified identifier: a SIREN in scheme 0002, a SIRET in 0009, a GLN in 0088… */
export interface SchemedId {
  value: string;
  /** The ISO 6523 ICD (or the EAS code for an electronic address); null when the invoice gives none. */
  scheme: string | null;
}

export interface PostalAddress {
  /** Street lines in order (BT-35, BT-36, BT-162). */
  lines: string[];
  postalCode: string | null;
  city: string | null;
  /** Region or département (BT-39). */
  subdivision: string | null;
  /** ISO 3166-1 alpha-2 (BT-40), mandatory for the seller. */
  country: string | null;
}

export interface SupplierInvoiceParty {
  /** The registered name (BT-27 for the seller, BT-44 for the buyer). */
  name: string;
  /** The trading name (BT-28, BT-45), if it differs. */
  tradingName: string | null;
  /**
   * The SIREN, from the legal registration (BT-30 in scheme 0002, or a SIRET in 0009), a French party's bare
   * 9-digit registration, or its French VAT number; null for a foreign party.
   */
  siren: string | null;
  /** The legal registration identifier as written (BT-30, BT-47). */
  legalId: SchemedId | null;
  /** The other identifiers (BT-29, BT-46): a SIRET, a GLN… */
  identifiers: SchemedId[];
  /** The VAT number (BT-31, BT-48), as written. */
  vatNumber: string | null;
  address: PostalAddress | null;
  /** The contact's e-mail (BT-43, BT-58). */
  email: string | null;
  /** The electronic address (BT-34, BT-49), the one the platforms route on. */
  electronicAddress: SchemedId | null;
}

export interface SupplierInvoiceLine {
  /** BT-126. */
  id: string;
  /** The item's name (BT-153). */
  name: string;
  /** BT-129 as an exact decimal string ("2", "0.125"), never a float. */
  quantity: string;
  /** BT-129 in thousandths, rounded half away from zero, as the product's own lines store quantities. */
  quantityMilli: number;
  /** UN/ECE Rec. 20 (BT-130): "H87" a piece, "C62" one, "MTK" a square metre… */
  unitCode: string | null;
  /** The net unit price (BT-146) as an exact decimal string: a price may have more decimals than an amount. */
  netUnitPrice: string;
  /** BT-146 rounded to the cent, for display; the line's amount is `netAmountCents`, never quantity × this. */
  netUnitPriceCents: number;
  /** The quantity the price is for (BT-149), when not one unit. */
  priceBaseQuantity: string | null;
  /** BT-131, allowances and charges of the line included. */
  netAmountCents: number;
  /** UNCL 5305 (BT-151): S standard, Z zero, E exempt, AE reverse charge, K intra-EU, G export, O outside scope. */
  vatCategory: string;
  /** BT-152 in hundredths of a percent (2000 is 20 %); null where the category has none (O). */
  vatRateBasisPoints: number | null;
}

/** One row of the VAT breakdown (BG-23): what the supplier charged per category and rate. */
export interface VatBreakdownRow {
  /** BT-118. */
  category: string;
  /** BT-119 in hundredths of a percent; null when absent (category O). */
  rateBasisPoints: number | null;
  /** BT-116. */
  taxableCents: number;
  /** BT-117. */
  vatCents: number;
  /** BT-120. */
  exemptionReason: string | null;
  /** BT-121 (VATEX-…). */
  exemptionReasonCode: string | null;
}

/** A document-level allowance (BG-20) or charge (BG-21): a discount, the freight, a skip's hire… */
export interface AllowanceOrCharge {
  isCharge: boolean;
  /** BT-92 / BT-99. */
  amountCents: number;
  /** BT-97 / BT-104. */
  reason: string | null;
  /** BT-98 / BT-105. */
  reasonCode: string | null;
  /** BT-95 / BT-102. */
  vatCategory: string | null;
  /** BT-96 / BT-103. */
  vatRateBasisPoints: number | null;
}

export interface SupplierInvoiceTotals {
  /** BT-106: the sum of the lines' net amounts. */
  linesCents: number;
  /** BT-107: the document-level allowances. */
  allowancesCents: number;
  /** BT-108: the document-level charges. */
  chargesCents: number;
  /** BT-109: total without VAT. */
  taxExclusiveCents: number;
  /** BT-110: the VAT, in the invoice's currency. */
  vatCents: number;
  /** BT-112: total with VAT. */
  taxInclusiveCents: number;
  /** BT-113: already paid. */
  prepaidCents: number;
  /** BT-114: rounding added to the amount due. */
  roundingCents: number;
  /** BT-115: amount due. */
  payableCents: number;
}

/** A document embedded in the invoice (BG-24, BT-125): a delivery note, a timesheet… */
export interface SupplierInvoiceAttachment {
  /** BT-122. */
  id: string | null;
  /** BT-123. */
  description: string | null;
  filename: string | null;
  mimeCode: string | null;
  /** The decoded size in bytes. */
  size: number;
  bytes: Uint8Array;
}

export interface PrecedingInvoice {
  /** BT-25. */
  number: string;
  /** BT-26. */
  issueDate: string | null;
}

export interface SupplierInvoice {
  syntax: SupplierInvoiceSyntax;
  /** Whether the XML came out of a Factur-X PDF. */
  fromPdf: boolean;
  /** UNTDID 1001 (BT-3): 380 invoice, 381 credit note, 384 corrective, 386 prepayment, 389 self-billed… */
  documentTypeCode: string;
  isCreditNote: boolean;
  /** BT-1. */
  number: string;
  /** BT-2, an ISO day. */
  issueDate: string;
  /** BT-9. */
  dueDate: string | null;
  /** BT-5, ISO 4217. */
  currency: string;
  supplier: SupplierInvoiceParty;
  buyer: SupplierInvoiceParty;
  lines: SupplierInvoiceLine[];
  vatBreakdown: VatBreakdownRow[];
  allowancesAndCharges: AllowanceOrCharge[];
  totals: SupplierInvoiceTotals;
  /** BT-20. */
  paymentTerms: string | null;
  /** BT-81, UNCL 4461: 30 credit transfer, 58 SEPA credit transfer, 49 direct debit… */
  paymentMeansCode: string | null;
  /** BT-83, the reference to quote with the transfer. */
  paymentReference: string | null;
  /** BT-84, without spaces; the first payee account that the invoice gives. */
  iban: string | null;
  /** BT-86. */
  bic: string | null;
  /** BT-13, the company's purchase order. */
  purchaseOrderReference: string | null;
  /** BT-10. */
  buyerReference: string | null;
  /** BG-3: the invoices a credit note or corrective invoice refers to. */
  precedingInvoices: PrecedingInvoice[];
  attachments: SupplierInvoiceAttachment[];
  /** BT-22. */
  notes: string[];
}

export type SupplierInvoiceFailureCode =
  | "too_large"
  | "unsupported_encoding"
  | "not_xml"
  | "dtd_forbidden"
  | "too_deep"
  | "unknown_syntax"
  | "missing_field"
  | "invalid_value"
  | "totals_mismatch"
  | "vat_mismatch"
  | "attachment_too_large"
  | "pdf_unreadable"
  | "pdf_encrypted"
  | "pdf_without_facturx";

export interface SupplierInvoiceFailure {
  ok: false;
  code: SupplierInvoiceFailureCode;
  /** A sentence in French the owner reads beside the kept file. */
  reason: string;
}

export type SupplierInvoiceReadResult = { ok: true; invoice: SupplierInvoice } | SupplierInvoiceFailure;

export interface SupplierInvoiceReadLimits {
  /** The largest XML accepted, in bytes (attachments included, in base64). */
  maxXmlBytes: number;
  /** The largest decoded attachment accepted, in bytes. */
  maxAttachmentBytes: number;
}

/**
 * 8 MB of XML holds a thousand-line invoice many times over plus a few scanned delivery notes; beyond it the file
 * is refused before it is parsed, so a huge upload costs no memory. Decimal megabytes, as the reasons say "Mo".
 */
export const DEFAULT_READ_LIMITS: SupplierInvoiceReadLimits = {
  maxXmlBytes: 8_000_000,
  maxAttachmentBytes: 5_000_000,
};
