/**
 * The lifecycle statuses the company sets, as the buyer, on an e-invoice a supplier sent it: the CDAR (D22B,
 * French profile BR-FR-CDV) it hands its approved platform, which passes it on to the supplier's (decision 060).
 * The status is set by the buyer (issuer role BY) and addressed to the seller (SE); it names the supplier's own
 * invoice by its number, type and date, and the supplier by its SIREN, as the supplier's platform knows them.
 * Pure: the caller passes the time and the message's id, so a message sent twice is one message.
 */

import { statusReasonLabels } from "#app/content/purchase-statuses.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { type CdarParty, lifecycleStatusCdar } from "./lifecycle-cdar.ts";

/**
 * The statuses a buyer sets (XP Z12-012's processing phase): 204 « Prise en charge », 205 « Approuvée »,
 * 206 « Approuvée partiellement », 207 « En litige », 208 « Suspendue », 210 « Refusée », 211 « Paiement
 * transmis ». The platforms set 200 to 203 and 213, the seller 209 and 212.
 */
export const buyerStatusCodes = ["204", "205", "206", "207", "208", "210", "211"] as const;
export type BuyerStatusCode = (typeof buyerStatusCodes)[number];

/**
 * The reasons each status accepts, exactly as BR-FR-CDV-CL-09 lists them for a company's status (its 210 list
 * « B2G » applies only when the public portal sends); BR-FR-CDV-15 requires one for 206, 207, 208 and 210. The
 * others take none: approving, taking in hand or paying has nothing to justify.
 */
export const statusReasonCodes = {
  "204": [],
  "205": [],
  "206": [
    "AUTRE",
    "CMD_ERR",
    "SIRET_ERR",
    "CODE_ROUTAGE_ERR",
    "REF_CT_ABSENT",
    "REF_ERR",
    "PU_ERR",
    "REM_ERR",
    "QTE_ERR",
    "ART_ERR",
    "MODPAI_ERR",
    "QUALITE_ERR",
    "LIVR_INCOMP",
  ],
  "207": [
    "AUTRE",
    "COORD_BANC_ERR",
    "TX_TVA_ERR",
    "MONTANTTOTAL_ERR",
    "CALCUL_ERR",
    "NON_CONFORME",
    "DOUBLON",
    "DEST_INC",
    "DEST_ERR",
    "TRANSAC_INC",
    "EMMET_INC",
    "CONTRAT_TERM",
    "DOUBLE_FACT",
    "CMD_ERR",
    "ADR_ERR",
    "SIRET_ERR",
    "CODE_ROUTAGE_ERR",
    "REF_CT_ABSENT",
    "REF_ERR",
    "PU_ERR",
    "REM_ERR",
    "QTE_ERR",
    "ART_ERR",
    "MODPAI_ERR",
    "QUALITE_ERR",
    "LIVR_INCOMP",
  ],
  "208": ["JUSTIF_ABS", "COORD_BANC_ERR", "CMD_ERR", "SIRET_ERR", "CODE_ROUTAGE_ERR", "REF_CT_ABSENT", "REF_ERR"],
  "210": [
    "TX_TVA_ERR",
    "MONTANTTOTAL_ERR",
    "CALCUL_ERR",
    "NON_CONFORME",
    "DOUBLON",
    "DEST_ERR",
    "TRANSAC_INC",
    "EMMET_INC",
    "CONTRAT_TERM",
    "DOUBLE_FACT",
    "CMD_ERR",
    "ADR_ERR",
    "REF_CT_ABSENT",
  ],
  "211": [],
} as const satisfies Record<BuyerStatusCode, readonly string[]>;

export type StatusReasonCode = (typeof statusReasonCodes)[BuyerStatusCode][number];

/** « Autre » says nothing by itself: its words are the reason. */
const OTHER = "AUTRE";
/** A reason's words are a sentence or two: a longer text is a pasted document, not a reason. */
const REASON_TEXT_MAX = 500;

export interface BuyerStatusInput {
  /** The message's id, also the deposit's tracking id: at most 64 characters of [A-Za-z0-9_.:-]. */
  messageId: string;
  statusCode: string;
  issuedAt: Date;
  invoice: {
    number: string;
    /** YYYY-MM-DD, as the supplier dated it. */
    issueDate: string;
    /** UNTDID 1001 as received: 380 an invoice, 381 a credit note… */
    typeCode: string;
    supplier: CdarParty;
    buyer: CdarParty;
  };
  reason?: { code: string; text: string };
  /** Required for 211: the day the payment left and its amount, stated as the amount paid (MPA). */
  payment?: { paidOn: string; amountCents: number };
  comment?: string;
}

export function isBuyerStatusCode(code: string): code is BuyerStatusCode {
  return (buyerStatusCodes as readonly string[]).includes(code);
}

/** Whether the French rules require a reason for this status (BR-FR-CDV-15). */
export function statusNeedsReason(code: BuyerStatusCode): boolean {
  return statusReasonCodes[code].length > 0;
}

export function isReasonAllowed(code: BuyerStatusCode, reason: string): reason is StatusReasonCode {
  return (statusReasonCodes[code] as readonly string[]).includes(reason);
}

/** The CDAR of one status the company sets on a supplier's invoice; throws a French sentence on a bad input. */
export function buyerStatusMessage(input: BuyerStatusInput): string {
  const { statusCode } = input;
  if (!isBuyerStatusCode(statusCode)) {
    throw new Error(`Le statut ${statusCode} n’est pas un statut que l’acheteur envoie (204 à 208, 210, 211)`);
  }
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(input.messageId)) {
    throw new Error(`Identifiant de message invalide : « ${input.messageId} » (64 caractères A-Z, 0-9, _ . : -)`);
  }
  const reason = checkedReason(statusCode, input.reason);
  const payment = checkedPayment(statusCode, input.payment);
  return lifecycleStatusCdar({
    messageId: input.messageId,
    statusCode,
    setBy: "BY",
    seller: input.invoice.supplier,
    buyer: input.invoice.buyer,
    invoice: { number: input.invoice.number, typeCode: input.invoice.typeCode, issueDate: input.invoice.issueDate },
    effectiveOn: payment?.paidOn ?? parisToday(input.issuedAt),
    reason,
    comment: input.comment?.trim(),
    amounts: payment ? [{ typeCode: "MPA", cents: payment.amountCents }] : [],
    issuedAt: input.issuedAt,
  });
}

function checkedReason(
  statusCode: BuyerStatusCode,
  reason: BuyerStatusInput["reason"],
): { code: string; text: string } | undefined {
  if (!statusNeedsReason(statusCode)) {
    if (reason) throw new Error(`Le statut ${statusCode} ne prend pas de motif`);
    return undefined;
  }
  if (!reason) throw new Error(`Le statut ${statusCode} exige un motif (BR-FR-CDV-15)`);
  if (!isReasonAllowed(statusCode, reason.code)) {
    throw new Error(`Le motif « ${reason.code} » n’est pas admis pour le statut ${statusCode} (BR-FR-CDV-CL-09)`);
  }
  const text = reason.text.replace(/\s+/g, " ").trim();
  if (reason.code === OTHER && !text) throw new Error("Le motif « Autre » doit être précisé");
  if (text.length > REASON_TEXT_MAX) throw new Error(`Le motif dépasse ${REASON_TEXT_MAX} caractères`);
  return { code: reason.code, text: text || statusReasonLabels[reason.code] };
}

function checkedPayment(
  statusCode: BuyerStatusCode,
  payment: BuyerStatusInput["payment"],
): BuyerStatusInput["payment"] | undefined {
  if (statusCode !== "211") {
    if (payment) throw new Error(`Le statut ${statusCode} ne porte pas de paiement`);
    return undefined;
  }
  if (!payment) throw new Error("Le statut 211 « Paiement transmis » exige la date et le montant du paiement");
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) {
    throw new Error(`Montant payé invalide : ${payment.amountCents}`);
  }
  return payment;
}
