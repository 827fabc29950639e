/**
 * An invoice or credit note as the EN 16931 invoice in the UN/CEFACT CII D16B syntax (the XML a Factur-X PDF embeds
 * as `factur-x.xml`, profile EN 16931, decision 024). Each element names its business term (BT-…) of EN 16931-1;
 * the element order is the schema's. Amounts are written from the frozen document, never computed again, except
 * the line amounts (quantity × price, rounded as the page rounds them) and the deposits' sum.
 */

import { retentionPaymentNote } from "#app/content/retention.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { situationLineNote } from "#app/content/situations.ts";
import type {
  InvoiceClient,
  InvoiceDocument,
  InvoiceKind,
  PostalAddress,
} from "#app/services/billing/documents/invoice-document.ts";
import { lineExclCents } from "#app/services/billing/documents/quote-totals.ts";
import { claimedLines } from "#app/services/billing/documents/situation-rules.ts";
import { barTreatment, clientSiren, reformChannel } from "./reform-channel.ts";

/** A legal mention as an invoice note (BT-21 subject code from UNTDID 4451, BT-22 text). */
export interface CiiNote {
  /** "PMT" (the 40 € recovery indemnity), "PMD" (late penalties), "AAB" (discount terms), "REG" (legal form, capital, RCS)… */
  subjectCode: string;
  text: string;
}

/** The notes every invoice and credit note carries under the French profile (rules BR-FR-05 and BR-FR-06). */
const mandatoryNoteCodes = ["PMT", "PMD", "AAB"] as const;

/** BT-3, UNTDID 1001: a commercial invoice, a prepayment invoice, a credit note. */
const typeCodes: Record<InvoiceKind, string> = { facture: "380", solde: "380", acompte: "386", avoir: "381" };

/** BT-130, UN/ECE Recommendation 20 (and 21 for the lump sum): our units as the buyer's software reads them. */
const unitCodes: Record<string, string> = {
  h: "HUR",
  "m²": "MTK",
  ml: "MTR",
  u: "C62",
  forfait: "LS",
  "m³": "MTQ",
  kg: "KGM",
  jour: "DAY",
};

/** BT-84 needs a SEPA credit transfer (BT-81 = 58, UNTDID 4461). */
const SEPA_CREDIT_TRANSFER = "58";

/**
 * XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 on, except the surrogates, U+FFFE
 * and U+FFFF; a client's name typed with a stray control character must not make the whole file unreadable. DEL
 * and the C1 controls are allowed but discouraged (XML 1.0 § 2.2): they carry no text, so they go too.
 */
const outsideXmlText = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export function xmlText(value: string): string {
  return value
    .replace(outsideXmlText, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** One line for the address and name fields: the owner's textarea may hold line breaks. */
function oneLine(value: string): string {
  return value
    .replace(outsideXmlText, "")
    .split(/\s*[\r\n]+\s*/)
    .filter(Boolean)
    .join(", ")
    .trim();
}

/** Cents as the CII decimal: "1137.00", "-5.10". */
function amount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** Thousandths as the CII decimal: "2.000", "12.345". */
function quantity(milli: number): string {
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, "0")}`;
}

/** Basis points as a percentage: 1000 → "10.00", 550 → "5.50". */
function percent(basisPoints: number): string {
  return amount(basisPoints);
}

/** 2026-11-23 → "20261123" (format 102, CCYYMMDD). */
function date102(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(isoDate)) throw new Error(`Date ISO attendue, reçu « ${isoDate} »`);
  return isoDate.slice(0, 10).replace(/-/g, "");
}

/** An element with escaped text, or nothing when the text is empty: EN 16931 has no empty elements. */
function element(name: string, text: string, attributes = ""): string {
  const cleaned = text.trim();
  return cleaned ? `<${name}${attributes}>${xmlText(cleaned)}</${name}>` : "";
}

function address(value: PostalAddress): string {
  return [
    "<ram:PostalTradeAddress>",
    element("ram:PostcodeCode", value.postalCode),
    element("ram:LineOne", oneLine(value.street)),
    element("ram:CityName", value.city),
    element("ram:CountryID", value.country.toUpperCase()),
    "</ram:PostalTradeAddress>",
  ].join("");
}

/** BG-4 seller / BG-7 buyer. */
function party(
  tag: "ram:SellerTradeParty" | "ram:BuyerTradeParty",
  details: {
    name: string;
    siren: string | null;
    email: string;
    phone?: string;
    postal: PostalAddress;
    vat: string | null;
    /** BT-34 / BT-49 and its scheme (BT-34-1 / BT-49-1). */
    electronicAddress: { id: string; scheme: "0225" | "EM" };
    /** BT-46, the buyer's routing code in the directory (scheme 0224), when its line has one. */
    routingCode?: string | null;
  },
): string {
  const contact =
    details.email || details.phone
      ? [
          "<ram:DefinedTradeContact>",
          details.phone
            ? `<ram:TelephoneUniversalCommunication>${element("ram:CompleteNumber", details.phone)}</ram:TelephoneUniversalCommunication>`
            : "",
          details.email
            ? `<ram:EmailURIUniversalCommunication>${element("ram:URIID", details.email)}</ram:EmailURIUniversalCommunication>`
            : "",
          "</ram:DefinedTradeContact>",
        ].join("")
      : "";
  return [
    `<${tag}>`,
    details.routingCode ? element("ram:GlobalID", details.routingCode, ' schemeID="0224"') : "",
    element("ram:Name", oneLine(details.name)),
    // BT-30 / BT-47: the SIREN in the SIRENE scheme (ISO 6523 ICD 0002), as the French CIUS identifies a company.
    details.siren
      ? `<ram:SpecifiedLegalOrganization>${element("ram:ID", details.siren, ' schemeID="0002"')}</ram:SpecifiedLegalOrganization>`
      : "",
    contact,
    address(details.postal),
    `<ram:URIUniversalCommunication>${element("ram:URIID", details.electronicAddress.id, ` schemeID="${details.electronicAddress.scheme}"`)}</ram:URIUniversalCommunication>`,
    details.vat
      ? `<ram:SpecifiedTaxRegistration>${element("ram:ID", details.vat.replace(/\s/g, ""), ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
      : "",
    `</${tag}>`,
  ].join("");
}

/**
 * BT-8, the VAT point date code (UNTDID 2475 in CII: 5 invoice date, 29 delivery date, 72 paid to date). Works are
 * services: their VAT falls due when paid (CGI 269, 2, c) unless the company opted to pay it on its invoices
 * (« option pour le paiement de la taxe d'après les débits », CGI 269, 2, c and annexe II 77; the mention the
 * invoice must then bear, CGI 242 nonies A, I, 13° as amended by décret 2022-1299). Goods are taxed on delivery
 * whatever the option. The code excludes the date BT-7 (rule BR-CO-03), which we never write.
 */
function vatPointCode(document: InvoiceDocument): string {
  if (document.operationCategory === "biens") return "29";
  return document.company.vatOnDebits ? "5" : "72";
}

/**
 * BT-23, the billing framework (« cadre de facturation ») of the French profile: its letter says what is sold (S
 * services, B goods, M both, not ancillary to one another), its digit the process: 1 an invoice to be paid, 4 a
 * final invoice after deposits (rule BR-FR-CO-08 keeps 4 off deposit invoices themselves). A roofer's works are
 * services for VAT, as the invoice prints them (« Catégorie de l'opération : prestation de services »).
 */
function billingFramework(document: InvoiceDocument): string {
  const nature = { prestations: "S", biens: "B", mixte: "M" }[document.operationCategory];
  const final = document.kind === "solde" || document.situation?.final === true;
  return `${nature}${final && document.deposits.length > 0 ? "4" : "1"}`;
}

/**
 * BT-49, where the buyer receives the invoice: for a French company its address in the platforms' directory,
 * scheme 0225: the line the directory gave at issue (decision 049), else its SIREN, the line every company has by
 * default (rule BR-FR-21 wants it to start with the SIREN); for a sale that is e-reported, nobody's directory holds
 * the client, so his e-mail (scheme EM) names him.
 */
function buyerAddress(
  siren: string | null,
  client: Pick<InvoiceClient, "email" | "electronicAddress">,
): { id: string; scheme: "0225" | "EM" } {
  if (siren) {
    const line = client.electronicAddress?.identifier;
    return { id: line?.startsWith(siren) ? line : siren, scheme: "0225" };
  }
  const address = client.email.trim();
  if (!address) throw new Error("Une facture hors e-invoicing désigne le client par son e-mail : e-mail manquant");
  return { id: address, scheme: "EM" };
}

/**
 * BG-3, the preceding invoices: a credit note's invoice (BT-25, BT-26, rule BR-FR-CO-05); a situation's earlier
 * situations, whose amounts it deducts line by line (EN 16931 allows BG-3 on any invoice; the French rules ask one
 * only of the corrective invoices 384 and 471 to 473, BR-FR-CO-04, and forbid none on a 380).
 */
function referencedInvoices(document: InvoiceDocument): { number: string; date: string }[] {
  if (document.credited) return [document.credited];
  return document.situation?.earlier ?? [];
}

function siren(siret: string): string {
  const digits = siret.replace(/\D/g, "");
  if (digits.length !== 14) throw new Error(`SIRET de 14 chiffres attendu, reçu « ${siret} »`);
  return digits.slice(0, 9);
}

/**
 * The EN 16931 CII XML of an issued invoice or credit note, with the French profile's rules (BR-FR, decision 034).
 * `notes` are the legal mentions as the invoice prints them (written once with the invoice's other mentions),
 * each with its subject code; PMT, PMD and AAB must be among them. A credit note (381) states positive amounts
 * and names the invoice it credits (BT-25, BT-26); a final invoice subtracts its deposits as the prepaid amount
 * (BT-113). The client's channel (reform-channel.ts) is written as the note BAR.
 */
export function invoiceCii(document: InvoiceDocument, notes: readonly CiiNote[]): string {
  const { company, client, totals } = document;
  if (document.kind === "avoir" && !document.credited) throw new Error("Un avoir nomme la facture qu'il crédite");
  const missing = mandatoryNoteCodes.filter(
    (code) => !notes.some((note) => note.subjectCode === code && note.text.trim()),
  );
  if (missing.length) throw new Error(`Mentions obligatoires absentes des notes : ${missing.join(", ")}`);
  if (notes.some((note) => note.subjectCode === "BAR")) throw new Error("La note BAR est écrite d'après le client");
  const channel = reformChannel(client);
  const buyerSiren = clientSiren(client);
  const sellerSiren = siren(company.siret);
  const prepaidCents = document.deposits.reduce((sum, deposit) => sum + deposit.inclCents, 0);
  const dueCents = totals.inclCents - prepaidCents;
  if (dueCents !== document.amountDueCents) {
    throw new Error(`Montant dû incohérent : ${document.amountDueCents} centimes figés, ${dueCents} calculés`);
  }
  const isCreditNote = document.kind === "avoir";
  const pointCode = vatPointCode(document);
  // BR-AE-2 to 4: a reverse-charged invoice names both parties' VAT numbers.
  if (document.reverseCharge && !client.vatNumber) throw new Error("Autoliquidation : n° de TVA du client manquant");
  const lineTax = (line: InvoiceDocument["lines"][number]) =>
    document.reverseCharge
      ? "<ram:CategoryCode>AE</ram:CategoryCode><ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>"
      : `<ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${percent(line.vatRate)}</ram:RateApplicablePercent>`;

  // A situation's line says, as its note (BT-127), where the quote line stands: its net amount is this situation's.
  const situationLines = document.situation ? claimedLines(document.situation) : undefined;
  if (situationLines && situationLines.length !== document.lines.length) {
    throw new Error("Une situation a une ligne par ligne du devis qu'elle facture");
  }
  const lines = document.lines.map((line, index) => {
    const unitCode = unitCodes[line.unit];
    if (!unitCode) throw new Error(`Unité sans code UN/ECE : « ${line.unit} »`);
    const situationLine = situationLines?.[index];
    const lineNote = situationLine
      ? `<ram:IncludedNote>${element("ram:Content", situationLineNote(situationLine))}</ram:IncludedNote>`
      : "";
    return [
      "<ram:IncludedSupplyChainTradeLineItem>",
      `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID>${lineNote}</ram:AssociatedDocumentLineDocument>`,
      `<ram:SpecifiedTradeProduct>${element("ram:Name", oneLine(line.designation))}</ram:SpecifiedTradeProduct>`,
      "<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice>",
      `<ram:ChargeAmount>${amount(line.unitPriceCents)}</ram:ChargeAmount>`,
      "</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>",
      `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="${unitCode}">${quantity(line.quantityMilli)}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
      "<ram:SpecifiedLineTradeSettlement>",
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode>${lineTax(line)}</ram:ApplicableTradeTax>`,
      `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(lineExclCents(line))}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
      "</ram:SpecifiedLineTradeSettlement>",
      "</ram:IncludedSupplyChainTradeLineItem>",
    ].join("");
  });

  const agreement = [
    "<ram:ApplicableHeaderTradeAgreement>",
    party("ram:SellerTradeParty", {
      name: company.name,
      siren: sellerSiren,
      email: company.email,
      phone: company.phone,
      postal: company.address,
      // "L'entreprise" publishes it spaced for reading ("FR 36 481 234 565"); the identifier has none.
      vat: company.vatNumber.replace(/\s/g, ""),
      // BT-34: the company's own line in the platforms' directory, its SIREN (scheme 0225), where it receives.
      electronicAddress: { id: sellerSiren, scheme: "0225" },
    }),
    party("ram:BuyerTradeParty", {
      name: client.name,
      siren: buyerSiren,
      email: client.email,
      postal: client.address,
      vat: client.vatNumber?.replace(/\s/g, "") ?? null,
      electronicAddress: buyerAddress(buyerSiren, client),
      routingCode: buyerSiren ? (client.electronicAddress?.routingCode ?? null) : null,
    }),
    // BT-12: the accepted quote is the contract the invoice bills.
    document.quote
      ? `<ram:ContractReferencedDocument>${element("ram:IssuerAssignedID", document.quote.number)}</ram:ContractReferencedDocument>`
      : "",
    "</ram:ApplicableHeaderTradeAgreement>",
  ].join("");

  // BG-13 / BG-15: the work site cannot be split into street, postcode and city reliably, so its text is the
  // address line (BT-75) and the country (BT-80, mandatory by BR-57) is the client's.
  const site = oneLine(document.siteAddress);
  const delivery = [
    "<ram:ApplicableHeaderTradeDelivery>",
    site
      ? `<ram:ShipToTradeParty><ram:PostalTradeAddress>${element("ram:LineOne", site)}${element("ram:CountryID", client.address.country.toUpperCase())}</ram:PostalTradeAddress></ram:ShipToTradeParty>`
      : "",
    `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${date102(document.serviceDate)}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`,
    "</ram:ApplicableHeaderTradeDelivery>",
  ].join("");

  // BG-23 under the reverse charge (BR-AE-1 to 10): one breakdown in category AE at 0 %, its base the lines' sum, no
  // VAT, with the exemption's reason as text (BT-120, the invoice's mention « Autoliquidation ») and code (BT-121).
  const reverseChargeBreakdown = [
    "<ram:ApplicableTradeTax>",
    "<ram:CalculatedAmount>0.00</ram:CalculatedAmount>",
    "<ram:TypeCode>VAT</ram:TypeCode>",
    element("ram:ExemptionReason", reverseChargeCopy.exemptionReason),
    `<ram:BasisAmount>${amount(totals.exclCents)}</ram:BasisAmount>`,
    "<ram:CategoryCode>AE</ram:CategoryCode>",
    "<ram:ExemptionReasonCode>VATEX-FR-AE</ram:ExemptionReasonCode>",
    `<ram:DueDateTypeCode>${pointCode}</ram:DueDateTypeCode>`,
    "<ram:RateApplicablePercent>0.00</ram:RateApplicablePercent>",
    "</ram:ApplicableTradeTax>",
  ].join("");
  const vatBreakdown = document.reverseCharge
    ? [reverseChargeBreakdown]
    : totals.byRate.map((rate) =>
        [
          "<ram:ApplicableTradeTax>",
          `<ram:CalculatedAmount>${amount(rate.vatCents)}</ram:CalculatedAmount>`,
          "<ram:TypeCode>VAT</ram:TypeCode>",
          `<ram:BasisAmount>${amount(rate.baseCents)}</ram:BasisAmount>`,
          "<ram:CategoryCode>S</ram:CategoryCode>",
          `<ram:DueDateTypeCode>${pointCode}</ram:DueDateTypeCode>`,
          `<ram:RateApplicablePercent>${percent(rate.vatRate)}</ram:RateApplicablePercent>`,
          "</ram:ApplicableTradeTax>",
        ].join(""),
      );

  // A credit note's money goes to the client: the company's account is not where it is paid (BG-16 left out).
  const settlement = [
    "<ram:ApplicableHeaderTradeSettlement>",
    isCreditNote ? "" : element("ram:PaymentReference", document.paymentReference),
    "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>",
    isCreditNote
      ? ""
      : [
          "<ram:SpecifiedTradeSettlementPaymentMeans>",
          `<ram:TypeCode>${SEPA_CREDIT_TRANSFER}</ram:TypeCode>`,
          `<ram:PayeePartyCreditorFinancialAccount>${element("ram:IBANID", company.iban.replace(/\s/g, "").toUpperCase())}</ram:PayeePartyCreditorFinancialAccount>`,
          company.bic
            ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${element("ram:BICID", company.bic.replace(/\s/g, "").toUpperCase())}</ram:PayeeSpecifiedCreditorFinancialInstitution>`
            : "",
          "</ram:SpecifiedTradeSettlementPaymentMeans>",
        ].join(""),
    ...vatBreakdown,
    "<ram:SpecifiedTradePaymentTerms>",
    // EN 16931 has no retention amount: BT-115 stays what the invoice claims, the terms say what is held and until
    // when (decision 065, as the German federal e-invoicing FAQ puts a Sicherheitseinbehalt).
    element(
      "ram:Description",
      document.retention && !isCreditNote
        ? `${document.paymentTerms}. ${retentionPaymentNote(document.retention, document.amountDueCents, null)}`
        : document.paymentTerms,
    ),
    `<ram:DueDateDateTime><udt:DateTimeString format="102">${date102(document.dueDate)}</udt:DateTimeString></ram:DueDateDateTime>`,
    "</ram:SpecifiedTradePaymentTerms>",
    "<ram:SpecifiedTradeSettlementHeaderMonetarySummation>",
    `<ram:LineTotalAmount>${amount(totals.exclCents)}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${amount(totals.exclCents)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="EUR">${amount(totals.vatCents)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${amount(totals.inclCents)}</ram:GrandTotalAmount>`,
    prepaidCents ? `<ram:TotalPrepaidAmount>${amount(prepaidCents)}</ram:TotalPrepaidAmount>` : "",
    `<ram:DuePayableAmount>${amount(dueCents)}</ram:DuePayableAmount>`,
    "</ram:SpecifiedTradeSettlementHeaderMonetarySummation>",
    ...referencedInvoices(document).map(
      (referenced) =>
        `<ram:InvoiceReferencedDocument>${element("ram:IssuerAssignedID", referenced.number)}<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${date102(referenced.date)}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
    ),
    "</ram:ApplicableHeaderTradeSettlement>",
  ].join("");

  const includedNotes = [...notes, { subjectCode: "BAR", text: barTreatment[channel] }]
    .filter((note) => note.text.trim())
    .map(
      (note) =>
        `<ram:IncludedNote>${element("ram:Content", note.text)}${element("ram:SubjectCode", note.subjectCode)}</ram:IncludedNote>`,
    );

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
      ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
      ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
      ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    "<rsm:ExchangedDocumentContext>",
    `<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>${billingFramework(document)}</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>`,
    "<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>",
    "<rsm:ExchangedDocument>",
    element("ram:ID", document.number),
    `<ram:TypeCode>${typeCodes[document.kind]}</ram:TypeCode>`,
    `<ram:IssueDateTime><udt:DateTimeString format="102">${date102(document.date)}</udt:DateTimeString></ram:IssueDateTime>`,
    ...includedNotes,
    "</rsm:ExchangedDocument>",
    "<rsm:SupplyChainTradeTransaction>",
    ...lines,
    agreement,
    delivery,
    settlement,
    "</rsm:SupplyChainTradeTransaction>",
    "</rsm:CrossIndustryInvoice>",
    "",
  ].join("\n");
}
