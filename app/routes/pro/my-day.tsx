import { Link } from "react-router";
import { ChevronRightIcon, MapPinIcon, PhoneIcon } from "#app/components/pro/icons.tsx";
import { EmergencyMark, JobBadge } from "#app/components/pro/jobs/job-badge.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { dayName, dayPeriodLabels, jobsCopy } from "#app/content/jobs.ts";
import { addDays } from "#app/lib/french-format.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { siteLinks } from "#app/services/jobs/job-view.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/my-day";

const copy = jobsCopy.myDay;
const WEEK = 7;

/** The signed-in person's own days, today and the six after, whatever his role: only the jobs he is on. */
export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const store = await jobStore();
  const today = store.today();
  const last = addDays(today, WEEK - 1);
  const planned = await store.daysOf(member.userId, today, last);
  const days = Array.from({ length: WEEK }, (_, index) => addDays(today, index)).map((day) => ({
    day,
    jobs: planned
      .filter((entry) => entry.day === day)
      .map(({ period, job }) => ({
        period,
        id: job.id,
        origin: job.origin,
        state: job.state,
        title: job.title,
        clientName: job.clientName,
        siteAddress: job.siteAddress || job.town,
        toBring: job.toBring,
        arrivalWindow: job.origin === "emergency" ? "" : job.arrivalWindow,
        links: siteLinks(job),
      })),
  }));
  return { days };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

type DayView = Route.ComponentProps["loaderData"]["days"][number];

function JobOfDay({ job }: { job: DayView["jobs"][number] }) {
  const pill =
    "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold sm:flex-none";
  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">
          {[dayPeriodLabels[job.period], job.arrivalWindow.replace("-", " – ")].filter(Boolean).join(" · ")}
        </p>
        <span className="flex items-center gap-2">
          {job.origin === "emergency" ? <EmergencyMark label={jobsCopy.job.emergency} /> : null}
          <JobBadge state={job.state} />
        </span>
      </div>
      <p className="mt-1 text-lg font-bold text-navy-900">{job.clientName || job.title}</p>
      {job.clientName ? <p className="text-sm text-muted">{job.title}</p> : null}
      <p className="mt-2 text-sm break-words text-ink">{job.siteAddress || jobsCopy.job.noAddress}</p>
      {job.toBring ? (
        <p className="mt-2 rounded-lg bg-surface px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
          <span className="font-semibold">{copy.toBring} : </span>
          {job.toBring}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {job.links.map ? (
          <a
            href={job.links.map}
            target="_blank"
            rel="noopener noreferrer"
            className={`${pill} border-2 border-navy-900 text-navy-900 hover:bg-navy-50`}
          >
            <MapPinIcon aria-hidden="true" className="size-4" />
            {jobsCopy.job.map}
          </a>
        ) : null}
        {job.links.call ? (
          <a href={job.links.call} className={`${pill} border-2 border-navy-900 text-navy-900 hover:bg-navy-50`}>
            <PhoneIcon aria-hidden="true" className="size-4" />
            {jobsCopy.job.call}
          </a>
        ) : null}
        <Link
          to={`/pro/chantiers/${job.id}`}
          aria-label={copy.openLabel(job.title)}
          className={buttonClass("primary", "sm", "min-h-11 flex-1 sm:flex-none")}
        >
          {copy.open}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

export default function MyDay({ loaderData }: Route.ComponentProps) {
  const { days } = loaderData;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      </div>
      {days.map((entry, index) => (
        <section key={entry.day} aria-labelledby={`jour-${entry.day}`} className="space-y-2">
          <h2
            id={`jour-${entry.day}`}
            className={`flex items-baseline gap-2 font-bold text-navy-900 ${index === 0 ? "text-xl" : "text-base"}`}
          >
            {index === 0 ? copy.today : index === 1 ? copy.tomorrow : null}
            <span className={index < 2 ? "text-sm font-medium text-muted" : "first-letter:uppercase"}>
              {dayName(entry.day)}
            </span>
          </h2>
          {entry.jobs.length === 0 ? (
            <p className="rounded-card border border-dashed border-line bg-white px-4 py-3 text-sm text-muted">
              {copy.nothing}
            </p>
          ) : (
            <ul className="space-y-3">
              {entry.jobs.map((job) => (
                <JobOfDay key={`${job.id}-${job.period}`} job={job} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
