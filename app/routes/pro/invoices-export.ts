import { invoicesCopy } from "#app/content/invoices.ts";
import { accountantExport, companySiren, exportPeriod } from "#app/services/billing/exports/invoice-export.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/invoices-export";

function refusal(status: 400 | 409, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The accountant's ZIP of the period `du`–`au` (the invoices list's form): the sales and payments entries in the
 * FEC layout, the spreadsheets and the PDFs as issued. The FEC file is named after the SIREN, so a SIRET still to
 * fill in stops the export with the field to complete.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const query = new URL(request.url).searchParams;
  const asked = exportPeriod(query.get("du"), query.get("au"));
  if (!asked.ok) return refusal(400, asked.message);
  const company = publishedCompany();
  const siren = companySiren(company);
  if (!siren) return refusal(409, invoicesCopy.accountantExport.noSiret);
  const made = await accountantExport((await getLeads()).database, asked.period, {
    siren,
    name: company.identity.name,
  });
  await recordAudit({
    action: "invoice.export",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `${asked.period.from}–${asked.period.to}, ${made.invoices} documents, ${made.payments} payments`,
  });
  return new Response(new Uint8Array(made.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${made.fileName}"`,
      "Content-Length": String(made.zip.byteLength),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
