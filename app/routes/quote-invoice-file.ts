import { data } from "react-router";
import {
  invoiceByQuoteLink,
  invoiceFileResponse,
  refusalStatus,
} from "#app/services/billing/links/invoice-link.server.ts";
import type { Route } from "./+types/quote-invoice-file";

/** The files of an invoice of the job, through the quote's link, as `/f/<token>/<file>` answers them. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await invoiceByQuoteLink(request, params.token, params.number);
  if (typeof opened === "string") throw data(null, { status: refusalStatus(opened) });
  const response = await invoiceFileResponse(opened, params.file);
  if (!response) throw data(null, { status: 404 });
  return response;
}
