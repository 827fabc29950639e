import type { Kysely } from "kysely";
import { arrivalWindowText, jobCalendarCopy } from "#app/content/job-client.ts";
import { isLinkToken, newLinkToken } from "#app/services/billing/links/private-links.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";
import { calendarDays } from "./client-page.server.ts";
import { type CalendarEvent, calendarFile } from "./ical.ts";

/*
 * Each person's private calendar feed, `/agenda/<token>.ics` (decision 056): a calendar application fetches it
 * without a session, so the address itself is the secret (256 bits, only the SHA-256 kept, like the client's
 * links). One live feed per person: making a new one revokes the old, and a revoked address answers 404 at once.
 * The feed lists the days of the jobs he is on, with what he needs there and never an amount, whatever his role.
 */

type Db = Kysely<Database>;

/** How far back a feed lists the days that took place. */
const PAST_DAYS = 90;

/** A new feed for the person, the previous one revoked in the same transaction; the token, shown once. */
export async function createFeed(db: Db, userId: number, now: number): Promise<string> {
  const token = newLinkToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("calendar_feeds")
      .set({ revoked_at: now })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
    await trx
      .insertInto("calendar_feeds")
      .values({ user_id: userId, token_hash: hashToken(token), created_at: now })
      .execute();
  });
  return token;
}

export async function revokeFeeds(db: Db, userId: number, now: number): Promise<number> {
  const result = await db
    .updateTable("calendar_feeds")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The person's live feed, when he has one: since when (its address is never shown again). */
export async function activeFeed(db: Db, userId: number): Promise<{ createdAt: number } | null> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? { createdAt: Number(row.created_at) } : null;
}

/** Whose feed `<token>.ics` is; null for a wrong shape, an unknown or a revoked token. */
export async function feedOwner(db: Db, file: string): Promise<{ userId: number; name: string } | null> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!isLinkToken(token)) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .innerJoin("owner_users", "owner_users.id", "calendar_feeds.user_id")
    .select(["owner_users.id as userId", "owner_users.display_name as name", "owner_users.email as email"])
    .where("calendar_feeds.token_hash", "=", hashToken(token))
    .where("calendar_feeds.revoked_at", "is", null)
    .executeTakeFirst();
  return row ? { userId: row.userId, name: row.name || row.email } : null;
}

/** The person's feed: every day of the jobs he is on, from three months back, removed days kept a few weeks. */
export async function personCalendar(
  db: Db,
  person: { userId: number; name: string },
  company: { name: string },
  siteUrl: string,
  now: number,
): Promise<string> {
  const jobs = await db
    .selectFrom("jobs")
    .innerJoin("job_assignees", "job_assignees.job_id", "jobs.id")
    .select([
      "jobs.id",
      "jobs.title",
      "jobs.town",
      "jobs.site_address",
      "jobs.client_name",
      "jobs.client_phone",
      "jobs.arrival_window",
      "jobs.to_bring",
    ])
    .where("job_assignees.user_id", "=", person.userId)
    .execute();
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const from = new Date(now - PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  const base = siteUrl.replace(/\/$/, "");
  const events: CalendarEvent[] = [];
  for (const day of await calendarDays(db, [...byId.keys()], now)) {
    const job = byId.get(day.job_id);
    if (!job || day.day < from) continue;
    const link = `${base}/pro/chantiers/${job.id}`;
    events.push({
      uid: day.uid,
      sequence: day.sequence,
      day: day.day,
      period: day.period,
      cancelled: day.cancelled_at !== null,
      summary: jobCalendarCopy.teamSummary(job.title, job.town),
      location: job.site_address,
      description: jobCalendarCopy.teamDescription({
        client: job.client_name,
        phone: job.client_phone,
        arrival: arrivalWindowText(job.arrival_window),
        toBring: job.to_bring,
        link,
      }),
      url: link,
      arrivalWindow: job.arrival_window,
    });
  }
  return calendarFile({ name: jobCalendarCopy.feedName(person.name, company.name), events, now: new Date(now) });
}
