import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { type DepositRow, DepositRows } from "#app/services/einvoicing/deposit-rows.server.ts";
import type { ReportContents, TransmissionPeriod, VatRegime } from "./calendar.ts";
import type { ReportTotals, ReportType } from "./report.ts";

/**
 * The rows of migration 021 (decision 048); typed here, where they are read and written, and nowhere else, but for
 * the lease's and the deposit's columns, which every queue of deposits shares (DepositRow).
 */
type EreportingReportsTable = DepositRow & {
  contents: ReportContents;
  period_start: string;
  period_end: string;
  platform_deadline: string;
  vat_regime: VatRegime;
  revision: number;
  type_code: ReportType;
  corrects_id: number | null;
  tracking_id: string;
  xml: string;
  sha256: string;
  digest: string;
  totals: string;
  ack_status: "Pending" | "Ok" | "Error" | null;
  ack_reasons: string | null;
  ack_at: string | null;
  created_at: string;
};

type ReportTables = { ereporting_reports: EreportingReportsTable };

/** A file as the owner's screen and the planner read it. */
export interface StoredReport {
  id: number;
  contents: ReportContents;
  start: string;
  end: string;
  platformDeadline: string;
  revision: number;
  type: ReportType;
  correctsId: number | null;
  trackingId: string;
  sha256: string;
  digest: string;
  totals: ReportTotals;
  status: EreportingReportsTable["status"];
  attempts: number;
  flowId: string | null;
  depositedAt: string | null;
  lastError: string | null;
  ackStatus: EreportingReportsTable["ack_status"];
  ackReasons: string | null;
  ackAt: string | null;
  createdAt: string;
}

/** A file claimed for its deposit: the XML exactly as stored, under its tracking id (TT-1). */
export interface ClaimedReport {
  id: number;
  trackingId: string;
  attempts: number;
  file: Uint8Array;
  fileName: string;
}

/** A built file to store: its period, what it replaces, and its figures. */
export interface NewReport {
  period: TransmissionPeriod;
  regime: VatRegime;
  revision: number;
  type: ReportType;
  correctsId: number | null;
  trackingId: string;
  xml: string;
  digest: string;
  totals: ReportTotals;
}

const columns = [
  "id",
  "contents",
  "period_start",
  "period_end",
  "platform_deadline",
  "revision",
  "type_code",
  "corrects_id",
  "tracking_id",
  "sha256",
  "digest",
  "totals",
  "status",
  "attempts",
  "flow_id",
  "deposited_at",
  "last_error",
  "ack_status",
  "ack_reasons",
  "ack_at",
  "created_at",
] as const;

type Row = Omit<Pick<EreportingReportsTable, (typeof columns)[number]>, "id"> & { id: number };

function stored(row: Row): StoredReport {
  return {
    id: row.id,
    contents: row.contents,
    start: row.period_start,
    end: row.period_end,
    platformDeadline: row.platform_deadline,
    revision: Number(row.revision),
    type: row.type_code,
    correctsId: row.corrects_id,
    trackingId: row.tracking_id,
    sha256: row.sha256,
    digest: row.digest,
    totals: JSON.parse(row.totals) as ReportTotals,
    status: row.status,
    attempts: Number(row.attempts),
    flowId: row.flow_id,
    depositedAt: row.deposited_at,
    lastError: row.last_error,
    ackStatus: row.ack_status,
    ackReasons: row.ack_reasons,
    ackAt: row.ack_at,
    createdAt: row.created_at,
  };
}

/**
 * The e-reporting files and their outbox, the same code on SQLite and PostgreSQL. A file is claimed for a lease by
 * one instance, in one statement, as the e-invoicing outbox claims its rows (decision 043); a corrective file is
 * never claimed while the file it follows is still waiting, so the platform receives them in order.
 */
export class ReportStore extends DepositRows<ReportTables, EreportingReportsTable> {
  readonly #db: Kysely<Database & ReportTables>;

  constructor(database: StoreDatabase) {
    super(database, "ereporting_reports");
    this.#db = database.db.withTables<ReportTables>();
  }

  /** Every file, newest period first, the latest revision of each period first. */
  async list(): Promise<StoredReport[]> {
    const rows = await this.#db
      .selectFrom("ereporting_reports")
      .select(columns)
      .orderBy("period_end", "desc")
      .orderBy("period_start", "desc")
      .orderBy("contents")
      .orderBy("revision", "desc")
      .execute();
    return rows.map(stored);
  }

  /** The files of a period, the latest revision first. */
  async periodFiles(contents: ReportContents, start: string, end: string): Promise<StoredReport[]> {
    const rows = await this.#db
      .selectFrom("ereporting_reports")
      .select(columns)
      .where("contents", "=", contents)
      .where("period_start", "=", start)
      .where("period_end", "=", end)
      .orderBy("revision", "desc")
      .execute();
    return rows.map(stored);
  }

  /** The XML as it was deposited, for the owner's download. */
  async xml(id: number): Promise<{ xml: string; trackingId: string } | null> {
    const row = await this.#db
      .selectFrom("ereporting_reports")
      .select(["xml", "tracking_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { xml: row.xml, trackingId: row.tracking_id } : null;
  }

  /**
   * Stores a built file; false when another instance stored this period's revision first (the unique key), in
   * which case nothing is written.
   */
  async add(report: NewReport, now: number): Promise<boolean> {
    const at = new Date(now).toISOString();
    const result = await this.#db
      .insertInto("ereporting_reports")
      .values({
        contents: report.period.contents,
        period_start: report.period.start,
        period_end: report.period.end,
        platform_deadline: report.period.platformDeadline,
        vat_regime: report.regime,
        revision: report.revision,
        type_code: report.type,
        corrects_id: report.correctsId,
        tracking_id: report.trackingId,
        xml: report.xml,
        sha256: createHash("sha256").update(report.xml).digest("hex"),
        digest: report.digest,
        totals: JSON.stringify(report.totals),
        status: "pending",
        attempts: 0,
        // Due at once, by any instance's clock: `now` is the calendar's, which tests move ahead.
        next_attempt_at: 0,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(["contents", "period_start", "period_end", "revision"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return result !== undefined;
  }

  /**
   * Replaces the figures of a file no instance has tried to deposit yet (the period's data changed before it left):
   * false once an attempt started, since a deposit may have reached the platform under its tracking id.
   */
  async replaceUnsent(
    id: number,
    report: Omit<NewReport, "period" | "regime" | "revision" | "type" | "correctsId">,
    now: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable("ereporting_reports")
      .set({
        tracking_id: report.trackingId,
        xml: report.xml,
        sha256: createHash("sha256").update(report.xml).digest("hex"),
        digest: report.digest,
        totals: JSON.stringify(report.totals),
        updated_at: new Date(now).toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("attempts", "=", 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The next due file, claimed by `owner` until now + leaseMs; null when none is due. */
  async claimNext(owner: string, leaseMs: number, now: number): Promise<ClaimedReport | null> {
    const claimed = await this.claimDue(owner, leaseMs, now, ["id", "tracking_id", "attempts", "xml"], (due) =>
      due.not(
        due.exists(
          due
            .selectFrom("ereporting_reports as before")
            .select("before.id")
            .whereRef("before.contents", "=", "due.contents")
            .whereRef("before.period_start", "=", "due.period_start")
            .whereRef("before.period_end", "=", "due.period_end")
            .whereRef("before.revision", "<", "due.revision")
            .where("before.status", "in", ["pending", "sending"]),
        ),
      ),
    );
    if (!claimed) return null;
    return {
      id: claimed.id,
      trackingId: claimed.tracking_id,
      attempts: Number(claimed.attempts),
      file: new TextEncoder().encode(claimed.xml),
      fileName: `${claimed.tracking_id}.xml`,
    };
  }

  /**
   * The platform's acknowledgement of a deposited file, found by its flow id or tracking id: false when the flow is
   * none of ours. An acknowledgement read again (another poll, another instance) writes the same values.
   */
  async recordAcknowledgement(
    flow: { flowId: string; trackingId: string | undefined },
    ack: { status: "Pending" | "Ok" | "Error"; reasons: string | null; at: string },
    now: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable("ereporting_reports")
      .set({
        ack_status: ack.status,
        ack_reasons: ack.reasons,
        ack_at: ack.at,
        flow_id: flow.flowId,
        updated_at: new Date(now).toISOString(),
      })
      .where((eb) =>
        flow.trackingId === undefined
          ? eb("flow_id", "=", flow.flowId)
          : eb.or([eb("flow_id", "=", flow.flowId), eb("tracking_id", "=", flow.trackingId)]),
      )
      // A final answer is never taken back by an older Pending read late.
      .where((eb) => eb.or([eb("ack_status", "is", null), eb("ack_status", "=", "Pending")]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    const known = await this.#db
      .selectFrom("ereporting_reports")
      .select("id")
      .where((eb) =>
        flow.trackingId === undefined
          ? eb("flow_id", "=", flow.flowId)
          : eb.or([eb("flow_id", "=", flow.flowId), eb("tracking_id", "=", flow.trackingId)]),
      )
      .executeTakeFirst();
    return known !== undefined;
  }
}
