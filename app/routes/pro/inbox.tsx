import { DownloadIcon, InboxIcon } from "#app/components/pro/icons.tsx";
import { InboxFiltersForm } from "#app/components/pro/inbox-filters.tsx";
import { InboxList } from "#app/components/pro/inbox-list.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { Pagination } from "#app/components/pro/pagination.tsx";
import { StatusTabs } from "#app/components/pro/status-tabs.tsx";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { DELETED_PARAM, inboxQuery, parseInboxQuery } from "#app/lib/inbox-query.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { displayPhone, telHref } from "#app/services/pro/contact-links.server.ts";
import { ownerLeads } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/inbox";

const copy = inboxCopy.inbox;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const { filters, page } = parseInboxQuery(url.searchParams);
  const leads = await ownerLeads();
  const { rows, ...inbox } = await leads.inbox(filters, page);
  const choices = await leads.filterChoices();
  const counts = await leads.statusCounts(filters);
  const deleted = Number.parseInt(url.searchParams.get(DELETED_PARAM) ?? "", 10);
  const listed = rows.map((row) => {
    const href = telHref(row.phone);
    return { ...row, call: href ? { href, label: displayPhone(row.phone) } : null };
  });
  return {
    inbox: { ...inbox, rows: listed },
    choices,
    counts,
    filters,
    now: Date.now(),
    deleted: Number.isSafeInteger(deleted) ? deleted : null,
  };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { inbox, choices, counts, filters, now, deleted } = loaderData;
  const filtered = inboxQuery(filters) !== "";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {copy.count(inbox.total)}
          </p>
        </div>
        <a
          href={`/pro/export.csv${inboxQuery(filters)}`}
          download
          title={copy.exportHint}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50"
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          {copy.export}
        </a>
      </div>
      {deleted !== null ? <Notice tone="success">{copy.deleted(deleted)}</Notice> : null}
      <InboxFiltersForm filters={filters} services={choices.services} towns={choices.towns} />
      <StatusTabs filters={filters} counts={counts} />
      {inbox.rows.length > 0 ? (
        <InboxList rows={inbox.rows} now={now} />
      ) : (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <InboxIcon aria-hidden="true" className="mx-auto size-10 text-navy-700/60" />
          <p className="mx-auto mt-3 max-w-sm text-base text-muted">{filtered ? copy.emptyFiltered : copy.empty}</p>
        </div>
      )}
      <Pagination filters={filters} page={inbox.page} pageCount={inbox.pageCount} />
    </div>
  );
}
