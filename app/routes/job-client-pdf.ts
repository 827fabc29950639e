import { data } from "react-router";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { invoiceFileResponse } from "#app/services/billing/links/invoice-link.server.ts";
import { quotePdfResponse } from "#app/services/billing/pdf/quote-pdf-response.server.ts";
import { clientJobPage } from "#app/services/jobs/client-page.server.ts";
import { openJobByToken } from "#app/services/jobs/client-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import type { Route } from "./+types/job-client-pdf";

/**
 * The documents the job's page lists, through the client's job link: `devis.pdf`, the quote (the one accepted,
 * byte for byte), and `<number>.pdf`, an invoice issued from it, as its own link answers them. Only what the page
 * shows: a quote whose links the office withdrew is not served here either.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind === "throttled") throw data(null, { status: 429 });
  if (opened.kind !== "open" || opened.job.quote_id === null) throw data(null, { status: 404 });
  const invoices = await invoiceStore();
  const page = await clientJobPage((await getLeads()).database.db, opened.job, invoices);
  let response: Response | null = null;
  if (params.file === "devis.pdf" && page.quote) {
    response = await quotePdfResponse(await quoteStore(), opened.job.quote_id);
  } else {
    const number = params.file.replace(/\.pdf$/, "");
    const found = page.invoices.some((invoice) => invoice.number === number)
      ? await invoices.issuedOfQuoteByNumber(opened.job.quote_id, number)
      : null;
    if (found) {
      const { id, ...invoice } = found;
      response = await invoiceFileResponse({ invoiceId: id, ...invoice }, "facture.pdf");
    }
  }
  if (!response) throw data(null, { status: 404 });
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
