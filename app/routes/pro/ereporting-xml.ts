import { data } from "react-router";
import { reportStore } from "#app/services/ereporting/report-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/ereporting-xml";

/** An e-reporting file exactly as it was deposited (decision 048), named by its TT-1. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const id = /^(\d{1,15})\.xml$/.exec(params.file)?.[1];
  const file = id ? await (await reportStore()).xml(Number(id)) : null;
  if (!file) throw data(null, { status: 404 });
  return new Response(file.xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.trackingId}.xml"`,
      "Cache-Control": "no-store",
    },
  });
}
