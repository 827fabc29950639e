import { Form } from "react-router";
import { DocumentCard, DocumentListScreen, listAddress } from "#app/components/pro/document-list.tsx";
import { FileTextIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { QuoteBadge } from "#app/components/pro/quote-badge.tsx";
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
  const params = new URL(request.url).searchParams;
  const raw = params.get("statut");
  const state = isState(raw) ? raw : null;
  const search = (params.get("q") ?? "").slice(0, 100);
  // The invoices' search, on the same three texts: the client, the number, the subject.
  const wanted = search.trim().toLowerCase();
  const rows = (await (await quoteStore()).list(state)).filter(
    (row) =>
      !wanted ||
      row.clientName.toLowerCase().includes(wanted) ||
      (row.number ?? "").toLowerCase().includes(wanted) ||
      row.title.toLowerCase().includes(wanted),
  );
  return { state, search, rows };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { state, search, rows } = loaderData;
  return (
    <DocumentListScreen
      title={copy.title}
      count={copy.count(rows.length)}
      actions={
        <Form method="post" action="/pro/devis/nouveau">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <FileTextIcon aria-hidden="true" className="size-4" />
            {copy.create}
          </button>
        </Form>
      }
      tabsLabel={copy.filters}
      tabs={[null, ...states].map((value) => ({
        to: listAddress("/pro/devis", { statut: value, q: search }),
        label: value ? quoteStateLabels[value] : copy.all,
        current: state === value,
      }))}
      search={{ kept: { statut: state }, value: search, labels: copy, selects: [] }}
      icon={FileTextIcon}
      empty={rows.length > 0 ? null : state || search ? copy.emptyFiltered : copy.empty}
    >
      {rows.map((row) => {
        const label = row.number ?? copy.draft;
        return (
          <DocumentCard
            key={row.id}
            label={label}
            badge={<QuoteBadge state={row.state} />}
            href={`/pro/devis/${row.id}`}
            linkLabel={copy.open(`${label} – ${row.clientName || copy.unnamed}`)}
            name={row.clientName || copy.unnamed}
            title={row.title}
            amount={`${formatEuros(row.totals.exclCents)} HT`}
            aside={
              <time className="text-muted" dateTime={row.updatedAt}>
                {formatDateTime(row.updatedAt)}
              </time>
            }
          />
        );
      })}
    </DocumentListScreen>
  );
}
