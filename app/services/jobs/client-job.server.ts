import type { Kysely, Selectable, Transaction } from "kysely";
import { defaultPreparation } from "#app/content/job-client.ts";
import type { DayPeriod, JobDaysTable, JobsTable } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/*
 * A job as the client and the calendars read it (decision 056), straight from the tables: its row, its days, who
 * goes. Shared by the notices' sweep, the client's page and the calendar files.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type JobRow = Selectable<JobsTable>;
export type JobDayRow = Selectable<JobDaysTable>;

const PERIOD_ORDER: Record<DayPeriod, number> = { am: 0, day: 1, pm: 2 };

/** Days in the order they happen: by date, a morning before an afternoon. */
export function byDate<T extends { day: string; period: DayPeriod }>(days: readonly T[]): T[] {
  return [...days].sort((a, b) => a.day.localeCompare(b.day) || PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period]);
}

export async function jobRow(db: Db, jobId: number): Promise<JobRow | undefined> {
  return db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
}

/** The job's days that still stand, in order. */
export async function plannedDays(db: Db, jobId: number): Promise<JobDayRow[]> {
  const rows = await db
    .selectFrom("job_days")
    .selectAll()
    .where("job_id", "=", jobId)
    .where("cancelled_at", "is", null)
    .execute();
  return byDate(rows);
}

/** What the client prepares: the office's words for this job, or the usual advice. */
export function preparationOf(job: Pick<JobRow, "client_preparation">): string {
  return job.client_preparation.trim() || defaultPreparation;
}

/** The people on the job: their first name only for the client, whole for the team. */
export async function assignees(db: Db, jobId: number): Promise<{ userId: number; name: string }[]> {
  const rows = await db
    .selectFrom("job_assignees")
    .innerJoin("owner_users", "owner_users.id", "job_assignees.user_id")
    .select(["owner_users.id as userId", "owner_users.display_name as name"])
    .where("job_assignees.job_id", "=", jobId)
    .orderBy("owner_users.display_name")
    .execute();
  return rows.map((row) => ({ userId: row.userId, name: row.name.trim() }));
}

/** « Marc » of « Marc Dupont »: the client's page names the team, never more than that. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
