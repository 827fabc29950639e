import { quotesCopy } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { QuoteFigures } from "#app/services/billing/documents/quotes.server.ts";

const copy = quotesCopy.dashboard;
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });
const monthName = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });

/** The quotes' month by month: a table (compact enough for a phone) and two headline figures. */
export function QuoteFiguresPanel({ figures }: { figures: QuoteFigures }) {
  return (
    <section
      aria-labelledby="devis-par-mois"
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="devis-par-mois" className="text-lg font-bold text-navy-900">
        {copy.title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{copy.rate}</dt>
          <dd className="text-2xl font-extrabold text-green-800 tabular-nums">
            {figures.acceptanceRate === null ? copy.none : percent.format(figures.acceptanceRate)}
          </dd>
          <dd className="text-xs text-muted">{copy.rateHint}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{copy.delay}</dt>
          <dd className="text-2xl font-extrabold text-navy-900 tabular-nums">
            {figures.medianHoursToQuote === null ? copy.none : copy.hours(figures.medianHoursToQuote)}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-2">
                {copy.month}
              </th>
              {[copy.sent, copy.accepted, copy.refused, copy.expired, copy.quoted, copy.acceptedAmount].map((label) => (
                <th key={label} scope="col" className="py-2 pr-2 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.months.map((month) => (
              <tr key={month.month} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {monthName.format(new Date(`${month.month}-01T00:00:00Z`))}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{month.sent}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{month.accepted}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{month.refused}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{month.expired}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatEuros(month.quotedExclCents)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatEuros(month.acceptedExclCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
