import type { Kysely, Selectable, Transaction } from "kysely";
import type { ClientReview } from "#app/content/testimonials.ts";
import { newLinkToken } from "#app/services/billing/links/private-links.server.ts";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { ClientReviewStatus, ClientReviewsTable } from "#app/services/db/review-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";

/** A finished job whose client is asked for a review. */
export interface ReviewJob {
  key: string;
  leadId: number | null;
  invoiceId: number | null;
  email: string;
  /** What the job was ("Réfection de la toiture"), for the owner's list and the client's page. */
  label: string;
}

/** The client's answer, as the form's rules accepted it (review-form.ts). */
export interface ReviewAnswer {
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  firstName: string;
  town: string;
  consent: boolean;
}

/** A review as the owner's screen lists it. */
export interface OwnerReview extends ReviewAnswer {
  id: number;
  leadId: number | null;
  invoiceId: number | null;
  label: string;
  status: ClientReviewStatus;
  reply: string;
  requestedAt: string;
  submittedAt: string;
}

export type ReviewLinkTarget =
  | { kind: "unknown" }
  | { kind: "open"; id: number; label: string }
  | { kind: "answered"; id: number; label: string };

/** YYYY-MM-DD in France: the day a client wrote, as the pages date it. */
export function parisDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(iso));
}

function toOwnerReview(row: Selectable<ClientReviewsTable>): OwnerReview {
  return {
    id: row.id,
    leadId: row.lead_id,
    invoiceId: row.invoice_id,
    label: row.job_label,
    status: row.status,
    reply: row.reply,
    requestedAt: row.requested_at,
    submittedAt: row.submitted_at ?? row.requested_at,
    rating: (row.rating ?? 5) as ReviewAnswer["rating"],
    text: row.text,
    firstName: row.first_name,
    town: row.town,
    consent: row.consent === 1,
  };
}

/**
 * Reviews asked of clients and their answers, the same code on SQLite and PostgreSQL (decision 031). A job is
 * asked once (unique `job_key`, the e-mail queued in the same transaction); a link answers once (a conditional
 * update); the owner approves, hides or answers a review, never edits what the client wrote.
 */
export class ReviewStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  /** Whether clients are asked for a review at all: yes until the owner turns it off. */
  async requestsOn(): Promise<boolean> {
    const row = await this.#db
      .selectFrom("review_settings")
      .select("requests_on")
      .where("id", "=", 1)
      .executeTakeFirst();
    return row ? row.requests_on === 1 : true;
  }

  async setRequestsOn(on: boolean): Promise<void> {
    const values = { requests_on: on ? 1 : 0, updated_at: this.#iso() };
    await this.#db
      .insertInto("review_settings")
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
      .execute();
  }

  /**
   * Asks the job's client once: the row (the link's hash) and the e-mail, built by `notice` from the link's token,
   * are written together by `queue` in one transaction. "already" when this job was asked before, by this
   * instance or another.
   */
  async ask(
    job: ReviewJob,
    queue: (token: string, trx: Transaction<Database>) => Promise<void>,
  ): Promise<"asked" | "already"> {
    const token = newLinkToken();
    try {
      return await this.#db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("client_reviews")
          .values({
            job_key: job.key,
            lead_id: job.leadId,
            invoice_id: job.invoiceId,
            token_hash: hashToken(token),
            client_email: job.email,
            job_label: job.label,
            requested_at: this.#iso(),
          })
          .onConflict((conflict) => conflict.column("job_key").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) return "already";
        await queue(token, trx);
        return "asked";
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "already";
      throw error;
    }
  }

  /** Whether this job's client was asked already (the request's page says so). */
  async askedFor(key: string): Promise<{ requestedAt: string; status: ClientReviewStatus } | null> {
    const row = await this.#db
      .selectFrom("client_reviews")
      .select(["requested_at", "status"])
      .where("job_key", "=", key)
      .executeTakeFirst();
    return row ? { requestedAt: row.requested_at, status: row.status } : null;
  }

  /** What a client's link opens. */
  async open(token: string): Promise<ReviewLinkTarget> {
    const row = await this.#db
      .selectFrom("client_reviews")
      .select(["id", "job_label", "submitted_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row) return { kind: "unknown" };
    return { kind: row.submitted_at === null ? "open" : "answered", id: row.id, label: row.job_label };
  }

  /** The client's answer, once per link: a second one changes nothing and says so. */
  async submit(token: string, answer: ReviewAnswer): Promise<"saved" | "already" | "unknown"> {
    const result = await this.#db
      .updateTable("client_reviews")
      .set({
        submitted_at: this.#iso(),
        rating: answer.rating,
        text: answer.text,
        first_name: answer.firstName,
        town: answer.town,
        consent: answer.consent ? 1 : 0,
        status: "recu",
      })
      .where("token_hash", "=", hashToken(token))
      .where("submitted_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return "saved";
    return (await this.open(token)).kind === "unknown" ? "unknown" : "already";
  }

  /** The answered reviews, newest first, and how many requests still wait for an answer. */
  async forOwner(): Promise<{ reviews: OwnerReview[]; waiting: number }> {
    const rows = await this.#db
      .selectFrom("client_reviews")
      .selectAll()
      .where("submitted_at", "is not", null)
      .orderBy("submitted_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const waiting = await this.#db
      .selectFrom("client_reviews")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("submitted_at", "is", null)
      .executeTakeFirst();
    return { reviews: rows.map(toOwnerReview), waiting: Number(waiting?.count ?? 0) };
  }

  /**
   * Approves or hides an answered review. A review whose client did not agree to its publication is never
   * approved: "refused" then, as for a review not answered yet.
   */
  async decide(id: number, status: "approuve" | "masque"): Promise<"done" | "refused"> {
    const result = await this.#db
      .updateTable("client_reviews")
      .set({ status, decided_at: this.#iso() })
      .where("id", "=", id)
      .where("submitted_at", "is not", null)
      .$if(status === "approuve", (query) => query.where("consent", "=", 1))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? "done" : "refused";
  }

  /** The company's public answer under an answered review ("" removes it). */
  async reply(id: number, text: string): Promise<boolean> {
    const result = await this.#db
      .updateTable("client_reviews")
      .set({ reply: text })
      .where("id", "=", id)
      .where("submitted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** What the public pages show: the approved reviews, newest first, as their clients wrote them. */
  async approved(): Promise<ClientReview[]> {
    const rows = await this.#db
      .selectFrom("client_reviews")
      .selectAll()
      .where("status", "=", "approuve")
      .where("consent", "=", 1)
      .orderBy("submitted_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({
      id: `avis-${row.id}`,
      firstName: row.first_name,
      town: row.town,
      rating: (row.rating ?? 5) as ClientReview["rating"],
      text: row.text,
      writtenOn: parisDay(row.submitted_at ?? row.requested_at),
      jobMonth: parisDay(row.requested_at).slice(0, 7),
      reply: row.reply,
    }));
  }

  /** "Chantier terminé" on a won request (null clears it), and whether its client may be asked for a review. */
  async markJobDone(leadId: number, done: boolean): Promise<boolean> {
    const result = await this.#db
      .updateTable("leads")
      .set({ job_done_at: done ? this.#iso() : null })
      .where("id", "=", leadId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setLeadRequestOff(leadId: number, off: boolean): Promise<boolean> {
    const result = await this.#db
      .updateTable("leads")
      .set({ review_request_off: off ? 1 : 0 })
      .where("id", "=", leadId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A request's job as the review rules read it; null for an unknown request. */
  async leadJob(leadId: number): Promise<{
    workflowStatus: string;
    jobDoneAt: string | null;
    requestOff: boolean;
    invoiced: boolean;
    fields: Record<string, string | boolean>;
  } | null> {
    const row = await this.#db
      .selectFrom("leads")
      .select(["workflow_status", "job_done_at", "review_request_off", "fields"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (!row) return null;
    const invoice = await this.#db
      .selectFrom("invoices")
      .select("id")
      .where("lead_id", "=", leadId)
      .where("status", "=", "emise")
      .limit(1)
      .executeTakeFirst();
    return {
      workflowStatus: row.workflow_status,
      jobDoneAt: row.job_done_at,
      requestOff: row.review_request_off === 1,
      invoiced: invoice !== undefined,
      fields: JSON.parse(row.fields) as Record<string, string | boolean>,
    };
  }
}

/**
 * A request erased (on demand, or after the 3 years announced), inside its transaction: a review the client never
 * answered goes, and one he answered keeps only what he agreed to publish (his first name, town and words), without
 * his e-mail or the link to the request.
 */
export async function releaseReviewsOf(trx: Transaction<Database>, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  await trx
    .deleteFrom("client_reviews")
    .where("lead_id", "in", leadIds)
    .where((eb) => eb.or([eb("submitted_at", "is", null), eb("consent", "=", 0)]))
    .execute();
  await trx
    .updateTable("client_reviews")
    .set({ lead_id: null, client_email: "" })
    .where("lead_id", "in", leadIds)
    .execute();
}
