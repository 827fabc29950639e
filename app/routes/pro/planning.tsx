import { data, Link, redirect, useLocation } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/pro/icons.tsx";
import { JobBadge } from "#app/components/pro/jobs/job-badge.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { PlanCard } from "#app/components/pro/planning/plan-form.tsx";
import { PlanningFailureNotice } from "#app/components/pro/planning/planning-failure.tsx";
import { planningHref } from "#app/components/pro/planning/planning-ui.tsx";
import { PostponePreviewCard } from "#app/components/pro/planning/postpone.tsx";
import { WeekGrid } from "#app/components/pro/planning/week-grid.tsx";
import { WeekList } from "#app/components/pro/planning/week-list.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { planningCopy } from "#app/content/planning.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { LOCAL_ORIGIN, sameSiteTarget } from "#app/lib/safe-redirect.ts";
import { kickJobNotices } from "#app/services/jobs/client-notices.server.ts";
import { planningStore } from "#app/services/jobs/planning.server.ts";
import {
  PLANNING_INTENTS,
  type PlanningFailure,
  planningAction,
  readPostpone,
} from "#app/services/jobs/planning-form.server.ts";
import { holidayOn, isoWeekOf, mondayOfWeek, shiftWeek, weekDays } from "#app/services/jobs/planning-rules.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/planning";

const copy = planningCopy;
type Done = (typeof PLANNING_INTENTS)[number];

function positiveId(raw: string | null): number | null {
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** Where a form asked to go back (the job's page): a path of the owner's space on this site, or nothing. */
function returnPath(raw: unknown): string | null {
  const target = typeof raw === "string" ? sameSiteTarget(raw, LOCAL_ORIGIN) : null;
  return target?.startsWith("/pro/") ? target : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const today = parisToday();
  const currentWeek = isoWeekOf(today);
  const asked = params.get("semaine") ?? "";
  const week = mondayOfWeek(asked) ? asked : currentWeek;
  const dates = weekDays(week);
  const store = await planningStore();
  const planning = await store.week(dates[0] as string, dates[4] as string, today);
  const planId = positiveId(params.get("planifier"));
  const postponeId = positiveId(params.get("reporter"));
  const plan = planId ? await store.job(planId) : null;
  let postpone = null;
  const postponed = postponeId ? await store.job(postponeId) : null;
  if (postponed) {
    const read = readPostpone(params);
    const preview = read.ok ? await store.previewPostpone(postponed.id, read.value) : null;
    postpone = { job: postponed, query: read.ok ? read.value : null, error: read.ok ? null : read.error, preview };
  }
  const done = params.get("fait");
  return {
    week,
    weekNumber: Number(week.slice(-2)),
    previous: shiftWeek(week, -1),
    next: shiftWeek(week, 1),
    currentWeek,
    today,
    days: dates.map((date) => ({ date, holiday: holidayOn(date), today: date === today })),
    planning,
    plan,
    postpone,
    retour: returnPath(params.get("retour")),
    done: (PLANNING_INTENTS as readonly string[]).includes(done ?? "") ? (done as Done) : null,
  };
}

/** Every change of the planning: plan, move, add or remove a day, postpone; then back to the week or the job. */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const outcome = await planningAction(form, await planningStore(), owner);
  if (!outcome.ok) return data<PlanningFailure>(outcome.failure, { status: outcome.failure.status });
  // The client's and the team's notices leave from the revision just committed (decision 056), without waiting.
  kickJobNotices();
  const back = returnPath(form.get("retour"));
  if (back) return redirect(back, 303);
  const week = mondayOfWeek(String(form.get("semaine") ?? "")) ? String(form.get("semaine")) : null;
  return redirect(planningHref({ semaine: week, fait: outcome.intent }), 303);
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function Planning({ loaderData, actionData }: Route.ComponentProps) {
  const { week, days, planning, plan, postpone, retour } = loaderData;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const weekLabel = copy.week(loaderData.weekNumber);
  const weekData = { week, days, ...planning };
  const navLink =
    "inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-navy-700 hover:bg-navy-50";
  const doubles = new Set(planning.conflicts.map((conflict) => `${conflict.userId}|${conflict.day}|${conflict.half}`));
  return (
    <div className="space-y-5">
      {retour ? <BackLink to={retour}>{copy.plan.back}</BackLink> : null}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted">
            <span className="font-semibold text-ink">{weekLabel}</span> ·{" "}
            {copy.range(days[0]?.date ?? "", days[4]?.date ?? "")}
          </p>
        </div>
        <nav aria-label={copy.weekNav} className="flex w-full items-center justify-between gap-1 sm:w-auto">
          <Link to={planningHref({ semaine: loaderData.previous })} className={navLink}>
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{copy.previous}</span>
          </Link>
          <Link
            to={planningHref({ semaine: loaderData.currentWeek })}
            aria-current={week === loaderData.currentWeek ? "page" : undefined}
            className={buttonClass("outline", "sm", "min-h-11")}
          >
            {copy.today}
          </Link>
          <Link to={planningHref({ semaine: loaderData.next })} className={navLink}>
            <span className="sr-only sm:not-sr-only">{copy.next}</span>
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </header>
      {loaderData.done && !actionData ? <Notice tone="success">{copy.done[loaderData.done]}</Notice> : null}
      {actionData ? <PlanningFailureNotice failure={actionData} action={here} reloadHref={here} /> : null}
      {postpone ? (
        <PostponePreviewCard
          job={postpone.job}
          query={postpone.query}
          error={postpone.error}
          preview={postpone.preview}
          week={week}
          retour={retour}
          cancelHref={retour ?? planningHref({ semaine: week })}
          action={here}
        />
      ) : null}
      {plan ? (
        <PlanCard
          job={plan}
          people={planning.people}
          week={{ week, label: weekLabel, previous: loaderData.previous, next: loaderData.next, days }}
          action={here}
          retour={retour}
          sent={
            actionData?.fields && actionData.intent === "planifier" && actionData.jobId === plan.id
              ? actionData.fields
              : null
          }
          today={loaderData.today}
        />
      ) : null}
      {doubles.size > 0 ? <Notice tone="error">{copy.doubleBookedCount(doubles.size)}</Notice> : null}
      <WeekList week={weekData} />
      <WeekGrid week={weekData} label={copy.gridLabel(weekLabel)} />
      <SectionCard id="a-planifier" title={copy.toPlan.title} intro={copy.toPlan.intro}>
        {planning.toPlan.length === 0 ? (
          <p className="text-sm text-muted">{copy.toPlan.empty}</p>
        ) : (
          <ul className="divide-y divide-line">
            {planning.toPlan.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-navy-900">{job.title}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {[job.clientName, job.town].filter(Boolean).join(" · ")}
                    {job.state === "reporte" ? (
                      <span className="text-xs font-semibold text-slate-700">
                        {copy.toPlan.postponed(job.postponeReason)}
                      </span>
                    ) : (
                      <JobBadge state={job.state} />
                    )}
                  </p>
                </div>
                <Link
                  to={planningHref({ semaine: week, planifier: job.id }, "#planifier")}
                  aria-label={copy.openPlan(job.title)}
                  className={buttonClass("primary", "sm", "min-h-11")}
                >
                  {copy.toPlan.plan}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
