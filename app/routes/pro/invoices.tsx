import { Form, Link } from "react-router";
import { DocumentCard, DocumentListScreen, listAddress, listFieldClass } from "#app/components/pro/document-list.tsx";
import { DownloadIcon, ReceiptIcon } from "#app/components/pro/icons.tsx";
import { InvoiceBadge } from "#app/components/pro/invoice-badge.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { einvoicingCopy } from "#app/content/einvoicing.ts";
import { eReportingScreenCopy } from "#app/content/ereporting.ts";
import { invoiceKindLabels, invoiceStateLabels, invoicesCopy } from "#app/content/invoices.ts";
import { platformFilterCopy } from "#app/content/platform-filter.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceStates, isInvoiceState } from "#app/services/billing/documents/invoice-rules.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import type { InvoiceKind } from "#app/services/billing/documents/invoices.server.ts";
import { platformStates as platformStatesOf } from "#app/services/einvoicing/flow-service.server.ts";
import { isPlatformState, platformStates } from "#app/services/einvoicing/platform-status.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { roleHolds } from "#app/services/team/policy.ts";
import type { Route } from "./+types/invoices";

const copy = invoicesCopy.list;
const kinds = Object.keys(invoiceKindLabels) as InvoiceKind[];

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const params = new URL(request.url).searchParams;
  const rawState = params.get("statut") ?? "";
  const rawKind = params.get("type") ?? "";
  const rawPlatform = params.get("plateforme") ?? "";
  const state = isInvoiceState(rawState) ? rawState : null;
  const kind = (kinds as string[]).includes(rawKind) ? (rawKind as InvoiceKind) : null;
  const platform = isPlatformState(rawPlatform) ? rawPlatform : null;
  const search = (params.get("q") ?? "").slice(0, 100);
  const store = await invoiceStore();
  const listed = await store.list({ state, kind, search });
  // A draft has not left: it stands nowhere with the platform, so a platform filter never shows it.
  const where = platform ? await platformStatesOf() : null;
  const rows = where ? listed.filter((row) => where.get(row.id) === platform) : listed;
  const today = store.today();
  // The settings, e-invoicing, e-reporting and the accountant's export are the patron's (the `books` right): the
  // screen offers them only to a role that holds it, rather than links the policy would answer 404 for.
  const books = roleHolds(owner.role, "books");
  return { state, kind, platform, search, rows, periodStart: `${today.slice(0, 4)}-01-01`, today, books };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

const secondaryAction =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface";

/** What the accountant receives: the period's entries, invoices and payments, and their PDFs. */
function AccountantExport({ periodStart, today }: { periodStart: string; today: string }) {
  return (
    <section aria-labelledby="export-title" className="rounded-card border border-line bg-white p-4 shadow-card">
      <h2 id="export-title" className="text-lg font-bold text-navy-900">
        {copy.exportTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.exportHint}</p>
      <form method="get" action="/pro/factures/export.zip" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <label className="block text-sm font-semibold text-ink">
          {copy.from}
          <input type="date" name="du" defaultValue={periodStart} required className={listFieldClass} />
        </label>
        <label className="block text-sm font-semibold text-ink">
          {copy.to}
          <input type="date" name="au" defaultValue={today} required className={listFieldClass} />
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
  );
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { state, kind, platform, search, rows, books } = loaderData;
  const filters = { type: kind, plateforme: platform, q: search };
  return (
    <DocumentListScreen
      title={copy.title}
      count={copy.count(rows.length)}
      actions={
        <>
          {books ? (
            <>
              <Link to="/pro/factures/reglages" className={secondaryAction}>
                {copy.settings}
              </Link>
              <Link to="/pro/factures/facturation-electronique" className={secondaryAction}>
                {einvoicingCopy.link}
              </Link>
              <Link to="/pro/factures/e-reporting" className={secondaryAction}>
                {eReportingScreenCopy.link}
              </Link>
            </>
          ) : null}
          <Form method="post" action="/pro/factures/nouvelle">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
            >
              <ReceiptIcon aria-hidden="true" className="size-4" />
              {copy.create}
            </button>
          </Form>
        </>
      }
      tabsLabel={copy.states}
      tabs={[null, ...invoiceStates].map((value) => ({
        to: listAddress("/pro/factures", { statut: value, ...filters }),
        label: value ? invoiceStateLabels[value] : copy.all,
        current: state === value,
      }))}
      search={{
        kept: { statut: state },
        value: search,
        labels: copy,
        selects: [
          {
            name: "type",
            label: copy.kinds,
            value: kind,
            all: copy.allKinds,
            options: kinds.map((value) => ({ value, label: invoiceKindLabels[value] })),
          },
          {
            name: "plateforme",
            label: platformFilterCopy.label,
            value: platform,
            all: platformFilterCopy.all,
            options: platformStates.map((value) => ({ value, label: platformFilterCopy.states[value] })),
          },
        ],
      }}
      icon={ReceiptIcon}
      empty={rows.length > 0 ? null : state || kind || platform || search ? copy.emptyFiltered : copy.empty}
      after={books ? <AccountantExport periodStart={loaderData.periodStart} today={loaderData.today} /> : null}
    >
      {rows.map((row) => {
        const label = row.number ? `${invoiceKindLabels[row.kind]} ${row.number}` : copy.draft;
        return (
          <DocumentCard
            key={row.id}
            label={label}
            badge={<InvoiceBadge state={row.state} creditNote={row.kind === "avoir"} />}
            href={`/pro/factures/${row.id}`}
            linkLabel={`${label} – ${row.clientName || copy.unnamed}`}
            name={row.clientName || copy.unnamed}
            title={row.title}
            amount={`${formatEuros(row.inclCents)} TTC`}
            aside={
              row.remainingCents > 0 ? (
                <span className="text-muted tabular-nums">
                  {copy.remaining(formatEuros(row.remainingCents))}
                  {row.dueDate ? `, ${copy.due(frenchDate(row.dueDate))}` : ""}
                </span>
              ) : null
            }
          />
        );
      })}
    </DocumentListScreen>
  );
}
