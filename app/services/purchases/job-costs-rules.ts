import type { DayPeriod } from "#app/services/db/job-tables.server.ts";

/*
 * The labour's rules (decision 062), pure so that the job's page and the server count alike.
 */

/** The company's standard working day: 7 h, what a whole planned day counts (35 h over five days). */
export const STANDARD_DAY_MINUTES = 7 * 60;

/** The most a person may be typed for on one job and day. */
export const MAX_DAY_MINUTES = 24 * 60;

/** What a planned period counts: the standard day, or half of it for a morning or an afternoon. */
export function plannedMinutes(period: DayPeriod): number {
  return period === "day" ? STANDARD_DAY_MINUTES : STANDARD_DAY_MINUTES / 2;
}

/** Minutes at a cost per hour, to the cent, half a cent up: each person-day is costed once, and sums add up. */
export function labourCents(minutes: number, hourlyCostCents: number | null): number {
  return hourlyCostCents === null ? 0 : Math.round((minutes * hourlyCostCents) / 60);
}
