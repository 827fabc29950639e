import { lookUpClientDirectory } from "#app/services/einvoicing/directory-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/client-directory";

/**
 * What the platform's directory says of a client's SIREN, as JSON, for the invoice form while the owner types
 * (decision 049). The owner's only: the lookup spends the company's platform credentials. Not cached by the
 * browser; the server keeps each answer a few minutes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const siren = (new URL(request.url).searchParams.get("siren") ?? "").slice(0, 20);
  return Response.json(await lookUpClientDirectory(siren), { headers: { "Cache-Control": "private, no-store" } });
}
