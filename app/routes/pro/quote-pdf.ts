import { data } from "react-router";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { quotePdfResponse } from "#app/services/billing/pdf/quote-pdf-response.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/quote-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const id = Number(params.id);
  const response = /^\d{1,15}$/.test(params.id) ? await quotePdfResponse(await quoteStore(), id) : null;
  if (!response) throw data(null, { status: 404 });
  return response;
}
