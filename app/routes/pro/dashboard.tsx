import { BackupStatus } from "#app/components/pro/backup-status.tsx";
import { OutcomeChart, RankingChart, WeeklyChart } from "#app/components/pro/charts.tsx";
import { MarginPanel } from "#app/components/pro/costs/margin-panel.tsx";
import { InvoiceFiguresPanel, SiteFunnelPanel } from "#app/components/pro/invoice-figures.tsx";
import { EmergencyClock } from "#app/components/pro/jobs/emergency-clock.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { QuoteFiguresPanel } from "#app/components/pro/quote-figures.tsx";
import { RetentionPanel } from "#app/components/pro/retention-panel.tsx";
import { SituationsPanel } from "#app/components/pro/situations-panel.tsx";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import { formatDay } from "#app/lib/relative-age.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { backupOverview } from "#app/services/backup/service.server.ts";
import { invoiceFigures } from "#app/services/billing/documents/invoice-figures.server.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { retentionsFallingDue } from "#app/services/billing/documents/retention-receivables.server.ts";
import { situationsInProgress } from "#app/services/billing/documents/situations.server.ts";
import { emergencyFigures, promiseLimitMs } from "#app/services/jobs/emergency-figures.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { ownerLeads } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { marginFigures } from "#app/services/purchases/margins.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { maySeeAmounts, roleHolds } from "#app/services/team/policy.ts";
import type { Route } from "./+types/dashboard";

const copy = inboxCopy.dashboard;
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const now = Date.now();
  const [figures, backups, quotes, invoices, emergencies, margins, retentions] = await Promise.all([
    (await ownerLeads()).dashboard(),
    // The backups are the patron's (the books' right): for the office the block is not even read.
    roleHolds(owner.role, "books") ? backupOverview(now) : null,
    (await quoteStore()).figures(),
    invoiceFigures((await getLeads()).database, () => now),
    emergencyFigures((await getLeads()).database.db, now),
    // Amounts, sent only to a role that may see them (the dashboard asks the office's right already).
    maySeeAmounts(owner.role) ? marginFigures((await getLeads()).database.db, now) : null,
    maySeeAmounts(owner.role) ? retentionsFallingDue((await getLeads()).database.db, parisToday(new Date(now))) : null,
  ]);
  const situations = maySeeAmounts(owner.role)
    ? await situationsInProgress((await getLeads()).database.db, parisToday(new Date(now)))
    : null;
  const promise = publishedCompany().identity.emergency.delay;
  return {
    ...figures,
    backups,
    quotes,
    invoices,
    emergencies,
    margins,
    situations,
    retentions,
    promise,
    limitMs: promiseLimitMs(promise),
    now,
  };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

function Figure({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: "won" }) {
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd
        className={`mt-1 text-3xl font-extrabold tabular-nums ${tone === "won" ? "text-green-800" : "text-navy-900"}`}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const figures = loaderData;
  const open = figures.byStatus.nouvelle + figures.byStatus.a_rappeler;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">{copy.period(formatDay(`${figures.from}T12:00:00Z`))}</p>
      </div>
      {figures.backups ? <BackupStatus overview={figures.backups} now={figures.now} /> : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={copy.total} value={String(figures.total)} />
        <Figure label={copy.open} value={String(open)} hint={copy.openHint} />
        <Figure label={copy.won} value={String(figures.won)} tone="won" />
        <Figure
          label={copy.wonShare}
          value={percent.format(figures.total > 0 ? figures.won / figures.total : 0)}
          hint={copy.wonShareHint(figures.won, figures.total)}
          tone="won"
        />
      </dl>
      <EmergencyClock figures={figures.emergencies} promise={figures.promise} limitMs={figures.limitMs} />
      <WeeklyChart weeks={figures.weeks} />
      <div className="grid gap-5 lg:grid-cols-2">
        <RankingChart
          id="services"
          title={copy.byService}
          firstColumn={inboxCopy.inbox.service}
          items={figures.byService}
        />
        <RankingChart id="villes" title={copy.byTown} firstColumn={inboxCopy.inbox.town} items={figures.byTown} />
      </div>
      <OutcomeChart byStatus={figures.byStatus} total={figures.total} />
      <QuoteFiguresPanel figures={figures.quotes} />
      {figures.situations ? <SituationsPanel rows={figures.situations} /> : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-start">
        <InvoiceFiguresPanel figures={figures.invoices} />
        <SiteFunnelPanel funnel={figures.invoices.funnel} />
      </div>
      {figures.retentions ? <RetentionPanel retentions={figures.retentions} /> : null}
      {figures.margins ? <MarginPanel figures={figures.margins} /> : null}
    </div>
  );
}
