const monthName = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });

export interface Headline {
  label: string;
  value: string;
  hint?: string;
  tone?: "won" | "late";
}

/** One figure of a panel: its label above, its value large, a hint below. */
export function HeadlineFigure({ label, value, hint, tone }: Headline) {
  const color = tone === "won" ? "text-green-800" : tone === "late" ? "text-red-700" : "text-navy-900";
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`text-xl font-extrabold tabular-nums sm:text-2xl ${color}`}>{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

/** A month's row: its first day's month ("2026-11") and the cells after its name, already formatted. */
export interface MonthRow {
  month: string;
  cells: (string | number)[];
}

/**
 * The quotes' and the invoices' figures as the dashboard shows them: headline figures, then the months in a table
 * whose caption says what it counts. `scrolls`: the table may scroll sideways in its card on a narrow phone; the
 * quotes' table, compact enough to fit, does not (a region that scrolls must take the keyboard's focus).
 */
export function FiguresPanel({
  id,
  title,
  headlines,
  caption,
  monthLabel,
  columns,
  months,
  scrolls = false,
}: {
  id: string;
  title: string;
  headlines: Headline[];
  caption: string;
  monthLabel: string;
  columns: string[];
  months: MonthRow[];
  scrolls?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {headlines.map((headline) => (
          <HeadlineFigure key={headline.label} {...headline} />
        ))}
      </dl>
      <div className={scrolls ? "mt-4 overflow-x-auto" : "mt-4"}>
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-2">
                {monthLabel}
              </th>
              {columns.map((label) => (
                <th key={label} scope="col" className="py-2 pr-2 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.month} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {monthName.format(new Date(`${row.month}-01T00:00:00Z`))}
                </th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow its columns, which never move
                  <td key={index} className="py-1.5 pr-2 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
