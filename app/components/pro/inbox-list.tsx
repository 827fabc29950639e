import { Link } from "react-router";
import { ChevronRightIcon, PhoneIcon } from "#app/components/pro/icons.tsx";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { formatAge, formatDateTime } from "#app/lib/relative-age.ts";
import type { InboxRow } from "#app/services/pro/leads.server.ts";
import { DeliveryBadge, StatusBadge } from "./lead-badges.tsx";

const copy = inboxCopy.inbox;

/** Columns of the wide layout: the phone's cards line up as a table from 1024 px. */
const wideGrid =
  "lg:grid lg:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.8fr)_10.5rem_7rem_8.5rem] lg:items-center lg:gap-4";

/** A request as the inbox shows it: its `tel:` link and the number as it reads, made on the server. */
export interface InboxListRow extends InboxRow {
  call: { href: string; label: string } | null;
}

function CallButton({ call, name }: { call: InboxListRow["call"]; name: string }) {
  if (!call) return <span className="text-sm text-muted">{inboxCopy.lead.noPhone}</span>;
  return (
    <a
      href={call.href}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-navy-800 lg:min-h-9 lg:bg-navy-50 lg:px-2.5 lg:py-1.5 lg:text-navy-900 lg:shadow-none lg:ring-1 lg:ring-navy-100 lg:hover:bg-navy-100"
    >
      <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{copy.call(name)} : </span>
      {call.label}
    </a>
  );
}

function InboxItem({ row, now }: { row: InboxListRow; now: number }) {
  const name = row.name.trim() || copy.unnamed;
  const subject = [inboxCopy.kinds[row.kind], row.service].filter(Boolean).join(" · ");
  return (
    <li
      className={`offscreen-deferred relative [contain-intrinsic-size:auto_14rem] lg:[contain-intrinsic-size:auto_3rem] rounded-card border border-line bg-white p-4 shadow-card lg:rounded-none lg:border-0 lg:border-b lg:px-4 lg:py-3 lg:shadow-none ${wideGrid}`}
    >
      <div className="flex items-start justify-between gap-3 lg:contents">
        <p className="order-2 text-xs font-medium text-muted lg:order-none lg:text-sm">
          <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
            {formatAge(row.createdAt, now)}
          </time>
        </p>
        <p className="order-1 text-xs font-semibold tracking-wide text-navy-700 uppercase lg:order-none lg:text-sm lg:tracking-normal lg:text-ink lg:normal-case">
          {subject}
        </p>
      </div>
      <div className="mt-2 min-w-0 lg:mt-0">
        <Link
          to={`/pro/demandes/${row.id}`}
          aria-label={copy.open(name)}
          className="group inline-flex max-w-full items-center gap-1 text-lg font-bold text-navy-900 hover:underline lg:text-base"
        >
          <span className="truncate">{name}</span>
          <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-navy-900" />
        </Link>
        {row.email ? <p className="hidden truncate text-sm text-muted lg:block">{row.email}</p> : null}
      </div>
      <p className="mt-0.5 truncate text-sm text-muted lg:mt-0 lg:text-ink">{row.town || inboxCopy.lead.empty}</p>
      <div className="mt-3 lg:mt-0">
        <CallButton call={row.call} name={name} />
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3 lg:contents">
        <div>
          <StatusBadge status={row.workflowStatus} />
        </div>
        <div>
          <DeliveryBadge delivery={row.delivery?.status ?? null} />
        </div>
      </div>
    </li>
  );
}

export function InboxList({ rows, now }: { rows: InboxListRow[]; now: number }) {
  return (
    <div className="lg:overflow-hidden lg:rounded-card lg:border lg:border-line lg:bg-white lg:shadow-card">
      <div
        aria-hidden="true"
        className={`hidden border-b border-line bg-navy-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-navy-800 uppercase ${wideGrid}`}
      >
        <span>{copy.columns.received}</span>
        <span>{copy.columns.request}</span>
        <span>{copy.columns.contact}</span>
        <span>{copy.columns.place}</span>
        <span>{inboxCopy.lead.call}</span>
        <span>{copy.columns.status}</span>
        <span>{copy.columns.delivery}</span>
      </div>
      <ul className="space-y-3 lg:space-y-0">
        {rows.map((row) => (
          <InboxItem key={row.id} row={row} now={now} />
        ))}
      </ul>
    </div>
  );
}
