import { Form, Link } from "react-router";
import { invoiceKindLabels, invoicesCopy } from "#app/content/invoices.ts";
import { situationsCopy } from "#app/content/situations.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { LinkedDocument } from "#app/services/billing/documents/invoices.server.ts";
import { InvoiceBadge } from "./invoice-badge.tsx";
import { SectionCard } from "./section-card.tsx";
import { TextField } from "./text-field.tsx";

const copy = invoicesCopy.fromQuote;
const buttonClass = "min-h-11 rounded-lg px-4 text-sm font-semibold";

/** On an accepted quote: its invoices, and the deposit or the balance in one tap. */
export function QuoteBilling({
  quoteId,
  depositPercent,
  invoices,
}: {
  quoteId: number;
  depositPercent: number;
  invoices: LinkedDocument[];
}) {
  return (
    <SectionCard id="quote-billing" title={copy.title}>
      {invoices.length ? (
        <div className="mb-4">
          <p className="text-sm font-semibold text-ink">{copy.invoices}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/pro/factures/${invoice.id}`} className="font-semibold text-navy-700 underline">
                  {invoiceKindLabels[invoice.kind]} {invoice.number ?? invoicesCopy.list.draft}
                </Link>
                <span className="tabular-nums">{formatEuros(invoice.inclCents)}</span>
                <InvoiceBadge state={invoice.state} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Form method="post" action={`/pro/factures/nouvelle?devis=${quoteId}&type=acompte`} className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="deposit-percent"
              name="percent"
              label={copy.depositPercent}
              inputMode="numeric"
              defaultValue={depositPercent > 0 ? String(depositPercent) : ""}
            />
            <TextField id="deposit-amount" name="amount" label={copy.depositAmount} inputMode="decimal" />
          </div>
          <button type="submit" className={`${buttonClass} w-full bg-navy-900 text-white`}>
            {copy.deposit}
          </button>
        </Form>
        <Form method="post" action={`/pro/factures/nouvelle?devis=${quoteId}&type=solde`} className="self-end">
          <button type="submit" className={`${buttonClass} w-full border-2 border-navy-900 text-navy-900`}>
            {copy.final}
          </button>
        </Form>
      </div>
      <div className="mt-4 border-t border-line pt-4">
        <Link
          to={`/pro/devis/${quoteId}/situation`}
          className={`${buttonClass} inline-flex w-full items-center justify-center border-2 border-navy-900 text-navy-900 sm:w-auto`}
        >
          {situationsCopy.start}
        </Link>
        <p className="mt-2 text-sm text-muted">{situationsCopy.startHint}</p>
      </div>
    </SectionCard>
  );
}
