import type { ReactNode } from "react";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import type { WorkflowStatus } from "#app/lib/lead-workflow.ts";

/**
 * The dashboard's charts: SVG drawn with the page on the server, no chart library. Each is a figure whose
 * picture has a text alternative and a table beside it with the same figures.
 */

const copy = inboxCopy.dashboard;
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });
const number = new Intl.NumberFormat("fr-FR");

/** A round, even top for the axis (4, 10, 20, 30…), so the middle gridline falls on a whole number too. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  return max <= 10 ? 10 : Math.ceil(max / 10) * 10;
}

function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split("-");
  return `${day}/${month}`;
}

function ChartFigure({
  id,
  title,
  picture,
  table,
  stacked = false,
}: {
  id: string;
  title: string;
  picture: ReactNode;
  table: ReactNode;
  /** In a narrow column the table goes under the picture rather than beside it. */
  stacked?: boolean;
}) {
  return (
    <figure
      aria-labelledby={`${id}-legende`}
      className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <figcaption id={`${id}-legende`} className="text-base font-bold text-navy-900">
        {title}
      </figcaption>
      <div
        className={`mt-4 grid gap-5 ${stacked ? "" : "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start"}`}
      >
        <div>{picture}</div>
        <div className="overflow-x-auto">{table}</div>
      </div>
    </figure>
  );
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: { key: string; label: string; value: string }[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            {headers[0]}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {headers[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line/70 last:border-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WeeklyChart({ weeks }: { weeks: { weekStart: string; isoWeek: string; count: number }[] }) {
  const width = 360;
  const height = 190;
  const left = 26;
  const right = 8;
  const top = 22;
  const bottom = 30;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = axisTop(Math.max(0, ...weeks.map((week) => week.count)));
  const band = plotWidth / weeks.length;
  const barWidth = band * 0.62;
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const summary = weeks.map((week) => `${copy.weekShort(weekLabel(week.weekStart))} ${week.count}`).join(", ");
  return (
    <ChartFigure
      id="semaines"
      title={copy.perWeek}
      picture={
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby="semaines-titre semaines-desc"
          className="h-auto w-full"
        >
          <title id="semaines-titre">{copy.perWeek}</title>
          <desc id="semaines-desc">{copy.perWeekAlt(summary)}</desc>
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} stroke="#dbe2ea" strokeWidth={1} />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#4a5868">
                {number.format(tick)}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = left + index * band + (band - barWidth) / 2;
            const barTop = y(week.count);
            const current = index === weeks.length - 1;
            return (
              <g key={week.weekStart}>
                {week.count > 0 ? (
                  <rect
                    x={x}
                    y={barTop}
                    width={barWidth}
                    height={top + plotHeight - barTop}
                    rx={3}
                    fill={current ? "#f2a516" : "#1a4373"}
                  />
                ) : null}
                {week.count > 0 ? (
                  <text
                    x={x + barWidth / 2}
                    y={barTop - 5}
                    textAnchor="middle"
                    fontSize={11}
                    fontWeight={700}
                    fill="#0c2340"
                  >
                    {week.count}
                  </text>
                ) : null}
                {(weeks.length - 1 - index) % 2 === 0 ? (
                  <text x={x + barWidth / 2} y={height - 10} textAnchor="middle" fontSize={11} fill="#4a5868">
                    {weekLabel(week.weekStart)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      }
      table={
        <DataTable
          caption={copy.tableCaption(copy.perWeek)}
          headers={[copy.week, copy.count]}
          rows={weeks.map((week) => ({
            key: week.weekStart,
            label: new Date(`${week.weekStart}T12:00:00Z`).toLocaleDateString("fr-FR", {
              day: "numeric",
              month: "short",
              timeZone: "UTC",
            }),
            value: number.format(week.count),
          }))}
        />
      }
    />
  );
}

const MAX_BARS = 8;

export function RankingChart({
  id,
  title,
  firstColumn,
  items,
}: {
  id: string;
  title: string;
  firstColumn: string;
  items: { label: string; count: number }[];
}) {
  const named = items.map((item) => ({ ...item, label: item.label || copy.unknown }));
  const shown = named.slice(0, MAX_BARS);
  const width = 360;
  const rowHeight = 36;
  const height = Math.max(1, shown.length) * rowHeight;
  const max = Math.max(1, ...shown.map((item) => item.count));
  const barSpace = width - 40;
  const summary = named.map((item) => `${item.label} ${item.count}`).join(", ");
  return (
    <ChartFigure
      id={id}
      title={title}
      stacked
      picture={
        shown.length === 0 ? (
          <p className="text-sm text-muted">{copy.nothing}</p>
        ) : (
          <svg
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={`${id}-titre ${id}-desc`}
            className="h-auto w-full"
          >
            <title id={`${id}-titre`}>{title}</title>
            <desc id={`${id}-desc`}>{copy.barsAlt(title, summary)}</desc>
            {shown.map((item, index) => {
              const rowTop = index * rowHeight;
              const barWidth = Math.max(4, (item.count / max) * barSpace);
              return (
                <g key={item.label}>
                  <text x={0} y={rowTop + 13} fontSize={12} fontWeight={600} fill="#14202e">
                    {item.label.length > 40 ? `${item.label.slice(0, 39)}…` : item.label}
                  </text>
                  <rect x={0} y={rowTop + 19} width={barSpace} height={10} rx={5} fill="#f2f6fb" />
                  <rect
                    x={0}
                    y={rowTop + 19}
                    width={barWidth}
                    height={10}
                    rx={5}
                    fill={index === 0 ? "#12325a" : "#1a4373"}
                  />
                  <text x={width} y={rowTop + 28} textAnchor="end" fontSize={12} fontWeight={700} fill="#0c2340">
                    {item.count}
                  </text>
                </g>
              );
            })}
          </svg>
        )
      }
      table={
        <DataTable
          caption={copy.tableCaption(title)}
          headers={[firstColumn, copy.count]}
          rows={named.map((item) => ({ key: item.label, label: item.label, value: number.format(item.count) }))}
        />
      }
    />
  );
}

const outcomeColors: Record<Exclude<WorkflowStatus, "spam">, string> = {
  nouvelle: "#f2a516",
  a_rappeler: "#c2410c",
  devis_envoye: "#1a4373",
  gagnee: "#15803d",
  perdue: "#94a3b8",
};

/** The same colours for the legend, as classes: the Content-Security-Policy allows no style attribute. */
const legendColors: Record<Exclude<WorkflowStatus, "spam">, string> = {
  nouvelle: "bg-[#f2a516]",
  a_rappeler: "bg-[#c2410c]",
  devis_envoye: "bg-[#1a4373]",
  gagnee: "bg-[#15803d]",
  perdue: "bg-[#94a3b8]",
};

export function OutcomeChart({ byStatus, total }: { byStatus: Record<WorkflowStatus, number>; total: number }) {
  const statuses = Object.keys(outcomeColors) as Exclude<WorkflowStatus, "spam">[];
  const radius = 70;
  const circumference = 2 * Math.PI * radius;
  const wonShare = total > 0 ? byStatus.gagnee / total : 0;
  let offset = 0;
  const summary = statuses
    .map((status) => `${inboxCopy.statuses[status]} ${byStatus[status]}`)
    .concat(`${copy.won} ${percent.format(wonShare)}`)
    .join(", ");
  return (
    <ChartFigure
      id="statuts"
      title={copy.outcome}
      picture={
        <div className="flex flex-wrap items-center gap-5">
          <svg
            viewBox="0 0 180 180"
            role="img"
            aria-labelledby="statuts-titre statuts-desc"
            className="h-auto w-40 shrink-0 sm:w-44"
          >
            <title id="statuts-titre">{copy.outcome}</title>
            <desc id="statuts-desc">{copy.outcomeAlt(summary)}</desc>
            <circle cx={90} cy={90} r={radius} fill="none" stroke="#f2f6fb" strokeWidth={22} />
            {total > 0
              ? statuses.map((status) => {
                  const length = (byStatus[status] / total) * circumference;
                  const segment = (
                    <circle
                      key={status}
                      cx={90}
                      cy={90}
                      r={radius}
                      fill="none"
                      stroke={outcomeColors[status]}
                      strokeWidth={22}
                      strokeDasharray={`${length} ${circumference - length}`}
                      strokeDashoffset={-offset}
                      transform="rotate(-90 90 90)"
                    />
                  );
                  offset += length;
                  return length > 0 ? segment : null;
                })
              : null}
            <text x={90} y={92} textAnchor="middle" fontSize={30} fontWeight={800} fill="#0c2340">
              {percent.format(wonShare)}
            </text>
            <text x={90} y={114} textAnchor="middle" fontSize={12} fill="#4a5868">
              {copy.won.toLowerCase()}
            </text>
          </svg>
          <ul className="space-y-1.5 text-sm">
            {statuses.map((status) => (
              <li key={status} className="flex items-center gap-2">
                <span aria-hidden="true" className={`size-3 rounded-full ${legendColors[status]}`} />
                {inboxCopy.statuses[status]}
              </li>
            ))}
          </ul>
        </div>
      }
      table={
        <DataTable
          caption={copy.tableCaption(copy.outcome)}
          headers={[inboxCopy.inbox.status, copy.count]}
          rows={statuses.map((status) => ({
            key: status,
            label: inboxCopy.statuses[status],
            value: `${number.format(byStatus[status])} (${percent.format(total > 0 ? byStatus[status] / total : 0)})`,
          }))}
        />
      }
    />
  );
}
