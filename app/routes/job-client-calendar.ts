import { data } from "react-router";
import { clientCalendar } from "#app/services/jobs/client-page.server.ts";
import { jobClientLink, openJobByToken } from "#app/services/jobs/client-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/job-client-calendar";

/** « Ajouter à mon agenda »: the job's days as one calendar file (RFC 5545), opened by the client's own link. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind === "throttled") throw data(null, { status: 429 });
  if (opened.kind !== "open") throw data(null, { status: 404 });
  const company = publishedCompany();
  const body = await clientCalendar(
    (await getLeads()).database.db,
    opened.job,
    { name: company.name, phone: company.phone },
    jobClientLink(params.token),
    Date.now(),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="chantier.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
