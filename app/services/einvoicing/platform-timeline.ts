import { platformTimelineCopy as copy } from "#app/content/platform-timeline.ts";
import { frenchDateOfInstant } from "#app/content/quotes.ts";
import { lifecycleStatusLabel } from "./lifecycle-statuses.ts";

/**
 * After this many failed attempts the owner's screen says the sending failed (decision 043); the sender keeps
 * trying, less often (its back-off grows to an hour), until the platform answers.
 */
export const FAILED_AFTER_ATTEMPTS = 5;

/** What the store holds for one document (see flow-store.server.ts), as plain values a page can receive. */
export interface TimelineInput {
  deposits: {
    kind: string;
    status: "pending" | "sending" | "deposited" | "rejected";
    attempts: number;
    flowId: string | null;
    depositedAt: string | null;
    lastError: string | null;
  }[];
  events: { flowId: string; status: string; happenedAt: string; reason: string | null }[];
}

export interface TimelineView {
  /** The steps in order, each a sentence and, for a refusal, the platform's reason. */
  steps: { text: string; reason: string | null }[];
  /** Set when the deposit is failing or was refused: the owner must know it did not reach the platform. */
  failure: { title: string; detail: string } | null;
  /** The client's side refused, rejected or disputes it: the document is corrected by a credit note. */
  needsCorrection: boolean;
}

/** A refusal (210), a rejection (213) and a dispute (207) are settled by a credit note and a corrected invoice. */
const CORRECTION_STATUSES = new Set(["210", "213", "207", "ack:Error"]);

type Step = TimelineView["steps"][number] & { at: string };

/** A payment's « Encaissée » status, or its cancellation's, as one step (waiting, sent or refused). */
function collectedStep(deposit: TimelineInput["deposits"][number]): Step {
  const correction = deposit.kind === "collected-correction";
  if (deposit.status === "deposited" && deposit.depositedAt && deposit.flowId) {
    const date = frenchDateOfInstant(deposit.depositedAt);
    return {
      at: deposit.depositedAt,
      text: correction ? copy.correctionSent(date, deposit.flowId) : copy.collectedSent(date, deposit.flowId),
      reason: null,
    };
  }
  const reason = deposit.lastError ? copy.reason(deposit.lastError) : null;
  if (deposit.status === "rejected") return { at: "~", text: copy.collectedRefused, reason };
  return { at: "~", text: correction ? copy.correctionWaiting : copy.collectedWaiting, reason };
}

/** The owner's "Plateforme" timeline of an issued document: null when nothing was queued for it. */
export function platformTimelineView(input: TimelineInput): TimelineView | null {
  const deposit = input.deposits.find((row) => row.kind === "invoice");
  if (!deposit) return null;
  const steps: Step[] = [];
  let failure: TimelineView["failure"] = null;
  if (deposit.status === "rejected") {
    failure = { title: copy.failed, detail: copy.rejected(deposit.lastError ?? "") };
  } else if (deposit.status !== "deposited") {
    steps.push({ at: "~", text: copy.waiting, reason: deposit.lastError ? copy.lastTry(deposit.lastError) : null });
    if (deposit.attempts >= FAILED_AFTER_ATTEMPTS && deposit.lastError) {
      failure = { title: copy.failed, detail: copy.failedRetrying(deposit.lastError) };
    }
  } else if (deposit.flowId && deposit.depositedAt) {
    steps.push({
      at: deposit.depositedAt,
      text: copy.deposited(frenchDateOfInstant(deposit.depositedAt), deposit.flowId),
      reason: null,
    });
  }
  const statusFlows = new Map(input.deposits.filter((row) => row.kind !== "invoice").map((row) => [row.flowId, row]));
  for (const row of statusFlows.values()) steps.push(collectedStep(row));
  let needsCorrection = deposit.status === "rejected";
  for (const event of input.events) {
    const date = frenchDateOfInstant(event.happenedAt);
    const reason = event.reason ? copy.reason(event.reason) : null;
    const at = event.happenedAt;
    if (statusFlows.has(event.flowId)) {
      // A status message's own acknowledgement: only a refusal is news, its deposit's step says the rest.
      if (event.status === "ack:Error") steps.push({ at, text: copy.collectedRefused, reason });
      continue;
    }
    if (CORRECTION_STATUSES.has(event.status)) needsCorrection = true;
    if (event.status === "ack:Pending") continue;
    if (event.status === "ack:Ok") steps.push({ at, text: copy.accepted(date), reason });
    else if (event.status === "ack:Error") steps.push({ at, text: copy.fileRefused(date), reason });
    else {
      const label = lifecycleStatusLabel(event.status) ?? copy.unknownStatus(event.status);
      steps.push({ at, text: copy.status(label, date), reason });
    }
  }
  // In time order, what still waits last ("~" sorts after every ISO date); the sort keeps equal dates as listed.
  steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { steps: steps.map(({ text, reason }) => ({ text, reason })), failure, needsCorrection };
}
