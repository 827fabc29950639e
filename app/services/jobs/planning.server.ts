import { createHash, randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { JobState } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { calendarUidDomain } from "#app/services/jobs/job-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import type { Actor } from "#app/services/pro/leads.server.ts";
import {
  assigneesOf,
  daysOf,
  type JobPlanning,
  jobPlanning,
  jobRow,
  type PlanningDay,
  type PlanningPerson,
  personName,
  planningPeople,
  type WeekPlanning,
  weekPlanning,
} from "./planning-reads.server.ts";
import {
  bookingsOf,
  findConflicts,
  type Half,
  type JobMove,
  type PostponeReason,
  planPostponement,
  type ScheduledJob,
  type Slot,
  type SlotError,
  slotKey,
  slotsError,
  sortSlots,
} from "./planning-rules.ts";
import type { ScheduleEventDetail, ScheduleEventKind } from "./schedule-contract.ts";

/*
 * The planning in the store (decision 055): who goes where, day by day, written as the schedule's contract says
 * (schedule-contract.ts). Every change runs in one transaction that first takes the planning's lock (PostgreSQL: an
 * advisory lock; SQLite: `begin immediate` already lets one writer in), then reads the job again and refuses a form
 * drawn before the job's last change (its `schedule_revision`), so two people planning at once never write over
 * each other's days nor book a team twice without seeing it.
 */

const PLANNING_LOCK_KEY = 7_461_696_855;

/** A double booking as the screen says it: who, when, and on which other jobs. */
export interface ConflictDetail {
  userId: number;
  person: string;
  day: string;
  half: Half;
  jobs: { id: number; title: string }[];
}

export type ScheduleFailure =
  | { ok: false; reason: "missing" | "finished" | "unknownPerson" }
  | { ok: false; reason: "stale"; revision: number }
  | { ok: false; reason: "invalid"; error: SlotError }
  | { ok: false; reason: "conflicts"; conflicts: ConflictDetail[] };
export type ScheduleResult = { ok: true; revision: number; changed: boolean } | ScheduleFailure;

export interface MoveView extends JobMove {
  title: string;
  clientName: string;
}

export type PostponePreview =
  | { ok: true; moves: MoveView[]; fingerprint: string }
  | { ok: false; reason: "missing" | "finished" | "nothingToMove" | "noRoom" };
export type PostponeResult =
  | { ok: true; moves: JobMove[] }
  | { ok: false; reason: "missing" | "finished" | "nothingToMove" | "noRoom" | "changed" }
  | { ok: false; reason: "stale"; revision: number };

export interface PostponeInput {
  from: string;
  resumeOn: string | null;
  reason: PostponeReason;
  note: string;
  revision: number;
  /** The preview's fingerprint: the plan confirmed must be the plan shown. */
  fingerprint: string;
}

type Trx = Transaction<Database>;
type DayRow = PlanningDay;
/** What a change asks for: the job's new slots, and its new people when they change too. */
type Wanted = { slots: Slot[]; assignees?: number[] } | ScheduleFailure;

export type {
  JobPlanning,
  JobToPlan,
  PlanningDay,
  PlanningPerson,
  WeekBooking,
  WeekPlanning,
} from "./planning-reads.server.ts";

export class PlanningStore {
  readonly #database: StoreDatabase;
  readonly #now: () => number;
  readonly #uidDomain: string;

  /** `uidDomain`: the host the calendar events' UIDs end with (calendarUidDomain), as the job store writes them. */
  constructor(database: StoreDatabase, now: () => number = Date.now, uidDomain = "localhost") {
    this.#database = database;
    this.#now = now;
    this.#uidDomain = uidDomain;
  }

  /** Everyone who may be planned, by name: the team but the people the patron removed. */
  people(): Promise<PlanningPerson[]> {
    return planningPeople(this.#database.db);
  }

  /** The days from `first` to `last`: each job's days with its people, the double bookings, and the jobs to plan. */
  week(first: string, last: string, today: string): Promise<WeekPlanning> {
    return weekPlanning(this.#database.db, first, last, today);
  }

  /** A job's planning: its days, its people, the revision a form sends back. */
  job(id: number): Promise<JobPlanning | null> {
    return jobPlanning(this.#database.db, id);
  }

  /** Sets a job's days and people at once. */
  plan(
    jobId: number,
    input: { slots: Slot[]; assignees: number[]; revision: number; confirm: boolean },
    actor: Actor,
  ): Promise<ScheduleResult> {
    return this.#change(jobId, input.revision, input.confirm, actor, () => ({
      slots: input.slots,
      assignees: [...new Set(input.assignees)],
    }));
  }

  /** Moves one of a job's days to another day or half-day: the same calendar event, later or earlier. */
  moveDay(
    jobId: number,
    input: { dayId: number; to: Slot; revision: number; confirm: boolean },
    actor: Actor,
  ): Promise<ScheduleResult> {
    return this.#change(jobId, input.revision, input.confirm, actor, (days) =>
      days.some((day) => day.id === input.dayId)
        ? { slots: [...days.filter((day) => day.id !== input.dayId), input.to] }
        : { ok: false, reason: "missing" },
    );
  }

  /** Adds a single day to a job, anywhere: its days need not follow each other. */
  addDay(jobId: number, input: { slot: Slot; revision: number; confirm: boolean }, actor: Actor) {
    return this.#change(jobId, input.revision, input.confirm, actor, (days) => ({ slots: [...days, input.slot] }));
  }

  /** Takes one day off a job: the row stays, cancelled, for the calendars to say so. */
  removeDay(jobId: number, input: { dayId: number; revision: number }, actor: Actor) {
    return this.#change(jobId, input.revision, false, actor, (days) =>
      days.some((day) => day.id === input.dayId)
        ? { slots: days.filter((day) => day.id !== input.dayId) }
        : { ok: false, reason: "missing" },
    );
  }

  /** What « Reporter » would do, written nowhere: the postponed job's and the pushed jobs' days before and after. */
  async previewPostpone(jobId: number, input: { from: string; resumeOn: string | null }): Promise<PostponePreview> {
    const db = this.#database.db;
    const planned = await this.#postponement(db, jobId, input);
    if (!planned.ok) return planned;
    const titles = await db
      .selectFrom("jobs")
      .select(["id", "title", "client_name"])
      .where(
        "id",
        "in",
        planned.moves.map((move) => move.jobId),
      )
      .execute();
    const byId = new Map(titles.map((row) => [row.id, row]));
    return {
      ok: true,
      fingerprint: planned.fingerprint,
      moves: planned.moves.map((move) => ({
        ...move,
        title: byId.get(move.jobId)?.title ?? "",
        clientName: byId.get(move.jobId)?.client_name ?? "",
      })),
    };
  }

  /**
   * « Reporter », confirmed: the plan is computed again under the lock and written only if it is the one previewed
   * (same jobs, same revisions, same days). Each moved job gets its own revision and `schedule.postponed` event, the
   * pushed ones naming the postponed job (`pushedBy`); the postponed job becomes `reporte` with its reason.
   */
  async postpone(jobId: number, input: PostponeInput, actor: Actor): Promise<PostponeResult> {
    return this.#database.db.transaction().execute(async (trx) => {
      await this.#lock(trx);
      const job = await jobRow(trx, jobId);
      if (!job) return { ok: false, reason: "missing" };
      if (job.revision !== input.revision) return { ok: false, reason: "stale", revision: job.revision };
      const planned = await this.#postponement(trx, jobId, input);
      if (!planned.ok) return planned;
      if (planned.fingerprint !== input.fingerprint) return { ok: false, reason: "changed" };
      const at = new Date(this.#now()).toISOString();
      for (const move of planned.moves) {
        const current = await daysOf(trx, move.jobId);
        await this.#applySlots(trx, move.jobId, current, move.after, at);
        const revision = (planned.revisions.get(move.jobId) ?? 0) + 1;
        const root = move.jobId === jobId;
        await trx
          .updateTable("jobs")
          .set({
            schedule_revision: revision,
            updated_at: at,
            ...(root ? { state: "reporte", postpone_reason: input.reason, postpone_note: input.note } : {}),
          })
          .where("id", "=", move.jobId)
          .execute();
        await this.#event(trx, move.jobId, "schedule.postponed", actor, at, {
          revision,
          before: move.before.map(slotKey),
          after: move.after.map(slotKey),
          reason: input.reason,
          ...(root ? { note: input.note } : { pushedBy: jobId }),
        });
      }
      return { ok: true, moves: planned.moves };
    });
  }

  async #postponement(
    db: Kysely<Database>,
    jobId: number,
    input: { from: string; resumeOn: string | null },
  ): Promise<
    | { ok: true; moves: JobMove[]; fingerprint: string; revisions: Map<number, number> }
    | { ok: false; reason: "missing" | "finished" | "nothingToMove" | "noRoom" }
  > {
    const root = await jobRow(db, jobId);
    if (!root) return { ok: false, reason: "missing" };
    if (root.state === "termine") return { ok: false, reason: "finished" };
    // Only the jobs still on the planning from that date on can stand in the way; each comes with all its days,
    // the earlier ones telling whether it began before the postponed job.
    const days = await db
      .selectFrom("job_days")
      .innerJoin("jobs", "jobs.id", "job_days.job_id")
      .select(["job_days.job_id as jobId", "job_days.day", "job_days.period", "jobs.state", "jobs.schedule_revision"])
      .where("job_days.cancelled_at", "is", null)
      .where((eb) =>
        eb.or([
          eb("job_days.job_id", "=", jobId),
          eb(
            "job_days.job_id",
            "in",
            eb
              .selectFrom("job_days as later")
              .select("later.job_id")
              .where("later.cancelled_at", "is", null)
              .where("later.day", ">=", input.from),
          ),
        ]),
      )
      .execute();
    const team = await assigneesOf(
      db,
      days.map((day) => day.jobId),
    );
    const jobs = new Map<number, ScheduledJob & { slots: Slot[] }>();
    const revisions = new Map<number, number>();
    for (const day of days) {
      const job = jobs.get(day.jobId) ?? {
        id: day.jobId,
        slots: [],
        assignees: team.get(day.jobId) ?? [],
        movable: day.state !== "termine",
      };
      job.slots.push({ day: day.day, period: day.period });
      jobs.set(day.jobId, job);
      revisions.set(day.jobId, day.schedule_revision);
    }
    const plan = planPostponement({ jobId, from: input.from, resumeOn: input.resumeOn, jobs: [...jobs.values()] });
    if (!plan.ok) {
      return {
        ok: false,
        reason: plan.reason === "noRoom" ? "noRoom" : plan.reason === "notMovable" ? "finished" : "nothingToMove",
      };
    }
    const fingerprint = createHash("sha256")
      .update(
        plan.moves
          .map((move) => `${move.jobId}@${revisions.get(move.jobId)}:${move.after.map(slotKey).join(",")}`)
          .join("|"),
      )
      .digest("base64url")
      .slice(0, 22);
    return { ok: true, moves: plan.moves, fingerprint, revisions };
  }

  /**
   * One change of one job's days (and people), as the contract says: under the lock, the job read again, a stale
   * form refused, a new double booking refused unless confirmed, then the days written, the revision raised and the
   * event appended. A job planned from nothing becomes `planifie`; a postponed one too once its days are touched
   * again (its reason goes: the events keep it); a job left without a day goes back to `a_planifier`.
   */
  #change(
    jobId: number,
    expectedRevision: number,
    confirm: boolean,
    actor: Actor,
    wanted: (days: DayRow[]) => Wanted,
  ): Promise<ScheduleResult> {
    return this.#database.db.transaction().execute(async (trx): Promise<ScheduleResult> => {
      await this.#lock(trx);
      const job = await jobRow(trx, jobId);
      if (!job) return { ok: false, reason: "missing" };
      if (job.state === "termine") return { ok: false, reason: "finished" };
      if (job.revision !== expectedRevision) return { ok: false, reason: "stale", revision: job.revision };
      const current = await daysOf(trx, jobId);
      const change = wanted(current);
      if ("ok" in change) return change;
      const slots = sortSlots(change.slots);
      const error = slotsError(slots);
      if (error) return { ok: false, reason: "invalid", error };
      const before = (await assigneesOf(trx, [jobId])).get(jobId) ?? [];
      const assignees = change.assignees ?? before;
      // A person removed from the team stays on the jobs he was on; only the people added must still be in it.
      const added = assignees.filter((id) => !before.includes(id));
      if (added.length > 0) {
        const known = await trx
          .selectFrom("owner_users")
          .select("id")
          .where("id", "in", added)
          .where("removed_at", "is", null)
          .execute();
        if (known.length !== added.length) return { ok: false, reason: "unknownPerson" };
      }
      if (!confirm) {
        const conflicts = await this.#newConflicts(
          trx,
          jobId,
          { slots: current, assignees: before },
          { slots, assignees },
        );
        if (conflicts.length > 0) return { ok: false, reason: "conflicts", conflicts };
      }
      const daysChanged = current.map(slotKey).join() !== slots.map(slotKey).join();
      const sameTeam = [...before].sort().join() === [...assignees].sort().join();
      if (!daysChanged && sameTeam) return { ok: true, revision: job.revision, changed: false };
      const at = new Date(this.#now()).toISOString();
      if (!sameTeam) {
        await trx.deleteFrom("job_assignees").where("job_id", "=", jobId).execute();
        if (assignees.length > 0) {
          await trx
            .insertInto("job_assignees")
            .values(assignees.map((userId) => ({ job_id: jobId, user_id: userId })))
            .execute();
        }
        await this.#event(trx, jobId, "team.assigned", actor, at, { before, after: assignees });
      }
      await this.#applySlots(trx, jobId, current, slots, at, !sameTeam);
      const revision = daysChanged ? job.revision + 1 : job.revision;
      const state: JobState =
        job.state === "en_cours" || (job.state === "reporte" && !daysChanged)
          ? job.state
          : slots.length > 0
            ? "planifie"
            : "a_planifier";
      await trx
        .updateTable("jobs")
        .set({
          schedule_revision: revision,
          state,
          updated_at: at,
          ...(job.state === "reporte" && daysChanged ? { postpone_reason: null, postpone_note: "" } : {}),
        })
        .where("id", "=", jobId)
        .execute();
      if (daysChanged) {
        const kind: ScheduleEventKind = current.length === 0 ? "schedule.planned" : "schedule.moved";
        await this.#event(trx, jobId, kind, actor, at, {
          revision,
          before: current.map(slotKey),
          after: slots.map(slotKey),
        } satisfies ScheduleEventDetail);
      }
      return { ok: true, revision, changed: true };
    });
  }

  /**
   * Writes a job's new slots over its current days: a day kept stays untouched; a day that goes and one that comes
   * are paired in order and the row moves (its `uid` kept, its `sequence` raised, so a calendar moves the same
   * event); a day left over is cancelled (kept, for the feeds to send CANCELLED); a new one is a new row. When the
   * team changed, every day kept has its sequence raised too: its calendar event lists other people.
   */
  async #applySlots(trx: Trx, jobId: number, current: DayRow[], wanted: Slot[], at: string, touchKept = false) {
    const wantedKeys = new Set(wanted.map(slotKey));
    const currentKeys = new Set(current.map(slotKey));
    const leaving = current.filter((day) => !wantedKeys.has(slotKey(day)));
    const coming = wanted.filter((slot) => !currentKeys.has(slotKey(slot)));
    const bump = sql<number>`sequence + 1`;
    for (let index = 0; index < Math.max(leaving.length, coming.length); index++) {
      const row = leaving[index];
      const slot = coming[index];
      if (row && slot) {
        await trx
          .updateTable("job_days")
          .set({ day: slot.day, period: slot.period, sequence: bump, updated_at: at })
          .where("id", "=", row.id)
          .execute();
      } else if (row) {
        await trx
          .updateTable("job_days")
          .set({ cancelled_at: at, sequence: bump, updated_at: at })
          .where("id", "=", row.id)
          .execute();
      } else if (slot) {
        await trx
          .insertInto("job_days")
          .values({
            job_id: jobId,
            day: slot.day,
            period: slot.period,
            uid: `${randomUUID()}@${this.#uidDomain}`,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
    const kept = current.filter((day) => wantedKeys.has(slotKey(day))).map((day) => day.id);
    if (touchKept && kept.length > 0) {
      await trx.updateTable("job_days").set({ sequence: bump, updated_at: at }).where("id", "in", kept).execute();
    }
  }

  /** The double bookings the change would add (one already there was confirmed when it was made). */
  async #newConflicts(
    trx: Trx,
    jobId: number,
    before: { slots: Slot[]; assignees: number[] },
    after: { slots: Slot[]; assignees: number[] },
  ): Promise<ConflictDetail[]> {
    const people = [...new Set([...before.assignees, ...after.assignees])];
    const dayList = [...new Set([...before.slots, ...after.slots].map((slot) => slot.day))];
    if (people.length === 0 || dayList.length === 0) return [];
    const others = await trx
      .selectFrom("job_days")
      .innerJoin("job_assignees", "job_assignees.job_id", "job_days.job_id")
      .select(["job_days.job_id as jobId", "job_assignees.user_id as userId", "job_days.day", "job_days.period"])
      .where("job_days.cancelled_at", "is", null)
      .where("job_days.job_id", "!=", jobId)
      .where("job_days.day", "in", dayList)
      .where("job_assignees.user_id", "in", people)
      .execute();
    const conflictKeys = (mine: { slots: Slot[]; assignees: number[] }) =>
      findConflicts([...others, ...bookingsOf({ id: jobId, ...mine })]).filter((conflict) =>
        conflict.jobIds.includes(jobId),
      );
    const known = new Set(conflictKeys(before).map((c) => `${c.userId}|${c.day}|${c.half}|${c.jobIds.join()}`));
    const fresh = conflictKeys(after).filter((c) => !known.has(`${c.userId}|${c.day}|${c.half}|${c.jobIds.join()}`));
    if (fresh.length === 0) return [];
    const jobIds = [...new Set(fresh.flatMap((c) => c.jobIds))];
    const titles = new Map(
      (await trx.selectFrom("jobs").select(["id", "title"]).where("id", "in", jobIds).execute()).map((row) => [
        row.id,
        row.title,
      ]),
    );
    const names = new Map(
      (
        await trx
          .selectFrom("owner_users")
          .select(["id", "display_name", "email"])
          .where(
            "id",
            "in",
            fresh.map((c) => c.userId),
          )
          .execute()
      ).map((row) => [row.id, personName(row)]),
    );
    return fresh.map((conflict) => ({
      userId: conflict.userId,
      person: names.get(conflict.userId) ?? "",
      day: conflict.day,
      half: conflict.half,
      jobs: conflict.jobIds.filter((id) => id !== jobId).map((id) => ({ id, title: titles.get(id) ?? "" })),
    }));
  }

  async #lock(trx: Trx): Promise<void> {
    if (this.#database.engine === "postgres")
      await sql`select pg_advisory_xact_lock(${PLANNING_LOCK_KEY})`.execute(trx);
  }

  async #event(trx: Trx, jobId: number, kind: string, actor: Actor, at: string, detail: object): Promise<void> {
    await trx
      .insertInto("job_events")
      .values({
        job_id: jobId,
        at,
        kind,
        user_id: actor.userId,
        user_email: actor.email,
        detail: JSON.stringify(detail),
      })
      .execute();
  }
}

/** The planning of the running store, for the owner's routes. */
export async function planningStore(): Promise<PlanningStore> {
  return new PlanningStore((await getLeads()).database, Date.now, calendarUidDomain());
}
