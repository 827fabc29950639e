import { data } from "react-router";
import { acceptancePdfResponse } from "#app/services/jobs/acceptance-pdf.server.ts";
import { signedAcceptance } from "#app/services/jobs/acceptance-service.server.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { mayWorkOn } from "#app/services/jobs/job-view.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/job-acceptance-pdf";

/** The signed PV's PDF, for everyone on the job (it holds no amount). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id) || !Number.isSafeInteger(id)) throw data(null, { status: 404 });
  const detail = await (await jobStore()).detail(id);
  const signed = detail && mayWorkOn(member, detail) ? await signedAcceptance(id) : null;
  if (!signed) throw data(null, { status: 404 });
  return acceptancePdfResponse(signed);
}
