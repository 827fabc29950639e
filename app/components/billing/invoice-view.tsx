/**
 * A client's invoice as the server renders it, behind the invoice's own link (`/f/<token>`) or the quote's
 * (`/d/<token>/factures/<number>`): no React in the browser, only the copy island beside the transfer details.
 */

import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { retentionCopy } from "#app/content/retention.ts";
import { invoiceMentionsOf, invoiceTitle } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { formatIban, normalizeIban } from "#app/lib/iban.ts";
import { useIsland } from "#app/lib/islands.tsx";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import type { InvoiceState } from "#app/services/billing/documents/invoice-rules.ts";
import type { RetentionStanding } from "#app/services/billing/documents/retention.ts";
import { ClientMessage } from "./client-message.tsx";
import {
  ClientPage,
  ClientPageRefused,
  clientBox,
  clientLinkClass,
  clientPageMeta,
  refusedCopy,
} from "./client-page.tsx";
import { DocumentBlock, MentionCards } from "./document-block.tsx";

const copy = invoicesCopy.client;

/** The transfer's QR code as modules (epcQrMatrix) and what a screen reader says for it. */
export interface TransferQr {
  size: number;
  path: string;
  label: string;
}

export interface InvoicePageData {
  document: InvoiceDocument;
  state: InvoiceState;
  remainingCents: number;
  /** What the transfer asks today: a retention guarantee not yet released is left out (decision 065). */
  dueNowCents: number;
  retentionHeld: RetentionStanding | null;
  qr: TransferQr | null;
  /** The page's own path: its PDF and XML are files under it. */
  path: string;
}

export function invoicePageMeta(invoice: InvoicePageData | null | undefined) {
  return clientPageMeta(
    invoice ? `${invoiceTitle(invoice.document)} – ${invoice.document.company.name}` : copy.unknownTitle,
  );
}

/** The euros as a banking app's amount field takes them: "795,90". */
const plainAmount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

export function InvoiceRefused({ refused }: { refused: "unknown" | "revoked" | "throttled" }) {
  return <ClientPageRefused {...refusedCopy(refused, copy)} />;
}

/** A value of the transfer, selectable as text; its copy button appears once the copy island runs. */
function TransferValue({ id, label, shown, value }: { id: string; label: string; shown: string; value: string }) {
  return (
    <div className="py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span id={id} data-value={value} className="font-semibold break-all text-ink tabular-nums">
          {shown}
        </span>
        <button
          type="button"
          hidden
          data-copy={id}
          className="inline-flex min-h-11 items-center rounded-lg border border-navy-900 px-3 text-sm font-semibold text-navy-800 hover:bg-navy-50"
        >
          {copy.copy}
          <span className="sr-only"> {label}</span>
        </button>
        <span data-copy-status data-copied={copy.copied} aria-live="polite" className="text-sm text-green-900" />
      </dd>
    </div>
  );
}

function Transfer({ document, dueNowCents, qr }: Pick<InvoicePageData, "document" | "dueNowCents" | "qr">) {
  useIsland("copy");
  const { company } = document;
  return (
    <section aria-labelledby="virement" className={`${clientBox} border-navy-900`}>
      <h2 id="virement" className="text-xl font-bold text-navy-900">
        {copy.payTitle}
      </h2>
      {qr ? (
        <figure className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-5">
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            // Four pixels a module, at most 240 (the widest code stays inside a 375 px screen's card).
            width={Math.min(qr.size * 4, 240)}
            height={Math.min(qr.size * 4, 240)}
            role="img"
            aria-label={qr.label}
            shapeRendering="crispEdges"
            className="block h-auto"
            data-transfer-qr
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption className="text-sm text-muted">{copy.payHint}</figcaption>
        </figure>
      ) : null}
      <dl className="mt-3 divide-y divide-line">
        <TransferValue id="virement-beneficiaire" label={copy.holder} shown={company.name} value={company.name} />
        <TransferValue
          id="virement-iban"
          label={copy.iban}
          shown={formatIban(company.iban)}
          value={normalizeIban(company.iban)}
        />
        <TransferValue id="virement-bic" label={copy.bic} shown={company.bic} value={company.bic} />
        <TransferValue
          id="virement-reference"
          label={copy.reference}
          shown={document.paymentReference}
          value={document.paymentReference}
        />
        <TransferValue
          id="virement-montant"
          label={copy.amount}
          shown={formatEuros(dueNowCents)}
          value={plainAmount(dueNowCents)}
        />
      </dl>
    </section>
  );
}

function StateNotice({ state }: { state: InvoiceState }) {
  if (state === "payee") {
    return <ClientMessage tone="success">{copy.paid}</ClientMessage>;
  }
  if (state === "annulee") return <p className="rounded-lg bg-slate-100 px-4 py-3">{copy.cancelled}</p>;
  if (state === "en_retard") {
    return (
      <p className="rounded-lg border border-orange-700/30 bg-orange-50 px-4 py-3 font-semibold text-orange-900">
        {copy.late}
      </p>
    );
  }
  return null;
}

export function InvoiceView({
  invoice,
  back,
}: {
  invoice: InvoicePageData;
  /** The job's page this invoice was opened from, if any. */
  back?: { href: string; label: string };
}) {
  const { document, state, remainingCents, dueNowCents, retentionHeld, qr, path } = invoice;
  const creditNote = document.kind === "avoir";
  const owed = !creditNote && state !== "annulee" && remainingCents > 0;
  // The amount held is owed but not yet due: the page asks what is due now and says when the rest is.
  const holding = retentionHeld !== null && !retentionHeld.released && retentionHeld.outstandingCents > 0;
  const retention = creditNote ? undefined : document.retention;
  return (
    <ClientPage
      intro={copy.intro(document.company.name)}
      title={invoiceTitle(document)}
      subtitle={document.title}
      back={back}
    >
      <StateNotice state={state} />
      {owed ? (
        <div className={`${clientBox} flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1`}>
          <dl>
            <dt className="font-semibold text-ink">{holding ? retentionCopy.dueNow : copy.remaining}</dt>
            <dd className="text-3xl font-bold text-navy-900 tabular-nums">{formatEuros(dueNowCents)}</dd>
          </dl>
          {dueNowCents > 0 ? (
            <p className="font-semibold text-ink">{copy.dueDate(frenchDate(document.dueDate))}</p>
          ) : null}
          {holding ? (
            <p className="text-sm text-muted">
              {retentionCopy.heldDue(retentionHeld.releaseDate)} : {formatEuros(retentionHeld.outstandingCents)}
            </p>
          ) : null}
        </div>
      ) : null}

      <DocumentBlock
        lines={document.lines}
        totals={document.totals}
        copy={copy}
        reverseCharge={document.reverseCharge === true}
        situation={document.situation}
      >
        {document.deposits.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold text-ink">{copy.deposits}</h3>
            <dl className="mt-1 space-y-1">
              {document.deposits.map((deposit) => (
                <div key={deposit.number} className="flex justify-between gap-3 text-sm">
                  <dt>{copy.depositDeducted(deposit.number, frenchDate(deposit.date))}</dt>
                  <dd className="tabular-nums">−{formatEuros(deposit.inclCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-3 border-t border-line pt-2 text-lg font-bold text-navy-900">
                <dt>{creditNote ? copy.amountCredited : copy.amountDue}</dt>
                <dd className="tabular-nums">{formatEuros(document.amountDueCents)}</dd>
              </div>
            </dl>
          </>
        ) : null}
        {retention?.kind === "held" ? (
          <dl className="mt-1 space-y-1">
            {document.deposits.length > 0 ? null : (
              <div className="flex justify-between gap-3 text-sm">
                <dt>{copy.amountDue}</dt>
                <dd className="tabular-nums">{formatEuros(document.amountDueCents)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3 text-sm">
              <dt>{retentionCopy.held(retention.rateBasisPoints)}</dt>
              <dd className="tabular-nums">−{formatEuros(retention.heldCents)}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-line pt-2 text-lg font-bold text-navy-900">
              <dt>{retentionCopy.dueNow}</dt>
              <dd className="tabular-nums">{formatEuros(document.amountDueCents - retention.heldCents)}</dd>
            </div>
          </dl>
        ) : null}
      </DocumentBlock>

      {owed && dueNowCents > 0 ? <Transfer document={document} dueNowCents={dueNowCents} qr={qr} /> : null}

      <MentionCards mentions={invoiceMentionsOf(document, retentionHeld?.releaseDate ?? null)} />

      <ul className="space-y-1">
        <li>
          <a href={`${path}/facture.pdf`} className={clientLinkClass}>
            {copy.pdf}
          </a>
        </li>
        {document.client.siren ? (
          <li>
            <a href={`${path}/factur-x.xml`} className={clientLinkClass}>
              {copy.xml}
            </a>
          </li>
        ) : null}
      </ul>
    </ClientPage>
  );
}

/** One invoice of the job as the quote's page lists it. */
export interface JobInvoice {
  number: string;
  title: string;
  date: string;
  amountCents: number;
  creditNote: boolean;
  state: InvoiceState;
  remainingCents: number;
}

/** The quote's page, once invoices were issued from it: each with its own page, and what the job still costs. */
export function JobInvoices({ token, invoices }: { token: string; invoices: JobInvoice[] }) {
  const remaining = invoices.reduce((sum, invoice) => sum + invoice.remainingCents, 0);
  return (
    <section aria-labelledby="factures" className={clientBox}>
      <h2 id="factures" className="text-lg font-bold text-navy-900">
        {copy.jobTitle}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <a
                href={`/d/${token}/factures/${invoice.number}`}
                className="font-semibold text-navy-700 underline hover:text-navy-900"
              >
                {copy.dated(invoice.title, frenchDate(invoice.date))}
              </a>
              {invoice.creditNote || invoice.state === "brouillon" ? null : (
                <p className="text-sm text-muted">
                  {copy.states[invoice.state]}
                  {invoice.remainingCents > 0 ? ` · ${copy.remaining} ${formatEuros(invoice.remainingCents)}` : ""}
                </p>
              )}
            </div>
            <p className="font-semibold text-ink tabular-nums">
              {invoice.creditNote ? "−" : ""}
              {formatEuros(invoice.amountCents)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-line pt-3 font-bold text-navy-900">
        {copy.jobRemaining(formatEuros(remaining))}
      </p>
    </section>
  );
}
