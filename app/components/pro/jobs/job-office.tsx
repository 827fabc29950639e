import { Form, Link, useNavigation } from "react-router";
import { CopyLink } from "#app/components/pro/copy-link.tsx";
import { InvoiceBadge } from "#app/components/pro/invoice-badge.tsx";
import { Panel } from "#app/components/pro/lead-sections.tsx";
import { Notice } from "#app/components/pro/notice.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
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

/**
 * What the client answered from his page, beside the days it is about: his dates confirmed (and whether the dates
 * changed since), or another date asked in his own words, drawn as text.
 */
export function ClientAnswerNotice({ answer }: { answer: OfficeView["clientAnswer"] }) {
  if (!answer) return <p className="text-sm text-muted">{copy.noAnswer}</p>;
  if (answer.kind === "confirmed") {
    const when = formatDateTime(answer.at);
    return (
      <Notice tone={answer.current ? "success" : "info"}>
        {answer.current ? copy.clientConfirmed(when) : copy.clientConfirmedBefore(when)}
      </Notice>
    );
  }
  return (
    <Notice tone="info">
      <span className="block font-semibold">{copy.clientChange(answer.at ? formatDateTime(answer.at) : "")}</span>
      <span className="mt-1 block break-words whitespace-pre-wrap">{copy.quoted(answer.message)}</span>
    </Notice>
  );
}

/** « Lien client »: a new link to the client's page, made on demand and shown once, since only its hash is kept. */
export function ClientLinkPanel({ link }: { link: string | null }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "lien";
  return (
    <Panel title={copy.clientLink} id="lien-client">
      <p className="-mt-1 text-sm text-muted">{copy.clientLinkIntro}</p>
      {link ? (
        <div className="mt-3">
          <CopyLink link={link} labels={copy.clientLinkLabels} />
        </div>
      ) : null}
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value="lien" />
        <button type="submit" disabled={sending} className={buttonClass("outline", "sm", "min-h-11")}>
          {copy.clientLinkCreate}
        </button>
      </Form>
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
