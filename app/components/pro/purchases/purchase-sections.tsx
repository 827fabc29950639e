/**
 * What a purchase's page shows of the invoice itself: the supplier, the document and its file, the lines, the
 * amounts per VAT rate, how to pay, then the answers sent to the supplier and the payments. Read-only: the answers'
 * forms are purchase-answers.tsx.
 */

import type { ReactNode } from "react";
import { DownloadIcon, FileTextIcon } from "#app/components/pro/icons.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buyerStatusLabels, statusReasonLabels } from "#app/content/purchase-statuses.ts";
import { depositStateLabels, purchasesCopy, supplierPaymentMethodLabels } from "#app/content/purchases.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import { formatIban } from "#app/lib/iban.ts";
import type { PurchaseDetail } from "#app/services/purchases/purchase-reads.server.ts";

const copy = purchasesCopy.detail;
const linkClass = "font-semibold text-navy-700 underline hover:text-navy-900";

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the owner reads the supplier's document: the PDF as received, the photo, or a PDF drawn from the XML. */
export type PurchaseView = "pdf" | "photo" | "drawn" | null;

export function PurchaseFile({ purchase, view }: { purchase: PurchaseDetail; view: PurchaseView }) {
  const base = `/pro/achats/${purchase.id}`;
  return (
    <SectionCard id="purchase-file" title={copy.files}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {view ? (
          <a
            href={`${base}/apercu`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <FileTextIcon aria-hidden="true" className="size-4" />
            {view === "photo" ? copy.viewPhoto : copy.viewPdf}
          </a>
        ) : null}
        <a
          href={`${base}/original`}
          className="inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
        >
          <DownloadIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">{copy.download(purchase.originalName)}</span>
        </a>
      </div>
      {view === "drawn" ? <p className="mt-3 text-sm text-muted">{copy.drawnHint}</p> : null}
      {purchase.files.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-navy-900">{copy.attachments}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {purchase.files.map((file) => (
              <li key={file.id}>
                <a href={`${base}/piece-${file.id}`} className={linkClass}>
                  {file.filename}
                </a>
                {file.description ? <span className="text-muted"> · {file.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-4 text-xs break-all text-muted">
        {copy.sha256} : <code>{purchase.originalSha256}</code>
      </p>
    </SectionCard>
  );
}

export function PurchaseSupplier({ purchase }: { purchase: PurchaseDetail }) {
  const supplier = purchase.supplierDetails;
  return (
    <SectionCard id="purchase-supplier" title={copy.supplier}>
      <p className="text-lg font-bold break-words text-navy-900">{supplier?.name}</p>
      <div className="mt-3">
        <Facts
          items={[
            [copy.siren, supplier?.siren ?? copy.noSupplierId],
            [copy.vatNumber, supplier?.vatNumber ?? copy.noSupplierId],
          ]}
        />
      </div>
    </SectionCard>
  );
}

export function PurchaseDocument({ purchase }: { purchase: PurchaseDetail }) {
  const items: [string, ReactNode][] = [
    [copy.issueDate, purchase.issueDate ? frenchDate(purchase.issueDate) : "—"],
    [copy.dueDate, purchase.dueDate ? frenchDate(purchase.dueDate) : "—"],
    [copy.receivedAt, `${frenchDate(purchase.receivedAt)} · ${copy.origin[purchase.origin]}`],
    [copy.format, copy.syntax[purchase.syntax]],
  ];
  if (purchase.stateReasonCode || purchase.stateReason) {
    const code = purchase.stateReasonCode as keyof typeof statusReasonLabels | null;
    items.push([copy.reason, [code ? statusReasonLabels[code] : "", purchase.stateReason].filter(Boolean).join(" : ")]);
  }
  return (
    <SectionCard id="purchase-document" title={copy.document}>
      <Facts items={items} />
      {purchase.reverseCharge ? <p className="mt-3 text-sm text-ink">{copy.reverseCharge}</p> : null}
    </SectionCard>
  );
}

export function PurchaseLines({ purchase }: { purchase: PurchaseDetail }) {
  const cell = "px-2 py-2 align-top";
  return (
    <SectionCard id="purchase-lines" title={copy.lines}>
      {purchase.lines.length === 0 ? (
        <p className="text-sm text-muted">{copy.noLines}</p>
      ) : (
        <section
          aria-label={copy.linesScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, the table scrolls in its card; focus lets a keyboard scroll it.
          tabIndex={0}
          className="-mx-2 overflow-x-auto"
        >
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="border-b border-line text-left text-xs text-muted">
                <th scope="col" className={cell}>
                  {copy.line.name}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {copy.line.quantity}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {copy.line.unitPrice}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {copy.line.vat}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {copy.line.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {purchase.lines.map((line) => (
                <tr key={line.id}>
                  <td className={cell}>{line.name}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.quantity.replace(".", ",")}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatEuros(line.netUnitPriceCents)}</td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {line.vatRateBasisPoints === null ? line.vatCategory : formatRate(line.vatRateBasisPoints)}
                  </td>
                  <td className={`${cell} text-right font-semibold tabular-nums`}>
                    {formatEuros(line.netAmountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </SectionCard>
  );
}

export function PurchaseTotals({ purchase }: { purchase: PurchaseDetail }) {
  const rows: [string, number, boolean][] = [
    [copy.exclTotal, purchase.taxExclusiveCents, true],
    ...purchase.vat.map((row): [string, number, boolean] => [
      row.rateBasisPoints === null
        ? copy.vatOther(row.category, formatEuros(row.taxableCents))
        : copy.vatRow(formatRate(row.rateBasisPoints), formatEuros(row.taxableCents)),
      row.vatCents,
      false,
    ]),
    [copy.inclTotal, purchase.taxInclusiveCents, true],
  ];
  if (purchase.payableCents !== purchase.taxInclusiveCents) rows.push([copy.payable, purchase.payableCents, true]);
  const iban = purchase.iban ?? purchase.supplierDetails?.iban ?? null;
  const payment: [string, ReactNode][] = [];
  if (purchase.paymentTerms) payment.push([copy.paymentTerms, purchase.paymentTerms]);
  if (iban)
    payment.push([
      copy.iban,
      <span key="iban" className="font-mono">
        {formatIban(iban)}
      </span>,
    ]);
  if (purchase.paymentReference) payment.push([copy.paymentReference, purchase.paymentReference]);
  return (
    <SectionCard id="purchase-totals" title={copy.totals}>
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, cents, bold]) => (
          <div key={label} className={`flex justify-between gap-4 py-2 ${bold ? "font-bold text-navy-900" : ""}`}>
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatEuros(cents)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-bold text-navy-900">{copy.payment}</h3>
      <div className="mt-2">
        {payment.length ? <Facts items={payment} /> : <p className="text-sm text-muted">{copy.noPaymentDetails}</p>}
      </div>
      {purchase.notes.length ? (
        <>
          <h3 className="mt-5 text-sm font-bold text-navy-900">{copy.notes}</h3>
          <ul className="mt-1 space-y-1 text-sm whitespace-pre-line text-ink">
            {purchase.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </SectionCard>
  );
}

const depositTones = {
  pending: "text-muted",
  sending: "text-muted",
  deposited: "text-green-900",
  rejected: "text-emergency-800",
} as const;

export function PurchaseStatuses({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <SectionCard id="purchase-statuses" title={copy.statuses}>
      {purchase.origin === "hand" ? <p className="mb-2 text-sm text-muted">{copy.handNotSent}</p> : null}
      {purchase.statuses.length === 0 ? (
        <p className="text-sm text-muted">{copy.noStatuses}</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {purchase.statuses.map((status) => {
            const code = status.statusCode as keyof typeof buyerStatusLabels;
            const reason = status.reasonCode as keyof typeof statusReasonLabels | null;
            return (
              <li key={`${status.statusCode}-${status.createdAt}`} className="py-2">
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-semibold text-ink">
                    {buyerStatusLabels[code] ?? status.statusCode} {copy.statusSent(frenchDate(status.createdAt))}
                  </span>
                  <span className={`font-semibold ${depositTones[status.deposit]}`}>
                    {copy.deposit} : {depositStateLabels[status.deposit]}
                  </span>
                </p>
                {reason || status.reasonText ? (
                  <p className="text-muted">
                    {[reason ? statusReasonLabels[reason] : "", status.reasonText].filter(Boolean).join(" : ")}
                  </p>
                ) : null}
                {status.deposit === "rejected" && status.lastError ? (
                  <p className="text-emergency-800">{status.lastError}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}

export function PurchasePaymentsList({ purchase }: { purchase: PurchaseDetail }) {
  const methods = supplierPaymentMethodLabels as Record<string, string>;
  return purchase.payments.length ? (
    <ul className="divide-y divide-line text-sm">
      {purchase.payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span>
            {frenchDate(payment.paidOn)} · {methods[payment.method] ?? payment.method}
          </span>
          <span className="font-semibold tabular-nums">{formatEuros(payment.amountCents)}</span>
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-sm text-muted">{copy.noPayments}</p>
  );
}
