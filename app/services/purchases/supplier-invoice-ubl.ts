/**
 * UBL 2.1 Invoice and CreditNote into the reader's model, by the EN 16931 binding of each business term to its UBL
 * path (EN 16931-3-2). The two roots differ only where UBL names them differently: the type code, the lines
 * (InvoiceLine/InvoicedQuantity, CreditNoteLine/CreditedQuantity) and the due date, which a credit note carries
 * in its payment means. Like the CII reader, it walks the bound paths from the root and throws `ValueError`.
 */
import { all, at, childrenNamed, textAt, type XmlElement } from "./safe-xml.ts";
import type {
  AllowanceOrCharge,
  PostalAddress,
  SupplierInvoice,
  SupplierInvoiceLine,
  SupplierInvoiceParty,
  SupplierInvoiceReadLimits,
  VatBreakdownRow,
} from "./supplier-invoice-types.ts";
import {
  amountAt,
  attachment,
  cents,
  compactIban,
  indicator,
  isoDate,
  missing,
  price,
  quantity,
  rateAt,
  required,
  schemedId,
  sirenOf,
} from "./supplier-invoice-values.ts";

export const UBL_INVOICE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
export const UBL_CREDIT_NOTE_NAMESPACE = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2";

function dateAt(element: XmlElement | null, field: string, ...path: string[]): string | null {
  const text = textAt(element, ...path);
  return text === null ? null : isoDate(text, field, "xsd");
}

function address(element: XmlElement | null): PostalAddress | null {
  if (element === null) return null;
  const lines = [
    textAt(element, "StreetName"),
    textAt(element, "AdditionalStreetName"),
    ...all(element, "AddressLine").map((line) => textAt(line, "Line")),
  ].filter((line) => line !== null);
  return {
    lines,
    postalCode: textAt(element, "PostalZone"),
    city: textAt(element, "CityName"),
    subdivision: textAt(element, "CountrySubentity"),
    country: textAt(element, "Country", "IdentificationCode"),
  };
}

function party(element: XmlElement | null, field: string): SupplierInvoiceParty {
  // BT-27 is the legal entity's registration name; a party that only gives its trading name is read by that name.
  const name = textAt(element, "PartyLegalEntity", "RegistrationName") ?? textAt(element, "PartyName", "Name");
  if (name === null) throw missing(field);
  const legalId = schemedId(at(element, "PartyLegalEntity", "CompanyID"));
  const identifiers = all(element, "PartyIdentification")
    .map((identification) => schemedId(at(identification, "ID")))
    .filter((id) => id !== null);
  // BT-31 is the PartyTaxScheme whose scheme is VAT; another scheme is the seller's tax number (BT-32).
  const vatNumber =
    textAt(
      all(element, "PartyTaxScheme").find((scheme) => textAt(scheme, "TaxScheme", "ID") === "VAT"),
      "CompanyID",
    ) ?? null;
  const postal = address(at(element, "PostalAddress"));
  const tradingName = textAt(element, "PartyName", "Name");
  return {
    name,
    tradingName: tradingName === name ? null : tradingName,
    siren: sirenOf(legalId ? [legalId, ...identifiers] : identifiers, vatNumber, postal?.country ?? null),
    legalId,
    identifiers,
    vatNumber,
    address: postal,
    email: textAt(element, "Contact", "ElectronicMail"),
    electronicAddress: schemedId(at(element, "EndpointID")),
  };
}

function line(element: XmlElement, index: number, creditNote: boolean): SupplierInvoiceLine {
  const id = textAt(element, "ID");
  if (id === null) throw missing(`identifiant de la ligne ${index + 1} (BT-126)`);
  const label = `ligne ${id}`;
  const quantityElement = at(element, creditNote ? "CreditedQuantity" : "InvoicedQuantity");
  const billed = quantity(required(quantityElement, `quantité, ${label} (BT-129)`), `quantité, ${label} (BT-129)`);
  const unitPrice = price(required(element, `prix net unitaire, ${label} (BT-146)`, "Price", "PriceAmount"), label);
  const tax = at(element, "Item", "ClassifiedTaxCategory");
  return {
    id,
    name: required(element, `désignation, ${label} (BT-153)`, "Item", "Name"),
    quantity: billed.exact,
    quantityMilli: billed.milli,
    unitCode: quantityElement?.attrs.unitCode?.trim() || null,
    netUnitPrice: unitPrice.exact,
    netUnitPriceCents: unitPrice.cents,
    priceBaseQuantity: textAt(element, "Price", "BaseQuantity"),
    netAmountCents: cents(
      required(element, `montant net, ${label} (BT-131)`, "LineExtensionAmount"),
      `montant net, ${label} (BT-131)`,
    ),
    vatCategory: required(tax, `catégorie de TVA, ${label} (BT-151)`, "ID"),
    vatRateBasisPoints: rateAt(tax, `taux de TVA, ${label} (BT-152)`, "Percent"),
  };
}

function vatRow(subtotal: XmlElement): VatBreakdownRow {
  const category = required(subtotal, "catégorie de TVA du récapitulatif (BT-118)", "TaxCategory", "ID");
  const label = `TVA ${category}`;
  return {
    category,
    rateBasisPoints: rateAt(subtotal, `taux, ${label} (BT-119)`, "TaxCategory", "Percent"),
    taxableCents: cents(
      required(subtotal, `base HT, ${label} (BT-116)`, "TaxableAmount"),
      `base HT, ${label} (BT-116)`,
    ),
    vatCents: cents(required(subtotal, `montant, ${label} (BT-117)`, "TaxAmount"), `montant, ${label} (BT-117)`),
    exemptionReason: textAt(subtotal, "TaxCategory", "TaxExemptionReason"),
    exemptionReasonCode: textAt(subtotal, "TaxCategory", "TaxExemptionReasonCode"),
  };
}

function allowanceOrCharge(element: XmlElement): AllowanceOrCharge {
  const isCharge = indicator(textAt(element, "ChargeIndicator"));
  const field = isCharge ? "montant des frais (BT-99)" : "montant de la remise (BT-92)";
  return {
    isCharge,
    amountCents: cents(required(element, field, "Amount"), field),
    reason: textAt(element, "AllowanceChargeReason"),
    reasonCode: textAt(element, "AllowanceChargeReasonCode"),
    vatCategory: textAt(element, "TaxCategory", "ID"),
    vatRateBasisPoints: rateAt(element, "taux de TVA de la remise ou des frais", "TaxCategory", "Percent"),
  };
}

/** Reads an Invoice or CreditNote root element; the totals are checked by the caller. */
export function readUbl(root: XmlElement, limits: SupplierInvoiceReadLimits): SupplierInvoice {
  const creditNote = root.name === "CreditNote";
  const currency = required(root, "devise de la facture (BT-5)", "DocumentCurrencyCode");
  const issueDate = dateAt(root, "date d'émission (BT-2)", "IssueDate");
  if (issueDate === null) throw missing("date d'émission (BT-2)");
  const monetary = at(root, "LegalMonetaryTotal");
  const total = (field: string, name: string) => amountAt(monetary, field, name);
  const requiredTotal = (field: string, name: string) => {
    const value = total(field, name);
    if (value === null) throw missing(field);
    return value;
  };
  // Two TaxTotal may come: the one in the invoice's currency with its breakdown, and BT-111 in the VAT currency.
  const taxTotals = all(root, "TaxTotal");
  const taxTotal =
    taxTotals.find((candidate) => at(candidate, "TaxAmount")?.attrs.currencyID === currency) ??
    taxTotals.find((candidate) => at(candidate, "TaxSubtotal") !== null) ??
    null;
  const paymentMeans = all(root, "PaymentMeans");
  const payee = paymentMeans.find((means) => at(means, "PayeeFinancialAccount") !== null) ?? paymentMeans[0] ?? null;
  const terms = all(root, "PaymentTerms")
    .flatMap((term) => childrenNamed(term, "Note"))
    .map((note) => note.text.trim())
    .filter((text) => text !== "");

  return {
    syntax: "UBL",
    fromPdf: false,
    documentTypeCode: required(root, "type de document (BT-3)", creditNote ? "CreditNoteTypeCode" : "InvoiceTypeCode"),
    isCreditNote: false,
    number: required(root, "numéro de facture (BT-1)", "ID"),
    issueDate,
    dueDate:
      dateAt(root, "date d'échéance (BT-9)", "DueDate") ??
      paymentMeans.map((means) => dateAt(means, "date d'échéance (BT-9)", "PaymentDueDate")).find(Boolean) ??
      null,
    currency,
    supplier: party(at(root, "AccountingSupplierParty", "Party"), "nom du fournisseur (BT-27)"),
    buyer: party(at(root, "AccountingCustomerParty", "Party"), "nom de l'acheteur (BT-44)"),
    lines: all(root, creditNote ? "CreditNoteLine" : "InvoiceLine").map((element, index) =>
      line(element, index, creditNote),
    ),
    vatBreakdown: all(taxTotal, "TaxSubtotal").map(vatRow),
    allowancesAndCharges: all(root, "AllowanceCharge").map(allowanceOrCharge),
    totals: {
      linesCents: requiredTotal("somme des lignes (BT-106)", "LineExtensionAmount"),
      allowancesCents: total("total des remises (BT-107)", "AllowanceTotalAmount") ?? 0,
      chargesCents: total("total des frais (BT-108)", "ChargeTotalAmount") ?? 0,
      taxExclusiveCents: requiredTotal("total HT (BT-109)", "TaxExclusiveAmount"),
      vatCents: amountAt(taxTotal, "total de la TVA (BT-110)", "TaxAmount") ?? 0,
      taxInclusiveCents: requiredTotal("total TTC (BT-112)", "TaxInclusiveAmount"),
      prepaidCents: total("montant déjà payé (BT-113)", "PrepaidAmount") ?? 0,
      roundingCents: total("arrondi (BT-114)", "PayableRoundingAmount") ?? 0,
      payableCents: requiredTotal("montant à payer (BT-115)", "PayableAmount"),
    },
    paymentTerms: terms.length === 0 ? null : terms.join("\n"),
    paymentMeansCode: textAt(payee, "PaymentMeansCode"),
    paymentReference: paymentMeans.map((means) => textAt(means, "PaymentID")).find((id) => id !== null) ?? null,
    iban: compactIban(textAt(payee, "PayeeFinancialAccount", "ID")),
    bic: textAt(payee, "PayeeFinancialAccount", "FinancialInstitutionBranch", "ID"),
    purchaseOrderReference: textAt(root, "OrderReference", "ID"),
    buyerReference: textAt(root, "BuyerReference"),
    precedingInvoices: all(root, "BillingReference").flatMap((reference) => {
      const invoice = at(reference, "InvoiceDocumentReference");
      if (invoice === null) return [];
      return [
        {
          number: required(invoice, "numéro de la facture d'origine (BT-25)", "ID"),
          issueDate: dateAt(invoice, "date de la facture d'origine (BT-26)", "IssueDate"),
        },
      ];
    }),
    attachments: all(root, "AdditionalDocumentReference").flatMap((reference) => {
      const binary = at(reference, "Attachment", "EmbeddedDocumentBinaryObject");
      if (binary === null) return [];
      const meta = { id: textAt(reference, "ID"), description: textAt(reference, "DocumentDescription") };
      return [attachment(binary, meta, limits.maxAttachmentBytes)];
    }),
    notes: childrenNamed(root, "Note")
      .map((note) => note.text.trim())
      .filter((text) => text !== ""),
  };
}
