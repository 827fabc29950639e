import { data, redirect } from "react-router";
import { ClientMessage } from "#app/components/billing/client-message.tsx";
import {
  ClientPage,
  ClientPageRefused,
  clientPageHeaders,
  clientPageMeta,
  FormError,
  refusedCopy,
} from "#app/components/billing/client-page.tsx";
import { AcceptanceSheet, LiftForm, SigningForm } from "#app/components/jobs/acceptance-view.tsx";
import { jobAcceptanceCopy } from "#app/content/job-acceptance.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { RESERVE_ROWS } from "#app/services/jobs/acceptance-document.ts";
import {
  type AcceptanceActionResult,
  acceptanceAction,
  acceptancePage,
  signingContext,
} from "#app/services/jobs/acceptance-service.server.ts";
import { openJobByToken } from "#app/services/jobs/client-service.server.ts";
import type { Route } from "./+types/job-client-acceptance";

// The client's « procès-verbal de réception » (decision 057), under his job's private page: drawn by the server,
// no script in the browser, its forms posted without an account, guarded like every form (server/form-guards.ts)
// and counted with the link lookups. He signs here what he did not sign on site, and lifts the reserves later.

const copy = jobAcceptanceCopy;

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

const DONE = { signe: copy.form.signed, leve: copy.lift.done } as const;
type Done = keyof typeof DONE;

function refusal(kind: "unknown" | "revoked" | "throttled") {
  const status = kind === "throttled" ? 429 : kind === "revoked" ? 410 : 404;
  return data({ refused: kind, page: null, company: null, done: null } as const, { status });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind !== "open") return refusal(opened.kind);
  const page = await acceptancePage(opened.job.id);
  if (!page) return refusal("unknown");
  const done = new URL(request.url).searchParams.get("fait");
  return {
    refused: null,
    page,
    company: (page.signed?.document ?? page.draft?.document)?.company.name ?? "",
    done: done !== null && done in DONE ? (done as Done) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind !== "open") return refusal(opened.kind);
  const result = await acceptanceAction(opened.job.id, await request.formData(), signingContext(request, null));
  if (result.ok) return redirect(`/c/${params.token}/reception?fait=${result.done}`, 303);
  return data<AcceptanceActionResult>(result, { status: result.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  clientPageMeta(loaderData?.page ? `${copy.title} – ${loaderData.company}` : copy.client.unknownTitle);

export default function JobClientAcceptancePage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.page) return <ClientPageRefused {...refusedCopy(loaderData.refused, copy.client)} />;
  const { page } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : null;
  const document = page.signed?.document ?? page.draft?.document;
  const empty = { name: "", choice: "", reserves: [] };
  const signed = page.signed;
  return (
    <ClientPage
      intro={copy.intro(loaderData.company)}
      title={copy.title}
      subtitle={document?.works.title}
      back={{ href: `/c/${params.token}`, label: copy.client.back }}
    >
      <div id="pv" className="space-y-3">
        {loaderData.done ? (
          <ClientMessage tone="success" role="status">
            {DONE[loaderData.done]}
          </ClientMessage>
        ) : null}
        <FormError error={failed?.errors.form} />
        {!signed && !page.jobFinished ? <ClientMessage tone="info">{copy.client.notFinished}</ClientMessage> : null}
      </div>
      <AcceptanceSheet page={page} pdfHref={`/c/${params.token}/reception.pdf`} />
      {page.draft && page.jobFinished ? (
        <SigningForm
          draftHash={page.draft.hash}
          values={failed?.form === "signer" ? failed.values : empty}
          errors={failed?.form === "signer" ? failed.errors : {}}
          rows={failed?.form === "signer" ? failed.rows : RESERVE_ROWS}
          onSite={false}
        />
      ) : null}
      {signed && signed.document.reserves.length > 0 && !signed.lift ? (
        <LiftForm
          reserves={signed.document.reserves}
          values={failed?.form === "lever" ? failed.values : empty}
          errors={failed?.form === "lever" ? failed.errors : {}}
        />
      ) : null}
    </ClientPage>
  );
}
