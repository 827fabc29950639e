import { data } from "react-router";
import { feedOwner, personCalendar } from "#app/services/jobs/calendar-feeds.server.ts";
import { siteBase } from "#app/services/jobs/client-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/calendar-feed-ics";

/**
 * A person's calendar feed, `/agenda/<token>.ics`: outside the owner's space, since a calendar application fetches
 * it without his session; the address is the secret, and a revoked one answers 404 at once.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = (await getLeads()).database;
  const person = await feedOwner(db, params.file);
  if (!person) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const body = await personCalendar(db, person, { name: publishedCompany().name }, siteBase(), Date.now());
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="chantiers.ics"',
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
