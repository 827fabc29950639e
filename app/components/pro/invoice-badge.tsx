import { invoiceStateLabels } from "#app/content/invoices.ts";
import type { InvoiceState } from "#app/services/billing/documents/invoice-rules.ts";

const tones: Record<InvoiceState, string> = {
  brouillon: "bg-slate-100 text-slate-700 ring-slate-500/30",
  emise: "bg-navy-100 text-navy-900 ring-navy-700/30",
  vue: "bg-accent-100 text-navy-950 ring-accent-500/60",
  partiellement_payee: "bg-orange-50 text-orange-900 ring-orange-700/30",
  payee: "bg-green-50 text-green-900 ring-green-700/30",
  en_retard: "bg-emergency-50 text-emergency-800 ring-emergency-600/30",
  annulee: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

/** An issued credit note is "Émis": "un avoir" is masculine. */
export function InvoiceBadge({ state, creditNote = false }: { state: InvoiceState; creditNote?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[state]}`}
    >
      {creditNote && state === "emise" ? invoiceStateLabels.emis : invoiceStateLabels[state]}
    </span>
  );
}
