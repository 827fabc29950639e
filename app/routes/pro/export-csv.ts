import { type InboxFilters, parseInboxQuery } from "#app/lib/inbox-query.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { exportTable } from "#app/services/leads/cli.server.ts";
import { toCsv } from "#app/services/leads/csv.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { ownerLeads } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/export-csv";

const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/**
 * What the trail says of an export: how many requests and which filters, but not the searched text, which
 * may be a visitor's name and must not outlive the request's erasure.
 */
function exportDetail(count: number, filters: InboxFilters): string {
  const { search, ...named } = filters;
  const used = Object.entries(named)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}=${value}`);
  if (search !== null) used.push("search");
  return [`${count} rows`, ...used].join(", ");
}

/**
 * The inbox's current view as a spreadsheet, in the CLI export's format (";", UTF-8 BOM, formulas
 * neutralised), named after the day it was made, with each request's newest quote: number, status, total.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const { filters } = parseInboxQuery(new URL(request.url).searchParams);
  const rows = await (await ownerLeads()).exportRows(filters);
  const quotes = await (await quoteStore()).newestOfLeads(rows.map((row) => row.id));
  const csv = toCsv(exportTable(rows, quotes));
  await recordAudit({
    action: "lead.export",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: exportDetail(rows.length, filters),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="demandes-${parisDay.format(new Date())}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
