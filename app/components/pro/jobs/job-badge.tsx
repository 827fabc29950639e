import { jobStateLabels } from "#app/content/job-states.ts";
import type { JobState } from "#app/services/jobs/job-types.ts";

const tones: Record<JobState, string> = {
  a_planifier: "bg-accent-100 text-navy-950 ring-accent-500/60",
  planifie: "bg-navy-100 text-navy-900 ring-navy-700/30",
  en_cours: "bg-orange-50 text-orange-900 ring-orange-700/30",
  reporte: "bg-slate-100 text-slate-700 ring-slate-500/30",
  termine: "bg-green-50 text-green-900 ring-green-700/30",
};

export function JobBadge({ state }: { state: JobState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[state]}`}
    >
      {jobStateLabels[state]}
    </span>
  );
}

/** The red mark of a job opened from an urgent request. */
export function EmergencyMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-emergency-700 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-white">
      {label}
    </span>
  );
}
