import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { jobsCopy } from "#app/content/jobs.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { mintLink } from "#app/services/billing/links/private-links.server.ts";
import type { Engine, StoreDatabase } from "#app/services/db/database.server.ts";
import type { JobPhotoPhase } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { placeOf } from "#app/services/push/events.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import type { JobDetails } from "./job-details.ts";
import { finishedInTransaction } from "./job-finish.server.ts";
import { dayJobs, jobDetail, jobRows, quotesWithoutJob, teamPeople } from "./job-reads.server.ts";
import type {
  DayJob,
  JobActor,
  JobDetail,
  JobRow,
  JobState,
  NewJobPhoto,
  QuoteWithoutJob,
  TeamPerson,
} from "./job-types.ts";
import type { ScheduleEventDetail } from "./schedule-contract.ts";

export type * from "./job-types.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Appends one line of the job's history, naming who did it (null: the server or the client). */
export async function writeJobEvent(
  db: Db,
  jobId: number,
  kind: string,
  actor: JobActor | null,
  at: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto("job_events")
    .values({
      job_id: jobId,
      at,
      kind,
      user_id: actor?.userId ?? null,
      user_email: actor?.email ?? null,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/**
 * The job of an accepted quote, made in the caller's transaction (the acceptance's own, QuoteStore.accept), with
 * the client and the site copied from the quote: once, however many times it is asked and by however many
 * instances (`jobs.quote_id` is unique). Answers the job's id, or null when the quote is not accepted.
 */
export async function openJobForQuote(
  trx: Transaction<Database>,
  quoteId: number,
  at: string,
  actor: JobActor | null,
): Promise<{ id: number; created: boolean } | null> {
  const quote = await trx
    .selectFrom("quotes")
    .leftJoin("leads", "leads.id", "quotes.lead_id")
    .select([
      "quotes.status",
      "quotes.number",
      "quotes.lead_id",
      "quotes.title",
      "quotes.client_name",
      "quotes.client_email",
      "quotes.client_phone",
      "quotes.client_address",
      "quotes.site_address",
      "leads.town as lead_town",
      "leads.service as lead_service",
    ])
    .where("quotes.id", "=", quoteId)
    .executeTakeFirst();
  if (quote?.status !== "accepte") return null;
  const site = quote.site_address.trim() || quote.client_address.trim();
  const inserted = await trx
    .insertInto("jobs")
    .values({
      origin: "quote",
      quote_id: quoteId,
      lead_id: quote.lead_id,
      title: quote.title.trim() || jobsCopy.store.quoteTitle(quote.number ?? ""),
      client_name: quote.client_name,
      client_email: quote.client_email,
      client_phone: quote.client_phone,
      site_address: site,
      town: placeOf("devis", { address: site }) || (quote.lead_town ?? ""),
      service: quote.lead_service ?? "",
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("quote_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    await writeJobEvent(trx, inserted.id, "job.created", actor, at, { origin: "quote", quoteId });
    return { id: inserted.id, created: true };
  }
  const existing = await trx.selectFrom("jobs").select("id").where("quote_id", "=", quoteId).executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/**
 * Erasing requests leaves their jobs, detached, in the erasure's transaction (releaseBillingOf): a job is the record
 * of works done on a site, kept like the quote and the invoices it goes with.
 */
export async function releaseJobsOf(trx: Transaction<Database>, leadIds: readonly number[]): Promise<void> {
  await trx.updateTable("jobs").set({ lead_id: null }).where("lead_id", "in", leadIds).execute();
}

export type EmergencyResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; reason: "missing" | "no-assignee" | "unknown-assignee" };

export type ArriveResult = "arrived" | "again" | "finished" | "missing";
export type FinishResult = "finished" | "already" | "missing";

function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The jobs (« chantiers »), the same code on SQLite and PostgreSQL. Every change is one transaction with the
 * history line that names who made it, and with the notifications it causes (the outbox rows).
 */
export class JobStore {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;

  constructor(database: StoreDatabase, now: () => number = Date.now) {
    this.#db = database.db;
    this.#engine = database.engine;
    this.#now = now;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  today(): string {
    return parisToday(new Date(this.#now()));
  }

  /** The job of an accepted quote, made now if it has none (« Créer le chantier »); null: not accepted. */
  async openForQuote(quoteId: number, actor: JobActor | null): Promise<{ id: number; created: boolean } | null> {
    return this.#db.transaction().execute((trx) => openJobForQuote(trx, quoteId, this.#iso(), actor));
  }

  /**
   * « Intervenir » on an urgent request: a job for today, the whole day, with the people chosen, its clock started
   * at the request's arrival. Today's day is planned as the planning plans any day (revision 1, one
   * `schedule.planned` event), so the client's and the team's notices follow; the office's devices are told who is
   * on his way, in the same transaction. A request that has an emergency job still open answers that job.
   */
  async openEmergency(
    leadId: number,
    assigneeIds: readonly number[],
    actor: JobActor,
    uidDomain: string,
  ): Promise<EmergencyResult> {
    const wanted = [...new Set(assigneeIds)];
    if (wanted.length === 0) return { ok: false, reason: "no-assignee" };
    return this.#db.transaction().execute(async (trx): Promise<EmergencyResult> => {
      let leadQuery = trx
        .selectFrom("leads")
        .select(["id", "fields", "town", "service", "created_at", "kind"])
        .where("id", "=", leadId);
      // Two presses of « Intervenir » on two instances wait for each other here, and the second finds the job.
      if (this.#engine === "postgres") leadQuery = leadQuery.forUpdate();
      const lead = await leadQuery.executeTakeFirst();
      if (!lead) return { ok: false, reason: "missing" };
      const open = await trx
        .selectFrom("jobs")
        .select("id")
        .where("lead_id", "=", leadId)
        .where("origin", "=", "emergency")
        .where("state", "!=", "termine")
        .executeTakeFirst();
      if (open) return { ok: true, id: open.id, created: false };
      const people = await teamPeople(trx, wanted);
      if (people.length !== wanted.length) return { ok: false, reason: "unknown-assignee" };

      const at = this.#iso();
      const day = this.today();
      const fields = JSON.parse(lead.fields) as Record<string, unknown>;
      const site = lead.kind === "contact" ? text(fields, "city") : text(fields, "address");
      const town = lead.town || placeOf(lead.kind, { address: site, city: site });
      const { id } = await trx
        .insertInto("jobs")
        .values({
          origin: "emergency",
          lead_id: leadId,
          title: jobsCopy.store.emergencyTitle(lead.service),
          client_name: text(fields, "name"),
          client_email: text(fields, "email"),
          client_phone: text(fields, "phone"),
          site_address: site,
          town,
          service: lead.service,
          state: "planifie",
          requested_at: lead.created_at,
          schedule_revision: 1,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("job_assignees")
        .values(wanted.map((userId) => ({ job_id: id, user_id: userId })))
        .execute();
      await trx
        .insertInto("job_days")
        .values({
          job_id: id,
          day,
          period: "day",
          uid: `${randomUUID()}@${uidDomain}`,
          sequence: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await writeJobEvent(trx, id, "job.created", actor, at, { origin: "emergency", leadId });
      await writeJobEvent(trx, id, "job.assigned", actor, at, { userIds: wanted });
      const planned: ScheduleEventDetail = { revision: 1, before: [], after: [`${day}:day`] };
      await writeJobEvent(trx, id, "schedule.planned", actor, at, { ...planned });
      await queuePushes(
        trx,
        { kind: "job.emergency", jobId: id, person: jobsCopy.store.people(people.map((p) => p.name)), town },
        this.#now(),
      );
      return { ok: true, id, created: true };
    });
  }

  async detail(id: number): Promise<JobDetail | null> {
    return jobDetail(this.#db, id);
  }

  /** Who is on the job: what decides whether a compagnon may open it (mayOpenJob). */
  async assigneeIds(jobId: number): Promise<number[]> {
    const rows = await this.#db.selectFrom("job_assignees").select("user_id").where("job_id", "=", jobId).execute();
    return rows.map((row) => row.user_id);
  }

  /** The jobs in one state or all, the newest change first, each with its next day and its people. */
  async list(state: JobState | null): Promise<JobRow[]> {
    return jobRows(this.#db, state, this.today());
  }

  async counts(): Promise<Record<JobState, number>> {
    const rows = await this.#db
      .selectFrom("jobs")
      .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("state")
      .execute();
    const counts: Record<JobState, number> = { a_planifier: 0, planifie: 0, en_cours: 0, reporte: 0, termine: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }

  async quotesWithoutJob(): Promise<QuoteWithoutJob[]> {
    return quotesWithoutJob(this.#db);
  }

  /** The job of a quote, for the quote's page. */
  async jobOfQuote(quoteId: number): Promise<number | null> {
    const row = await this.#db.selectFrom("jobs").select("id").where("quote_id", "=", quoteId).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The jobs opened from a request, for the request's page. */
  async jobsOfLead(leadId: number): Promise<{ id: number; state: JobState; title: string }[]> {
    return this.#db
      .selectFrom("jobs")
      .select(["id", "state", "title"])
      .where("lead_id", "=", leadId)
      .orderBy("id")
      .execute();
  }

  /** The person's days from `from` to `to` (YYYY-MM-DD, inclusive), each with the jobs he is on. */
  async daysOf(userId: number, from: string, to: string): Promise<DayJob[]> {
    return dayJobs(this.#db, userId, from, to);
  }

  /** The team as the « Intervenir » form offers it. */
  async team(): Promise<TeamPerson[]> {
    return teamPeople(this.#db, null);
  }

  async addNote(jobId: number, body: string, actor: JobActor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
      if (!job) return false;
      const at = this.#iso();
      await trx
        .insertInto("job_notes")
        .values({ job_id: jobId, user_id: actor.userId, user_email: actor.email, body, created_at: at })
        .execute();
      await writeJobEvent(trx, jobId, "job.note", actor, at);
      await trx.updateTable("jobs").set({ updated_at: at }).where("id", "=", jobId).execute();
      return true;
    });
  }

  /**
   * The practical details the office typed (job-details.ts checked them), with the history line naming who and
   * which changed; false when the job does not exist.
   */
  async saveDetails(jobId: number, details: JobDetails, actor: JobActor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom("jobs")
        .select(["arrival_window", "client_preparation", "to_bring"])
        .where("id", "=", jobId)
        .executeTakeFirst();
      if (!job) return false;
      const changed = [
        job.arrival_window !== details.arrivalWindow && "arrivalWindow",
        job.client_preparation !== details.clientPreparation && "clientPreparation",
        job.to_bring !== details.toBring && "toBring",
      ].filter((name): name is string => name !== false);
      if (changed.length === 0) return true;
      const at = this.#iso();
      await trx
        .updateTable("jobs")
        .set({
          arrival_window: details.arrivalWindow,
          client_preparation: details.clientPreparation,
          to_bring: details.toBring,
          updated_at: at,
        })
        .where("id", "=", jobId)
        .execute();
      await writeJobEvent(trx, jobId, "job.details", actor, at, { changed });
      return true;
    });
  }

  /**
   * A new private link to the job's client page, for the office to copy: its token is in this answer only (the
   * table keeps its hash); the links already sent keep working. Null when the job does not exist.
   */
  async newClientLink(jobId: number, actor: JobActor): Promise<string | null> {
    return this.#db.transaction().execute(async (trx) => {
      const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
      if (!job) return null;
      const at = this.#iso();
      const token = await mintLink(trx, "job", jobId, at);
      await writeJobEvent(trx, jobId, "client.link", actor, at);
      return token;
    });
  }

  /** A photo whose file is already stored under its final name; null when the job does not exist. */
  async addPhoto(jobId: number, phase: JobPhotoPhase, photo: NewJobPhoto, actor: JobActor): Promise<number | null> {
    return this.#db.transaction().execute(async (trx) => {
      const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
      if (!job) return null;
      const at = this.#iso();
      const { id } = await trx
        .insertInto("job_photos")
        .values({
          job_id: jobId,
          phase,
          stored_name: photo.storedName,
          content_type: photo.contentType,
          bytes: photo.bytes,
          width: photo.width,
          height: photo.height,
          user_id: actor.userId,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writeJobEvent(trx, jobId, "job.photo", actor, at, { phase });
      await trx.updateTable("jobs").set({ updated_at: at }).where("id", "=", jobId).execute();
      return id;
    });
  }

  /** One photo's file, found through the job's own row. */
  async photo(
    jobId: number,
    photoId: number,
  ): Promise<{ storedName: string; contentType: "image/jpeg" | "image/webp"; phase: JobPhotoPhase } | null> {
    const row = await this.#db
      .selectFrom("job_photos")
      .select(["stored_name", "content_type", "phase"])
      .where("job_id", "=", jobId)
      .where("id", "=", photoId)
      .executeTakeFirst();
    return row ? { storedName: row.stored_name, contentType: row.content_type, phase: row.phase } : null;
  }

  /** Every photo file a job row names: what the start-up sweep of UPLOADS_DIR keeps. */
  async referencedPhotoFiles(): Promise<string[]> {
    const rows = await this.#db.selectFrom("job_photos").select("stored_name").execute();
    return rows.map((row) => row.stored_name);
  }

  /**
   * « Arrivé »: the job is under way. The first arrival starts nothing again: it is the emergency clock's end, kept
   * with who pressed it; each later one (the next morning) is a line of the history.
   */
  async arrive(jobId: number, actor: JobActor): Promise<ArriveResult> {
    return this.#db.transaction().execute(async (trx): Promise<ArriveResult> => {
      const at = this.#iso();
      const updated = await trx
        .updateTable("jobs")
        .set({
          state: "en_cours",
          arrived_by: sql<number>`case when arrived_at is null then ${actor.userId} else arrived_by end`,
          arrived_at: sql<string>`coalesce(arrived_at, ${at})`,
          updated_at: at,
        })
        .where("id", "=", jobId)
        .where("state", "!=", "termine")
        .returning(["arrived_at"])
        .executeTakeFirst();
      if (!updated) {
        const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
        return job ? "finished" : "missing";
      }
      const first = updated.arrived_at === at;
      await writeJobEvent(trx, jobId, "job.arrived", actor, at, { first });
      return first ? "arrived" : "again";
    });
  }

  /**
   * « Terminé »: the state, its `job.finished` line and what it causes (finishedInTransaction: the office told) in
   * one transaction, once; the caller then runs afterJobFinished.
   */
  async finish(jobId: number, actor: JobActor): Promise<FinishResult> {
    return this.#db.transaction().execute(async (trx): Promise<FinishResult> => {
      const at = this.#iso();
      const updated = await trx
        .updateTable("jobs")
        .set({ state: "termine", finished_at: at, updated_at: at })
        .where("id", "=", jobId)
        .where("state", "!=", "termine")
        .returning(["id", "title"])
        .executeTakeFirst();
      if (!updated) {
        const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst();
        return job ? "already" : "missing";
      }
      await writeJobEvent(trx, jobId, "job.finished", actor, at);
      await finishedInTransaction(trx, updated, this.#now());
      return "finished";
    });
  }
}
