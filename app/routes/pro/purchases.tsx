import { Link } from "react-router";
import { DocumentCard, DocumentListScreen } from "#app/components/pro/document-list.tsx";
import { PlusIcon, ReceiptIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { PurchaseBadge } from "#app/components/pro/purchases/purchase-badge.tsx";
import { purchasesCopy, purchaseTabLabels } from "#app/content/purchases.ts";
import { frenchDate } from "#app/content/quotes.ts";
import { formatEuros } from "#app/lib/french-format.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { listPurchases, type PurchaseSummary } from "#app/services/purchases/purchase-reads.server.ts";
import { purchasesDb } from "#app/services/purchases/purchase-service.server.ts";
import type { Route } from "./+types/purchases";

const copy = purchasesCopy.list;
type Tab = keyof typeof purchaseTabLabels;
const tabs = Object.keys(purchaseTabLabels) as Tab[];

const remainingOf = (row: PurchaseSummary) => Math.max(0, row.payableCents - row.paidCents);

/**
 * Where a purchase stands for the owner: to check (a dispute or a suspension waits on him too), to pay (approved,
 * or paid in part), paid, refused, unreadable. An approved credit note is owed to the company, never paid by it:
 * it is done, with the paid ones.
 */
function tabOf(row: PurchaseSummary): Tab {
  switch (row.state) {
    case "to-check":
    case "disputed":
    case "suspended":
      return "a-verifier";
    case "approved":
      return row.isCreditNote ? "payees" : "a-payer";
    case "paid":
      return remainingOf(row) > 0 ? "a-payer" : "payees";
    case "refused":
      return "refusees";
    case "unreadable":
      return "illisibles";
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const raw = new URL(request.url).searchParams.get("onglet") ?? "";
  const tab: Tab = (tabs as string[]).includes(raw) ? (raw as Tab) : "a-verifier";
  const all = await listPurchases(await purchasesDb());
  const counts = Object.fromEntries(tabs.map((name) => [name, 0])) as Record<Tab, number>;
  for (const row of all) counts[tabOf(row)] += 1;
  const rows = all.filter((row) => tabOf(row) === tab);
  // What is to pay reads by its due date, the soonest (so the late ones) first, the undated last.
  if (tab === "a-payer") rows.sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"));
  return { tab, counts, rows, today: parisToday() };
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

function Due({ row, today }: { row: PurchaseSummary; today: string }) {
  const remaining = remainingOf(row);
  if (!row.dueDate && row.paidCents === 0) return null;
  const late = row.dueDate !== null && row.dueDate < today;
  const due = row.dueDate ? (late ? copy.overdue : copy.due)(frenchDate(row.dueDate)) : "";
  const text = [row.paidCents > 0 ? copy.remaining(formatEuros(remaining)) : "", due].filter(Boolean).join(" · ");
  return (
    <span className={late ? "font-semibold text-emergency-800 tabular-nums" : "text-muted tabular-nums"}>{text}</span>
  );
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  const { tab, counts, rows, today } = loaderData;
  return (
    <DocumentListScreen
      title={copy.title}
      count={copy.count(rows.length)}
      actions={
        <Link
          to="/pro/achats/nouveau"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
        >
          <PlusIcon aria-hidden="true" className="size-4" />
          {copy.add}
        </Link>
      }
      tabsLabel={copy.tabs}
      tabs={tabs.map((name) => ({
        to: name === "a-verifier" ? "/pro/achats" : `/pro/achats?onglet=${name}`,
        label: purchaseTabLabels[name],
        count: counts[name],
        current: tab === name,
      }))}
      icon={ReceiptIcon}
      empty={rows.length > 0 ? null : copy.empty[tab]}
    >
      {rows.map((row) => {
        const href = `/pro/achats/${row.id}`;
        if (row.state === "unreadable") {
          return (
            <DocumentCard
              key={row.id}
              label={copy.unreadable}
              badge={<PurchaseBadge state={row.state} />}
              href={href}
              linkLabel={`${copy.unreadable} – ${row.readError ?? ""}`}
              name={copy.received(frenchDate(row.receivedAt))}
              title={row.readError ?? ""}
              amount=""
              aside={null}
            />
          );
        }
        const number = row.number ?? "";
        const label = row.isCreditNote ? copy.creditNote(number) : copy.invoice(number);
        const supplier = row.supplier ?? copy.unknownSupplier;
        return (
          <DocumentCard
            key={row.id}
            label={label}
            badge={<PurchaseBadge state={row.state} />}
            href={href}
            linkLabel={copy.open(supplier, label)}
            name={supplier}
            title={row.issueDate ? copy.issued(frenchDate(row.issueDate)) : ""}
            amount={`${row.isCreditNote ? "−" : ""}${formatEuros(row.payableCents)} ${copy.ttc}`}
            aside={tab === "a-payer" ? <Due row={row} today={today} /> : null}
          />
        );
      })}
    </DocumentListScreen>
  );
}
