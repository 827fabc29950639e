/**
 * What the owner can answer a supplier from « Achats », and where each answer leaves the purchase (decision 060):
 * each action is one lifecycle status the company sends as the buyer, the reasons it takes come from the French
 * rules' closed list (BR-FR-CDV-CL-09), and a purchase moves only along the transitions below.
 */

import { sirenDigits } from "#app/lib/french-identifiers.ts";
import {
  type BuyerStatusCode,
  isReasonAllowed,
  type StatusReasonCode,
  statusReasonCodes,
} from "#app/services/einvoicing/buyer-status-cdar.ts";

/** A purchase's state, as `supplier_invoices.state` holds it. */
export type PurchaseState = "unreadable" | "to-check" | "approved" | "disputed" | "suspended" | "refused" | "paid";

export type BuyerAction = "approve" | "approve-partially" | "dispute" | "suspend" | "refuse" | "pay";

export interface BuyerActionRule {
  statusCode: Exclude<BuyerStatusCode, "204">;
  /** The reasons the owner picks from; empty when the status takes none. */
  reasons: readonly StatusReasonCode[];
  leadsTo: Exclude<PurchaseState, "unreadable" | "to-check">;
  /** The states the action may be taken from. */
  from: readonly PurchaseState[];
}

/**
 * - A purchase still to check can be approved (wholly or in part), disputed, suspended or refused.
 * - A dispute or a suspension ends when the owner approves or refuses, or turns one into the other.
 * - An approved purchase (a partial approval included: the supplier is paid what was approved) can be paid, or
 *   disputed still when a defect shows before payment.
 * - Each payment sent is told, so a purchase paid in instalments is « paid » again at each one.
 * - A refusal ends the invoice: the supplier answers with a credit note or a new invoice, never a new status.
 *   Nothing is sent about an unreadable file, whose number and supplier nobody knows.
 */
export const buyerActions = {
  approve: {
    statusCode: "205",
    reasons: statusReasonCodes["205"],
    leadsTo: "approved",
    from: ["to-check", "disputed", "suspended"],
  },
  "approve-partially": {
    statusCode: "206",
    reasons: statusReasonCodes["206"],
    leadsTo: "approved",
    from: ["to-check", "disputed", "suspended"],
  },
  dispute: {
    statusCode: "207",
    reasons: statusReasonCodes["207"],
    leadsTo: "disputed",
    from: ["to-check", "suspended", "approved"],
  },
  suspend: {
    statusCode: "208",
    reasons: statusReasonCodes["208"],
    leadsTo: "suspended",
    from: ["to-check", "disputed"],
  },
  refuse: {
    statusCode: "210",
    reasons: statusReasonCodes["210"],
    leadsTo: "refused",
    from: ["to-check", "disputed", "suspended"],
  },
  pay: {
    statusCode: "211",
    reasons: statusReasonCodes["211"],
    leadsTo: "paid",
    from: ["approved", "paid"],
  },
} as const satisfies Record<BuyerAction, BuyerActionRule>;

const actionNames = Object.keys(buyerActions) as BuyerAction[];

export function isBuyerAction(name: string): name is BuyerAction {
  return (actionNames as string[]).includes(name);
}

/** The actions offered on a purchase in this state, in the screen's order. */
export function actionsFrom(state: PurchaseState): BuyerAction[] {
  return actionNames.filter((action) => (buyerActions[action].from as readonly PurchaseState[]).includes(state));
}

/**
 * The state the action leaves the purchase in, after checking it may be taken now and that its reason is one the
 * rules allow for its status; throws a French sentence otherwise, for the server to answer with a 4xx.
 */
export function stateAfter(state: PurchaseState, action: BuyerAction, reasonCode?: string): PurchaseState {
  const rule: BuyerActionRule = buyerActions[action];
  if (!rule.from.includes(state)) {
    throw new Error(`Action « ${action} » impossible sur un achat dans l’état « ${state} »`);
  }
  if (rule.reasons.length === 0) {
    if (reasonCode) throw new Error(`L’action « ${action} » ne prend pas de motif`);
  } else if (!reasonCode || !isReasonAllowed(rule.statusCode, reasonCode)) {
    throw new Error(`Motif ${reasonCode ? `« ${reasonCode} » ` : ""}non admis pour l’action « ${action} »`);
  }
  return rule.leadsTo;
}

/** The longest id a deposit's tracking id (and so a message id) may be. */
const MESSAGE_ID_MAX = 64;

/**
 * The id of one status message: the supplier's SIREN and invoice number for a reader, then the status, the
 * purchase's id and the message's rank among that purchase's messages of that status (1 for the first, 2 for a
 * second instalment's 211…). The id is the same each time the same message is built, so a retry deposits it once;
 * the status, purchase and rank, read from the end, make it unique even when the number had to be shortened or
 * its characters outside [A-Za-z0-9_.:-] replaced.
 */
export function buyerStatusMessageId(message: {
  supplierSiren: string;
  invoiceNumber: string;
  statusCode: BuyerStatusCode;
  purchaseId: number;
  sequence: number;
}): string {
  const siren = sirenDigits(message.supplierSiren);
  if (!siren) throw new Error(`SIREN du fournisseur invalide : « ${message.supplierSiren} »`);
  for (const [name, value] of [
    ["achat", message.purchaseId],
    ["rang", message.sequence],
  ] as const) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`Identifiant de ${name} invalide : ${value}`);
  }
  const tail = `-${message.statusCode}-${message.purchaseId}-${message.sequence}`;
  const room = MESSAGE_ID_MAX - siren.length - 1 - tail.length;
  const number = message.invoiceNumber
    .trim()
    .replace(/[^A-Za-z0-9_.:-]/g, "_")
    .slice(0, room);
  return number ? `${siren}-${number}${tail}` : `${siren}${tail}`;
}
