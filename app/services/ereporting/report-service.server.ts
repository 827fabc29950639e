/**
 * The e-reporting calendar on the running server (decision 048): its settings, the queue the e-invoicing outbox
 * sends (decision 043), and what the owner's screen reads.
 */
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { ReportQueue } from "#app/services/einvoicing/flow-outbox.server.ts";
import type { Flow } from "#app/services/einvoicing/platform-api.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logLine } from "#app/services/log.server.ts";
import { ReportPlanner } from "./report-planner.server.ts";
import { type EReportingScreen, eReportingScreen } from "./report-screen.server.ts";
import { ReportStore } from "./report-store.server.ts";

export interface EReportingSettings {
  /** The first day reported, YYYY-MM-DD: 1 September 2027 for a small company (decision 034). */
  since: string;
  /** Added to the clock by which the calendar decides that a period has ended: tests only, 0 otherwise. */
  clockShiftMs: number;
}

let settings: EReportingSettings = { since: "2027-09-01", clockShiftMs: 0 };

export function configureEReporting(next: EReportingSettings): void {
  settings = next;
}

/** The calendar's clock: now, moved by the tests' shift. */
export function calendarNow(): number {
  return Date.now() + settings.clockShiftMs;
}

export function eReportingSince(): string {
  return settings.since;
}

/** The reasons of a refused acknowledgement, one line. */
function reasonsOf(flow: Flow): string | null {
  const details = flow.acknowledgement?.details ?? [];
  return details.map((detail) => `${detail.reasonCode}\u202f: ${detail.reasonMessage}`).join("\u202f; ") || null;
}

/** The e-reporting files as the outbox sends them: planned on each run, acknowledged from the poll. */
export function reportQueue(database: StoreDatabase, log: (line: string) => void = logLine): ReportQueue {
  const store = new ReportStore(database);
  const planner = new ReportPlanner({ database, store, since: settings.since, log });
  return {
    claimNext: (owner, leaseMs, now) => store.claimNext(owner, leaseMs, now),
    markDeposited: (id, owner, flowId, now) => store.markDeposited(id, owner, flowId, now),
    markRetry: (id, owner, error, nextAttemptAt, now) => store.markRetry(id, owner, error, nextAttemptAt, now),
    markRejected: (id, owner, error, now) => store.markRejected(id, owner, error, now),
    async plan() {
      // A period that cannot be built (a mixed sale to split) must not stop the e-invoices' sending and polling.
      await planner
        .plan(calendarNow())
        .catch((error: unknown) => log(`e-reporting: ${error instanceof Error ? error.message : String(error)}`));
    },
    async acknowledge(flow, now) {
      if (flow.flowDirection === "In" || !flow.acknowledgement) return false;
      return store.recordAcknowledgement(
        { flowId: flow.flowId, trackingId: flow.trackingId },
        { status: flow.acknowledgement.status, reasons: reasonsOf(flow), at: flow.updatedAt },
        now,
      );
    },
  };
}

export async function reportStore(): Promise<ReportStore> {
  return new ReportStore((await getLeads()).database);
}

/** The owner's screen, by the calendar's clock. */
export async function eReportingScreenData(): Promise<EReportingScreen> {
  const { database } = await getLeads();
  return eReportingScreen(database, new ReportStore(database), { since: settings.since, now: calendarNow() });
}
