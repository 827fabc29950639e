import type { TimelineInput } from "./platform-timeline.ts";

/**
 * Where an issued invoice stands with the approved platform, as the « Factures » list filters it (decision 043):
 * - « À déposer »: an e-invoice not deposited yet (queued, retrying, or issued before a platform was set up);
 * - « Déposée »: deposited, its file acknowledged or not, and no decision of the client's side yet (200 to 204,
 *   or 209 once a suspension is completed);
 * - « Approuvée »: approved, even partly, or its payment announced (205, 206, 211);
 * - « Refusée / rejetée »: the file refused by the platform, or the invoice refused (210) or rejected (213). An
 *   issued invoice is never altered, so it stays here whatever comes after: it is settled by a credit note;
 * - « En litige »: disputed (207) or suspended until the client gets what he asked for (208);
 * - « Encaissée »: its collection sent as 212 (the last one not cancelled), or a 212 the platform reports;
 * - « Non concernée (e-reporting) »: the client is a consumer or a business abroad (decision 034).
 */
export const platformStates = [
  "a-deposer",
  "deposee",
  "approuvee",
  "refusee",
  "litige",
  "encaissee",
  "non-concernee",
] as const;

export type PlatformState = (typeof platformStates)[number];

export function isPlatformState(value: string): value is PlatformState {
  return (platformStates as readonly string[]).includes(value);
}

const REFUSALS = new Set(["ack:Error", "210", "213"]);

/** What each lifecycle status, or acknowledgement, of the invoice's own flow says of where it stands. */
function stateOfStatus(status: string): PlatformState | null {
  if (status === "205" || status === "206" || status === "211") return "approuvee";
  if (status === "207" || status === "208") return "litige";
  if (status === "212") return "encaissee";
  if (/^20[0-4]$/.test(status) || status === "209") return "deposee";
  // An acknowledgement says the file was read, not what the client decided: it never replaces a status.
  return null;
}

/** An issued invoice's state; `eInvoice` says its client is a French business (reformChannel "e-invoice"). */
export function platformStateOf(eInvoice: boolean, timeline: TimelineInput): PlatformState {
  if (!eInvoice) return "non-concernee";
  const deposit = timeline.deposits.find((row) => row.kind === "invoice");
  if (deposit?.status === "rejected") return "refusee";
  if (deposit?.status !== "deposited") return "a-deposer";
  const statusFlows = new Set(timeline.deposits.filter((row) => row.kind !== "invoice").map((row) => row.flowId));
  const own = timeline.events.filter((event) => !statusFlows.has(event.flowId));
  if (own.some((event) => REFUSALS.has(event.status))) return "refusee";
  const collections = timeline.deposits
    .filter((row) => row.kind !== "invoice" && row.status === "deposited" && row.depositedAt)
    .sort((a, b) => ((a.depositedAt ?? "") < (b.depositedAt ?? "") ? -1 : 1));
  if (collections.at(-1)?.kind === "collected") return "encaissee";
  let state: PlatformState = "deposee";
  let at = "";
  for (const event of own) {
    const said = stateOfStatus(event.status);
    if (said && event.happenedAt >= at) {
      state = said;
      at = event.happenedAt;
    }
  }
  return state;
}
