import { sql, type Transaction } from "kysely";
import { jobMailCopy } from "#app/content/job-client.ts";
import { addDays } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { mintLink } from "#app/services/billing/links/private-links.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { type AccountNotice, Outbox } from "#app/services/leads/outbox.server.ts";
import { logError } from "#app/services/log.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { assignees, type JobRow, plannedDays, preparationOf } from "./client-job.server.ts";
import { SCHEDULE_EVENT_KINDS, type ScheduleEventDetail, scheduleNoticeKey } from "./schedule-contract.ts";

/*
 * The client is told (decision 056). Every instance sweeps on a timer, and in-process right after a change
 * (kickJobNotices): for each job whose dates' revision has not been told, one transaction writes the notice's
 * `job_notices` row and queues what it announces (the client's e-mail, the team's push for a change today). The
 * row's key is unique per job, so the instance that loses the race inserts nothing and queues nothing: a revision is
 * told once, and never lost, since the sweep finds it again until its row exists. Only a job's latest revision is
 * told: the client reads the dates as they are, not each step that led there.
 */

export interface NoticeSweep {
  database: Pick<StoreDatabase, "db" | "engine">;
  now: () => number;
  company: () => { name: string; phone: string; email: string };
  /** The absolute address of the client's page for a new token: `https://…/c/<token>`. */
  linkFor: (token: string) => string;
}

/** The evening reminder goes from this hour (Paris) the day before the first planned day. */
export const EVE_HOUR = 17;

const parisHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" });

export function eveNoticeKey(day: string): string {
  return `eve:${day}`;
}

export function todayPushKey(revision: number): string {
  return `push:${revision}`;
}

/** Writes the notice's row; false when another instance (or an earlier pass) already did, and nothing is to be sent. */
async function claimNotice(trx: Transaction<Database>, jobId: number, key: string, now: number): Promise<boolean> {
  const inserted = await trx
    .insertInto("job_notices")
    .values({ job_id: jobId, key, created_at: now })
    .onConflict((conflict) => conflict.columns(["job_id", "key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The revisions already told of the job: the highest, 0 when none. */
async function lastToldRevision(trx: Transaction<Database>, jobId: number): Promise<number> {
  const rows = await trx
    .selectFrom("job_notices")
    .select("key")
    .where("job_id", "=", jobId)
    .where("key", "like", "schedule:%")
    .execute();
  return Math.max(0, ...rows.map((row) => Number(row.key.slice("schedule:".length)) || 0));
}

/** The schedule events after `since` up to `revision`, oldest first (the planning writes one per revision). */
async function scheduleEvents(
  trx: Transaction<Database>,
  jobId: number,
  since: number,
  revision: number,
): Promise<{ kind: string; detail: ScheduleEventDetail }[]> {
  const rows = await trx
    .selectFrom("job_events")
    .select(["kind", "detail"])
    .where("job_id", "=", jobId)
    .where("kind", "in", [...SCHEDULE_EVENT_KINDS])
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows
    .map((row) => ({ kind: row.kind, detail: JSON.parse(row.detail) as ScheduleEventDetail }))
    .filter(({ detail }) => detail.revision > since && detail.revision <= revision)
    .reverse();
}

function mailFacts(
  sweep: NoticeSweep,
  job: JobRow,
  days: { day: string; period: "day" | "am" | "pm" }[],
  link: string,
) {
  const company = sweep.company();
  return {
    clientName: job.client_name,
    title: job.title,
    companyName: company.name,
    companyPhone: company.phone,
    link,
    days,
    arrivalWindow: job.arrival_window,
    preparation: preparationOf(job),
  };
}

/** Tells one job's current revision, once: the client's e-mail and, for a change of today, the team's push. */
async function tellRevision(sweep: NoticeSweep, jobId: number): Promise<number> {
  const { db } = sweep.database;
  const outbox = new Outbox(sweep.database, sweep.now);
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
    if (!job || job.schedule_revision === 0) return 0;
    const revision = job.schedule_revision;
    const since = await lastToldRevision(trx, jobId);
    const now = sweep.now();
    if (!(await claimNotice(trx, jobId, scheduleNoticeKey(revision), now))) return 0;
    let queued = 0;
    const events = await scheduleEvents(trx, jobId, since, revision);
    const latest = events.at(-1);
    if (job.client_email) {
      const days = await plannedDays(trx, jobId);
      const link = sweep.linkFor(await mintLink(trx, "job", jobId, new Date(now).toISOString()));
      const postponed =
        latest?.kind === "schedule.postponed" || job.state === "reporte"
          ? {
              reason: latest?.detail.reason ?? job.postpone_reason ?? "autre",
              note: latest?.detail.note ?? job.postpone_note,
            }
          : null;
      const changed = since > 0 || (events[0]?.detail.before.length ?? 0) > 0;
      const company = sweep.company();
      const notice: AccountNotice = {
        kind: "job.schedule",
        to: job.client_email,
        subject: postponed
          ? jobMailCopy.postponedSubject(job.title, company.name)
          : jobMailCopy.scheduleSubject(job.title, company.name, changed),
        text: jobMailCopy.schedule({ ...mailFacts(sweep, job, days, link), changed, postponed }),
        ...(company.email ? { replyTo: company.email } : {}),
      };
      await outbox.enqueueNotice(notice, trx);
      queued += 1;
    }
    // A day of today left or joined the planning: the people on the job hear it on their phone now.
    const today = parisToday(new Date(now));
    const touched = events.flatMap(({ detail }) => [...detail.before, ...detail.after]);
    if (touched.some((day) => day.startsWith(`${today}:`))) {
      if (await claimNotice(trx, jobId, todayPushKey(revision), now)) {
        const people = (await assignees(trx, jobId)).map((person) => person.userId);
        if (people.length > 0) {
          queued += await queuePushes(trx, { kind: "job.today", jobId, town: job.town, assignees: people }, now);
        }
      }
    }
    return queued;
  });
}

/** The e-mail of the evening before the first day, once per first day (a job moved to another day is told again). */
async function tellEve(sweep: NoticeSweep, jobId: number, firstDay: string): Promise<number> {
  const { db } = sweep.database;
  const outbox = new Outbox(sweep.database, sweep.now);
  return db.transaction().execute(async (trx) => {
    const now = sweep.now();
    if (!(await claimNotice(trx, jobId, eveNoticeKey(firstDay), now))) return 0;
    const job = await trx.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
    if (!job?.client_email) return 0;
    const days = await plannedDays(trx, jobId);
    const link = sweep.linkFor(await mintLink(trx, "job", jobId, new Date(now).toISOString()));
    const company = sweep.company();
    await outbox.enqueueNotice(
      {
        kind: "job.eve",
        to: job.client_email,
        subject: jobMailCopy.eveSubject(job.title, company.name),
        text: jobMailCopy.eve(mailFacts(sweep, job, days, link)),
        ...(company.email ? { replyTo: company.email } : {}),
      },
      trx,
    );
    return 1;
  });
}

/** One pass on this instance: every untold revision, then the evening's reminders; how many deliveries it queued. */
export async function sweepJobNotices(sweep: NoticeSweep): Promise<number> {
  const { db } = sweep.database;
  const untold = await db
    .selectFrom("jobs")
    .select("jobs.id")
    .where("jobs.schedule_revision", ">", 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("job_notices")
            .select("job_notices.job_id")
            .whereRef("job_notices.job_id", "=", "jobs.id")
            .where(
              "job_notices.key",
              "=",
              sql<string>`'schedule:' || CAST(${sql.ref("jobs.schedule_revision")} AS TEXT)`,
            ),
        ),
      ),
    )
    .orderBy("jobs.id")
    .execute();
  let queued = 0;
  for (const { id } of untold) queued += await tellRevision(sweep, id);

  const at = new Date(sweep.now());
  if (Number(parisHour.format(at)) < EVE_HOUR) return queued;
  const tomorrow = addDays(parisToday(at), 1);
  const starting = await db
    .selectFrom("job_days")
    .innerJoin("jobs", "jobs.id", "job_days.job_id")
    .select(["job_days.job_id as jobId", (eb) => eb.fn.min("job_days.day").as("firstDay")])
    .where("job_days.cancelled_at", "is", null)
    .where("jobs.state", "=", "planifie")
    .groupBy("job_days.job_id")
    .having((eb) => eb.fn.min("job_days.day"), "=", tomorrow)
    .execute();
  for (const { jobId } of starting) queued += await tellEve(sweep, jobId, tomorrow);
  return queued;
}

let timer: ReturnType<typeof setInterval> | null = null;
let kick: (() => void) | null = null;

/**
 * Each instance sweeps now, every `pollMs`, and at each kickJobNotices; a pass that queued something wakes the
 * outbox. Passes never overlap in one process (a kick during a pass runs one more after it).
 */
export function startJobNotices(pollMs: number, sweep: () => Promise<NoticeSweep>, notify: () => void): void {
  stopJobNotices();
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        if ((await sweepJobNotices(await sweep())) > 0) notify();
      } catch (error) {
        logError(`job notices: ${error instanceof Error ? error.message : String(error)}`);
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  kick = () => setTimeout(run, 0);
  run();
  timer = setInterval(run, pollMs);
  timer.unref();
}

/** After a commit that raised a job's revision (the planning's), this instance tells the client without waiting. */
export function kickJobNotices(): void {
  kick?.();
}

export function stopJobNotices(): void {
  if (timer) clearInterval(timer);
  timer = null;
  kick = null;
}
