/**
 * The lifecycle status « Encaissée » (212) of an e-invoice, as the message the seller hands to its approved
 * platform: a UN/CEFACT Cross Domain Acknowledgement and Response (CDAR, D22B) under the French rules BR-FR-CDV
 * (decision 042). For works, VAT falls due when the price is collected (CGI 269-2-c) unless the company opted to
 * pay it on its invoices; the tax administration then learns each payment, split by VAT rate, from this status.
 * A payment cancelled in the journal (decision 025) is told by a second 212 with the same parts negated.
 * Pure: the caller passes the time, and the payment's id names the message, so a message sent twice is one message.
 * The envelope it writes (lifecycleStatusCdar) is every status's, the buyer's on a supplier's invoice included.
 */

import { sirenDigits } from "#app/lib/french-identifiers.ts";
import { parisTimestamp } from "#app/lib/paris-timestamp.ts";
import type { InvoiceDocument, InvoiceKind } from "#app/services/billing/documents/invoice-document.ts";
import type { VatRate } from "#app/services/billing/documents/quote-totals.ts";
import { xmlText } from "#app/services/billing/facturx/facturx-xml.ts";
import { clientSiren, reformChannel } from "#app/services/billing/facturx/reform-channel.ts";
import { type LifecycleStatusCode, lifecycleStatusLabel } from "./lifecycle-statuses.ts";

/** A payment of the journal as this message needs it: its row id, the day it was collected, its amount. */
export interface CollectedPayment {
  id: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  amountCents: number;
}

/** The collected amount for one VAT rate, VAT included (code MEN, « montant encaissé (TTC) »). */
export interface CollectedPart {
  vatRate: VatRate;
  cents: number;
}

const COLLECTED = "212" satisfies LifecycleStatusCode;
/** The profile a company's platform exchanges statuses under (BR-FR-CDV-02). */
const GUIDELINE = "urn.cpro.gouv.fr:1p0:CDV:invoice";
/** MDT-77: 23 is a status set by a party to the invoice; 305 is a platform's own (transmission) status. */
const STATUS_SET_BY_A_PARTY = "23";
/** ISO 6523 schemes: the SIREN as identifier (0002) and as electronic address in the platforms' directory (0225). */
const SIREN_SCHEME = "0002";
const DIRECTORY_SCHEME = "0225";
/** UNTDID 1001, the same type as the invoice's own XML (BT-3, decision 024). */
const typeCodes: Record<InvoiceKind, string> = { facture: "380", solde: "380", acompte: "386", avoir: "381" };

/**
 * Whether each payment of this invoice must be reported as status 212. The tax administration's specifications
 * (§ 2.3.2, CGI 290 A) ask it for services when the company did not opt for VAT on debits, and for every
 * operation whose VAT falls due on payment, deposits included. So:
 * - only for an e-invoice (a French company's): a consumer's or a foreign company's payments are e-reported,
 *   not sent as a lifecycle status;
 * - never for a credit note: it is not collected;
 * - for works (« prestations », or « mixte » whose services part falls due on payment) when the invoice did not
 *   state the option for debits; the invoice's own statement is read, frozen at issue as it printed it
 *   (« Option pour le paiement de la taxe d'après les débits »), so a later change of the setting does not
 *   rewrite what the client and the tax administration were told;
 * - for goods, only on a deposit invoice: VAT on a deposit for goods falls due when it is collected;
 * - never for reverse-charged works (CGI 283, 2 nonies, decision 064): the VAT is the contractor's to pay, none of
 *   ours falls due on payment.
 */
export function shouldReportCollection(
  invoice: Pick<InvoiceDocument, "kind" | "client" | "company" | "operationCategory" | "reverseCharge">,
): boolean {
  if (invoice.kind === "avoir" || reformChannel(invoice.client) !== "e-invoice") return false;
  if (invoice.reverseCharge) return false;
  if (invoice.operationCategory === "biens") return invoice.kind === "acompte";
  return !invoice.company.vatOnDebits;
}

/**
 * The payment split over the invoice's VAT rates in proportion to each rate's amount VAT included, to the cent,
 * the parts summing exactly to the payment (the platform rejects a status whose parts do not, REJ_ENCAISSEMENT).
 * Each part is first rounded down; the cents left go one each to the parts with the largest remainders, the
 * higher rate first on a tie (the invoice lists its rates from the highest). A negative amount is split as its
 * opposite, then negated, so a cancellation's parts are exactly the cancelled payment's, negated.
 */
export function splitByRate(amountCents: number, invoice: Pick<InvoiceDocument, "totals">): CollectedPart[] {
  if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
    throw new Error(`Montant encaissé invalide : ${amountCents}`);
  }
  const rates = invoice.totals.byRate
    .map((rate) => ({ vatRate: rate.vatRate, weight: BigInt(rate.baseCents + rate.vatCents) }))
    .filter((rate) => rate.weight > 0n);
  const total = rates.reduce((sum, rate) => sum + rate.weight, 0n);
  if (total === 0n) throw new Error("La facture n’a aucun montant à répartir par taux de TVA");
  const sign = amountCents < 0 ? -1 : 1;
  const amount = BigInt(Math.abs(amountCents));
  const shares = rates.map((rate, order) => {
    const exact = amount * rate.weight;
    return { vatRate: rate.vatRate, cents: exact / total, remainder: exact % total, order };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.cents, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.cents += 1n;
    left -= 1n;
  }
  return shares
    .filter((share) => share.cents > 0n)
    .map((share) => ({ vatRate: share.vatRate, cents: sign * Number(share.cents) }));
}

/** The CDAR for one payment collected on an e-invoice: status 212, the payment's parts per VAT rate. */
export function collectedStatusMessage(invoice: InvoiceDocument, payment: CollectedPayment, issuedAt: Date): string {
  if (payment.amountCents <= 0) throw new Error("Un encaissement est un montant positif");
  return collectedStatus(invoice, {
    messageId: collectedMessageId(invoice, payment),
    collectedOn: payment.paidOn,
    parts: splitByRate(payment.amountCents, invoice),
    comment: "",
    issuedAt,
  });
}

/**
 * The CDAR that takes back a payment cancelled in the journal: status 212 again, each part of the cancelled
 * payment negated (a « décaissement », rule P1.17 of the tax administration's management rules), dated on the
 * day of the cancellation, and the reason in the status's comment, which that rule requires.
 */
export function collectedStatusCorrection(
  invoice: InvoiceDocument,
  cancelled: CollectedPayment,
  cancellation: CollectedPayment,
  issuedAt: Date,
): string {
  if (cancelled.amountCents <= 0 || cancellation.amountCents !== -cancelled.amountCents) {
    throw new Error("Une annulation reprend exactement le montant de l’encaissement annulé");
  }
  return collectedStatus(invoice, {
    messageId: collectedMessageId(invoice, cancellation),
    collectedOn: cancellation.paidOn,
    parts: splitByRate(cancellation.amountCents, invoice),
    comment:
      `Annulation de l’encaissement du ${frenchDate(cancelled.paidOn)} ` +
      `(message ${collectedMessageId(invoice, cancelled)}) : paiement enregistré à tort ou non abouti.`,
    issuedAt,
  });
}

/** One message per journal entry: the invoice's number, the status, the entry's id. */
export function collectedMessageId(invoice: Pick<InvoiceDocument, "number">, payment: Pick<CollectedPayment, "id">) {
  if (!Number.isSafeInteger(payment.id) || payment.id <= 0) throw new Error(`Paiement invalide : ${payment.id}`);
  return `${invoice.number}-${COLLECTED}-${payment.id}`;
}

interface CollectedStatus {
  messageId: string;
  collectedOn: string;
  parts: CollectedPart[];
  comment: string;
  issuedAt: Date;
}

function collectedStatus(invoice: InvoiceDocument, status: CollectedStatus): string {
  if (!shouldReportCollection(invoice)) {
    throw new Error(`La facture ${invoice.number} n’a pas d’encaissement à déclarer par statut 212`);
  }
  const sellerSiren = invoice.company.siret.replace(/\s/g, "").slice(0, 9);
  const buyerSiren = clientSiren(invoice.client);
  if (!/^\d{9}$/.test(sellerSiren) || !buyerSiren) {
    throw new Error(`La facture ${invoice.number} ne nomme pas le SIREN du vendeur et de l’acheteur`);
  }
  return lifecycleStatusCdar({
    messageId: status.messageId,
    statusCode: COLLECTED,
    setBy: "SE",
    seller: { siren: sellerSiren, name: invoice.company.name },
    buyer: { siren: buyerSiren, name: invoice.client.name },
    invoice: { number: invoice.number, typeCode: typeCodes[invoice.kind], issueDate: invoice.date },
    effectiveOn: status.collectedOn,
    comment: status.comment,
    amounts: status.parts.map((part) => ({ typeCode: "MEN", cents: part.cents, vatRate: part.vatRate })),
    issuedAt: status.issuedAt,
  });
}

/** A party to the invoice as a status names it: its SIREN and its name. */
export interface CdarParty {
  siren: string;
  name: string;
}

/**
 * An amount a status states (MDG-43): MEN, collected, VAT included, for one VAT rate (212, BR-FR-CDV-14); MPA,
 * the amount the buyer paid (211).
 */
export interface CdarAmount {
  typeCode: "MEN" | "MPA";
  cents: number;
  /** Hundredths of a percent, for MEN. */
  vatRate?: number;
}

/** One lifecycle status of one invoice, set by one of its two parties and addressed to the other. */
export interface CdarStatus {
  /** The message's own id (MDT-4): the same status sent twice carries the same id. */
  messageId: string;
  statusCode: LifecycleStatusCode;
  /** The party who sets the status: the seller (212) or the buyer (204 to 211); the other one receives it. */
  setBy: "SE" | "BY";
  seller: CdarParty;
  buyer: CdarParty;
  /** The invoice as its seller numbered, typed (UNTDID 1001) and dated it (YYYY-MM-DD). */
  invoice: { number: string; typeCode: string; issueDate: string };
  /** YYYY-MM-DD: the day the status took effect, the payment's day for 211 and 212. */
  effectiveOn: string;
  /** The reason's code (MDT-113, from the closed list BR-FR-CDV-CL-09) and its words. */
  reason?: { code: string; text: string };
  comment?: string;
  amounts?: CdarAmount[];
  issuedAt: Date;
}

/** The document types a status may reference (BR-FR-04, the French list of UNTDID 1001). */
const FRENCH_DOCUMENT_TYPES = new Set("380 389 393 501 386 500 384 471 472 473 261 262 381 396 502 503".split(" "));

/**
 * The CDAR of one status, the envelope every status of this product shares: the French profile (BR-FR-CDV-02),
 * the message's id and time, the party who sets the status as its sender and issuer (MDT-77 23: a status set by a
 * party, whose identifier BR-FR-CDV-07 then requires), the other party as its recipient, then the invoice by its
 * number, type and date, its seller (BR-FR-CDV-13) and buyer, and the status's detail (BR-FR-CDV-16).
 */
export function lifecycleStatusCdar(status: CdarStatus): string {
  const label = lifecycleStatusLabel(status.statusCode) ?? "";
  const seller = checkedParty(status.seller, "du vendeur");
  const buyer = checkedParty(status.buyer, "de l’acheteur");
  const setter = status.setBy === "SE" ? seller : buyer;
  const receiver = status.setBy === "SE" ? buyer : seller;
  const receiverRole = status.setBy === "SE" ? "BY" : "SE";
  const number = status.invoice.number.trim();
  if (!number) throw new Error("Le statut ne nomme pas le numéro de la facture");
  if (!FRENCH_DOCUMENT_TYPES.has(status.invoice.typeCode)) {
    throw new Error(`Type de document « ${status.invoice.typeCode} » inconnu des règles françaises (BR-FR-04)`);
  }
  const sentAt = parisTimestamp(status.issuedAt);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">`,
    "<rsm:ExchangedDocumentContext>",
    "<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>",
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    "</rsm:ExchangedDocumentContext>",
    "<rsm:ExchangedDocument>",
    `<ram:ID>${xmlText(status.messageId)}</ram:ID>`,
    `<ram:Name>${xmlText(label)}</ram:Name>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${sentAt}</udt:DateTimeString></ram:IssueDateTime>`,
    sender(setter, status.setBy),
    party("IssuerTradeParty", setter, status.setBy),
    party("RecipientTradeParty", receiver, receiverRole, true),
    "</rsm:ExchangedDocument>",
    "<rsm:AcknowledgementDocument>",
    `<ram:TypeCode>${STATUS_SET_BY_A_PARTY}</ram:TypeCode>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${sentAt}</udt:DateTimeString></ram:IssueDateTime>`,
    "<ram:ReferenceReferencedDocument>",
    `<ram:IssuerAssignedID>${xmlText(number)}</ram:IssuerAssignedID>`,
    `<ram:TypeCode>${status.invoice.typeCode}</ram:TypeCode>`,
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${date102(status.invoice.issueDate)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`,
    `<ram:ProcessConditionCode>${status.statusCode}</ram:ProcessConditionCode>`,
    `<ram:ProcessCondition>${xmlText(label)}</ram:ProcessCondition>`,
    party("IssuerTradeParty", seller, "SE"),
    party("RecipientTradeParty", buyer, "BY"),
    "<ram:SpecifiedDocumentStatus>",
    `<ram:ReferenceDateTime><udt:DateTimeString format="102">${date102(status.effectiveOn)}</udt:DateTimeString></ram:ReferenceDateTime>`,
    status.reason ? `<ram:ReasonCode>${xmlText(status.reason.code)}</ram:ReasonCode>` : "",
    status.reason ? `<ram:Reason>${xmlText(status.reason.text)}</ram:Reason>` : "",
    "<ram:SequenceNumeric>1</ram:SequenceNumeric>",
    status.comment ? `<ram:IncludedNote><ram:Content>${xmlText(status.comment)}</ram:Content></ram:IncludedNote>` : "",
    ...(status.amounts ?? []).map(
      (amount) =>
        `<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>${amount.typeCode}</ram:TypeCode>` +
        `<ram:ValueAmount currencyID="EUR">${decimal(amount.cents)}</ram:ValueAmount>` +
        (amount.vatRate === undefined ? "" : `<ram:ValuePercent>${decimal(amount.vatRate)}</ram:ValuePercent>`) +
        "</ram:SpecifiedDocumentCharacteristic>",
    ),
    "</ram:SpecifiedDocumentStatus>",
    "</ram:ReferenceReferencedDocument>",
    "</rsm:AcknowledgementDocument>",
    "</rsm:CrossDomainAcknowledgementAndResponse>",
  ]
    .filter(Boolean)
    .join("\n");
}

function checkedParty(who: CdarParty, whose: string): CdarParty {
  const siren = sirenDigits(who.siren);
  if (!siren) throw new Error(`SIREN ${whose} invalide : « ${who.siren} » (9 chiffres et leur clé)`);
  return { siren, name: who.name };
}

/**
 * A party by its SIREN (scheme 0002), its name and role; the recipient of the message also by its electronic
 * address, the SIREN's line in the platforms' directory (0225), which BR-FR-CDV-08 requires for a company.
 */
function party(element: string, who: CdarParty, role: "SE" | "BY", withAddress = false): string {
  const name = who.name.replace(/\s+/g, " ").trim();
  return [
    `<ram:${element}>`,
    `<ram:GlobalID schemeID="${SIREN_SCHEME}">${who.siren}</ram:GlobalID>`,
    name ? `<ram:Name>${xmlText(name)}</ram:Name>` : "",
    `<ram:RoleCode>${role}</ram:RoleCode>`,
    withAddress ? address(who) : "",
    `</ram:${element}>`,
  ].join("");
}

/**
 * The sender by its name, role and electronic address, without a GlobalID: BR-FR-CDV-CL-09 reads a sender's
 * GlobalID as the register number of a platform (scheme 0238, 9999 being the public portal's) and then refuses a
 * buyer's 210 whose sender a SIREN names, whatever its reason; the issuer right after carries the SIREN.
 */
function sender(who: CdarParty, role: "SE" | "BY"): string {
  const name = who.name.replace(/\s+/g, " ").trim();
  return [
    "<ram:SenderTradeParty>",
    name ? `<ram:Name>${xmlText(name)}</ram:Name>` : "",
    `<ram:RoleCode>${role}</ram:RoleCode>`,
    address(who),
    "</ram:SenderTradeParty>",
  ].join("");
}

function address(who: CdarParty): string {
  return `<ram:URIUniversalCommunication><ram:URIID schemeID="${DIRECTORY_SCHEME}">${who.siren}</ram:URIID></ram:URIUniversalCommunication>`;
}

/** Cents (or basis points) as a two-decimal number: 123456 → "1234.56", -5 → "-0.05". */
function decimal(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const absolute = Math.abs(hundredths);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

function checkedDate(isoDate: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`Date AAAA-MM-JJ attendue, reçu « ${isoDate} »`);
  }
  return isoDate;
}

/** 2026-11-23 → "20261123" (format 102). */
function date102(isoDate: string): string {
  return checkedDate(isoDate).replace(/-/g, "");
}

/** 2026-11-23 → "23/11/2026". */
function frenchDate(isoDate: string): string {
  return checkedDate(isoDate).split("-").reverse().join("/");
}
