// @ts-check
// How the local platform writes an invoice's lifecycle status: as a real approved platform does, a CDAR message
// (UN/CEFACT Cross Domain Acknowledgement and Response D22B, the French profile BR-FR-CDV) that names the invoice it
// is about, the parties by their SIREN, the status and, for a refusal, a rejection or a dispute, its reason. The
// facts come from the deposited invoice itself: the CII XML a Factur-X PDF carries as an embedded file.
import { inflateSync } from "node:zlib";
import { lifecycleStatuses } from "./local-platform-fixture.js";

/** @typedef {{ number: string, typeCode: string, issueDate: string, seller: { siren: string, name: string }, buyer: { siren: string, name: string } }} InvoiceFacts */

/**
 * The local platform's own number among the approved platforms (scheme 0238, the tax administration's register of
 * platforms; 9999 is its own public portal): a message's sender is the platform that hands it on.
 */
export const LOCAL_PLATFORM_NUMBER = "0100";

/** The statuses set by the platform itself; every other one is the buyer's, passed on by the platform. */
const PLATFORM_STATUSES = new Set(["200", "201", "202", "203", "213"]);

/** A reason is required for these (BR-FR-CDV-15); each has its own closed list (BR-FR-CDV-CL-09). */
export const DEFAULT_REASONS = /** @type {Record<string, { code: string, text: string }>} */ ({
  206: { code: "QTE_ERR", text: "Quantité facturée différente de la quantité livrée" },
  207: { code: "MONTANTTOTAL_ERR", text: "Montant total contesté par l’acheteur" },
  208: { code: "REF_ERR", text: "Référence manquante ou erronée" },
  210: { code: "TX_TVA_ERR", text: "Taux de TVA erroné" },
  213: { code: "REJ_SEMAN", text: "Facture non conforme aux règles sémantiques" },
});

/** @param {string} value */
const xmlText = (value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The CII XML of a Factur-X PDF: PDFKit writes the attachment as a stream of type EmbeddedFile, compressed by
 * FlateDecode; a bare CII deposit is the XML itself. Null when the file carries no invoice.
 * @param {Buffer} file
 * @returns {string | null}
 */
export function invoiceXmlOf(file) {
  const text = file.toString("latin1");
  if (text.includes("CrossIndustryInvoice") && !text.startsWith("%PDF")) return file.toString("utf8");
  const streams = /\/Type\s*\/EmbeddedFile\b[\s\S]*?stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    const body = file.subarray(start, end);
    // Compressed (FlateDecode) as PDFKit writes it, else as it is.
    let xml;
    try {
      xml = inflateSync(body).toString("utf8");
    } catch {
      xml = body.toString("utf8");
    }
    if (xml.includes("CrossIndustryInvoice")) return xml;
  }
  return null;
}

/**
 * The facts of an invoice a status needs, read from its CII (namespace prefixes ignored).
 * @param {string} xml
 * @returns {InvoiceFacts | null}
 */
export function invoiceFacts(xml) {
  const local = xml.replace(/<(\/?)[\w-]+:/g, "<$1");
  const block = (/** @type {string} */ name, /** @type {string} */ within) =>
    new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(within)?.[1] ?? "";
  const document = block("ExchangedDocument", local);
  const party = (/** @type {string} */ name) => {
    const found = block(name, local);
    return {
      siren: /<SpecifiedLegalOrganization>\s*<ID schemeID="0002">(\d{9})<\/ID>/.exec(found)?.[1] ?? "",
      name: block("Name", found).trim(),
    };
  };
  const number = block("ID", document).trim();
  const typeCode = block("TypeCode", document).trim();
  const issueDate = /<DateTimeString format="102">(\d{8})<\/DateTimeString>/.exec(document)?.[1] ?? "";
  const seller = party("SellerTradeParty");
  const buyer = party("BuyerTradeParty");
  if (!number || !typeCode || !issueDate || !seller.siren || !buyer.siren) return null;
  return { number, typeCode, issueDate, seller, buyer };
}

/** @param {Date} at  A Paris timestamp, CCYYMMDDHHMMSS (format 204). */
function parisStamp(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/**
 * @param {string} element
 * @param {{ siren: string, name: string }} who
 * @param {string} role
 * @param {boolean} [withAddress]
 */
function party(element, who, role, withAddress = false) {
  return [
    `<ram:${element}>`,
    `<ram:GlobalID schemeID="0002">${who.siren}</ram:GlobalID>`,
    who.name ? `<ram:Name>${xmlText(who.name)}</ram:Name>` : "",
    `<ram:RoleCode>${role}</ram:RoleCode>`,
    withAddress
      ? `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${who.siren}</ram:URIID></ram:URIUniversalCommunication>`
      : "",
    `</ram:${element}>`,
  ].join("");
}

/**
 * The CDAR of one status of an invoice, addressed to its seller: set by the buyer (205 Approuvée, 210 Refusée…)
 * or, for 200 Déposée and 213 Rejetée, by the platform on the seller's behalf.
 * @param {{ messageId: string, invoice: InvoiceFacts, statusCode: string, at: Date, reason?: { code: string, text: string } }} status
 */
export function statusMessage({ messageId, invoice, statusCode, at, reason }) {
  const label = lifecycleStatuses[statusCode];
  if (!label) throw new Error(`Unknown lifecycle status ${statusCode}`);
  const because = reason ?? DEFAULT_REASONS[statusCode];
  const byPlatform = PLATFORM_STATUSES.has(statusCode);
  // The platform speaks for the seller (its client); the buyer speaks for itself through its own platform.
  const issuer = byPlatform ? invoice.seller : invoice.buyer;
  const issuerRole = byPlatform ? "SE" : "BY";
  const stamp = parisStamp(at);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">`,
    "<rsm:ExchangedDocumentContext>",
    "<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>",
    "<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>",
    "</rsm:ExchangedDocumentContext>",
    "<rsm:ExchangedDocument>",
    `<ram:ID>${xmlText(messageId)}</ram:ID>`,
    `<ram:Name>${xmlText(label)}</ram:Name>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${stamp}</udt:DateTimeString></ram:IssueDateTime>`,
    `<ram:SenderTradeParty><ram:GlobalID schemeID="0238">${LOCAL_PLATFORM_NUMBER}</ram:GlobalID><ram:RoleCode>WK</ram:RoleCode></ram:SenderTradeParty>`,
    party("IssuerTradeParty", issuer, issuerRole),
    party("RecipientTradeParty", invoice.seller, "SE", true),
    "</rsm:ExchangedDocument>",
    "<rsm:AcknowledgementDocument>",
    "<ram:TypeCode>23</ram:TypeCode>",
    `<ram:IssueDateTime><udt:DateTimeString format="204">${stamp}</udt:DateTimeString></ram:IssueDateTime>`,
    "<ram:ReferenceReferencedDocument>",
    `<ram:IssuerAssignedID>${xmlText(invoice.number)}</ram:IssuerAssignedID>`,
    `<ram:TypeCode>${invoice.typeCode}</ram:TypeCode>`,
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${invoice.issueDate}</qdt:DateTimeString></ram:FormattedIssueDateTime>`,
    `<ram:ProcessConditionCode>${statusCode}</ram:ProcessConditionCode>`,
    `<ram:ProcessCondition>${xmlText(label)}</ram:ProcessCondition>`,
    party("IssuerTradeParty", invoice.seller, "SE"),
    party("RecipientTradeParty", invoice.buyer, "BY"),
    "<ram:SpecifiedDocumentStatus>",
    `<ram:ReferenceDateTime><udt:DateTimeString format="102">${stamp.slice(0, 8)}</udt:DateTimeString></ram:ReferenceDateTime>`,
    because ? `<ram:ReasonCode>${xmlText(because.code)}</ram:ReasonCode>` : "",
    because ? `<ram:Reason>${xmlText(because.text)}</ram:Reason>` : "",
    "<ram:SequenceNumeric>1</ram:SequenceNumeric>",
    "</ram:SpecifiedDocumentStatus>",
    "</ram:ReferenceReferencedDocument>",
    "</rsm:AcknowledgementDocument>",
    "</rsm:CrossDomainAcknowledgementAndResponse>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** @typedef {{ invoiceNumber: string | null, supplierSiren: string | null, statusCode: string | null, reasonCode: string | null, issuerRole: string | null }} ReceivedStatus */

/**
 * What a deposited CDAR says, as the platform files it: who issued it (ExchangedDocument's issuer, BY for a buyer's
 * status on a supplier invoice, SE for a seller's), the invoice it names (its number and its issuer, the supplier,
 * by SIREN), the status and its first reason. Each field is null when the message does not say it.
 * @param {Buffer} file
 * @returns {ReceivedStatus}
 */
export function receivedStatus(file) {
  const local = file
    .toString("utf8")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(\/?)[\w.-]+:/g, "<$1");
  /** @param {string} name @param {string | null} within */
  const block = (name, within) =>
    within === null ? null : (new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(within)?.[1] ?? null);
  /** @param {string} name @param {string | null} within */
  const value = (name, within) => block(name, within)?.trim() || null;
  const exchanged = block("ExchangedDocument", local);
  const referenced = block("ReferenceReferencedDocument", block("AcknowledgementDocument", local));
  // The referenced document's header, its statuses left out: the invoice's own issuer and status code.
  const header = referenced?.replace(/<SpecifiedDocumentStatus\b[\s\S]*?<\/SpecifiedDocumentStatus>/g, "") ?? null;
  const invoiceIssuer = block("IssuerTradeParty", header);
  return {
    invoiceNumber: value("IssuerAssignedID", header),
    supplierSiren: /<GlobalID schemeID="0002">\s*(\d{9})\s*<\/GlobalID>/.exec(invoiceIssuer ?? "")?.[1] ?? null,
    statusCode: value("ProcessConditionCode", header) ?? value("ProcessConditionCode", referenced),
    reasonCode: value("ReasonCode", block("SpecifiedDocumentStatus", referenced)),
    issuerRole: value("RoleCode", block("IssuerTradeParty", exchanged)),
  };
}
