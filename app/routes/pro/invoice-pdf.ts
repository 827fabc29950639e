import { data } from "react-router";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoice-pdf";

/** The issued document's PDF, the bytes stored at issue (their SHA-256 recorded then). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const stored = /^\d{1,15}$/.test(params.id) ? await (await invoiceStore()).issuedPdf(Number(params.id)) : null;
  if (!stored) throw data(null, { status: 404 });
  return new Response(new Uint8Array(stored.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${stored.number}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
