import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DayPeriod, JobState, PostponeReason } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { ScheduleEventDetail, ScheduleEventKind } from "#app/services/jobs/schedule-contract.ts";

/*
 * Jobs written straight into a store's tables, as the planning leaves them (schedule-contract.ts): each change of
 * the dates raises the job's revision, the touched days' sequence, and appends one schedule event. For the notices'
 * and calendars' tests, unit and end-to-end (the built server's SQLite file, before it starts).
 */

type Db = Kysely<Database>;
export interface SeedDay {
  day: string;
  period: DayPeriod;
}

const stamp = () => new Date().toISOString();

/** A person of the team who never logs in (no usable password): a name, a role, a phone. */
export async function seedPerson(
  db: Db,
  person: { email: string; displayName: string; role: "patron" | "bureau" | "compagnon"; phone?: string },
): Promise<number> {
  const row = await db
    .insertInto("owner_users")
    .values({
      email: person.email,
      password_hash: "unusable",
      webauthn_user_id: randomBytes(16).toString("base64url"),
      created_at: stamp(),
      password_changed_at: stamp(),
      role: person.role,
      display_name: person.displayName,
      phone: person.phone ?? "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A device of the person's, subscribed to every event by default (the test push service's endpoint). */
export async function seedPushDevice(
  db: Db,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
  events: readonly string[],
): Promise<number> {
  const row = await db
    .insertInto("push_devices")
    .values({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      name: `Téléphone ${userId}`,
      session_hash: null,
      events: JSON.stringify(events),
      quiet_from: null,
      quiet_to: null,
      created_at: Date.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const key = (day: SeedDay) => `${day.day}:${day.period}`;

/** A job with no dates yet, its client, its site and who goes. */
export async function seedJob(
  db: Db,
  job: {
    title?: string;
    clientName?: string;
    clientEmail?: string;
    siteAddress?: string;
    town?: string;
    arrivalWindow?: string;
    clientPreparation?: string;
    assignees?: readonly number[];
    quoteId?: number | null;
  } = {},
): Promise<number> {
  const row = await db
    .insertInto("jobs")
    .values({
      origin: "quote",
      quote_id: job.quoteId ?? null,
      lead_id: null,
      title: job.title ?? "Réfection de la toiture",
      client_name: job.clientName ?? "Jeanne Martin",
      client_email: job.clientEmail ?? "jeanne@example.com",
      client_phone: "06 12 34 56 78",
      site_address: job.siteAddress ?? "3 rue des Lilas, 62300 Lens",
      town: job.town ?? "Lens",
      arrival_window: job.arrivalWindow ?? "08:00-09:00",
      client_preparation: job.clientPreparation ?? "",
      postpone_reason: null,
      requested_at: null,
      arrived_at: null,
      arrived_by: null,
      finished_at: null,
      client_confirmed_at: null,
      client_change_request: null,
      final_invoice_id: null,
      review_asked_at: null,
      portfolio_draft_at: null,
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const userId of job.assignees ?? []) {
    await db.insertInto("job_assignees").values({ job_id: row.id, user_id: userId }).execute();
  }
  return row.id;
}

/**
 * The planning's change of the job's dates, as the contract has it: the standing days are given the new dates in
 * order (same UID, sequence + 1), extra ones are cancelled, missing ones added; revision + 1 and one event.
 */
export async function replanJob(
  db: Db,
  jobId: number,
  after: readonly SeedDay[],
  options: { kind?: ScheduleEventKind; reason?: PostponeReason; note?: string } = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const standing = await trx
      .selectFrom("job_days")
      .selectAll()
      .where("job_id", "=", jobId)
      .where("cancelled_at", "is", null)
      .orderBy("day")
      .orderBy("id")
      .execute();
    const at = stamp();
    for (const [index, day] of standing.entries()) {
      const next = after[index];
      if (next && key(next) === key(day)) continue;
      await trx
        .updateTable("job_days")
        .set({
          sequence: day.sequence + 1,
          updated_at: at,
          ...(next ? { day: next.day, period: next.period } : { cancelled_at: at }),
        })
        .where("id", "=", day.id)
        .execute();
    }
    for (const day of after.slice(standing.length)) {
      await trx
        .insertInto("job_days")
        .values({
          job_id: jobId,
          day: day.day,
          period: day.period,
          uid: `${randomBytes(9).toString("base64url")}@chantiers.test`,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const job = await trx
      .selectFrom("jobs")
      .select("schedule_revision")
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    const revision = job.schedule_revision + 1;
    const state: JobState = options.kind === "schedule.postponed" ? "reporte" : "planifie";
    await trx
      .updateTable("jobs")
      .set({
        schedule_revision: revision,
        state,
        postpone_reason: options.reason ?? null,
        postpone_note: options.note ?? "",
        updated_at: at,
      })
      .where("id", "=", jobId)
      .execute();
    const detail: ScheduleEventDetail = {
      revision,
      before: standing.map(key).sort(),
      after: after.map(key).sort(),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.note ? { note: options.note } : {}),
    };
    await trx
      .insertInto("job_events")
      .values({
        job_id: jobId,
        at,
        kind: options.kind ?? (standing.length ? "schedule.moved" : "schedule.planned"),
        user_id: null,
        user_email: "bureau@example.com",
        detail: JSON.stringify(detail),
      })
      .execute();
    return revision;
  });
}
