import { data } from "react-router";
import { invoiceByLink, invoiceFileResponse, refusalStatus } from "#app/services/billing/links/invoice-link.server.ts";
import type { Route } from "./+types/invoice-client-file";

/** The files of a client's invoice by its own link (`facture.pdf`, `factur-x.xml`), counted with the page's lookups. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await invoiceByLink(request, params.token);
  if (typeof opened === "string") throw data(null, { status: refusalStatus(opened) });
  const response = await invoiceFileResponse(opened, params.file);
  if (!response) throw data(null, { status: 404 });
  return response;
}
