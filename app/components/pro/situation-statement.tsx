import { Link } from "react-router";
import { frenchDate } from "#app/content/quotes.ts";
import { situationName, situationPercent, situationsCopy } from "#app/content/situations.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import type { SituationStatement } from "#app/services/billing/documents/invoice-document.ts";
import { SectionCard } from "./section-card.tsx";

const columns = situationsCopy.columns;

/** One figure of a line: its label above, its amount below, so four fit side by side on a wide screen, two on a phone. */
function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-bold text-navy-900" : "text-ink"}`}>{value}</dd>
    </div>
  );
}

/**
 * A situation on the owner's screen, draft or issued (decision 066): per quote line, its total, the cumulative
 * percentage and amount, what earlier situations claimed and this one's share; on a draft, the way back to the
 * percentages.
 */
export function SituationStatementCard({
  statement,
  quoteId,
  draft,
}: {
  statement: SituationStatement;
  quoteId: number | null;
  draft: boolean;
}) {
  return (
    <SectionCard id="invoice-situation" title={`${situationName(statement)} : ${situationsCopy.linesTitle}`}>
      <ol className="divide-y divide-line">
        {statement.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a statement's lines are the quote's, in its order
          <li key={index} className="py-3 first:pt-0">
            <p className="font-semibold break-words text-navy-900">
              {line.designation}{" "}
              <span className="text-sm font-normal text-muted">· TVA {formatRate(line.vatRate)}</span>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <Figure label={columns.lineTotal} value={formatEuros(line.lineExclCents)} />
              <Figure
                label={`${columns.percent} ${situationPercent(line.cumulativeBasisPoints)}`}
                value={formatEuros(line.cumulativeExclCents)}
              />
              <Figure label={columns.previous} value={formatEuros(line.previousExclCents)} />
              <Figure label={columns.thisSituation} value={formatEuros(line.thisExclCents)} strong />
            </dl>
          </li>
        ))}
      </ol>
      {statement.earlier.length ? (
        <p className="mt-3 border-t border-line pt-3 text-sm text-muted">
          {situationsCopy.earlier(
            statement.earlier.map((situation) => `${situation.number} (${frenchDate(situation.date)})`).join(", "),
          )}
        </p>
      ) : null}
      {statement.final ? <p className="mt-2 text-sm font-semibold text-ink">{situationsCopy.finalHint}</p> : null}
      {draft && quoteId !== null ? (
        <Link
          to={`/pro/devis/${quoteId}/situation`}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900"
        >
          {situationsCopy.edit}
        </Link>
      ) : null}
    </SectionCard>
  );
}
