import { purchaseStateLabels } from "#app/content/purchases.ts";
import type { PurchaseState } from "#app/services/db/purchase-tables.server.ts";

/** The invoices' badge (invoice-badge.tsx) in the purchases' states: the same shape, tones that say the same. */
const tones: Record<PurchaseState, string> = {
  unreadable: "bg-slate-100 text-slate-700 ring-slate-500/30",
  "to-check": "bg-accent-100 text-navy-950 ring-accent-500/60",
  approved: "bg-navy-100 text-navy-900 ring-navy-700/30",
  disputed: "bg-orange-50 text-orange-900 ring-orange-700/30",
  suspended: "bg-orange-50 text-orange-900 ring-orange-700/30",
  refused: "bg-emergency-50 text-emergency-800 ring-emergency-600/30",
  paid: "bg-green-50 text-green-900 ring-green-700/30",
};

export function PurchaseBadge({ state }: { state: PurchaseState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[state]}`}
    >
      {purchaseStateLabels[state]}
    </span>
  );
}
