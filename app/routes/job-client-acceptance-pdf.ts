import { data } from "react-router";
import { acceptancePdfResponse } from "#app/services/jobs/acceptance-pdf.server.ts";
import { signedAcceptance } from "#app/services/jobs/acceptance-service.server.ts";
import { openJobByToken } from "#app/services/jobs/client-service.server.ts";
import type { Route } from "./+types/job-client-acceptance-pdf";

/** The client's PDF of his signed PV, drawn from its frozen document. Counted with the link lookups. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind === "throttled") throw data(null, { status: 429 });
  const signed = opened.kind === "open" ? await signedAcceptance(opened.job.id) : null;
  if (!signed) throw data(null, { status: 404 });
  return acceptancePdfResponse(signed);
}
