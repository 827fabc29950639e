import type { PlanningPerson, WeekBooking } from "#app/services/jobs/planning.server.ts";
import type { Conflict, Holiday } from "#app/services/jobs/planning-rules.ts";

/** What both drawings of the week (the phone's list, the desk's grid) are given. */
export interface WeekData {
  week: string;
  days: { date: string; holiday: Holiday | null; today: boolean }[];
  people: PlanningPerson[];
  bookings: WeekBooking[];
  conflicts: Conflict[];
}

/** A person's rows, and one « Sans équipe » row (id null) when a job has days but nobody on them. */
export function rowsOf(week: WeekData): { id: number | null; name: string }[] {
  const unassigned = week.bookings.some((booking) => booking.assignees.length === 0);
  return [...week.people, ...(unassigned ? [{ id: null, name: "" }] : [])];
}

export function bookingsOf(week: WeekData, person: number | null, date: string): WeekBooking[] {
  return week.bookings
    .filter(
      (booking) =>
        booking.day === date && (person === null ? booking.assignees.length === 0 : booking.assignees.includes(person)),
    )
    .sort((a, b) => (a.period === "pm" ? 1 : 0) - (b.period === "pm" ? 1 : 0) || a.jobId - b.jobId);
}

export function isDoubleBooked(week: WeekData, person: number | null, date: string): boolean {
  return person !== null && week.conflicts.some((conflict) => conflict.userId === person && conflict.day === date);
}
