import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { type InboxFilters, inboxQuery } from "#app/lib/inbox-query.ts";

const copy = inboxCopy.inbox;
const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg border border-line bg-white px-3.5 text-sm font-semibold text-navy-900 shadow-xs hover:bg-navy-50";

/** Previous and next pages of a filtered view, keeping its filters. */
export function Pagination({ filters, page, pageCount }: { filters: InboxFilters; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={`/pro${inboxQuery(filters, page - 1)}`} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        {copy.pageOf(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link to={`/pro${inboxQuery(filters, page + 1)}`} className={linkClass} rel="next">
          {copy.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
