import type { Kysely, Selectable, Transaction } from "kysely";
import type { JobState, JobsTable } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type {
  DayJob,
  JobDetail,
  JobEvent,
  JobRow,
  JobSummary,
  PlannedDay,
  QuoteWithoutJob,
  TeamPerson,
} from "./job-types.ts";

type Db = Kysely<Database> | Transaction<Database>;

const PERIOD_ORDER = { day: 0, am: 1, pm: 2 } as const;

function nameOf(row: { display_name: string | null; email: string | null }, fallback: string | null = null) {
  return row.display_name?.trim() || row.email || fallback;
}

/**
 * The team today, or those of `ids` still in it, by name (the e-mail for an account made before names were asked):
 * a removed person is no longer offered nor assignable.
 */
export async function teamPeople(db: Db, ids: readonly number[] | null): Promise<TeamPerson[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = db
    .selectFrom("owner_users")
    .select(["id", "display_name", "email", "phone"])
    .where("removed_at", "is", null)
    .orderBy("id");
  if (ids !== null) query = query.where("id", "in", ids);
  const rows = await query.execute();
  return rows.map((row) => ({ userId: row.id, name: nameOf(row) ?? "", phone: row.phone }));
}

function summaryOf(row: Selectable<JobsTable>): JobSummary {
  return {
    id: row.id,
    origin: row.origin,
    state: row.state,
    title: row.title,
    clientName: row.client_name,
    town: row.town,
    service: row.service,
    quoteId: row.quote_id,
    leadId: row.lead_id,
  };
}

function sortDays<T extends { day: string; period: keyof typeof PERIOD_ORDER }>(days: T[]): T[] {
  return days.sort((a, b) => a.day.localeCompare(b.day) || PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period]);
}

export async function jobDetail(db: Db, id: number): Promise<JobDetail | null> {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [days, assignees, notes, photos, events, arrivedBy] = await Promise.all([
    db.selectFrom("job_days").selectAll().where("job_id", "=", id).execute(),
    db
      .selectFrom("job_assignees")
      .innerJoin("owner_users", "owner_users.id", "job_assignees.user_id")
      .select(["owner_users.id", "owner_users.display_name", "owner_users.email", "owner_users.phone"])
      .where("job_assignees.job_id", "=", id)
      .orderBy("owner_users.id")
      .execute(),
    db
      .selectFrom("job_notes")
      .leftJoin("owner_users", "owner_users.id", "job_notes.user_id")
      .select(["job_notes.id", "job_notes.created_at", "job_notes.body", "job_notes.user_email"])
      .select(["owner_users.display_name", "owner_users.email"])
      .where("job_notes.job_id", "=", id)
      .orderBy("job_notes.id", "desc")
      .execute(),
    db
      .selectFrom("job_photos")
      .leftJoin("owner_users", "owner_users.id", "job_photos.user_id")
      .select(["job_photos.id", "phase", "width", "height", "bytes", "job_photos.created_at"])
      .select(["owner_users.display_name", "owner_users.email"])
      .where("job_photos.job_id", "=", id)
      .orderBy("job_photos.id")
      .execute(),
    db
      .selectFrom("job_events")
      .leftJoin("owner_users", "owner_users.id", "job_events.user_id")
      .select(["job_events.id", "at", "kind", "detail", "job_events.user_email"])
      .select(["owner_users.display_name", "owner_users.email"])
      .where("job_events.job_id", "=", id)
      .orderBy("job_events.id", "desc")
      .execute(),
    row.arrived_by === null
      ? undefined
      : db
          .selectFrom("owner_users")
          .select(["display_name", "email"])
          .where("id", "=", row.arrived_by)
          .executeTakeFirst(),
  ]);
  return {
    ...summaryOf(row),
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    siteAddress: row.site_address,
    postponeReason: row.postpone_reason,
    postponeNote: row.postpone_note,
    arrivalWindow: row.arrival_window,
    clientPreparation: row.client_preparation,
    toBring: row.to_bring,
    requestedAt: row.requested_at,
    arrivedAt: row.arrived_at,
    arrivedBy: arrivedBy ? nameOf(arrivedBy) : null,
    finishedAt: row.finished_at,
    clientConfirmedAt: row.client_confirmed_at,
    clientChangeRequest: row.client_change_request,
    scheduleRevision: row.schedule_revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    days: sortDays(
      days.map(
        (day): PlannedDay => ({
          id: day.id,
          day: day.day,
          period: day.period,
          uid: day.uid,
          sequence: day.sequence,
          cancelled: day.cancelled_at !== null,
        }),
      ),
    ),
    assignees: assignees.map((person) => ({ userId: person.id, name: nameOf(person) ?? "", phone: person.phone })),
    notes: notes.map((note) => ({
      id: note.id,
      at: note.created_at,
      by: nameOf(note, note.user_email),
      body: note.body,
    })),
    photos: photos.map((photo) => ({
      id: photo.id,
      phase: photo.phase,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      at: photo.created_at,
      by: nameOf(photo),
    })),
    events: events.map(
      (event): JobEvent => ({
        id: event.id,
        at: event.at,
        kind: event.kind,
        by: nameOf(event, event.user_email),
        detail: JSON.parse(event.detail) as Record<string, unknown>,
      }),
    ),
  };
}

/** The jobs in one state or all, newest change first, with the next planned day and who goes. */
export async function jobRows(db: Db, state: JobState | null, today: string): Promise<JobRow[]> {
  let query = db.selectFrom("jobs").selectAll().orderBy("updated_at", "desc").orderBy("id", "desc");
  if (state) query = query.where("state", "=", state);
  const jobs = await query.execute();
  if (jobs.length === 0) return [];
  const ids = jobs.map((job) => job.id);
  const [days, people] = await Promise.all([
    db
      .selectFrom("job_days")
      .select(["job_id", "day", "period"])
      .where("job_id", "in", ids)
      .where("cancelled_at", "is", null)
      .execute(),
    db
      .selectFrom("job_assignees")
      .innerJoin("owner_users", "owner_users.id", "job_assignees.user_id")
      .select(["job_assignees.job_id", "owner_users.display_name", "owner_users.email"])
      .where("job_assignees.job_id", "in", ids)
      .orderBy("owner_users.id")
      .execute(),
  ]);
  return jobs.map((job) => {
    const own = sortDays(days.filter((day) => day.job_id === job.id));
    const next = own.find((day) => day.day >= today) ?? own.at(-1);
    return {
      ...summaryOf(job),
      nextDay: next ? { day: next.day, period: next.period } : null,
      people: people.filter((person) => person.job_id === job.id).map((person) => nameOf(person) ?? ""),
      updatedAt: job.updated_at,
    };
  });
}

/** Accepted quotes without a job: the ones accepted before jobs existed, or whose job could not be made. */
export async function quotesWithoutJob(db: Db): Promise<QuoteWithoutJob[]> {
  const rows = await db
    .selectFrom("quotes")
    .leftJoin("jobs", "jobs.quote_id", "quotes.id")
    .select(["quotes.id", "quotes.number", "quotes.client_name", "quotes.title", "quotes.decided_at"])
    .where("quotes.status", "=", "accepte")
    .where("jobs.id", "is", null)
    .orderBy("quotes.decided_at", "desc")
    .execute();
  return rows.map((row) => ({
    quoteId: row.id,
    number: row.number,
    clientName: row.client_name,
    title: row.title,
    acceptedAt: row.decided_at,
  }));
}

/** A person's planned days between two dates, with the job of each: his own jobs only. */
export async function dayJobs(db: Db, userId: number, from: string, to: string): Promise<DayJob[]> {
  const rows = await db
    .selectFrom("job_days")
    .innerJoin("jobs", "jobs.id", "job_days.job_id")
    .innerJoin("job_assignees", "job_assignees.job_id", "jobs.id")
    .selectAll("jobs")
    .select(["job_days.day", "job_days.period"])
    .where("job_assignees.user_id", "=", userId)
    .where("job_days.cancelled_at", "is", null)
    .where("job_days.day", ">=", from)
    .where("job_days.day", "<=", to)
    .execute();
  return sortDays(
    rows.map((row) => ({
      day: row.day,
      period: row.period,
      job: {
        ...summaryOf(row),
        siteAddress: row.site_address,
        clientPhone: row.client_phone,
        toBring: row.to_bring,
        arrivalWindow: row.arrival_window,
      },
    })),
  );
}
