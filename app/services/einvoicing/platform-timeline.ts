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
  events: { status: string; happenedAt: string; reason: string | null }[];
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

/** The owner's "Plateforme" timeline of an issued document: null when nothing was queued for it. */
export function platformTimelineView(input: TimelineInput): TimelineView | null {
  const deposit = input.deposits.find((row) => row.kind === "invoice");
  if (!deposit) return null;
  const steps: TimelineView["steps"] = [];
  let failure: TimelineView["failure"] = null;
  if (deposit.status === "rejected") {
    failure = { title: copy.failed, detail: copy.rejected(deposit.lastError ?? "") };
  } else if (deposit.status !== "deposited") {
    steps.push({ text: copy.waiting, reason: deposit.lastError ? copy.lastTry(deposit.lastError) : null });
    if (deposit.attempts >= FAILED_AFTER_ATTEMPTS && deposit.lastError) {
      failure = { title: copy.failed, detail: copy.failedRetrying(deposit.lastError) };
    }
  } else if (deposit.flowId && deposit.depositedAt) {
    steps.push({ text: copy.deposited(frenchDateOfInstant(deposit.depositedAt), deposit.flowId), reason: null });
  }
  for (const event of input.events) {
    const date = frenchDateOfInstant(event.happenedAt);
    const reason = event.reason ? copy.reason(event.reason) : null;
    if (event.status === "ack:Pending") continue;
    if (event.status === "ack:Ok") steps.push({ text: copy.accepted(date), reason });
    else if (event.status === "ack:Error") steps.push({ text: copy.fileRefused(date), reason });
    else {
      const label = lifecycleStatusLabel(event.status) ?? copy.unknownStatus(event.status);
      steps.push({ text: copy.status(label, date), reason });
    }
  }
  const needsCorrection = deposit.status === "rejected" || input.events.some((e) => CORRECTION_STATUSES.has(e.status));
  return { steps, failure, needsCorrection };
}
