import { Form, Link } from "react-router";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { planningCopy } from "#app/content/planning.ts";
import type { PlanningFailure } from "#app/services/jobs/planning-form.server.ts";

const copy = planningCopy.conflicts;

/**
 * A change the planning refused. A double booking is listed, and the same fields can be sent again with
 * « Je confirme la double réservation » ticked (the box is required: the server asks for it too). A stale form
 * or a changed preview offers to look again instead.
 */
export function PlanningFailureNotice({
  failure,
  action,
  reloadHref,
}: {
  failure: PlanningFailure;
  action: string;
  reloadHref: string;
}) {
  if (failure.conflicts && failure.fields) {
    return (
      <SectionCard id="double-reservation" title={copy.title}>
        <p className="text-sm text-ink">{copy.intro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-medium text-emergency-800">
          {failure.conflicts.map((conflict) => (
            <li key={`${conflict.userId}-${conflict.day}-${conflict.half}`}>
              {copy.line(
                conflict.person,
                conflict.day,
                conflict.half,
                conflict.jobs.map((job) => `« ${job.title} »`).join(", "),
              )}
            </li>
          ))}
        </ul>
        <Form method="post" action={action} className="mt-4 space-y-3">
          {failure.fields.map(([name, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a field may repeat (several people); its place is its identity.
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-emergency-600/40 bg-emergency-50 px-3 text-sm font-semibold text-emergency-800">
            <input
              type="checkbox"
              name="confirmer"
              value="oui"
              required
              className="size-5 shrink-0 accent-emergency-700"
            />
            {copy.confirm}
          </label>
          <button type="submit" className={buttonClass("emergency", "md", "min-h-11")}>
            {copy.submit}
          </button>
        </Form>
      </SectionCard>
    );
  }
  return (
    <div className="space-y-2">
      <Notice tone="error">{failure.error}</Notice>
      {failure.lookAgain ? (
        <Link to={reloadHref} className={buttonClass("outline", "sm", "min-h-11")}>
          {failure.lookAgain === "stale" ? planningCopy.errors.reload : planningCopy.errors.newPreview}
        </Link>
      ) : null}
    </div>
  );
}
