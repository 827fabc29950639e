import { Form, Link } from "react-router";
import { ChevronRightIcon, FileTextIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { QuoteBadge } from "#app/components/pro/quote-badge.tsx";
import { FilterTab } from "#app/components/pro/status-tabs.tsx";
import { quoteStateLabels, quotesCopy } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { formatDateTime } from "#app/lib/relative-age.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import type { QuoteState } from "#app/services/billing/documents/quotes.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/quotes";

const copy = quotesCopy.list;
const states = Object.keys(quoteStateLabels) as QuoteState[];

function isState(value: string | null): value is QuoteState {
  return value !== null && (states as string[]).includes(value);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const raw = new URL(request.url).searchParams.get("statut");
  const state = isState(raw) ? raw : null;
  const rows = await (await quoteStore()).list(state);
  return { state, rows };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { state, rows } = loaderData;
  const tab = (value: QuoteState | null, label: string) => (
    <FilterTab
      key={value ?? "all"}
      to={value ? `/pro/devis?statut=${value}` : "/pro/devis"}
      label={label}
      current={state === value}
    />
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted">{copy.count(rows.length)}</p>
        </div>
        <Form method="post" action="/pro/devis/nouveau">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <FileTextIcon aria-hidden="true" className="size-4" />
            {copy.create}
          </button>
        </Form>
      </div>
      <nav aria-label={copy.filters} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          {tab(null, copy.all)}
          {states.map((value) => tab(value, quoteStateLabels[value]))}
        </ul>
      </nav>
      {rows.length > 0 ? (
        <ul className="space-y-3">
          {rows.map((row) => {
            const label = row.number ?? copy.draft;
            return (
              <li key={row.id} className="rounded-card border border-line bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">{label}</p>
                  <QuoteBadge state={row.state} />
                </div>
                <Link
                  to={`/pro/devis/${row.id}`}
                  aria-label={copy.open(`${label} – ${row.clientName || copy.unnamed}`)}
                  className="group mt-1 inline-flex max-w-full items-center gap-1 text-lg font-bold text-navy-900 hover:underline"
                >
                  <span className="truncate">{row.clientName || copy.unnamed}</span>
                  <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                </Link>
                {row.title ? <p className="truncate text-sm text-muted">{row.title}</p> : null}
                <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-semibold text-ink tabular-nums">{formatEuros(row.totals.exclCents)} HT</span>
                  <time className="text-muted" dateTime={row.updatedAt}>
                    {formatDateTime(row.updatedAt)}
                  </time>
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <FileTextIcon aria-hidden="true" className="mx-auto size-10 text-navy-700/60" />
          <p className="mx-auto mt-3 max-w-sm text-base text-muted">{state ? copy.emptyFiltered : copy.empty}</p>
        </div>
      )}
    </div>
  );
}
