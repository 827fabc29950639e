import { data } from "react-router";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { invoiceXml, isFacturX } from "#app/services/billing/pdf/invoice-pdf.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoice-xml";

/** A business client's invoice as its Factur-X XML alone (EN 16931 CII), for the owner's platform. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const detail = /^\d{1,15}$/.test(params.id) ? await (await invoiceStore()).detail(Number(params.id)) : null;
  if (!detail?.document || !isFacturX(detail.document)) throw data(null, { status: 404 });
  return new Response(invoiceXml(detail.document), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="factur-x-${detail.document.number}.xml"`,
      "Cache-Control": "no-store",
    },
  });
}
