import { CircleAlert, CircleCheck, Clock, MailX } from "lucide-react";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import type { WorkflowStatus } from "#app/lib/lead-workflow.ts";

const statusTones: Record<WorkflowStatus, string> = {
  nouvelle: "bg-accent-100 text-navy-950 ring-accent-500/60",
  a_rappeler: "bg-orange-50 text-orange-900 ring-orange-700/30",
  devis_envoye: "bg-navy-100 text-navy-900 ring-navy-700/30",
  gagnee: "bg-green-50 text-green-900 ring-green-700/30",
  perdue: "bg-slate-100 text-slate-700 ring-slate-500/30",
  spam: "bg-emergency-50 text-emergency-800 ring-emergency-600/30",
};

export function StatusBadge({ status }: { status: WorkflowStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[status]}`}
    >
      {inboxCopy.statuses[status]}
    </span>
  );
}

export type DeliveryState = "pending" | "sending" | "sent" | "dead" | null;

/** Whether the company's e-mail left: sent, still waiting (or retrying), failed for good, or never (spam). */
export function DeliveryBadge({ delivery }: { delivery: DeliveryState }) {
  const [Icon, label, tone] =
    delivery === "sent"
      ? [CircleCheck, inboxCopy.deliveries.sent, "text-green-800"]
      : delivery === "dead"
        ? [CircleAlert, inboxCopy.deliveries.dead, "text-emergency-700"]
        : delivery === null
          ? [MailX, inboxCopy.noDelivery, "text-muted"]
          : [Clock, inboxCopy.deliveries[delivery], "text-orange-800"];
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap ${tone}`}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}
