import { Link } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { DownloadIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { eReportingScreenCopy as copy, longDate, periodName } from "#app/content/ereporting.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDateOfInstant } from "#app/content/quotes.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import { currentPlatform } from "#app/services/einvoicing/platform-service.server.ts";
import { vatRegimeLabels } from "#app/services/ereporting/calendar.ts";
import type { PeriodLine, PeriodState, ShownFile } from "#app/services/ereporting/report-screen.server.ts";
import { eReportingScreenData } from "#app/services/ereporting/report-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/ereporting";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const platform = await currentPlatform();
  const screen = await eReportingScreenData();
  return { ...screen, hasPlatform: platform.source === "environment" || platform.source === "screen" };
}

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

/** The tones of the invoices' badges, so the screen adds no style of its own. */
const badgeTones: Record<PeriodState | "corrected", string> = {
  upcoming: "bg-slate-100 text-slate-700 ring-slate-500/30",
  nothing: "bg-slate-100 text-slate-700 ring-slate-500/30",
  ready: "bg-orange-50 text-orange-900 ring-orange-700/30",
  deposited: "bg-navy-100 text-navy-900 ring-navy-700/30",
  accepted: "bg-green-50 text-green-900 ring-green-700/30",
  rejected: "bg-emergency-50 text-emergency-800 ring-emergency-600/30",
  corrected: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

function Badge({ state }: { state: PeriodState | "corrected" }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badgeTones[state]}`}
    >
      {copy.states[state]}
    </span>
  );
}

function Totals({ line }: { line: PeriodLine }) {
  const sales = line.contents !== "payments";
  const payments = line.contents !== "transactions";
  return (
    <dl className="mt-3 space-y-2 text-sm">
      {sales ? (
        <div>
          <dt className="font-semibold text-ink">{copy.sales}</dt>
          {line.totals.sales.length === 0 ? <dd className="text-muted">{copy.noSales}</dd> : null}
          {line.totals.sales.map((sale) => (
            <dd key={sale.category} className="tabular-nums text-ink">
              {copy.salesLine(copy.category[sale.category], formatEuros(sale.exclCents), formatEuros(sale.vatCents))}
            </dd>
          ))}
        </div>
      ) : null}
      {payments ? (
        <div>
          <dt className="font-semibold text-ink">{copy.payments}</dt>
          {line.totals.payments.length === 0 ? <dd className="text-muted">{copy.noPayments}</dd> : null}
          {line.totals.payments.map((payment) => (
            <dd key={payment.vatRate} className="tabular-nums text-ink">
              {copy.paymentLine(formatRate(payment.vatRate), formatEuros(payment.amountCents))}
            </dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}

function FileStatus({ file }: { file: ShownFile }) {
  return (
    <div className="space-y-1 text-sm text-muted">
      {file.type === "RE" ? <p>{copy.corrective}</p> : null}
      {file.depositedAt && file.flowId ? (
        <p>{copy.depositedOn(frenchDateOfInstant(file.depositedAt), file.flowId)}</p>
      ) : null}
      {file.state === "accepted" && file.ackAt ? <p>{copy.acceptedOn(frenchDateOfInstant(file.ackAt))}</p> : null}
      {file.state === "ready" && file.lastError ? (
        <p>{copy.stateHints.retrying(file.attempts, file.lastError)}</p>
      ) : null}
      {file.state === "rejected" && file.reasons ? (
        <p className="text-emergency-800">
          {copy.reasons} {file.reasons}
        </p>
      ) : null}
    </div>
  );
}

function Download({ file, name }: { file: ShownFile; name: string }) {
  return (
    <a
      href={`/pro/factures/e-reporting/${file.id}.xml`}
      download
      aria-label={copy.downloadOf(name, file.revision)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      {copy.download}
    </a>
  );
}

function Period({ line }: { line: PeriodLine }) {
  const name = periodName(line.start, line.end);
  const [latest, ...earlier] = line.files;
  const id = `periode-${line.contents}-${line.start}-${line.end}`;
  return (
    <li aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="font-bold text-navy-900">
          <span className="block">{name.charAt(0).toUpperCase() + name.slice(1)}</span>
          <span className="block text-sm font-normal text-muted">{copy.contents[line.contents]}</span>
        </h3>
        <Badge state={line.state} />
      </div>
      <p className="mt-1 text-sm text-muted">{copy.deadline(longDate(line.platformDeadline))}</p>
      {line.state === "upcoming" ? <p className="mt-1 text-sm text-muted">{copy.stateHints.upcoming}</p> : null}
      {line.state === "nothing" ? <p className="mt-1 text-sm text-muted">{copy.stateHints.nothing}</p> : null}
      {line.state === "ready" && !latest ? <p className="mt-1 text-sm text-muted">{copy.stateHints.ready}</p> : null}
      {line.state === "nothing" ? null : <Totals line={line} />}
      {latest ? (
        <div className="mt-3 space-y-3">
          <FileStatus file={latest} />
          <Download file={latest} name={name} />
        </div>
      ) : null}
      {earlier.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-700">{copy.history}</summary>
          <ul className="mt-2 space-y-3">
            {earlier.map((file) => (
              <li key={file.id} className="space-y-2 border-t border-line pt-3">
                <Badge state={file.state} />
                <FileStatus file={file} />
                <Download file={file} name={name} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

export default function EReporting({ loaderData }: Route.ComponentProps) {
  const { regime, since, hasSiren, hasPlatform, lines } = loaderData;
  return (
    <div className="space-y-5">
      <BackLink to="/pro/factures">{invoicesCopy.editor.back}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 max-w-prose text-sm leading-relaxed text-muted">{copy.intro}</p>
        <p className="mt-2 text-sm text-muted">{copy.regime(vatRegimeLabels[regime])}</p>
        <p className="text-sm text-muted">{copy.since(longDate(since))}</p>
      </div>
      {hasSiren ? null : <Notice tone="error">{copy.noSiret}</Notice>}
      {hasPlatform ? null : (
        <Notice tone="info">
          {copy.noPlatform}{" "}
          <Link to="/pro/factures/facturation-electronique" className="font-semibold underline">
            {copy.platformLink}
          </Link>
        </Notice>
      )}
      <section aria-labelledby="ereporting-periods" className="space-y-3">
        <h2 id="ereporting-periods" className="text-lg font-bold text-navy-900">
          {copy.periods}
        </h2>
        {lines.length === 0 ? <p className="text-sm text-muted">{copy.empty}</p> : null}
        <ul className="space-y-3">
          {lines.map((line) => (
            <Period key={`${line.contents}-${line.start}-${line.end}`} line={line} />
          ))}
        </ul>
      </section>
    </div>
  );
}
