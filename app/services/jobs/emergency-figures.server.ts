import type { Kysely } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/**
 * The emergency clock of the month (decision 054): for each emergency job whose request came this month (Paris),
 * the time from the request's arrival to the first « Arrivé » on site. The median says what a client usually
 * waits, the worst what the promise must survive; jobs not arrived yet are counted apart, never as a zero.
 */
export interface EmergencyFigures {
  /** YYYY-MM, Europe/Paris. */
  month: string;
  arrived: number;
  medianMs: number | null;
  worstMs: number | null;
  /** Emergency jobs of the month with no « Arrivé » yet. */
  waiting: number;
}

/**
 * The longest delay the site's promise names ("intervention en 1 à 2 h": 2 hours), or null when its words name
 * none: the promise stays the owner's text in « L'entreprise », read, never retyped.
 */
export function promiseLimitMs(promise: string): number | null {
  const hours = [...promise.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:h|heures?)\b/gi)].map((m) =>
    Number(m[1]?.replace(",", ".")),
  );
  const minutes = [...promise.matchAll(/(\d+)\s*min(?:utes?)?\b/gi)].map((m) => Number(m[1]) / 60);
  const all = [...hours, ...minutes].filter((value) => Number.isFinite(value) && value > 0);
  return all.length ? Math.max(...all) * 3_600_000 : null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The first instant of a Paris month and of the next one, as ISO strings (the month's edges move with DST). */
function monthEdges(month: string): { from: string; to: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { from: parisMidnight(`${month}-01`), to: parisMidnight(`${next}-01`) };
}

/** 00:00 in Paris on that day, as an ISO instant: the UTC midnight moved back by Paris's offset then. */
function parisMidnight(day: string): string {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const offsetHours = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" }).format(utc),
  );
  return new Date(utc - offsetHours * 3_600_000).toISOString();
}

export async function emergencyFigures(db: Kysely<Database>, now: number): Promise<EmergencyFigures> {
  const month = parisToday(new Date(now)).slice(0, 7);
  const { from, to } = monthEdges(month);
  const rows = await db
    .selectFrom("jobs")
    .select(["requested_at", "arrived_at"])
    .where("origin", "=", "emergency")
    .where("requested_at", ">=", from)
    .where("requested_at", "<", to)
    .execute();
  const delays = rows
    .filter((row) => row.arrived_at !== null && row.requested_at !== null)
    .map((row) => Math.max(0, Date.parse(row.arrived_at as string) - Date.parse(row.requested_at as string)));
  return {
    month,
    arrived: delays.length,
    medianMs: median(delays),
    worstMs: delays.length ? Math.max(...delays) : null,
    waiting: rows.length - delays.length,
  };
}
