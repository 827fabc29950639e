/**
 * The e-reporting calendar kept by the site (decision 048): once a period of the company's regime has ended, its
 * file is built from the store and queued for the approved platform; when a period already filed changes (a payment
 * recorded by mistake cancelled, a late entry), a corrective file (TT-4 « RE ») replaces it, as the specification's
 * § 3.7.7 says: « Ce flux de transmission rectificatif annule et remplace l'ensemble des données agrégées et
 * précédemment transmises au titre de cette période ».
 */
import { parisTimestamp } from "#app/lib/paris-timestamp.ts";
import { companySiren, storedCompany } from "#app/services/billing/exports/invoice-export.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import { closedPeriods, type TransmissionPeriod } from "./calendar.ts";
import { periodReport } from "./report.server.ts";
import { isEmptyReport, type ReportType, reportDigest, reportTotals, reportXml } from "./report.ts";
import type { ReportStore, StoredReport } from "./report-store.server.ts";

/** YYYY-MM-DD of a moment, in Paris: the company's days. */
export function parisDay(moment: number): string {
  const stamp = parisTimestamp(new Date(moment));
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
}

/** What a period's next file would be: its type and revision, from the files already stored for it. */
export function nextFile(files: readonly StoredReport[]): {
  type: ReportType;
  revision: number;
  correctsId: number | null;
} {
  const latest = files[0];
  if (!latest) return { type: "IN", revision: 0, correctsId: null };
  // A file that may have reached the platform (deposited, or tried) is replaced by a corrective one; a file the
  // platform refused never counted, so the next one is a first file again.
  const reached = files.some((file) =>
    file.status === "deposited" ? file.ackStatus !== "Error" : file.status !== "rejected" && file.attempts > 0,
  );
  return { type: reached ? "RE" : "IN", revision: latest.revision + 1, correctsId: reached ? latest.id : null };
}

export interface PlannerOptions {
  database: StoreDatabase;
  store: ReportStore;
  /** The first day the company reports (1 September 2027 for a small company, decision 034). */
  since: string;
  log: (line: string) => void;
}

/** What the planner found for one period. */
export type PlanOutcome = "unchanged" | "nothing-due" | "queued" | "replaced" | "corrective" | "raced";

export class ReportPlanner {
  readonly #options: PlannerOptions;
  /** The store's state when this instance last planned: unchanged, there is nothing new to build. */
  #lastSeen: string | null = null;

  constructor(options: PlannerOptions) {
    this.#options = options;
  }

  /** Builds and queues what the calendar asks for at `now`; returns the files added or replaced. */
  async plan(now: number): Promise<number> {
    const company = await storedCompany(this.#options.database);
    const siren = companySiren(company);
    // Without a SIRET the file has no declarant: the owner's screen asks for it.
    if (!siren) return 0;
    const today = parisDay(now);
    const seen = `${today}|${siren}|${company.identity.vatRegime}|${await this.#activity()}`;
    if (seen === this.#lastSeen) return 0;
    let changed = 0;
    for (const period of closedPeriods(company.identity.vatRegime, this.#options.since, today)) {
      const outcome = await this.planPeriod(company, siren, period, now);
      if (outcome === "queued" || outcome === "replaced" || outcome === "corrective") changed += 1;
      if (outcome !== "unchanged" && outcome !== "nothing-due")
        this.#options.log(`e-reporting: ${period.contents} ${period.start}..${period.end} ${outcome}`);
    }
    this.#lastSeen = seen;
    return changed;
  }

  /** One period: nothing when its data are those already filed, else its first, updated or corrective file. */
  async planPeriod(
    company: PublishedCompany,
    siren: string,
    period: TransmissionPeriod,
    now: number,
  ): Promise<PlanOutcome> {
    const { store, database } = this.#options;
    const files = await store.periodFiles(period.contents, period.start, period.end);
    const latest = files[0];
    const unsent = latest?.status === "pending" && latest.attempts === 0 ? latest : null;
    const next = unsent
      ? { type: unsent.type, revision: unsent.revision, correctsId: unsent.correctsId }
      : nextFile(files);
    const report = await periodReport(database, {
      declarant: { siren, name: company.identity.name },
      period: { from: period.start, to: period.end },
      contents: period.contents,
      type: next.type,
      revision: next.revision,
      createdAt: new Date(now),
    });
    const digest = reportDigest(report);
    if (latest?.digest === digest) return "unchanged";
    if (!latest && isEmptyReport(report)) return "nothing-due";
    const built = { trackingId: report.id, xml: reportXml(report), digest, totals: reportTotals(report) };
    if (unsent) return (await store.replaceUnsent(unsent.id, built, now)) ? "replaced" : "raced";
    const added = await store.add({ ...built, period, regime: company.identity.vatRegime, ...next }, now);
    if (!added) return "raced";
    return next.type === "RE" ? "corrective" : "queued";
  }

  /** A cheap fingerprint of the documents and payments: any issue, payment or cancellation changes it. */
  async #activity(): Promise<string> {
    const db = this.#options.database.db;
    const payments = await db
      .selectFrom("payments")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("id").as("last")])
      .executeTakeFirst();
    const issued = await db
      .selectFrom("invoices")
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("issued_at").as("last")])
      .where("status", "=", "emise")
      .executeTakeFirst();
    return [payments?.count, payments?.last, issued?.count, issued?.last].map(String).join("|");
  }
}
