import { data } from "react-router";
import { linkLookupAllowed, quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { quotePdfResponse } from "#app/services/billing/pdf/quote-pdf-response.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import type { Route } from "./+types/quote-client-pdf";

/** The client's PDF: the one accepted, byte for byte, once accepted. Counted with the page's lookups. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await linkLookupAllowed(clientAddress(request) ?? "unknown"))) throw data(null, { status: 429 });
  const store = await quoteStore();
  const opened = /^[A-Za-z0-9_-]{43}$/.test(params.token) ? await store.open(params.token) : null;
  const response = opened?.kind === "quote" ? await quotePdfResponse(store, opened.quoteId) : null;
  if (!response) throw data(null, { status: 404 });
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
