import { costsCopy, formatMonth } from "#app/content/costs.ts";
import type { MarginFigures, MarginRow } from "#app/services/purchases/margins.server.ts";

const copy = costsCopy.dashboard;
const wholeEuros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** Cents in whole euros; a cost of nothing is « 0 € », not the « -0 € » a negated zero prints. */
const euros = (cents: number) => wholeEuros.format(cents === 0 ? 0 : cents / 100);

/**
 * The figures of a row in whole euros, so that a phone's 375 px hold them: the sales, the costs (purchases and
 * labour, which a wider screen shows apart) and the margin.
 */
function Cells({ row, strong = false }: { row: MarginRow; strong?: boolean }) {
  const cell = `py-1.5 pl-2 text-right tabular-nums ${strong ? "font-bold" : ""}`;
  return (
    <>
      <td className={cell}>{euros(row.salesCents)}</td>
      <td className={`${cell} hidden sm:table-cell`}>{euros(-row.purchasesCents)}</td>
      <td className={`${cell} hidden sm:table-cell`}>{euros(-row.labourCents)}</td>
      <td className={`${cell} sm:hidden`}>{euros(-(row.purchasesCents + row.labourCents))}</td>
      <td className={`${cell} font-semibold ${row.marginCents < 0 ? "text-red-700" : "text-green-800"}`}>
        {euros(row.marginCents)}
      </td>
    </>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr className="border-b border-line text-left text-xs text-muted">
        <th scope="col" className="py-2 pr-2">
          {first}
        </th>
        <th scope="col" className="py-2 pl-2 text-right">
          {copy.sales}
        </th>
        <th scope="col" className="hidden py-2 pl-2 text-right sm:table-cell">
          {copy.purchases}
        </th>
        <th scope="col" className="hidden py-2 pl-2 text-right sm:table-cell">
          {copy.labour}
        </th>
        <th scope="col" className="py-2 pl-2 text-right sm:hidden">
          {copy.costs}
        </th>
        <th scope="col" className="py-2 pl-2 text-right">
          {copy.margin}
        </th>
      </tr>
    </thead>
  );
}

/** The dashboard's margin, server-rendered tables only: by month over twelve months, then by the jobs' service. */
export function MarginPanel({ figures }: { figures: MarginFigures }) {
  return (
    <section
      aria-labelledby="marge"
      className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="marge" className="text-lg font-bold text-navy-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      <div className="mt-4 grid gap-5 lg:grid-cols-2 lg:items-start">
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-ink">{copy.byMonth}</caption>
          <Head first={copy.month} />
          <tbody>
            {figures.months.map((month) => (
              <tr key={month.month} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {formatMonth(month.month)}
                </th>
                <Cells row={month} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1.5 pr-2 text-left font-bold">
                {copy.total}
              </th>
              <Cells row={figures.total} strong />
            </tr>
          </tfoot>
        </table>
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-ink">{copy.byService}</caption>
          <Head first={copy.service} />
          <tbody>
            {figures.services.map((row) => (
              <tr key={row.service ?? "-"} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {row.service === null ? copy.outsideJobs : row.service || copy.noService}
                  {row.jobs > 0 ? (
                    <span className="block text-xs font-normal text-muted">{copy.jobs(row.jobs)}</span>
                  ) : null}
                </th>
                <Cells row={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {figures.unassigned.count > 0 ? (
        <p className="mt-3 text-sm text-muted">
          {copy.unassigned(figures.unassigned.count, euros(figures.unassigned.cents))}
        </p>
      ) : null}
      {figures.missingCost.length > 0 ? (
        <p className="mt-2 text-sm text-muted">{copy.missingCost(figures.missingCost)}</p>
      ) : null}
    </section>
  );
}
