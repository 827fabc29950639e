import { Form, Link } from "react-router";
import { ClockIcon } from "#app/components/pro/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { emergencyCopy } from "#app/content/job-emergency.ts";
import type { JobState } from "#app/services/jobs/job-types.ts";
import { JobBadge } from "./job-badge.tsx";

const copy = emergencyCopy;

export interface EmergencyPanelData {
  open: boolean;
  team: { userId: number; name: string }[];
  jobs: { id: number; state: JobState; title: string }[];
}

/** « Intervenir »: a link that opens the form, so it works without JavaScript, and the request's jobs. */
export function EmergencyButton({ leadId, panel }: { leadId: number; panel: EmergencyPanelData }) {
  return (
    <>
      <Link
        to={`/pro/demandes/${leadId}?intervenir#intervenir`}
        preventScrollReset
        className={buttonClass("emergency", "sm", "min-h-11")}
      >
        <ClockIcon aria-hidden="true" className="size-4" />
        {copy.action}
      </Link>
      {panel.jobs.length ? (
        <ul aria-label={copy.jobs} className="flex flex-wrap gap-2">
          {panel.jobs.map((job) => (
            <li key={job.id}>
              <Link
                to={`/pro/chantiers/${job.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-navy-900"
              >
                {copy.jobTitle(job.id)}
                <JobBadge state={job.state} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Who goes: the team as checkboxes; the job opens for today with them, and the office is told. */
export function EmergencyForm({
  leadId,
  panel,
  error,
}: {
  leadId: number;
  panel: EmergencyPanelData;
  error: string | null;
}) {
  if (!panel.open && !error) return null;
  return (
    <section
      aria-labelledby="intervenir"
      className="rounded-card border-2 border-emergency-600 bg-emergency-50 p-4 shadow-card sm:p-5"
    >
      <h2 id="intervenir" className="text-base font-bold text-emergency-800">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-ink">{copy.intro}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="intervenir" />
        <fieldset aria-describedby={error ? "intervenir-erreur" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">{copy.who}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {panel.team.map((person) => (
              <label
                key={person.userId}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink"
              >
                <input type="checkbox" name="personne" value={person.userId} className="size-5 accent-emergency-700" />
                {person.name}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id="intervenir-erreur" role="alert" className="mt-2 text-sm font-medium text-emergency-800">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("emergency", "md", "min-h-11")}>
            {copy.submit}
          </button>
          <Link to={`/pro/demandes/${leadId}`} className={buttonClass("outline", "md", "min-h-11 bg-white")}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
