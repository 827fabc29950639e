/**
 * The owner's list of quotes and list of invoices: one screen. A title with the count and the screen's actions, the
 * states as tabs, a search with its selects, the documents as cards, and what the list says when it is empty.
 * Every filter is a link or a GET form, so the list filters without JavaScript and the address keeps the filters.
 */

import type { ComponentType, ReactNode, SVGProps } from "react";
import { Form, Link } from "react-router";
import { ChevronRightIcon, SearchIcon } from "./icons.tsx";
import { FilterTab } from "./status-tabs.tsx";

export const listFieldClass =
  "block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus-visible:border-navy-700";

/** The address of the list with these filters, the empty ones left out. */
export function listAddress(path: string, filters: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface ListSelect {
  name: string;
  label: string;
  value: string | null;
  /** The first option, which filters nothing. */
  all: string;
  options: { value: string; label: string }[];
}

/** Written whole so the stylesheet's build finds them: the text field, each select, the button. */
const searchColumns = [
  "sm:grid-cols-[1fr_auto]",
  "sm:grid-cols-[1fr_14rem_auto]",
  "sm:grid-cols-[1fr_14rem_14rem_auto]",
];

/**
 * The search: a text field and selects sent together by GET; `kept` holds the filters set elsewhere (the tab),
 * which the form carries along.
 */
function ListSearch({
  kept,
  search,
  selects,
  labels,
}: {
  kept: Record<string, string | null>;
  search: string;
  selects: ListSelect[];
  labels: { search: string; filter: string };
}) {
  return (
    <Form method="get" className={`grid gap-2 ${searchColumns[selects.length] ?? ""}`} role="search">
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className="block">
        <span className="sr-only">{labels.search}</span>
        <input type="search" name="q" defaultValue={search} placeholder={labels.search} className={listFieldClass} />
      </label>
      {selects.map((select) => (
        <label key={select.name} className="block">
          <span className="sr-only">{select.label}</span>
          <select name={select.name} defaultValue={select.value ?? ""} className={listFieldClass}>
            <option value="">{select.all}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
      >
        <SearchIcon aria-hidden="true" className="size-4" />
        {labels.filter}
      </button>
    </Form>
  );
}

/** One document of the list: its number and state above, the client as the link, the subject and figures below. */
export function DocumentCard({
  label,
  badge,
  href,
  linkLabel,
  name,
  title,
  amount,
  aside,
}: {
  label: string;
  badge: ReactNode;
  href: string;
  linkLabel: string;
  name: string;
  title: string;
  amount: string;
  aside: ReactNode;
}) {
  return (
    <li className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">{label}</p>
        {badge}
      </div>
      <Link
        to={href}
        aria-label={linkLabel}
        className="group mt-1 inline-flex max-w-full items-center gap-1 text-lg font-bold text-navy-900 hover:underline"
      >
        <span className="truncate">{name}</span>
        <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Link>
      {title ? <p className="truncate text-sm text-muted">{title}</p> : null}
      <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-ink tabular-nums">{amount}</span>
        {aside}
      </p>
    </li>
  );
}

export function DocumentListScreen({
  title,
  count,
  actions,
  tabsLabel,
  tabs,
  search,
  icon: Icon,
  empty,
  children,
  after,
}: {
  title: string;
  count: string;
  /** The screen's links and buttons beside its title (a new document, the settings). */
  actions: ReactNode;
  tabsLabel: string;
  /** Each state's tab; `count` when the screen knows how many documents it holds. */
  tabs: { to: string; label: string; current: boolean; count?: number }[];
  search?: {
    kept: Record<string, string | null>;
    value: string;
    selects: ListSelect[];
    labels: { search: string; filter: string };
  };
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** What the list says when no document is shown; null when there are documents. */
  empty: string | null;
  /** The cards (`DocumentCard`). */
  children: ReactNode;
  /** A block below the list (the accountant's export). */
  after?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-muted">{count}</p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <nav aria-label={tabsLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          {tabs.map((tab) => (
            <FilterTab key={tab.to} to={tab.to} label={tab.label} count={tab.count} current={tab.current} />
          ))}
        </ul>
      </nav>
      {search ? (
        <ListSearch kept={search.kept} search={search.value} selects={search.selects} labels={search.labels} />
      ) : null}
      {empty === null ? (
        <ul className="space-y-3">{children}</ul>
      ) : (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <Icon aria-hidden="true" className="mx-auto size-10 text-navy-700/60" />
          <p className="mx-auto mt-3 max-w-sm text-base text-muted">{empty}</p>
        </div>
      )}
      {after}
    </div>
  );
}
