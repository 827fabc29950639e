import { quotesCopy } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { QuoteFigures } from "#app/services/billing/documents/quotes.server.ts";
import { FiguresPanel } from "./figures-panel.tsx";

const copy = quotesCopy.dashboard;
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

/** The quotes' month by month: two headline figures and a table compact enough for a phone. */
export function QuoteFiguresPanel({ figures }: { figures: QuoteFigures }) {
  return (
    <FiguresPanel
      id="devis-par-mois"
      title={copy.title}
      headlines={[
        {
          label: copy.rate,
          value: figures.acceptanceRate === null ? copy.none : percent.format(figures.acceptanceRate),
          hint: copy.rateHint,
          tone: "won",
        },
        {
          label: copy.delay,
          value: figures.medianHoursToQuote === null ? copy.none : copy.hours(figures.medianHoursToQuote),
        },
      ]}
      caption={copy.caption}
      monthLabel={copy.month}
      columns={[copy.sent, copy.accepted, copy.refused, copy.expired, copy.quoted, copy.acceptedAmount]}
      months={figures.months.map((month) => ({
        month: month.month,
        cells: [
          month.sent,
          month.accepted,
          month.refused,
          month.expired,
          formatEuros(month.quotedExclCents),
          formatEuros(month.acceptedExclCents),
        ],
      }))}
    />
  );
}
