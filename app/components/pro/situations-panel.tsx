import { Link } from "react-router";
import { frenchDate } from "#app/content/quotes.ts";
import { situationPercent, situationsCopy } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { SituationInProgress } from "#app/services/billing/documents/situations.server.ts";
import { SectionCard } from "./section-card.tsx";

const copy = situationsCopy.dashboard;

/**
 * The quotes invoiced by situations not yet at 100 % (decision 066): how far each is invoiced, what is left, when
 * the last situation went out, flagged past a month since situations are usually monthly.
 */
export function SituationsPanel({ rows }: { rows: readonly SituationInProgress[] }) {
  return (
    <SectionCard id="situations-en-cours" title={copy.title}>
      {rows.length ? (
        <ul className="divide-y divide-line">
          {rows.map((row) => (
            <li key={row.quoteId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <Link to={`/pro/devis/${row.quoteId}`} className="font-semibold text-navy-700 underline">
                  {row.clientName} · {row.quoteNumber}
                </Link>
                <p className="text-sm break-words text-muted">{row.title}</p>
                <p className="text-sm text-ink">
                  {copy.last(frenchDate(row.lastDate))}
                  {row.late ? <strong className="ml-2 font-semibold text-emergency-800">{copy.late}</strong> : null}
                </p>
              </div>
              <p className="text-right text-sm tabular-nums">
                <span className="block font-semibold text-navy-900">
                  {copy.invoiced(situationPercent(row.invoicedBasisPoints))}
                </span>
                <span className="text-muted">{copy.left(formatEuros(row.leftExclCents))}</span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{copy.empty}</p>
      )}
    </SectionCard>
  );
}
