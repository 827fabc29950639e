import { Link } from "react-router";
import { InvoiceBadge } from "#app/components/pro/invoice-badge.tsx";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { invoicesCopy } from "#app/content/invoices.ts";
import { formatDelay, jobsCopy } from "#app/content/jobs.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { formatDateTime } from "#app/lib/relative-age.ts";
import type { OfficeView } from "#app/services/jobs/job-view.server.ts";

const copy = jobsCopy.job;

/** The office's part: the quote and its invoices (with their amounts), or the request an emergency came from. */
export function OfficePanel({ office, arrivedAt }: { office: OfficeView; arrivedAt: string | null }) {
  return (
    <Panel title={copy.office} id="bureau">
      <dl className="space-y-3 text-sm">
        {office.quote ? (
          <div>
            <dt className="font-medium text-muted">{copy.quote}</dt>
            <dd className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3">
              <Link to={`/pro/devis/${office.quote.id}`} className="font-semibold text-navy-700 underline">
                {copy.quoteLink(office.quote.number ?? "")}
              </Link>
              <span className="font-semibold tabular-nums text-ink">
                {copy.quoteAmount(formatEuros(office.quote.exclCents))}
              </span>
            </dd>
          </div>
        ) : null}
        {office.leadId !== null || office.requestedAt ? (
          <div>
            <dt className="font-medium text-muted">{copy.request}</dt>
            {office.leadId !== null ? (
              <dd className="mt-0.5">
                <Link to={`/pro/demandes/${office.leadId}`} className="font-semibold text-navy-700 underline">
                  {copy.fromRequest(office.leadId)}
                </Link>
              </dd>
            ) : null}
            {office.requestedAt ? (
              <dd className="mt-0.5 text-ink">{copy.requestedAt(formatDateTime(office.requestedAt))}</dd>
            ) : null}
            {office.requestedAt && arrivedAt ? (
              <dd className="mt-0.5 font-semibold text-ink">
                {copy.delay(formatDelay(Date.parse(arrivedAt) - Date.parse(office.requestedAt)))}
              </dd>
            ) : null}
          </div>
        ) : null}
        {office.quote ? (
          <div>
            <dt className="font-medium text-muted">{copy.invoices}</dt>
            <dd className="mt-1">
              {office.invoices.length === 0 ? (
                <p className="text-muted">{copy.noInvoices}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {office.invoices.map((invoice) => (
                    <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <Link to={`/pro/factures/${invoice.id}`} className="font-semibold text-navy-700 underline">
                        {invoicesCopy.editor.title(invoice.kind, invoice.number)}
                      </Link>
                      <span className="flex items-center gap-2">
                        <span className="tabular-nums">{formatEuros(invoice.inclCents)} TTC</span>
                        <InvoiceBadge state={invoice.state} creditNote={invoice.kind === "avoir"} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}

/** What the client answered from his page: his dates confirmed, or another date asked. */
export function ClientAnswersPanel({ office }: { office: OfficeView }) {
  const answered = office.clientConfirmedAt || office.clientChangeRequest;
  return (
    <Panel title={copy.clientAnswers} id="reponses">
      {answered ? (
        <div className="space-y-2 text-sm text-ink">
          {office.clientConfirmedAt ? <p>{copy.clientConfirmed(formatDateTime(office.clientConfirmedAt))}</p> : null}
          {office.clientChangeRequest ? (
            <div>
              <p className="font-medium">{copy.clientChange}</p>
              <p className="mt-1 rounded-lg bg-surface px-3 py-2 break-words whitespace-pre-wrap">
                {office.clientChangeRequest}
              </p>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted">{copy.noAnswer}</p>
      )}
    </Panel>
  );
}

/** Every change of the job, newest first, naming who made it. */
export function HistoryPanel({ events }: { events: OfficeView["events"] }) {
  return (
    <Panel title={copy.history} id="historique">
      <ol className="space-y-2 border-l-2 border-line pl-4 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <p className="font-medium text-ink">{copy.events[event.kind] ?? copy.otherEvent}</p>
            <p className="text-xs text-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.by ? ` · ${copy.by(event.by)}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
