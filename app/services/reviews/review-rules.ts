import type { InvoiceState } from "#app/services/billing/documents/invoice-rules.ts";
import type { InvoiceKind } from "#app/services/db/billing-tables.server.ts";

/** An issued invoice of a job, as the rule reads it. */
export interface JobInvoice {
  kind: InvoiceKind;
  state: InvoiceState;
  inclCents: number;
  /** The last situation of a quote invoiced by situations (decision 066): it closes the quote as a "solde" does. */
  finalSituation?: boolean;
}

/**
 * Whether a job's invoices say it is finished and paid, which is when its client is asked for a review:
 * - an invoice made without a quote (from a request, or from nothing) is the whole job: paid, it is finished;
 * - a quote's job is finished when nothing of the quote is left to invoice (its final "solde" invoice or its last
 *   situation is issued, or its deposits add up to the whole quote) and every one of its invoices not cancelled by a credit note is paid.
 * Credit notes are never the last step of a job.
 */
export function jobFinished(invoices: readonly JobInvoice[], quoteInclCents: number | null): boolean {
  const live = invoices.filter((invoice) => invoice.kind !== "avoir" && invoice.state !== "annulee");
  if (live.length === 0 || live.some((invoice) => invoice.state !== "payee")) return false;
  if (quoteInclCents === null) return live.every((invoice) => invoice.kind === "facture");
  const deposits = live.filter((invoice) => invoice.kind === "acompte");
  return (
    live.some((invoice) => invoice.kind === "solde" || invoice.finalSituation === true) ||
    deposits.reduce((sum, invoice) => sum + invoice.inclCents, 0) >= quoteInclCents
  );
}

/** What makes a request's job finished without invoices: the owner won it and marked it "Chantier terminé". */
export function requestJobDone(request: { workflowStatus: string; jobDoneAt: string | null; invoiced: boolean }) {
  return request.workflowStatus === "gagnee" && request.jobDoneAt !== null && !request.invoiced;
}

/**
 * One job, one request for a review, whichever way it finished: the request it came from, else its quote, else
 * the invoice itself. The store's unique key on it is what keeps two instances (or a payment and the "Chantier
 * terminé" mark) from asking twice.
 */
export function jobKey(job: { leadId: number | null; quoteId: number | null; invoiceId: number | null }): string {
  if (job.leadId !== null) return `lead:${job.leadId}`;
  if (job.quoteId !== null) return `quote:${job.quoteId}`;
  if (job.invoiceId !== null) return `invoice:${job.invoiceId}`;
  throw new Error("a job needs a request, a quote or an invoice");
}
