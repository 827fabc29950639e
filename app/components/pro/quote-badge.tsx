import { quoteStateLabels } from "#app/content/quotes.ts";
import type { QuoteState } from "#app/services/billing/documents/quotes.server.ts";

const tones: Record<QuoteState, string> = {
  brouillon: "bg-slate-100 text-slate-700 ring-slate-500/30",
  envoye: "bg-navy-100 text-navy-900 ring-navy-700/30",
  vu: "bg-accent-100 text-navy-950 ring-accent-500/60",
  accepte: "bg-green-50 text-green-900 ring-green-700/30",
  refuse: "bg-emergency-50 text-emergency-800 ring-emergency-600/30",
  expire: "bg-orange-50 text-orange-900 ring-orange-700/30",
};

export function QuoteBadge({ state }: { state: QuoteState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[state]}`}
    >
      {quoteStateLabels[state]}
    </span>
  );
}
