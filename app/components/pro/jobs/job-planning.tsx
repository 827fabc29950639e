import type { ReactNode } from "react";
import { Link } from "react-router";
import { JobDays } from "#app/components/pro/planning/job-days.tsx";
import { planningHref } from "#app/components/pro/planning/planning-ui.tsx";
import { PostponeStart } from "#app/components/pro/planning/postpone.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { planningCopy } from "#app/content/planning.ts";
import type { JobPlanning } from "#app/services/jobs/planning.server.ts";
import { isoWeekOf } from "#app/services/jobs/planning-rules.ts";

const copy = planningCopy.days;

/**
 * A job's planning on its page: its days and its people; for the office, each day moved or removed, a day added,
 * the planning form and « Reporter », all posted to /pro/planning, which comes back to `returnTo` (the job's page)
 * once saved. `job` is PlanningStore.job(id); `today` is parisToday(); `clientAnswer`, for the office, what the
 * client said of these days.
 */
export function JobPlanningPanel({
  job,
  canPlan,
  returnTo,
  today,
  clientAnswer,
}: {
  job: JobPlanning;
  canPlan: boolean;
  returnTo: string;
  today: string;
  clientAnswer?: { title: string; notice: ReactNode };
}) {
  const upcoming = job.days.find((day) => day.day >= today)?.day ?? null;
  const week = isoWeekOf(upcoming ?? job.days.at(-1)?.day ?? today);
  const planLink = planningHref({ semaine: week, planifier: job.id, retour: returnTo }, "#planifier");
  return (
    <SectionCard id="planning" title={copy.title}>
      <div className="space-y-4">
        {job.state === "reporte" && job.postponeReason ? (
          <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">
            {planningCopy.toPlan.postponed(job.postponeReason)}
            {job.postponeNote ? ` — ${job.postponeNote}` : ""}
          </p>
        ) : null}
        <JobDays
          job={job}
          action={planningHref({ semaine: week, planifier: job.id, retour: returnTo })}
          retour={returnTo}
          canEdit={canPlan}
        />
        {clientAnswer ? (
          <div>
            <h3 className="mb-1.5 text-sm font-semibold text-muted">{clientAnswer.title}</h3>
            {clientAnswer.notice}
          </div>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-muted">{copy.people}</h3>
          <p className="mt-0.5 text-sm text-ink">
            {job.assignees.length === 0 ? copy.nobody : job.assignees.map((person) => person.name).join(", ")}
          </p>
        </div>
        {canPlan ? (
          <div className="space-y-3">
            <Link to={planLink} className={buttonClass("primary", "sm", "min-h-11")}>
              {job.days.length === 0 ? copy.planIt : copy.editPlan}
            </Link>
            {upcoming ? <PostponeStart jobId={job.id} from={upcoming} retour={returnTo} /> : null}
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
