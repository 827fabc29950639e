/**
 * When e-reporting data are due (decision 041): the DGFiP's external specifications v3.2, § 3.7.7, table 13
 * « Les périodes de transmission par régime de TVA ». The platform aggregates a company's transactions (flux 10.3)
 * and payments (flux 10.4) per period, the period depending on the company's VAT regime, and each flow has its own
 * periods, « à l'issue des périodes correspondantes à chaque type de données ». The company hands its data to its
 * approved platform by the platform deadline; the platform passes them on to the administration the next day at
 * 8 h (Paris time).
 */

export const vatRegimes = ["reel-normal-mensuel", "reel-normal-trimestriel", "simplifie", "franchise"] as const;
export type VatRegime = (typeof vatRegimes)[number];

export const vatRegimeLabels: Record<VatRegime, string> = {
  "reel-normal-mensuel": "Réel normal mensuel",
  "reel-normal-trimestriel": "Réel normal trimestriel",
  simplifie: "Régime simplifié",
  franchise: "Franchise en base",
};

/** Flux 10.3 (transactions: sales to consumers and to businesses abroad) or 10.4 (payments of services). */
export type ReportedFlow = "transactions" | "payments";

export interface ReportingPeriod {
  flow: ReportedFlow;
  /** YYYY-MM-DD, both included. */
  start: string;
  end: string;
  /** The last day the company's data reach its approved platform (« Date limite de transmission … à la plateforme agréée »). */
  platformDeadline: string;
  /** The day, at 8:00 Paris time, the platform must have passed them on to the administration. */
  administrationDeadline: string;
}

function day(year: number, month: number, dayOfMonth: number): string {
  // Date.UTC rolls over: month 13 is January of the next year, day 0 the last day of the month before.
  return new Date(Date.UTC(year, month - 1, dayOfMonth)).toISOString().slice(0, 10);
}

function lastDay(year: number, month: number): string {
  return day(year, month + 1, 0);
}

function nextDay(date: string): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  return day(year, month, dayOfMonth + 1);
}

function period(flow: ReportedFlow, start: string, end: string, platformDeadline: string): ReportingPeriod {
  return { flow, start, end, platformDeadline, administrationDeadline: nextDay(platformDeadline) };
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function calendarDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  // "2027-13-01" is no date at all, "2027-02-30" rolls over to March: both are refused.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** The period of `flow` that holds `date` (YYYY-MM-DD) for a company under `regime`, with its deadlines. */
export function reportingPeriod(regime: VatRegime, flow: ReportedFlow, date: string): ReportingPeriod {
  if (!calendarDay(date)) throw new Error(`not a calendar day: ${date}`);
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const monthStart = day(year, month, 1);
  const monthEnd = lastDay(year, month);
  switch (regime) {
    case "reel-normal-mensuel":
      if (flow === "payments") return period(flow, monthStart, monthEnd, day(year, month + 1, 10));
      // Three decades: the 1st to the 10th due on the 20th, the 11th to the 20th on the month's last day, the 21st
      // to the end on the 10th of the next month.
      if (dayOfMonth <= 10) return period(flow, monthStart, day(year, month, 10), day(year, month, 20));
      if (dayOfMonth <= 20) return period(flow, day(year, month, 11), day(year, month, 20), monthEnd);
      return period(flow, day(year, month, 21), monthEnd, day(year, month + 1, 10));
    case "reel-normal-trimestriel":
      return period(flow, monthStart, monthEnd, day(year, month + 1, 10));
    case "simplifie":
      return period(flow, monthStart, monthEnd, lastDay(year, month + 1));
    case "franchise": {
      // Calendar two-month periods starting on 1 January, 1 March, 1 May, 1 July, 1 September and 1 November.
      const first = month % 2 === 1 ? month : month - 1;
      return period(flow, day(year, first, 1), lastDay(year, first + 1), lastDay(year, first + 2));
    }
  }
}

/** Every period of `flow` that overlaps `from`..`to` (both included), in order. */
export function reportingPeriods(regime: VatRegime, flow: ReportedFlow, from: string, to: string): ReportingPeriod[] {
  const periods: ReportingPeriod[] = [];
  for (let date = from; date <= to; ) {
    const next = reportingPeriod(regime, flow, date);
    periods.push(next);
    date = nextDay(next.end);
  }
  return periods;
}

/** What one file carries: flux 10.3, flux 10.4, or both when the regime gives them the same period. */
export type ReportContents = ReportedFlow | "both";

/** A file the calendar asks for: its contents, its period and its deadlines. */
export interface TransmissionPeriod {
  contents: ReportContents;
  start: string;
  end: string;
  platformDeadline: string;
  administrationDeadline: string;
}

/**
 * The files due over `from`..`to`, in order of their end. Table 13 gives transactions and payments their own
 * periods (« de manière distincte, à l'issue des périodes correspondantes à chaque type de données »); where both
 * periods are the same (every regime but réel normal mensuel), one file carries both reports, which the schema
 * allows (`TransactionsReport` and `PaymentsReport` are each optional in `Report`).
 */
export function transmissionPeriods(regime: VatRegime, from: string, to: string): TransmissionPeriod[] {
  const transactions = reportingPeriods(regime, "transactions", from, to);
  const payments = reportingPeriods(regime, "payments", from, to);
  const same = (a: ReportingPeriod, b: ReportingPeriod) => a.start === b.start && a.end === b.end;
  const file = (
    contents: ReportContents,
    { start, end, platformDeadline, administrationDeadline }: ReportingPeriod,
  ) => ({
    contents,
    start,
    end,
    platformDeadline,
    administrationDeadline,
  });
  const periods = [
    ...transactions.map((period) =>
      file(payments.some((payment) => same(payment, period)) ? "both" : "transactions", period),
    ),
    ...payments
      .filter((period) => !transactions.some((other) => same(other, period)))
      .map((period) => file("payments", period)),
  ];
  return periods.sort(
    (a, b) => a.end.localeCompare(b.end) || a.start.localeCompare(b.start) || a.contents.localeCompare(b.contents),
  );
}

/** The files whose period has ended before `today` (YYYY-MM-DD, Paris), among those overlapping `since`..`today`. */
export function closedPeriods(regime: VatRegime, since: string, today: string): TransmissionPeriod[] {
  return transmissionPeriods(regime, since, today).filter((period) => period.end < today);
}

/**
 * A period named on the command line: a month ("2027-09") or, for the decades of réel normal mensuel, "2027-09-D1"
 * (1st-10th), "-D2" (11th-20th) or "-D3" (21st to the month's end). Null for anything else.
 */
export function namedPeriod(value: string | undefined): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})(?:-D([123]))?$/.exec(value ?? "");
  if (!match) return null;
  const [, yearText, monthText, decade] = match;
  const first = calendarDay(`${yearText}-${monthText}-01`);
  if (!first) return null;
  const year = Number(yearText);
  const month = Number(monthText);
  const monthEnd = lastDay(year, month);
  switch (decade) {
    case "1":
      return { from: first, to: day(year, month, 10) };
    case "2":
      return { from: day(year, month, 11), to: day(year, month, 20) };
    case "3":
      return { from: day(year, month, 21), to: monthEnd };
    default:
      return { from: first, to: monthEnd };
  }
}
