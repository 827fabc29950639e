import { Link } from "react-router";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { type InboxFilters, inboxQuery } from "#app/lib/inbox-query.ts";
import { type WorkflowStatus, workflowStatuses } from "#app/lib/lead-workflow.ts";

const copy = inboxCopy.inbox;

/** One filter as a tab of the owner's lists (requests, quotes, invoices), with its count when known. */
export function FilterTab({
  to,
  label,
  count,
  current,
}: {
  to: string;
  label: string;
  count?: number;
  current: boolean;
}) {
  return (
    <li className="shrink-0">
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${
          current
            ? "border-navy-900 bg-navy-900 text-white"
            : "border-line bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50"
        }`}
      >
        {label}
        {count === undefined ? null : (
          <span
            className={`rounded-full px-1.5 text-xs tabular-nums ${current ? "bg-white/20 text-white" : "bg-navy-50 text-navy-800"}`}
          >
            {count}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The statuses as one-tap tabs with their counts under the other filters; "Toutes" leaves spam out, which
 * shows only under its own tab.
 */
export function StatusTabs({ filters, counts }: { filters: InboxFilters; counts: Record<WorkflowStatus, number> }) {
  const all = workflowStatuses.filter((status) => status !== "spam").reduce((sum, status) => sum + counts[status], 0);
  return (
    <nav aria-label={copy.statusTabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        <FilterTab
          to={`/pro${inboxQuery({ ...filters, status: null })}`}
          label={copy.everyStatusTab}
          count={all}
          current={filters.status === null}
        />
        {workflowStatuses.map((status) => (
          <FilterTab
            key={status}
            to={`/pro${inboxQuery({ ...filters, status })}`}
            label={inboxCopy.statuses[status]}
            count={counts[status]}
            current={filters.status === status}
          />
        ))}
      </ul>
    </nav>
  );
}
