import { Form, Link } from "react-router";
import { ChevronRightIcon, DownloadIcon, ReceiptIcon, SearchIcon } from "#app/components/pro/icons.tsx";
import { InvoiceBadge } from "#app/components/pro/invoice-badge.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { FilterTab } from "#app/components/pro/status-tabs.tsx";
import { einvoicingCopy } from "#app/content/einvoicing.ts";
import { invoiceKindLabels, invoiceStateLabels, invoicesCopy } from "#app/content/invoices.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { type InvoiceState, invoiceStates, isInvoiceState } from "#app/services/billing/documents/invoice-rules.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import type { InvoiceKind } from "#app/services/billing/documents/invoices.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoices";

const copy = invoicesCopy.list;
const kinds = Object.keys(invoiceKindLabels) as InvoiceKind[];

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const params = new URL(request.url).searchParams;
  const rawState = params.get("statut") ?? "";
  const rawKind = params.get("type") ?? "";
  const state = isInvoiceState(rawState) ? rawState : null;
  const kind = (kinds as string[]).includes(rawKind) ? (rawKind as InvoiceKind) : null;
  const search = (params.get("q") ?? "").slice(0, 100);
  const store = await invoiceStore();
  const rows = await store.list({ state, kind, search });
  const today = store.today();
  return { state, kind, search, rows, periodStart: `${today.slice(0, 4)}-01-01`, today };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

const fieldClass =
  "block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus-visible:border-navy-700";

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { state, kind, search, rows } = loaderData;
  const query = (value: InvoiceState | null) => {
    const params = new URLSearchParams();
    if (value) params.set("statut", value);
    if (kind) params.set("type", kind);
    if (search) params.set("q", search);
    const text = params.toString();
    return text ? `/pro/factures?${text}` : "/pro/factures";
  };
  const tab = (value: InvoiceState | null, label: string) => (
    <FilterTab key={value ?? "all"} to={query(value)} label={label} current={state === value} />
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted">{copy.count(rows.length)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/pro/factures/reglages"
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
          >
            {copy.settings}
          </Link>
          <Link
            to="/pro/factures/facturation-electronique"
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
          >
            {einvoicingCopy.link}
          </Link>
          <Form method="post" action="/pro/factures/nouvelle">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
            >
              <ReceiptIcon aria-hidden="true" className="size-4" />
              {copy.create}
            </button>
          </Form>
        </div>
      </div>
      <nav aria-label={copy.states} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          {tab(null, copy.all)}
          {invoiceStates.map((value) => tab(value, invoiceStateLabels[value]))}
        </ul>
      </nav>
      <Form method="get" className="grid gap-2 sm:grid-cols-[1fr_14rem_auto]" role="search">
        {state ? <input type="hidden" name="statut" value={state} /> : null}
        <label className="block">
          <span className="sr-only">{copy.search}</span>
          <input type="search" name="q" defaultValue={search} placeholder={copy.search} className={fieldClass} />
        </label>
        <label className="block">
          <span className="sr-only">{copy.kinds}</span>
          <select name="type" defaultValue={kind ?? ""} className={fieldClass}>
            <option value="">{copy.allKinds}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {invoiceKindLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
        >
          <SearchIcon aria-hidden="true" className="size-4" />
          {copy.filter}
        </button>
      </Form>
      {rows.length > 0 ? (
        <ul className="space-y-3">
          {rows.map((row) => {
            const label = row.number ? `${invoiceKindLabels[row.kind]} ${row.number}` : copy.draft;
            return (
              <li key={row.id} className="rounded-card border border-line bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">{label}</p>
                  <InvoiceBadge state={row.state} creditNote={row.kind === "avoir"} />
                </div>
                <Link
                  to={`/pro/factures/${row.id}`}
                  aria-label={`${label} – ${row.clientName || copy.unnamed}`}
                  className="group mt-1 inline-flex max-w-full items-center gap-1 text-lg font-bold text-navy-900 hover:underline"
                >
                  <span className="truncate">{row.clientName || copy.unnamed}</span>
                  <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                </Link>
                {row.title ? <p className="truncate text-sm text-muted">{row.title}</p> : null}
                <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-semibold text-ink tabular-nums">{formatEuros(row.inclCents)} TTC</span>
                  {row.remainingCents > 0 ? (
                    <span className="text-muted tabular-nums">
                      {copy.remaining(formatEuros(row.remainingCents))}
                      {row.dueDate ? `, ${copy.due(frenchDate(row.dueDate))}` : ""}
                    </span>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <ReceiptIcon aria-hidden="true" className="mx-auto size-10 text-navy-700/60" />
          <p className="mx-auto mt-3 max-w-sm text-base text-muted">
            {state || kind || search ? copy.emptyFiltered : copy.empty}
          </p>
        </div>
      )}
      <section aria-labelledby="export-title" className="rounded-card border border-line bg-white p-4 shadow-card">
        <h2 id="export-title" className="text-lg font-bold text-navy-900">
          {copy.exportTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.exportHint}</p>
        <form method="get" action="/pro/factures/export.zip" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <label className="block text-sm font-semibold text-ink">
            {copy.from}
            <input type="date" name="du" defaultValue={loaderData.periodStart} required className={fieldClass} />
          </label>
          <label className="block text-sm font-semibold text-ink">
            {copy.to}
            <input type="date" name="au" defaultValue={loaderData.today} required className={fieldClass} />
          </label>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center gap-2 self-end rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <DownloadIcon aria-hidden="true" className="size-4" />
            {copy.export}
          </button>
        </form>
      </section>
    </div>
  );
}
