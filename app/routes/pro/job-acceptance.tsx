import { data, redirect } from "react-router";
import { ClientMessage } from "#app/components/billing/client-message.tsx";
import { FormError } from "#app/components/billing/client-page.tsx";
import { AcceptanceSheet, LiftForm, SigningForm } from "#app/components/jobs/acceptance-view.tsx";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { RESERVE_ROWS } from "#app/services/jobs/acceptance-document.ts";
import {
  type AcceptanceActionResult,
  acceptanceAction,
  acceptancePage,
  signingContext,
} from "#app/services/jobs/acceptance-service.server.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { mayWorkOn } from "#app/services/jobs/job-view.server.ts";
import { requireOwner, type TeamMember } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/job-acceptance";

// The PV signed on site (decision 057): the client reads and signs it on the phone of whoever is on the job, the
// office's or a compagnon's (the PV holds no amount); the reserves are lifted here too, by his second signature.

const copy = jobAcceptanceCopy;

const DONE = { signe: copy.form.signed, leve: copy.lift.done } as const;
type Done = keyof typeof DONE;

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The job's id, for someone who may open the job; 404 otherwise, as for a job that does not exist. */
async function openJob(member: TeamMember, raw: string): Promise<number> {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) notFound();
  const detail = await (await jobStore()).detail(id);
  if (!detail || !mayWorkOn(member, detail)) notFound();
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const id = await openJob(member, params.id);
  const page = await acceptancePage(id);
  if (!page) notFound();
  const done = new URL(request.url).searchParams.get("fait");
  return { id, page, done: done !== null && done in DONE ? (done as Done) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireOwner(request);
  const id = await openJob(member, params.id);
  const signer = { userId: member.userId, email: member.email, name: member.displayName || member.email };
  const result = await acceptanceAction(id, await request.formData(), signingContext(request, signer));
  if (result.ok) return redirect(`/pro/chantiers/${id}/reception?fait=${result.done}`, 303);
  return data<AcceptanceActionResult>(result, { status: result.status });
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.shortTitle, matches);

export default function JobAcceptancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, page } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : null;
  const document = page.signed?.document ?? page.draft?.document;
  const empty = { name: "", choice: "", reserves: [] };
  const signed = page.signed;
  return (
    <div className="space-y-5">
      <BackLink to={`/pro/chantiers/${id}`}>{document?.works.title ?? copy.shortTitle}</BackLink>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        {document ? <p className="text-lg text-ink">{document.client.name}</p> : null}
      </header>
      <div id="pv" className="space-y-3">
        {loaderData.done ? (
          <ClientMessage tone="success" role="status">
            {DONE[loaderData.done]}
          </ClientMessage>
        ) : null}
        <FormError error={failed?.errors.form} />
        {!signed && !page.jobFinished ? <ClientMessage tone="info">{copy.errors.notFinished}</ClientMessage> : null}
      </div>
      <AcceptanceSheet page={page} pdfHref={`/pro/chantiers/${id}/reception.pdf`} />
      {page.draft && page.jobFinished ? (
        <SigningForm
          draftHash={page.draft.hash}
          values={failed?.form === "signer" ? failed.values : empty}
          errors={failed?.form === "signer" ? failed.errors : {}}
          rows={failed?.form === "signer" ? failed.rows : RESERVE_ROWS}
          onSite
        />
      ) : null}
      {signed && signed.document.reserves.length > 0 && !signed.lift ? (
        <LiftForm
          reserves={signed.document.reserves}
          values={failed?.form === "lever" ? failed.values : empty}
          errors={failed?.form === "lever" ? failed.errors : {}}
        />
      ) : null}
    </div>
  );
}
