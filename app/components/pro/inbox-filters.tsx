import { Search, SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import type { InboxFilters } from "#app/lib/inbox-query.ts";
import { requestKinds, workflowStatuses } from "#app/lib/lead-workflow.ts";

const copy = inboxCopy.inbox;

const controlClass =
  "block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs focus:border-navy-700 lg:h-10 lg:text-sm";

function Choice({
  name,
  label,
  every,
  value,
  options,
}: {
  name: string;
  label: string;
  every: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="block text-sm font-medium text-navy-900">
      {label}
      <select name={name} defaultValue={value ?? ""} className={`mt-1 ${controlClass}`}>
        <option value="">{every}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The inbox's filters as a GET form, so a filtered view is a URL (bookmarkable, and the export link
 * repeats it); the search stays in sight, the other filters fold away on a phone until asked for.
 */
export function InboxFiltersForm({
  filters,
  services,
  towns,
}: {
  filters: InboxFilters;
  services: string[];
  towns: string[];
}) {
  const active = filters.status !== null || filters.kind !== null || filters.service !== null || filters.town !== null;
  const any = active || filters.search !== null;
  const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  return (
    <Form
      method="get"
      action="/pro"
      role="search"
      aria-label={copy.filtersTitle}
      className="rounded-card border border-line bg-white p-4 shadow-card"
    >
      <div className="flex gap-2">
        <label className="relative block min-w-0 flex-1">
          <span className="sr-only">{copy.search}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            name="q"
            defaultValue={filters.search ?? ""}
            placeholder={copy.searchPlaceholder}
            maxLength={200}
            className={`${controlClass} pl-9`}
          />
        </label>
        <button type="submit" className={buttonClass("primary", "sm", "h-11 shrink-0 lg:h-10")}>
          {copy.apply}
        </button>
      </div>
      <details open={active} className="group mt-3 lg:open:mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm font-semibold text-navy-900 lg:min-h-0">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {copy.filtersTitle}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Choice
            name="statut"
            label={copy.status}
            every={copy.everyStatus}
            value={filters.status}
            options={workflowStatuses.map((status) => ({ value: status, label: inboxCopy.statuses[status] }))}
          />
          <Choice
            name="type"
            label={copy.kind}
            every={copy.everyKind}
            value={filters.kind}
            options={requestKinds.map((kind) => ({ value: kind, label: inboxCopy.kinds[kind] }))}
          />
          <Choice
            name="service"
            label={copy.service}
            every={copy.everyService}
            value={filters.service}
            options={asOptions(services)}
          />
          <Choice
            name="ville"
            label={copy.town}
            every={copy.everyTown}
            value={filters.town}
            options={asOptions(towns)}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("primary", "sm", "min-h-11 lg:min-h-0")}>
            {copy.apply}
          </button>
        </div>
      </details>
      {any ? (
        <p className="mt-3 text-sm">
          <Link to="/pro" className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
            {copy.reset}
          </Link>
        </p>
      ) : null}
    </Form>
  );
}
