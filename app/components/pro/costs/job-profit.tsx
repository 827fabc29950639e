import { Form, Link } from "react-router";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { costCategoryLabels, costsCopy, formatHours } from "#app/content/costs.ts";
import { shortDayName } from "#app/content/jobs.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { JobProfit } from "#app/services/purchases/job-costs.server.ts";
import { STANDARD_DAY_MINUTES } from "#app/services/purchases/job-costs-rules.ts";

const copy = costsCopy.profit;
const hoursCopy = costsCopy.hours;

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-emergency-600";

/** The figures' table: what was done beside what the quote expected, which gives only its sale. */
function ProfitTable({ profit }: { profit: JobProfit }) {
  const rows = [
    { key: "sales", label: copy.sales, cents: profit.salesCents, expected: profit.quote?.exclCents ?? null },
    { key: "materials", label: copy.materials, cents: -profit.materialsCents, expected: null },
    { key: "subcontracting", label: copy.subcontracting, cents: -profit.subcontractingCents, expected: null },
    { key: "other", label: copy.other, cents: -profit.otherCents, expected: null },
    {
      key: "labour",
      label: copy.labourHours(formatHours(profit.labourMinutes)),
      cents: -profit.labourCents,
      expected: null,
    },
  ];
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-line text-left text-xs text-muted">
          <th scope="col" className="py-2 pr-2">
            <span className="sr-only">{copy.title}</span>
          </th>
          <th scope="col" className="py-2 pr-2 text-right">
            {copy.column}
          </th>
          {profit.quote ? (
            <th scope="col" className="py-2 text-right">
              {copy.expected}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line/60">
            <th scope="row" className="py-1.5 pr-2 text-left font-medium">
              {row.label}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums" data-figure={row.key}>
              {formatEuros(row.cents)}
            </td>
            {profit.quote ? (
              <td className="py-1.5 text-right text-muted tabular-nums">
                {row.expected === null ? copy.noExpected : formatEuros(row.expected)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-2 text-left text-base font-bold text-navy-900">
            {copy.margin}
          </th>
          <td
            className={`pt-2 pr-2 text-right text-base font-extrabold tabular-nums ${profit.marginCents < 0 ? "text-red-700" : "text-green-800"}`}
            data-figure="margin"
          >
            {formatEuros(profit.marginCents)}
          </td>
          {profit.quote ? <td className="pt-2 text-right text-muted">{copy.noExpected}</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The job's « Rentabilité », for the office only (the loader builds it for no other role): sales, each purchase set
 * against it with a link back to it, labour per person, the margin, and the quote's total beside them.
 */
export function JobProfitPanel({ profit, purchaseLinks }: { profit: JobProfit; purchaseLinks: boolean }) {
  return (
    <SectionCard id="rentabilite" title={copy.title} intro={copy.intro}>
      <div className="space-y-5">
        <ProfitTable profit={profit} />
        {profit.quote ? <p className="text-xs text-muted">{copy.quoteNoSplit}</p> : null}
        {profit.missingCost.length > 0 ? <Notice tone="info">{copy.missingCost(profit.missingCost)}</Notice> : null}
        <div>
          <h3 className="text-sm font-semibold text-muted">{copy.salesTitle}</h3>
          {profit.sales.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{copy.noSales}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line text-sm">
              {profit.sales.map((sale) => (
                <li key={sale.id} className="flex flex-wrap items-center justify-between gap-x-3 py-1.5">
                  <Link to={`/pro/factures/${sale.id}`} className="font-semibold text-navy-700 underline">
                    {copy.saleLabel(copy.saleKinds[sale.kind], sale.number)}
                  </Link>
                  <span className="tabular-nums">{formatEuros(sale.exclCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-muted">{copy.purchasesTitle}</h3>
          {profit.purchases.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{copy.noPurchases}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line text-sm">
              {profit.purchases.map((purchase) => (
                <li
                  key={`${purchase.purchaseId}-${purchase.category}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 py-1.5"
                >
                  <span className="min-w-0">
                    {purchaseLinks ? (
                      <Link to={`/pro/achats/${purchase.purchaseId}`} className="font-semibold text-navy-700 underline">
                        {copy.purchaseLabel(purchase.supplier, purchase.number)}
                      </Link>
                    ) : (
                      <span className="font-semibold text-ink">
                        {copy.purchaseLabel(purchase.supplier, purchase.number)}
                      </span>
                    )}
                    <span className="ml-2 text-xs text-muted">{costCategoryLabels[purchase.category]}</span>
                  </span>
                  <span className="tabular-nums">{formatEuros(purchase.amountCents)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </SectionCard>
  );
}

export interface HoursPerson {
  id: number;
  name: string;
}

/**
 * Each person's hours on the job, day by day, from the planning or typed, and the form that types them: a person,
 * a day, hours as h:mm, which then replace the planning's for him that day; a typed line can go back to the planning.
 */
export function JobHoursPanel({
  profit,
  people,
  today,
  error,
}: {
  profit: JobProfit;
  people: HoursPerson[];
  today: string;
  error: { field: "person" | "day" | "hours"; message: string } | null;
}) {
  return (
    <SectionCard id="heures" title={hoursCopy.title} intro={hoursCopy.intro(formatHours(STANDARD_DAY_MINUTES))}>
      <div className="space-y-4">
        {profit.labour.length === 0 ? (
          <p className="text-sm text-muted">{hoursCopy.none}</p>
        ) : (
          <ul className="space-y-3">
            {profit.labour.map((person) => (
              <li key={person.userId} className="rounded-lg border border-line p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold text-ink">{person.name}</p>
                  <p className="text-sm tabular-nums">
                    {formatHours(person.minutes)} ·{" "}
                    {person.hourlyCostCents === null ? (
                      <span className="font-semibold text-red-700">{hoursCopy.noCost}</span>
                    ) : (
                      <>
                        {hoursCopy.perHour(formatEuros(person.hourlyCostCents))} ·{" "}
                        <span className="font-semibold">{formatEuros(person.costCents)}</span>
                      </>
                    )}
                  </p>
                </div>
                <ul className="mt-1.5 divide-y divide-line/60 text-sm">
                  {person.days.map((day) => (
                    <li key={day.day} className="flex min-h-11 flex-wrap items-center justify-between gap-x-3">
                      <span>
                        {shortDayName(day.day)}{" "}
                        <span className="text-xs text-muted">
                          ({day.source === "typed" ? hoursCopy.typed : hoursCopy.planned})
                        </span>
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="tabular-nums">{formatHours(day.minutes)}</span>
                        {day.source === "typed" ? (
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="intent" value="heures-planning" />
                            <input type="hidden" name="personne" value={person.userId} />
                            <input type="hidden" name="jour" value={day.day} />
                            <button
                              type="submit"
                              aria-label={hoursCopy.removeLabel(person.name, shortDayName(day.day))}
                              className="min-h-11 rounded-lg px-2 text-sm font-semibold text-navy-700 underline"
                            >
                              {hoursCopy.remove}
                            </button>
                          </Form>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" preventScrollReset className="grid gap-3 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="heures" />
          <label className="text-sm font-semibold text-ink">
            {hoursCopy.person}
            <select
              name="personne"
              className={inputClass}
              aria-invalid={error?.field === "person" ? true : undefined}
              aria-describedby={error?.field === "person" ? "heures-error" : undefined}
            >
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            {hoursCopy.day}
            <input
              type="date"
              name="jour"
              defaultValue={today}
              required
              className={inputClass}
              aria-invalid={error?.field === "day" ? true : undefined}
              aria-describedby={error?.field === "day" ? "heures-error" : undefined}
            />
          </label>
          <label className="text-sm font-semibold text-ink">
            {hoursCopy.hours}
            <input
              type="text"
              name="heures"
              inputMode="numeric"
              placeholder={hoursCopy.hoursHint}
              required
              className={inputClass}
              aria-invalid={error?.field === "hours" ? true : undefined}
              aria-describedby={error?.field === "hours" ? "heures-error" : undefined}
            />
          </label>
          {error ? (
            <p id="heures-error" role="alert" className="text-sm font-medium text-emergency-800 sm:col-span-3">
              {error.message}
            </p>
          ) : null}
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClass("primary", "sm", "min-h-11")}>
              {hoursCopy.save}
            </button>
          </div>
        </Form>
      </div>
    </SectionCard>
  );
}
