import { Link } from "react-router";
import { frenchDate } from "#app/content/quotes.ts";
import { retentionCopy } from "#app/content/retention.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { RetentionFallingDue } from "#app/services/billing/documents/retention-receivables.server.ts";

/**
 * The dashboard's retention guarantees falling due (decision 065): within 60 days or past their release date and
 * unpaid, each with its client, its invoice, the amount held and its date; server-rendered, a list a phone holds.
 */
export function RetentionPanel({ retentions }: { retentions: RetentionFallingDue[] }) {
  const total = retentions.reduce((sum, retention) => sum + retention.heldCents, 0);
  return (
    <section aria-labelledby="retenues" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="retenues" className="text-lg font-bold text-navy-900">
          {retentionCopy.dashboardTitle}
        </h2>
        {retentions.length ? (
          <p className="text-lg font-bold text-navy-900 tabular-nums">{formatEuros(total)}</p>
        ) : null}
      </div>
      {retentions.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{retentionCopy.dashboardEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {retentions.map((retention) => (
            <li key={retention.invoiceId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{retention.clientName}</p>
                <p className="text-sm text-muted">
                  <Link to={`/pro/factures/${retention.invoiceId}`} className="font-semibold text-navy-700 underline">
                    {retentionCopy.dashboardInvoice(retention.number)}
                  </Link>{" "}
                  · {retentionCopy.dashboardRelease(frenchDate(retention.releaseDate))}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {retention.overdue ? (
                  <span className="rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-900">
                    {retentionCopy.dashboardOverdue}
                  </span>
                ) : null}
                <p className="font-semibold text-ink tabular-nums">{formatEuros(retention.heldCents)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
