import type { Kysely } from "kysely";
import { arrivalWindowText, jobCalendarCopy } from "#app/content/job-client.ts";
import { invoiceTitle } from "#app/content/situations.ts";
import type { InvoiceState, InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { findLink } from "#app/services/billing/links/private-links.server.ts";
import type { DayPeriod, JobState, PostponeReason } from "#app/services/db/job-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { assignees, byDate, firstName, type JobRow, jobRow, plannedDays, preparationOf } from "./client-job.server.ts";
import { type CalendarEvent, calendarFile } from "./ical.ts";
import { SCHEDULE_EVENT_KINDS } from "./schedule-contract.ts";

/*
 * The client's page of his job, `/c/<token>` (decision 056): what it shows, his two answers, and his calendar
 * file. Each answer writes the job's columns, one history event (no user: the client) and the office's push in
 * one transaction, so the office hears it exactly when it happened.
 */

type Db = Kysely<Database>;

export interface ClientJobPage {
  jobId: number;
  title: string;
  state: JobState;
  postponeReason: PostponeReason | null;
  postponeNote: string;
  days: { day: string; period: DayPeriod }[];
  arrival: string;
  preparation: string;
  siteAddress: string;
  team: string[];
  /** Confirmed since the dates last changed. */
  confirmedAt: string | null;
  changeRequest: string | null;
  quote: { number: string } | null;
  invoices: { number: string; title: string; date: string; state: InvoiceState }[];
}

export type ClientJobLookup = { kind: "unknown" | "revoked" } | { kind: "open"; job: JobRow };

export async function openClientJob(db: Db, token: string): Promise<ClientJobLookup> {
  const link = await findLink(db, "job", token);
  if (link.kind !== "open") return { kind: link.kind };
  const job = await jobRow(db, link.documentId);
  return job ? { kind: "open", job } : { kind: "unknown" };
}

/** When the dates last changed: the latest schedule event's time, null before any. */
async function datesChangedAt(db: Db, jobId: number): Promise<string | null> {
  const row = await db
    .selectFrom("job_events")
    .select("at")
    .where("job_id", "=", jobId)
    .where("kind", "in", [...SCHEDULE_EVENT_KINDS])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** The job's quote when the client still has a live link to it (the office did not withdraw it). */
async function liveQuote(db: Db, quoteId: number | null): Promise<{ number: string } | null> {
  if (quoteId === null) return null;
  const row = await db
    .selectFrom("quotes")
    .innerJoin("quote_links", "quote_links.quote_id", "quotes.id")
    .select("quotes.number")
    .where("quotes.id", "=", quoteId)
    .where("quote_links.revoked_at", "is", null)
    .executeTakeFirst();
  return row?.number ? { number: row.number } : null;
}

/** The page's facts; the quote's issued invoices come from the invoices' store, which alone knows their states. */
export async function clientJobPage(
  db: Db,
  job: JobRow,
  invoices: Pick<InvoiceStore, "issuedOfQuote">,
): Promise<ClientJobPage> {
  const quote = await liveQuote(db, job.quote_id);
  const changedAt = await datesChangedAt(db, job.id);
  const confirmed =
    job.client_confirmed_at && (changedAt === null || job.client_confirmed_at >= changedAt)
      ? job.client_confirmed_at
      : null;
  const issued = quote && job.quote_id !== null ? await invoices.issuedOfQuote(job.quote_id) : [];
  return {
    jobId: job.id,
    title: job.title,
    state: job.state,
    postponeReason: job.state === "reporte" ? job.postpone_reason : null,
    postponeNote: job.state === "reporte" ? job.postpone_note : "",
    days: (await plannedDays(db, job.id)).map(({ day, period }) => ({ day, period })),
    arrival: arrivalWindowText(job.arrival_window),
    preparation: preparationOf(job),
    siteAddress: job.site_address,
    team: (await assignees(db, job.id)).map((person) => firstName(person.name)).filter(Boolean),
    confirmedAt: confirmed,
    changeRequest: confirmed ? null : job.client_change_request,
    quote,
    invoices: issued.map(({ document, state }) => ({
      number: document.number,
      title: invoiceTitle(document),
      date: document.date,
      state,
    })),
  };
}

/** A message from the client: 3 to 1,000 characters once trimmed, lines kept, no other control character. */
export function clientMessage(raw: string): string | null {
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (text.length < 3 || text.length > 1000) return null;
  if (/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(text.replace(/\n/g, ""))) return null;
  return text;
}

export type ClientAnswer = { kind: "confirmed" } | { kind: "change"; message: string };

/** The client's answer, written with its history event and the office's push; false when there is nothing to answer. */
export async function recordClientAnswer(db: Db, jobId: number, answer: ClientAnswer, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
    if (!job || job.state === "termine") return false;
    const at = new Date(now).toISOString();
    const updated = await trx
      .updateTable("jobs")
      .set(
        answer.kind === "confirmed"
          ? { client_confirmed_at: at, client_change_request: null, updated_at: at }
          : { client_confirmed_at: null, client_change_request: answer.message, updated_at: at },
      )
      .where("id", "=", jobId)
      .where("state", "!=", "termine")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("job_events")
      .values({
        job_id: jobId,
        at,
        kind: answer.kind === "confirmed" ? "client.confirmed" : "client.change_requested",
        user_id: null,
        user_email: null,
        detail: JSON.stringify({
          revision: job.schedule_revision,
          ...(answer.kind === "change" ? { message: answer.message } : {}),
        }),
      })
      .execute();
    await queuePushes(trx, { kind: "job.client", jobId, town: job.town, answer: answer.kind }, now);
    return true;
  });
}

/** How long a removed day stays in a calendar file, as CANCELLED, so a subscribed calendar removes its event. */
export const CANCELLED_KEPT_DAYS = 42;

/** The days a calendar file lists: those that stand, and those removed in the last weeks. */
export async function calendarDays(db: Db, jobIds: readonly number[], now: number) {
  if (jobIds.length === 0) return [];
  const since = new Date(now - CANCELLED_KEPT_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom("job_days")
    .selectAll()
    .where("job_id", "in", jobIds)
    .where((eb) => eb.or([eb("cancelled_at", "is", null), eb("cancelled_at", ">=", since)]))
    .execute();
  return byDate(rows);
}

/** The client's « Ajouter à mon agenda »: every day of his job, in his words. */
export async function clientCalendar(
  db: Db,
  job: JobRow,
  company: { name: string; phone: string },
  pageUrl: string,
  now: number,
): Promise<string> {
  const events: CalendarEvent[] = (await calendarDays(db, [job.id], now)).map((day) => ({
    uid: day.uid,
    sequence: day.sequence,
    day: day.day,
    period: day.period,
    cancelled: day.cancelled_at !== null,
    summary: jobCalendarCopy.summary(job.title, company.name),
    location: job.site_address,
    description: jobCalendarCopy.clientDescription(
      arrivalWindowText(job.arrival_window),
      preparationOf(job),
      company.phone,
      pageUrl,
    ),
    url: pageUrl,
    arrivalWindow: job.arrival_window,
  }));
  return calendarFile({ name: jobCalendarCopy.clientCalendarName(company.name), events, now: new Date(now) });
}
