import { Form, Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/pro/icons.tsx";
import { JobBadge } from "#app/components/pro/jobs/job-badge.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { dayName, dayPeriodLabels, holidayLabels, planningCopy } from "#app/content/planning.ts";
import type { JobPlanning, PlanningPerson } from "#app/services/jobs/planning.server.ts";
import type { Holiday } from "#app/services/jobs/planning-rules.ts";
import { JobDays } from "./job-days.tsx";
import { Hidden, planningHref } from "./planning-ui.tsx";
import { PostponeStart } from "./postpone.tsx";

const copy = planningCopy.plan;
const choices = [
  { value: "", label: "—", spoken: copy.noneLabel },
  { value: "day", label: dayPeriodLabels.day },
  { value: "am", label: dayPeriodLabels.am },
  { value: "pm", label: dayPeriodLabels.pm },
] as const;

export interface PlanWeek {
  week: string;
  label: string;
  previous: string;
  next: string;
  days: { date: string; holiday: Holiday | null }[];
}

/**
 * The form that plans one job in a few taps: who goes (boxes), then for each day of the week shown the whole day,
 * the morning, the afternoon or nothing; its days in other weeks are kept unless unticked. Below, each day's own
 * « Déplacer » / « Retirer », « Ajouter un jour », and « Reporter ».
 */
export function PlanCard({
  job,
  people,
  week,
  action,
  retour,
  sent,
  today,
}: {
  job: JobPlanning;
  people: readonly PlanningPerson[];
  week: PlanWeek;
  action: string;
  retour: string | null;
  /** The fields of a form refused (a double booking to confirm): drawn again as they were sent. */
  sent: readonly [string, string][] | null;
  today: string;
}) {
  const shown = new Set(week.days.map((day) => day.date));
  const sentValues = (name: string) => (sent ?? []).filter(([field]) => field === name).map(([, value]) => value);
  const assigned = sent ? sentValues("personnes").map(Number) : job.assignees.map((person) => person.id);
  const choiceOf = (date: string) =>
    sent ? (sentValues(`jour-${date}`)[0] ?? "") : (job.days.find((day) => day.day === date)?.period ?? "");
  const elsewhere = job.days.filter((day) => !shown.has(day.day));
  const kept = sent ? new Set(sentValues("garder")) : null;
  const upcoming = job.days.find((day) => day.day >= today)?.day ?? today;
  const weekLink = (target: string) => planningHref({ semaine: target, planifier: job.id, retour }, "#planifier");
  return (
    <SectionCard id="planifier" title={copy.title(job.title)}>
      <div className="-mt-2 mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>{[job.clientName, job.town].filter(Boolean).join(" · ")}</span>
        <JobBadge state={job.state} />
        <Link
          to={`/pro/chantiers/${job.id}`}
          className="font-semibold text-navy-700 underline-offset-2 hover:underline"
        >
          {copy.openJob}
        </Link>
      </div>
      <Form method="post" action={action} className="space-y-5">
        <Hidden fields={{ intent: "planifier", job: job.id, revision: job.revision, semaine: week.week, retour }} />
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">{copy.people}</legend>
          {people.length === 0 ? <p className="mt-2 text-sm text-muted">{copy.noPeople}</p> : null}
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {people.map((person) => (
              <label
                key={person.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm font-medium text-ink has-checked:border-navy-700 has-checked:bg-navy-50"
              >
                <input
                  type="checkbox"
                  name="personnes"
                  value={person.id}
                  defaultChecked={assigned.includes(person.id)}
                  className="size-5 shrink-0 accent-navy-800"
                />
                {person.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">{copy.days(week.label)}</legend>
          <p className="mt-1 text-sm text-muted">{copy.daysHint}</p>
          <nav aria-label={planningCopy.weekNav} className="mt-2 flex items-center justify-between gap-2 text-sm">
            <Link
              to={weekLink(week.previous)}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700"
            >
              <ChevronLeftIcon aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">{planningCopy.previous}</span>
            </Link>
            <span aria-hidden="true" className="font-semibold text-ink">
              {week.label}
            </span>
            <Link
              to={weekLink(week.next)}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700"
            >
              <span className="sr-only sm:not-sr-only">{planningCopy.next}</span>
              <ChevronRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </nav>
          <ul className="mt-1 space-y-2">
            {week.days.map((day) => (
              <li key={day.date} className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:items-center">
                <span id={`jour-${day.date}`} className="text-sm font-semibold text-ink first-letter:uppercase">
                  {dayName(day.date)}
                </span>
                {day.holiday ? (
                  <span className="rounded-lg bg-surface px-3 py-2.5 text-sm text-muted">
                    {planningCopy.holiday} · {holidayLabels[day.holiday]}
                  </span>
                ) : (
                  <div
                    role="radiogroup"
                    aria-labelledby={`jour-${day.date}`}
                    className="grid grid-cols-4 gap-1 rounded-lg border border-line bg-surface p-1"
                  >
                    {choices.map((choice) => (
                      <label key={choice.value} className="relative">
                        <input
                          type="radio"
                          name={`jour-${day.date}`}
                          value={choice.value}
                          defaultChecked={choiceOf(day.date) === choice.value}
                          className="peer sr-only"
                        />
                        <span
                          className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md px-1 text-center text-xs font-semibold text-navy-900 peer-focus-visible:outline-2 peer-focus-visible:outline-navy-700 sm:text-sm ${
                            choice.value === ""
                              ? "text-muted peer-checked:bg-white peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-line"
                              : "peer-checked:bg-navy-900 peer-checked:text-white"
                          }`}
                        >
                          {"spoken" in choice ? (
                            <>
                              <span aria-hidden="true">{choice.label}</span>
                              <span className="sr-only">{choice.spoken}</span>
                            </>
                          ) : (
                            choice.label
                          )}
                        </span>
                      </label>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{copy.weekHint}</p>
        </fieldset>
        {elsewhere.length > 0 ? (
          <fieldset>
            <legend className="text-sm font-semibold text-navy-900">{copy.otherDays}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {elsewhere.map((day) => {
                const key = `${day.day}:${day.period}`;
                return (
                  <label
                    key={day.id}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 text-sm"
                  >
                    <input
                      type="checkbox"
                      name="garder"
                      value={key}
                      defaultChecked={kept ? kept.has(key) : true}
                      className="size-5 shrink-0 accent-navy-800"
                    />
                    <span className="first-letter:uppercase">{copy.dayLine(day.day, day.period)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className={buttonClass("primary", "md", "min-h-11 w-full sm:w-auto")}>
          {copy.save}
        </button>
      </Form>
      <div className="mt-6 space-y-3 border-t border-line pt-5">
        <h3 className="font-semibold text-navy-900">{planningCopy.days.title}</h3>
        <JobDays job={job} action={action} retour={retour} canEdit />
        {job.days.length > 0 ? <PostponeStart jobId={job.id} from={upcoming} week={week.week} retour={retour} /> : null}
      </div>
    </SectionCard>
  );
}
