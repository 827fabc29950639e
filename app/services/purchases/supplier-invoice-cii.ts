/**
 * UN/CEFACT Cross Industry Invoice D16B (the syntax of Factur-X) into the reader's model, by the EN 16931 binding
 * of each business term to its CII path (EN 16931-3-3). Only the paths the norm binds are read, from the root down,
 * child by child: an element elsewhere (an extension, a foreign namespace) changes nothing. Missing mandatory terms
 * and malformed values throw `ValueError`; the reader checks the totals afterwards, for both syntaxes alike.
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
  ValueError,
} from "./supplier-invoice-values.ts";

export const CII_NAMESPACE = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";

/** A CII date (udt:DateTimeString) in format 102, the only one EN 16931 allows for a day. */
function dateAt(element: XmlElement | null, field: string, ...path: string[]): string | null {
  const found = at(element, ...path, "DateTimeString");
  const text = found?.text.trim() ?? "";
  if (text === "") return null;
  const format = found?.attrs.format ?? "102";
  if (format !== "102") {
    throw new ValueError("invalid_value", `Le champ « ${field} » est au format ${format}, au lieu du format 102.`);
  }
  return isoDate(text, field, "102");
}

function address(element: XmlElement | null): PostalAddress | null {
  if (element === null) return null;
  const lines = ["LineOne", "LineTwo", "LineThree"]
    .map((name) => textAt(element, name))
    .filter((line) => line !== null);
  return {
    lines,
    postalCode: textAt(element, "PostcodeCode"),
    city: textAt(element, "CityName"),
    subdivision: textAt(element, "CountrySubDivisionName"),
    country: textAt(element, "CountryID"),
  };
}

function party(element: XmlElement | null, field: string): SupplierInvoiceParty {
  const name = required(element, field, "Name");
  const legal = at(element, "SpecifiedLegalOrganization");
  const legalId = schemedId(at(legal, "ID"));
  const identifiers = [...childrenNamed(element, "ID"), ...childrenNamed(element, "GlobalID")]
    .map(schemedId)
    .filter((id) => id !== null);
  // BT-31 is the registration in scheme "VA"; "FC" is the seller's tax number (BT-32), not a VAT number.
  const vatNumber =
    childrenNamed(element, "SpecifiedTaxRegistration")
      .map((registration) => at(registration, "ID"))
      .find((id) => id?.attrs.schemeID === "VA")
      ?.text.trim() || null;
  const postal = address(at(element, "PostalTradeAddress"));
  return {
    name,
    tradingName: textAt(legal, "TradingBusinessName"),
    siren: sirenOf(legalId ? [legalId, ...identifiers] : identifiers, vatNumber, postal?.country ?? null),
    legalId,
    identifiers,
    vatNumber,
    address: postal,
    email: textAt(element, "DefinedTradeContact", "EmailURIUniversalCommunication", "URIID"),
    electronicAddress: schemedId(at(element, "URIUniversalCommunication", "URIID")),
  };
}

function line(item: XmlElement, index: number): SupplierInvoiceLine {
  const id = textAt(item, "AssociatedDocumentLineDocument", "LineID");
  if (id === null) throw missing(`identifiant de la ligne ${index + 1} (BT-126)`);
  const label = `ligne ${id}`;
  const netPrice = at(item, "SpecifiedLineTradeAgreement", "NetPriceProductTradePrice");
  const billed = at(item, "SpecifiedLineTradeDelivery", "BilledQuantity");
  const settlement = at(item, "SpecifiedLineTradeSettlement");
  const unitPrice = price(required(netPrice, `prix net unitaire, ${label} (BT-146)`, "ChargeAmount"), label);
  const billedQuantity = quantity(required(billed, `quantité, ${label} (BT-129)`), `quantité, ${label} (BT-129)`);
  return {
    id,
    name: required(item, `désignation, ${label} (BT-153)`, "SpecifiedTradeProduct", "Name"),
    quantity: billedQuantity.exact,
    quantityMilli: billedQuantity.milli,
    unitCode: billed?.attrs.unitCode?.trim() || null,
    netUnitPrice: unitPrice.exact,
    netUnitPriceCents: unitPrice.cents,
    priceBaseQuantity: textAt(netPrice, "BasisQuantity"),
    netAmountCents: cents(
      required(
        settlement,
        `montant net, ${label} (BT-131)`,
        "SpecifiedTradeSettlementLineMonetarySummation",
        "LineTotalAmount",
      ),
      `montant net, ${label} (BT-131)`,
    ),
    vatCategory: required(settlement, `catégorie de TVA, ${label} (BT-151)`, "ApplicableTradeTax", "CategoryCode"),
    vatRateBasisPoints: rateAt(
      settlement,
      `taux de TVA, ${label} (BT-152)`,
      "ApplicableTradeTax",
      "RateApplicablePercent",
    ),
  };
}

function vatRow(tax: XmlElement): VatBreakdownRow {
  const category = required(tax, "catégorie de TVA du récapitulatif (BT-118)", "CategoryCode");
  const label = `TVA ${category}`;
  return {
    category,
    rateBasisPoints: rateAt(tax, `taux, ${label} (BT-119)`, "RateApplicablePercent"),
    taxableCents: cents(required(tax, `base HT, ${label} (BT-116)`, "BasisAmount"), `base HT, ${label} (BT-116)`),
    vatCents: cents(required(tax, `montant, ${label} (BT-117)`, "CalculatedAmount"), `montant, ${label} (BT-117)`),
    exemptionReason: textAt(tax, "ExemptionReason"),
    exemptionReasonCode: textAt(tax, "ExemptionReasonCode"),
  };
}

function allowanceOrCharge(element: XmlElement): AllowanceOrCharge {
  const isCharge = indicator(textAt(element, "ChargeIndicator", "Indicator"));
  const field = isCharge ? "montant des frais (BT-99)" : "montant de la remise (BT-92)";
  return {
    isCharge,
    amountCents: cents(required(element, field, "ActualAmount"), field),
    reason: textAt(element, "Reason"),
    reasonCode: textAt(element, "ReasonCode"),
    vatCategory: textAt(element, "CategoryTradeTax", "CategoryCode"),
    vatRateBasisPoints: rateAt(
      element,
      "taux de TVA de la remise ou des frais",
      "CategoryTradeTax",
      "RateApplicablePercent",
    ),
  };
}

/**
 * BT-110: a CII may give the VAT total twice, in the invoice's currency and in the VAT accounting currency (BT-111,
 * with its own currencyID); the one in the invoice's currency is the one the totals add up with.
 */
function vatTotal(summation: XmlElement | null, currency: string): number {
  const totals = childrenNamed(summation, "TaxTotalAmount");
  const chosen =
    totals.find((total) => total.attrs.currencyID === currency) ??
    totals.find((total) => total.attrs.currencyID === undefined);
  const text = chosen?.text.trim() ?? "";
  return text === "" ? 0 : cents(text, "total de la TVA (BT-110)");
}

/** Reads a CrossIndustryInvoice root element; the totals are checked by the caller. */
export function readCii(root: XmlElement, limits: SupplierInvoiceReadLimits): SupplierInvoice {
  const document = at(root, "ExchangedDocument");
  const transaction = at(root, "SupplyChainTradeTransaction");
  const agreement = at(transaction, "ApplicableHeaderTradeAgreement");
  const settlement = at(transaction, "ApplicableHeaderTradeSettlement");
  const summation = at(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const currency = required(settlement, "devise de la facture (BT-5)", "InvoiceCurrencyCode");
  const issueDate = dateAt(document, "date d'émission (BT-2)", "IssueDateTime");
  if (issueDate === null) throw missing("date d'émission (BT-2)");
  const total = (field: string, name: string) => amountAt(summation, field, name);
  const requiredTotal = (field: string, name: string) => {
    const value = total(field, name);
    if (value === null) throw missing(field);
    return value;
  };

  const paymentMeans = all(settlement, "SpecifiedTradeSettlementPaymentMeans");
  const payee =
    paymentMeans.find((means) => at(means, "PayeePartyCreditorFinancialAccount") !== null) ?? paymentMeans[0] ?? null;
  const account = at(payee, "PayeePartyCreditorFinancialAccount");
  const terms = all(settlement, "SpecifiedTradePaymentTerms");
  const termsText = terms.map((term) => textAt(term, "Description")).filter((text) => text !== null);
  const dueDates = terms.map((term) => dateAt(term, "date d'échéance (BT-9)", "DueDateDateTime"));

  return {
    syntax: "CII",
    fromPdf: false,
    documentTypeCode: required(document, "type de document (BT-3)", "TypeCode"),
    isCreditNote: false,
    number: required(document, "numéro de facture (BT-1)", "ID"),
    issueDate,
    dueDate: dueDates.find((date) => date !== null) ?? null,
    currency,
    supplier: party(at(agreement, "SellerTradeParty"), "nom du fournisseur (BT-27)"),
    buyer: party(at(agreement, "BuyerTradeParty"), "nom de l'acheteur (BT-44)"),
    lines: all(transaction, "IncludedSupplyChainTradeLineItem").map(line),
    vatBreakdown: all(settlement, "ApplicableTradeTax")
      .filter((tax) => (textAt(tax, "TypeCode") ?? "VAT") === "VAT")
      .map(vatRow),
    allowancesAndCharges: all(settlement, "SpecifiedTradeAllowanceCharge").map(allowanceOrCharge),
    totals: {
      linesCents: requiredTotal("somme des lignes (BT-106)", "LineTotalAmount"),
      allowancesCents: total("total des remises (BT-107)", "AllowanceTotalAmount") ?? 0,
      chargesCents: total("total des frais (BT-108)", "ChargeTotalAmount") ?? 0,
      taxExclusiveCents: requiredTotal("total HT (BT-109)", "TaxBasisTotalAmount"),
      vatCents: vatTotal(summation, currency),
      taxInclusiveCents: requiredTotal("total TTC (BT-112)", "GrandTotalAmount"),
      prepaidCents: total("montant déjà payé (BT-113)", "TotalPrepaidAmount") ?? 0,
      roundingCents: total("arrondi (BT-114)", "RoundingAmount") ?? 0,
      payableCents: requiredTotal("montant à payer (BT-115)", "DuePayableAmount"),
    },
    paymentTerms: termsText.length === 0 ? null : termsText.join("\n"),
    paymentMeansCode: textAt(payee, "TypeCode"),
    paymentReference: textAt(settlement, "PaymentReference"),
    iban: compactIban(textAt(account, "IBANID") ?? textAt(account, "ProprietaryID")),
    bic: textAt(payee, "PayeeSpecifiedCreditorFinancialInstitution", "BICID"),
    purchaseOrderReference: textAt(agreement, "BuyerOrderReferencedDocument", "IssuerAssignedID"),
    buyerReference: textAt(agreement, "BuyerReference"),
    precedingInvoices: all(settlement, "InvoiceReferencedDocument").map((reference) => ({
      number: required(reference, "numéro de la facture d'origine (BT-25)", "IssuerAssignedID"),
      issueDate: dateAt(reference, "date de la facture d'origine (BT-26)", "FormattedIssueDateTime"),
    })),
    attachments: all(agreement, "AdditionalReferencedDocument").flatMap((reference) => {
      const binary = at(reference, "AttachmentBinaryObject");
      if (binary === null) return [];
      const meta = { id: textAt(reference, "IssuerAssignedID"), description: textAt(reference, "Name") };
      return [attachment(binary, meta, limits.maxAttachmentBytes)];
    }),
    notes: all(document, "IncludedNote")
      .map((note) => textAt(note, "Content"))
      .filter((text) => text !== null),
  };
}
