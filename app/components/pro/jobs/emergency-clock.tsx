import { HeadlineFigure } from "#app/components/pro/figures-panel.tsx";
import { formatDelay, jobsCopy } from "#app/content/jobs.ts";
import type { EmergencyFigures } from "#app/services/jobs/emergency-figures.server.ts";

const copy = jobsCopy.figures;

/** The month's emergencies, from the client's message to « Arrivé », beside what the site promises. */
export function EmergencyClock({
  figures,
  promise,
  limitMs,
}: {
  figures: EmergencyFigures;
  promise: string;
  /** The promise's longest delay, when its words give one: a figure past it shows red. */
  limitMs: number | null;
}) {
  const late = (ms: number | null) => ms !== null && limitMs !== null && ms > limitMs;
  return (
    <section aria-labelledby="urgences" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <h2 id="urgences" className="text-lg font-bold text-navy-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.intro(promise)}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <HeadlineFigure
          label={copy.median}
          value={figures.medianMs === null ? copy.none : formatDelay(figures.medianMs)}
          {...(late(figures.medianMs) ? { tone: "late" } : {})}
        />
        <HeadlineFigure
          label={copy.worst}
          value={figures.worstMs === null ? copy.none : formatDelay(figures.worstMs)}
          {...(late(figures.worstMs) ? { tone: "late" } : {})}
        />
        <HeadlineFigure
          label={copy.count}
          value={String(figures.arrived)}
          hint={copy.waiting(figures.waiting) || undefined}
        />
      </dl>
    </section>
  );
}
