import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { retentionCopy } from "#app/content/retention.ts";
import { reverseChargeCopy } from "#app/content/reverse-charge.ts";
import { formatEuros, formatRate } from "#app/lib/french-format.ts";
import type { InvoiceDetail } from "#app/services/billing/documents/invoices.server.ts";
import { ClientLinkActions } from "./document-screen.tsx";
import { HeadlineFigure } from "./figures-panel.tsx";
import { SectionCard } from "./section-card.tsx";

const copy = invoicesCopy.editor;

/** A line of the issued document's breakdown: its label left, its amount right. */
function BreakdownRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * An issued document's figures on the owner's screen: what it asks, what was paid and credited, what remains, the
 * breakdown its PDF prints, its fingerprint, and its client's private links.
 */
export function InvoiceSummary({ invoice }: { invoice: InvoiceDetail }) {
  const retention = invoice.kind === "avoir" ? undefined : invoice.document?.retention;
  const heldRetention = retention?.kind === "held" ? retention : null;
  return (
    <SectionCard id="invoice-figures" title={copy.figures}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <HeadlineFigure label={copy.incl} value={formatEuros(invoice.totals.inclCents)} />
        {invoice.kind === "avoir" ? (
          <HeadlineFigure label={copy.amountCredited} value={formatEuros(invoice.amountDueCents)} />
        ) : (
          <>
            <HeadlineFigure label={copy.due} value={formatEuros(invoice.amountDueCents)} />
            <HeadlineFigure label={copy.paid} value={formatEuros(invoice.paidCents)} />
            {invoice.creditedCents ? (
              <HeadlineFigure label={copy.credited} value={formatEuros(invoice.creditedCents)} />
            ) : null}
            <HeadlineFigure label={copy.remaining} value={formatEuros(invoice.remainingCents)} />
            {invoice.retentionHeld ? (
              <>
                <HeadlineFigure label={retentionCopy.dueNow} value={formatEuros(invoice.dueNowCents)} />
                <HeadlineFigure
                  label={retentionCopy.ownerHeld}
                  value={formatEuros(invoice.retentionHeld.outstandingCents)}
                />
                <HeadlineFigure
                  label={retentionCopy.ownerRelease}
                  value={
                    invoice.retentionHeld.releaseDate
                      ? frenchDate(invoice.retentionHeld.releaseDate)
                      : retentionCopy.dashboardUnreceived
                  }
                />
              </>
            ) : null}
            {invoice.dueDate ? <HeadlineFigure label={copy.dueDate} value={frenchDate(invoice.dueDate)} /> : null}
          </>
        )}
      </dl>
      {/*
        What the PDF prints below its lines: the VAT per rate, and for a final invoice (or the credit note that
        cancels it) the deposits deducted.
      */}
      <dl className="mt-4 space-y-1 border-t border-line pt-3 text-sm text-ink">
        <BreakdownRow label={invoicesCopy.client.exclTotal} value={formatEuros(invoice.totals.exclCents)} />
        {invoice.totals.byRate.map((rate) => (
          <BreakdownRow
            key={rate.vatRate}
            label={invoicesCopy.client.vatFor(formatRate(rate.vatRate), formatEuros(rate.baseCents))}
            value={formatEuros(rate.vatCents)}
          />
        ))}
        {invoice.reverseCharge ? (
          <BreakdownRow label={reverseChargeCopy.vatLabel} value={reverseChargeCopy.vatValue} />
        ) : null}
        {invoice.deposits.map((deposit) => (
          <BreakdownRow
            key={deposit.number}
            label={invoicesCopy.client.depositDeducted(deposit.number, frenchDate(deposit.date))}
            value={`−${formatEuros(deposit.inclCents)}`}
          />
        ))}
        {invoice.deposits.length ? (
          <BreakdownRow
            label={invoice.kind === "avoir" ? invoicesCopy.client.amountCredited : invoicesCopy.client.amountDue}
            value={formatEuros(invoice.amountDueCents)}
          />
        ) : null}
        {heldRetention ? (
          <>
            <BreakdownRow
              label={retentionCopy.held(heldRetention.rateBasisPoints)}
              value={`−${formatEuros(heldRetention.heldCents)}`}
            />
            <BreakdownRow
              label={retentionCopy.dueNow}
              value={formatEuros(invoice.amountDueCents - heldRetention.heldCents)}
            />
          </>
        ) : null}
        {retention?.kind === "bankGuarantee" ? (
          <BreakdownRow label={retentionCopy.bankTag} value={retention.guarantor} />
        ) : null}
      </dl>
      {invoice.pdfSha256 ? <p className="mt-3 text-xs break-all text-muted">{copy.sha(invoice.pdfSha256)}</p> : null}
      <div className="mt-3">
        <ClientLinkActions labels={copy} />
      </div>
    </SectionCard>
  );
}
