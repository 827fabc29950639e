import { Link } from "react-router";
import { CircleCheckIcon, ClockIcon } from "#app/components/pro/icons.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { frenchMoment, jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import type { JobAcceptanceSummary } from "#app/services/jobs/acceptance-service.server.ts";

const copy = jobAcceptanceCopy.section;

function stateLabel(summary: JobAcceptanceSummary): string {
  const states = jobAcceptanceCopy.states;
  return summary.state === "avec_reserves" ? states.avec_reserves(summary.reservesCount) : states[summary.state];
}

const badgeTone = {
  a_signer: "bg-orange-50 text-orange-900 border-orange-700/30",
  avec_reserves: "bg-orange-50 text-orange-900 border-orange-700/30",
  sans_reserve: "bg-green-50 text-green-900 border-green-700/30",
  reserves_levees: "bg-green-50 text-green-900 border-green-700/30",
} as const;

function Step({ done, children }: { done: boolean; children: React.ReactNode }) {
  const Icon = done ? CircleCheckIcon : ClockIcon;
  return (
    <li className="flex items-start gap-2.5">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${done ? "text-green-700" : "text-muted"}`} />
      <div className="min-w-0 text-sm leading-relaxed text-ink">{children}</div>
    </li>
  );
}

const linkClass = "font-semibold text-navy-700 underline hover:text-navy-900";

/**
 * « Fin du chantier » on the job's page (decision 057): where the PV stands and the ways to sign it on site, its
 * PDF, « Lever les réserves », and for the office the end-of-job checklist (the final invoice's draft, the review
 * asked, the project offered to « Mon site »). Every link is a plain link: the page works without a script.
 */
export function JobAcceptance({ summary }: { summary: JobAcceptanceSummary }) {
  const base = `/pro/chantiers/${summary.jobId}/reception`;
  const { checklist } = summary;
  return (
    <SectionCard id="fin-du-chantier" title={copy.title}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-ink">{copy.pv}</span>
          <span className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${badgeTone[summary.state]}`}>
            {stateLabel(summary)}
          </span>
        </div>
        {summary.signedAt && summary.signedName ? (
          <p className="text-sm text-muted">{copy.signedOn(frenchMoment(summary.signedAt), summary.signedName)}</p>
        ) : null}
        {summary.state === "a_signer" && !summary.jobFinished ? (
          <p className="text-sm text-muted">{copy.notFinished}</p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {summary.state === "a_signer" && summary.jobFinished ? (
            <Link to={base} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
              {copy.signOnSite}
            </Link>
          ) : null}
          {summary.state === "avec_reserves" ? (
            <Link to={`${base}#pv-lever`} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
              {copy.liftOnSite}
            </Link>
          ) : null}
          {summary.state !== "a_signer" ? (
            <>
              <Link to={base} className={buttonClass("outline", "md", "w-full sm:w-auto")}>
                {copy.open}
              </Link>
              <a href={`${base}.pdf`} className={buttonClass("outline", "md", "w-full sm:w-auto")}>
                {jobAcceptanceCopy.pdf}
              </a>
            </>
          ) : null}
        </div>
        {checklist && summary.jobFinished ? (
          <div>
            <h3 className="text-base font-bold text-navy-900">{copy.checklist}</h3>
            <ul className="mt-2 space-y-2.5">
              <Step done={checklist.finalInvoice !== null}>
                {checklist.finalInvoice ? (
                  <>
                    {checklist.finalInvoice.issued ? copy.finalInvoiceIssued : copy.finalInvoice} –{" "}
                    <Link to={`/pro/factures/${checklist.finalInvoice.id}`} className={linkClass}>
                      {checklist.finalInvoice.issued ? copy.finalInvoiceOpen : copy.finalInvoiceLink}
                    </Link>
                  </>
                ) : (
                  copy.finalInvoiceMissing
                )}
              </Step>
              <Step done={checklist.reviewAskedAt !== null}>
                {checklist.reviewAskedAt
                  ? `${copy.review} (${frenchMoment(checklist.reviewAskedAt)})`
                  : checklist.reviewBlocked === "off"
                    ? copy.reviewOff
                    : checklist.reviewBlocked === "noEmail"
                      ? copy.reviewNoEmail
                      : copy.reviewMissing}
              </Step>
              <Step done={checklist.portfolioDraftAt !== null}>
                {checklist.portfolioDraftAt ? (
                  <>
                    {copy.portfolio} –{" "}
                    <Link to="/pro/site/realisations" className={linkClass}>
                      {copy.portfolioLink}
                    </Link>
                    <span className="block text-muted">{copy.portfolioNote}</span>
                  </>
                ) : (
                  copy.portfolioMissing
                )}
              </Step>
            </ul>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
