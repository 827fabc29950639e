import { Form, Link } from "react-router";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { dayName, dayPeriodLabels, planningCopy, postponeReasonLabels } from "#app/content/planning.ts";
import type { PostponePreview } from "#app/services/jobs/planning.server.ts";
import type { PostponeQuery } from "#app/services/jobs/planning-form.server.ts";
import { type Slot, slotKey } from "#app/services/jobs/planning-rules.ts";
import { controlClass, Hidden, labelClass } from "./planning-ui.tsx";

const copy = planningCopy.postpone;

/**
 * « Reporter », step 1: the date, the reason and the office's words, sent as a plain GET to the planning, which
 * shows what would move (nothing is written before step 2).
 */
export function PostponeStart({
  jobId,
  from,
  week,
  retour,
  open = false,
}: {
  jobId: number;
  from: string;
  week?: string | null;
  retour?: string | null;
  open?: boolean;
}) {
  const id = (name: string) => `report-${jobId}-${name}`;
  return (
    <details open={open} className="rounded-lg border border-line">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-navy-900">
        {copy.open}
      </summary>
      <Form method="get" action="/pro/planning" className="space-y-3 border-t border-line p-3">
        <Hidden fields={{ reporter: jobId, semaine: week, retour }} />
        <p className="text-sm text-muted">{copy.intro}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={id("depuis")} className={labelClass}>
              {copy.from}
            </label>
            <input
              id={id("depuis")}
              type="date"
              name="depuis"
              required
              defaultValue={from}
              className={`mt-1 ${controlClass}`}
            />
          </div>
          <div>
            <label htmlFor={id("motif")} className={labelClass}>
              {copy.reason}
            </label>
            <select
              id={id("motif")}
              name="motif"
              required
              defaultValue="intemperies"
              className={`mt-1 ${controlClass}`}
            >
              {Object.entries(postponeReasonLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={id("note")} className={labelClass}>
            {copy.note}
          </label>
          <input
            id={id("note")}
            name="note"
            maxLength={500}
            placeholder={copy.noteHint}
            className={`mt-1 ${controlClass}`}
          />
        </div>
        <div className="sm:w-1/2">
          <label htmlFor={id("reprise")} className={labelClass}>
            {copy.resumeOn}
          </label>
          <input id={id("reprise")} type="date" name="reprise" className={`mt-1 ${controlClass}`} />
        </div>
        <button type="submit" className={buttonClass("primary", "sm", "min-h-11")}>
          {copy.preview}
        </button>
      </Form>
    </details>
  );
}

function Days({ slots, struck }: { slots: readonly Slot[]; struck: boolean }) {
  return (
    <ul className="space-y-0.5">
      {slots.map((slot) => (
        <li
          key={slotKey(slot)}
          className={`first-letter:uppercase ${struck ? "text-muted line-through" : "font-semibold text-ink"}`}
        >
          {dayName(slot.day)} · {dayPeriodLabels[slot.period]}
        </li>
      ))}
    </ul>
  );
}

/** « Reporter », step 2: each job that moves, its days before and after, and the confirmation. */
export function PostponePreviewCard({
  job,
  query,
  error,
  preview,
  week,
  retour,
  action,
  cancelHref,
}: {
  job: { id: number; title: string; revision: number };
  query: PostponeQuery | null;
  error: string | null;
  preview: PostponePreview | null;
  week: string;
  retour: string | null;
  /** Where the confirmation posts: this same address, so a refusal shows the new preview at once. */
  action: string;
  cancelHref: string;
}) {
  const failure = error ?? (preview && !preview.ok ? planningCopy.errors[preview.reason] : null);
  return (
    <SectionCard id="reporter" title={copy.title(job.title)}>
      {failure ? <ErrorList errors={[failure]} /> : null}
      {preview?.ok && query ? (
        <div className="space-y-4">
          <div>
            <h3 className="font-semibold text-navy-900">{copy.previewTitle}</h3>
            <p className="text-sm text-muted">
              {postponeReasonLabels[query.reason]}
              {query.note ? ` — ${query.note}` : ""} · {copy.previewIntro}
            </p>
          </div>
          <ol className="space-y-3">
            {preview.moves.map((move) => {
              const before = new Set(move.before.map(slotKey));
              const after = new Set(move.after.map(slotKey));
              return (
                <li key={move.jobId} className="rounded-lg border border-line p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-navy-900">{move.title}</span>
                    <span className="text-muted">{move.clientName}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                        move.pushedBy
                          ? "bg-accent-100 text-navy-950 ring-accent-500/60"
                          : "bg-slate-100 text-slate-700 ring-slate-500/30"
                      }`}
                    >
                      {move.pushedBy ? copy.pushed : copy.postponed}
                    </span>
                  </p>
                  <div className="mt-2 grid grid-cols-2 gap-3">
                    <div>
                      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{copy.before}</p>
                      <Days slots={move.before.filter((slot) => !after.has(slotKey(slot)))} struck />
                    </div>
                    <div>
                      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{copy.after}</p>
                      <Days slots={move.after.filter((slot) => !before.has(slotKey(slot)))} struck={false} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
            <Hidden
              fields={{
                intent: "reporter",
                job: job.id,
                revision: job.revision,
                depuis: query.from,
                motif: query.reason,
                note: query.note,
                reprise: query.resumeOn,
                empreinte: preview.fingerprint,
                semaine: week,
                retour,
              }}
            />
            <button type="submit" className={buttonClass("primary", "md", "min-h-11")}>
              {copy.confirm}
            </button>
            <Link to={cancelHref} className={buttonClass("outline", "md", "min-h-11")}>
              {copy.cancel}
            </Link>
          </Form>
        </div>
      ) : (
        <PostponeStart jobId={job.id} from={query?.from ?? ""} week={week} retour={retour} open />
      )}
    </SectionCard>
  );
}
