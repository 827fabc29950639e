import type { Kysely } from "kysely";
import { type WorkflowStatus, workflowStatuses } from "#app/lib/lead-workflow.ts";
import type { Database } from "#app/services/db/schema.server.ts";

// The dashboard's figures stand apart from the inbox's reads and changes (leads.server.ts): they count requests
// per ISO week in Paris time, which needs its own calendar arithmetic and nothing else of the inbox.

export interface WeekCount {
  /** Monday of the ISO week, YYYY-MM-DD (Paris time). */
  weekStart: string;
  /** "2026-W47". */
  isoWeek: string;
  count: number;
}

export interface Dashboard {
  from: string;
  weeks: WeekCount[];
  byService: { label: string; count: number }[];
  byTown: { label: string; count: number }[];
  total: number;
  won: number;
  byStatus: Record<WorkflowStatus, number>;
}

const parisDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Paris of an instant, as a UTC midnight (for day arithmetic without time zones). */
function parisDay(instant: Date): Date {
  return new Date(`${parisDate.format(instant)}T00:00:00Z`);
}

const DAY_MS = 86_400_000;

/** Monday of the ISO week holding the day. */
function mondayOf(day: Date): Date {
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** ISO 8601 week number: the week holding the year's first Thursday is week 1. */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * The dashboard over the last `weeks` ISO weeks (Paris time) up to the week of `now`, that one included: requests
 * per week (empty weeks count 0), per service and per town, and how many ended "gagnee". Spam is left out.
 */
export async function leadDashboard(db: Kysely<Database>, now: number, weeks: number): Promise<Dashboard> {
  const thisMonday = mondayOf(parisDay(new Date(now)));
  const firstMonday = new Date(thisMonday.getTime() - (weeks - 1) * 7 * DAY_MS);
  // A day early: midnight in Paris is still the day before in UTC; the exact bound is applied below.
  const lowerBound = new Date(firstMonday.getTime() - DAY_MS).toISOString();
  const rows = await db
    .selectFrom("leads")
    .select(["created_at", "workflow_status", "town", "service"])
    .where("workflow_status", "!=", "spam")
    .where("created_at", ">=", lowerBound)
    .execute();
  const inWindow = rows.filter((row) => mondayOf(parisDay(new Date(row.created_at))) >= firstMonday);

  const weekCounts: WeekCount[] = Array.from({ length: weeks }, (_, index) => {
    const monday = new Date(firstMonday.getTime() + index * 7 * DAY_MS);
    return { weekStart: monday.toISOString().slice(0, 10), isoWeek: isoWeekLabel(monday), count: 0 };
  });
  const byStatus = Object.fromEntries(workflowStatuses.map((status) => [status, 0])) as Record<WorkflowStatus, number>;
  const services = new Map<string, number>();
  const townCounts = new Map<string, number>();
  for (const row of inWindow) {
    const monday = mondayOf(parisDay(new Date(row.created_at)))
      .toISOString()
      .slice(0, 10);
    const week = weekCounts.find((entry) => entry.weekStart === monday);
    if (week) week.count++;
    byStatus[row.workflow_status]++;
    services.set(row.service, (services.get(row.service) ?? 0) + 1);
    townCounts.set(row.town, (townCounts.get(row.town) ?? 0) + 1);
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "fr"));
  return {
    from: firstMonday.toISOString().slice(0, 10),
    weeks: weekCounts,
    byService: ranked(services),
    byTown: ranked(townCounts),
    total: inWindow.length,
    won: byStatus.gagnee,
    byStatus,
  };
}
