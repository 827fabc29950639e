import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { dayName, dayPeriodLabels, planningCopy } from "#app/content/planning.ts";
import type { PlanningDay } from "#app/services/jobs/planning.server.ts";
import { controlClass, Hidden, labelClass, PeriodSelect } from "./planning-ui.tsx";

const copy = planningCopy.days;

/**
 * A job's days, each with « Déplacer » (another date or half-day: the same calendar event) and « Retirer », and
 * « Ajouter un jour » anywhere: a job's days need not follow each other. Plain forms posted to the planning.
 */
export function JobDays({
  job,
  action,
  retour,
  canEdit,
}: {
  job: { id: number; revision: number; days: readonly PlanningDay[] };
  action: string;
  retour?: string | null;
  canEdit: boolean;
}) {
  const fields = { job: job.id, revision: job.revision, retour };
  return (
    <div className="space-y-3">
      {job.days.length === 0 ? (
        <p className="text-sm text-muted">{copy.none}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {job.days.map((day) => {
            const label = `${dayName(day.day)} · ${dayPeriodLabels[day.period]}`;
            return (
              <li key={day.id} className="px-3 py-2">
                <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-ink first-letter:uppercase">{label}</span>
                  {canEdit ? (
                    <Form method="post" action={action}>
                      <Hidden fields={{ ...fields, intent: "retirer", jour: day.id }} />
                      <button
                        type="submit"
                        aria-label={copy.removeLabel(label)}
                        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-emergency-800 hover:bg-emergency-50"
                      >
                        {copy.remove}
                      </button>
                    </Form>
                  ) : null}
                </div>
                {canEdit ? (
                  <details className="group">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy-700">
                      {copy.move}
                    </summary>
                    <Form method="post" action={action} className="mt-2 grid gap-3 pb-2 sm:grid-cols-[1fr_1fr_auto]">
                      <Hidden fields={{ ...fields, intent: "deplacer", jour: day.id }} />
                      <div>
                        <label htmlFor={`vers-${day.id}`} className={labelClass}>
                          {copy.moveTo}
                        </label>
                        <input
                          id={`vers-${day.id}`}
                          type="date"
                          name="vers"
                          required
                          defaultValue={day.day}
                          className={`mt-1 ${controlClass}`}
                        />
                      </div>
                      <PeriodSelect id={`moment-${day.id}`} value={day.period} />
                      <button type="submit" className={buttonClass("outline", "sm", "min-h-11 self-end")}>
                        {copy.moveSubmit}
                      </button>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy-700">
            {copy.add}
          </summary>
          <Form method="post" action={action} className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Hidden fields={{ ...fields, intent: "ajouter" }} />
            <div>
              <label htmlFor={`ajout-${job.id}`} className={labelClass}>
                {copy.date}
              </label>
              <input id={`ajout-${job.id}`} type="date" name="date" required className={`mt-1 ${controlClass}`} />
            </div>
            <PeriodSelect id={`ajout-moment-${job.id}`} value="day" />
            <button type="submit" className={buttonClass("outline", "sm", "min-h-11 self-end")}>
              {copy.addSubmit}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
