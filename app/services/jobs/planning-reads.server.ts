import type { Kysely } from "kysely";
import type { JobState } from "#app/services/db/job-tables.server.ts";
import type { TeamRole } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import {
  bookingsOf,
  type Conflict,
  type DayPeriod,
  findConflicts,
  type PostponeReason,
  sortSlots,
} from "./planning-rules.ts";

/*
 * What the planning reads: the team, a week's booked days with their people and double bookings, the jobs still to
 * plan, one job's days and people (planning.server.ts writes; decision 055).
 */

export interface PlanningPerson {
  id: number;
  name: string;
  role: TeamRole;
}

export interface PlanningDay {
  id: number;
  day: string;
  period: DayPeriod;
}

export interface JobPlanning {
  id: number;
  title: string;
  clientName: string;
  town: string;
  state: JobState;
  revision: number;
  postponeReason: PostponeReason | null;
  postponeNote: string;
  days: PlanningDay[];
  assignees: PlanningPerson[];
}

export interface WeekBooking {
  dayId: number;
  jobId: number;
  title: string;
  town: string;
  state: JobState;
  day: string;
  period: DayPeriod;
  assignees: number[];
}

export interface JobToPlan {
  id: number;
  title: string;
  clientName: string;
  town: string;
  state: JobState;
  postponeReason: PostponeReason | null;
}

export interface WeekPlanning {
  people: PlanningPerson[];
  bookings: WeekBooking[];
  conflicts: Conflict[];
  toPlan: JobToPlan[];
}

export interface JobRow {
  id: number;
  title: string;
  state: JobState;
  revision: number;
}

export function personName(row: { display_name: string; email: string }): string {
  return row.display_name.trim() || row.email.split("@")[0] || row.email;
}

/** Everyone who may be planned, by name: the team but the people the patron removed. */
export async function planningPeople(db: Kysely<Database>): Promise<PlanningPerson[]> {
  const rows = await db
    .selectFrom("owner_users")
    .select(["id", "display_name", "email", "role"])
    .where("removed_at", "is", null)
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: personName(row), role: row.role }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr") || a.id - b.id);
}

/** The days between `first` and `last` (inclusive): each job's day with its people, the double bookings, and the jobs to plan. */
export async function weekPlanning(
  db: Kysely<Database>,
  first: string,
  last: string,
  today: string,
): Promise<WeekPlanning> {
  const rows = await db
    .selectFrom("job_days")
    .innerJoin("jobs", "jobs.id", "job_days.job_id")
    .select([
      "job_days.id as dayId",
      "job_days.job_id as jobId",
      "job_days.day",
      "job_days.period",
      "jobs.title",
      "jobs.town",
      "jobs.state",
    ])
    .where("job_days.cancelled_at", "is", null)
    .where("job_days.day", ">=", first)
    .where("job_days.day", "<=", last)
    .orderBy("job_days.day")
    .orderBy("job_days.job_id")
    .execute();
  const team = await assigneesOf(
    db,
    rows.map((row) => row.jobId),
  );
  const bookings = rows.map((row) => ({ ...row, assignees: team.get(row.jobId) ?? [] }));
  const toPlan = await db
    .selectFrom("jobs")
    .select(["id", "title", "client_name", "town", "state", "postpone_reason"])
    .where("state", "in", ["a_planifier", "reporte"])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("job_days")
            .select("job_days.id")
            .whereRef("job_days.job_id", "=", "jobs.id")
            .where("job_days.cancelled_at", "is", null)
            .where("job_days.day", ">=", today),
        ),
      ),
    )
    .orderBy("created_at")
    .orderBy("id")
    .limit(100)
    .execute();
  return {
    people: await planningPeople(db),
    bookings,
    conflicts: findConflicts(
      bookings.flatMap((booking) => bookingsOf({ id: booking.jobId, slots: [booking], assignees: booking.assignees })),
    ),
    toPlan: toPlan.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      town: row.town,
      state: row.state,
      postponeReason: row.postpone_reason,
    })),
  };
}

/** A job's planning: its days, its people, the revision a form sends back. */
export async function jobPlanning(db: Kysely<Database>, id: number): Promise<JobPlanning | null> {
  const job = await db
    .selectFrom("jobs")
    .select(["id", "title", "client_name", "town", "state", "schedule_revision", "postpone_reason", "postpone_note"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!job) return null;
  const people = await db
    .selectFrom("job_assignees")
    .innerJoin("owner_users", "owner_users.id", "job_assignees.user_id")
    .select(["owner_users.id", "owner_users.display_name", "owner_users.email", "owner_users.role"])
    .where("job_assignees.job_id", "=", id)
    .execute();
  return {
    id: job.id,
    title: job.title,
    clientName: job.client_name,
    town: job.town,
    state: job.state,
    revision: job.schedule_revision,
    postponeReason: job.postpone_reason,
    postponeNote: job.postpone_note,
    days: await daysOf(db, id),
    assignees: people
      .map((row) => ({ id: row.id, name: personName(row), role: row.role }))
      .sort((a, b) => a.name.localeCompare(b.name, "fr")),
  };
}

export async function jobRow(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  const row = await db
    .selectFrom("jobs")
    .select(["id", "title", "state", "schedule_revision"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title, state: row.state, revision: row.schedule_revision } : undefined;
}

export async function daysOf(db: Kysely<Database>, jobId: number): Promise<PlanningDay[]> {
  const rows = await db
    .selectFrom("job_days")
    .select(["id", "day", "period"])
    .where("job_id", "=", jobId)
    .where("cancelled_at", "is", null)
    .execute();
  return sortSlots(rows);
}

export async function assigneesOf(db: Kysely<Database>, jobIds: number[]): Promise<Map<number, number[]>> {
  const team = new Map<number, number[]>();
  const ids = [...new Set(jobIds)];
  if (ids.length === 0) return team;
  const rows = await db
    .selectFrom("job_assignees")
    .select(["job_id", "user_id"])
    .where("job_id", "in", ids)
    .orderBy("user_id")
    .execute();
  for (const row of rows) team.set(row.job_id, [...(team.get(row.job_id) ?? []), row.user_id]);
  return team;
}
