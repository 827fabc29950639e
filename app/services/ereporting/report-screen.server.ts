/**
 * What « Factures › E-reporting » shows (decision 048): one line per period of the calendar from the first day
 * reported to the period in progress, with the files stored for it, or, for a period without a file, what it would
 * declare now.
 */
import { addDays } from "#app/lib/french-format.ts";
import { companySiren, storedCompany } from "#app/services/billing/exports/invoice-export.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import { type ReportContents, transmissionPeriods, type VatRegime } from "./calendar.ts";
import { periodReport } from "./report.server.ts";
import { isEmptyReport, type ReportTotals, reportTotals } from "./report.ts";
import { parisDay } from "./report-planner.server.ts";
import type { ReportStore, StoredReport } from "./report-store.server.ts";

export type PeriodState = "upcoming" | "nothing" | "ready" | "deposited" | "accepted" | "rejected";

export interface ShownFile {
  id: number;
  revision: number;
  type: "IN" | "RE";
  state: PeriodState | "corrected";
  depositedAt: string | null;
  flowId: string | null;
  ackAt: string | null;
  reasons: string | null;
  attempts: number;
  lastError: string | null;
}

export interface PeriodLine {
  contents: ReportContents;
  start: string;
  end: string;
  platformDeadline: string;
  state: PeriodState;
  /** What the latest file declared, or what the period would declare now. */
  totals: ReportTotals;
  /** The latest file first; each earlier one replaced by the next (« Rectifiée »). */
  files: ShownFile[];
}

export interface EReportingScreen {
  regime: VatRegime;
  since: string;
  hasSiren: boolean;
  lines: PeriodLine[];
}

/** How far back the screen goes: the periods that ended in the last year, and every stored file's period. */
const SHOWN_DAYS = 366;

function fileState(file: StoredReport): PeriodState {
  if (file.status === "rejected" || file.ackStatus === "Error") return "rejected";
  if (file.ackStatus === "Ok") return "accepted";
  if (file.status === "deposited") return "deposited";
  return "ready";
}

function shown(file: StoredReport, latest: boolean): ShownFile {
  return {
    id: file.id,
    revision: file.revision,
    type: file.type,
    state: latest ? fileState(file) : "corrected",
    depositedAt: file.depositedAt,
    flowId: file.flowId,
    ackAt: file.ackAt,
    reasons: file.status === "rejected" ? file.lastError : file.ackReasons,
    attempts: file.attempts,
    lastError: file.status === "pending" ? file.lastError : null,
  };
}

export async function eReportingScreen(
  database: StoreDatabase,
  store: ReportStore,
  options: { since: string; now: number },
): Promise<EReportingScreen> {
  const company = await storedCompany(database);
  const siren = companySiren(company);
  const regime = company.identity.vatRegime;
  const today = parisDay(options.now);
  // Days written YYYY-MM-DD sort as text.
  const later = (a: string, b: string) => [a, b].sort()[1] ?? a;
  const from = later(addDays(today, -SHOWN_DAYS), options.since);
  const files = await store.list();
  const key = (contents: string, start: string, end: string) => `${contents}|${start}|${end}`;
  const byPeriod = new Map<string, StoredReport[]>();
  for (const file of files) {
    const at = key(file.contents, file.start, file.end);
    byPeriod.set(at, [...(byPeriod.get(at) ?? []), file]);
  }
  const calendar = transmissionPeriods(regime, from, later(today, options.since));
  const periods = new Map(calendar.map((period) => [key(period.contents, period.start, period.end), period]));
  // A file stays on the screen even when the regime has changed since and its period is no longer the calendar's.
  for (const file of files) {
    const at = key(file.contents, file.start, file.end);
    if (!periods.has(at)) periods.set(at, { ...file, administrationDeadline: addDays(file.platformDeadline, 1) });
  }
  const lines: PeriodLine[] = [];
  for (const [at, period] of periods) {
    const stored = byPeriod.get(at) ?? [];
    const latest = stored[0];
    if (latest) {
      lines.push({
        ...period,
        state: fileState(latest),
        totals: latest.totals,
        files: stored.map((file, index) => shown(file, index === 0)),
      });
      continue;
    }
    // A period that cannot be built (a mixed sale to split) shows without figures rather than failing the screen.
    const report = siren
      ? await periodReport(database, {
          declarant: { siren, name: company.identity.name },
          period: { from: period.start, to: period.end },
          contents: period.contents,
          type: "IN",
          createdAt: new Date(options.now),
        }).catch(() => null)
      : null;
    const state: PeriodState =
      period.end >= today ? "upcoming" : report === null || !isEmptyReport(report) ? "ready" : "nothing";
    lines.push({
      contents: period.contents,
      start: period.start,
      end: period.end,
      platformDeadline: period.platformDeadline,
      state,
      totals: report ? reportTotals(report) : { sales: [], payments: [] },
      files: [],
    });
  }
  lines.sort(
    (a, b) => b.end.localeCompare(a.end) || b.start.localeCompare(a.start) || a.contents.localeCompare(b.contents),
  );
  return { regime, since: options.since, hasSiren: siren !== null, lines };
}
