import { Form, useParams } from "react-router";
import { platformTimelineCopy as copy } from "#app/content/platform-timeline.ts";
import type { TimelineView } from "#app/services/einvoicing/platform-timeline.ts";
import { Notice } from "./notice.tsx";
import { SectionCard } from "./section-card.tsx";

/**
 * The "Plateforme" block of an issued e-invoice (decisions 043 and 050): its deposit and the statuses that came
 * back, and, when the client refused, rejected or disputes it, what to do and the one action that does it: the
 * mirroring credit note issued, then the corrected invoice opened as a draft (a plain form, no script needed).
 */
export function PlatformTimeline({ view, canCreditNote }: { view: TimelineView; canCreditNote: boolean }) {
  const { id } = useParams();
  return (
    <SectionCard id="invoice-platform" title={copy.title} intro={copy.intro}>
      {view.failure ? (
        <Notice tone="error">
          <strong>{view.failure.title}</strong> — {view.failure.detail}
        </Notice>
      ) : null}
      {view.steps.length ? (
        <ol className="mt-2 space-y-1.5 text-sm">
          {view.steps.map((step, index) => (
            // The steps are never reordered or removed: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
            <li key={index}>
              {step.text}
              {step.reason ? <span className="block text-muted">{step.reason}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {view.needsCorrection ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm font-semibold text-emergency-800">
            {canCreditNote ? copy.advice : copy.adviceCreditNote}
          </p>
          {canCreditNote ? (
            <Form method="post" action={`/pro/factures/${id}/corriger`} reloadDocument>
              <p className="mb-2 text-sm text-muted">{copy.correctHint}</p>
              <button
                type="submit"
                className="min-h-11 rounded-lg border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900"
              >
                {copy.correct}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </SectionCard>
  );
}
