import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { InvoiceFigures, SiteFunnel } from "#app/services/billing/documents/invoice-figures.server.ts";
import { FiguresPanel } from "./figures-panel.tsx";

const copy = invoicesCopy.dashboard;
const number = new Intl.NumberFormat("fr-FR");

/** Invoiced, collected, outstanding and overdue: four headline figures and the months in a table. */
export function InvoiceFiguresPanel({ figures }: { figures: InvoiceFigures }) {
  return (
    <FiguresPanel
      id="facturation"
      scrolls
      title={copy.title}
      headlines={[
        { label: copy.invoiced, value: formatEuros(figures.invoicedCents), hint: copy.invoicedHint },
        { label: copy.collected, value: formatEuros(figures.collectedCents), hint: copy.collectedHint, tone: "won" },
        { label: copy.outstanding, value: formatEuros(figures.outstandingCents), hint: copy.outstandingHint },
        {
          label: copy.overdue,
          value: formatEuros(figures.overdueCents),
          hint: copy.overdueHint(figures.overdueCount),
          ...(figures.overdueCents > 0 ? { tone: "late" as const } : {}),
        },
      ]}
      caption={copy.caption}
      monthLabel={copy.month}
      columns={[copy.invoicedColumn, copy.collectedColumn, copy.outstandingColumn]}
      months={figures.months.map((month) => ({
        month: month.month,
        cells: [
          formatEuros(month.invoicedCents),
          formatEuros(month.collectedCents),
          formatEuros(month.outstandingCents),
        ],
      }))}
    />
  );
}

/**
 * The site's requests step by step to the money collected: a list whose bars (decoration only, the figures are in
 * the text) show each step's amount against the quotes sent.
 */
export function SiteFunnelPanel({ funnel }: { funnel: SiteFunnel }) {
  const steps = [
    { key: "demandes", count: funnel.requests, label: copy.funnel.requests(funnel.requests), cents: null },
    {
      key: "devis",
      count: funnel.quoted.count,
      label: copy.funnel.quoted(funnel.quoted.count),
      cents: funnel.quoted.cents,
    },
    {
      key: "acceptes",
      count: funnel.accepted.count,
      label: copy.funnel.accepted(funnel.accepted.count),
      cents: funnel.accepted.cents,
    },
    {
      key: "factures",
      count: funnel.invoiced.count,
      label: copy.funnel.invoiced(funnel.invoiced.count),
      cents: funnel.invoiced.cents,
    },
    { key: "payees", count: funnel.paid.count, label: copy.funnel.paid(funnel.paid.count), cents: funnel.paid.cents },
  ];
  const scale = Math.max(funnel.quoted.cents, funnel.invoiced.cents, 1);
  return (
    <section
      aria-labelledby="rapporte-par-le-site"
      className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <h2 id="rapporte-par-le-site" className="text-lg font-bold text-navy-900">
        {copy.funnel.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.funnel.intro(frenchDate(funnel.since))}</p>
      <ol className="mt-4 space-y-3">
        {steps.map((step) => (
          <li key={step.key}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="text-sm text-ink">
                <span className="mr-1.5 text-xl font-extrabold text-navy-900 tabular-nums">
                  {number.format(step.count)}
                </span>
                {step.label}
              </p>
              {step.cents === null ? null : (
                <p className={`font-bold tabular-nums ${step.key === "payees" ? "text-green-800" : "text-navy-900"}`}>
                  {formatEuros(step.cents)}
                </p>
              )}
            </div>
            {step.cents === null ? null : (
              // SVG, not a styled width: the owner's pages allow no style attribute (server/security.ts).
              <svg
                aria-hidden="true"
                viewBox="0 0 100 2"
                preserveAspectRatio="none"
                className="mt-1 block h-2 w-full overflow-hidden rounded-full"
              >
                <rect width={100} height={2} fill="#f2f6fb" />
                <rect
                  width={(Math.max(0, step.cents) / scale) * 100}
                  height={2}
                  fill={step.key === "payees" ? "#15803d" : "#1a4373"}
                />
              </svg>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
