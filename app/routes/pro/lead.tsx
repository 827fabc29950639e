import { data, Form, Link, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { CheckboxField } from "#app/components/pro/checkbox-field.tsx";
import { FileTextIcon, ReceiptIcon } from "#app/components/pro/icons.tsx";
import { EmergencyButton, EmergencyForm } from "#app/components/pro/jobs/emergency-panel.tsx";
import { StatusBadge } from "#app/components/pro/lead-badges.tsx";
import { LeadPhotos } from "#app/components/pro/lead-photos.tsx";
import {
  DeletePanel,
  DeliveryPanel,
  NotesPanel,
  Panel,
  QuickActions,
  StatusPanel,
  VisitorFields,
} from "#app/components/pro/lead-sections.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { QuoteBadge } from "#app/components/pro/quote-badge.tsx";
import { leadAdminCopy } from "#app/content/forms.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { emergencyCopy } from "#app/content/job-emergency.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import { reviewsCopy } from "#app/content/reviews.ts";
import { DELETED_PARAM } from "#app/lib/inbox-query.ts";
import { fieldsByKind } from "#app/lib/lead-fields.ts";
import { isWorkflowStatus, NOTE_MAX_LENGTH } from "#app/lib/lead-workflow.ts";
import { formatAge, formatDateTime } from "#app/lib/relative-age.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { chosenPeople, emergencyPanel, openEmergencyJob } from "#app/services/jobs/job-service.server.ts";
import { leadRows } from "#app/services/leads/message.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { directionsHref, displayPhone, mailtoHref, telHref } from "#app/services/pro/contact-links.server.ts";
import { leadPhotos, ownerLeads, removePhotoFiles, wakeMailWorker } from "#app/services/pro/leads-service.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { jobKey } from "#app/services/reviews/review-rules.ts";
import { askReviewForDoneRequest, reviewStore } from "#app/services/reviews/review-service.server.ts";
import type { Route } from "./+types/lead";

const copy = inboxCopy.lead;

/** What the page says after an action, carried by the redirect: `?fait=statut`. */
const DONE_PARAM = "fait";
const doneMessages = {
  statut: copy.statusSaved,
  note: copy.noteAdded,
  renvoi: copy.resent,
  chantier: reviewsCopy.lead.doneSaved,
  avis: reviewsCopy.lead.saved,
} as const;
type Done = keyof typeof doneMessages;

type Intent = "statut" | "note" | "renvoyer" | "supprimer" | "chantier" | "avis" | "intervenir";
type ActionError = { intent: Intent | null; error: string };

function notFound(): never {
  throw data(null, { status: 404 });
}

function leadId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

function failure(intent: Intent | null, error: string, status = 400) {
  return data<ActionError>({ intent, error }, { status });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const id = leadId(params.id);
  const detail = await (await ownerLeads()).detail(id);
  if (!detail) notFound();
  const { lead } = detail;
  const known = leadRows(lead);
  const knownNames = new Set<string>(fieldsByKind[lead.kind]);
  // Whatever else an older form or a bot sent is shown too, under its own name.
  const extra = Object.entries(lead.fields)
    .filter(([name]) => !knownNames.has(name))
    .map(([label, value]) => ({
      label,
      value: typeof value === "boolean" ? (value ? leadAdminCopy.email.yes : leadAdminCopy.email.no) : value,
    }));
  const text = (name: string) => (typeof lead.fields[name] === "string" ? (lead.fields[name] as string) : "");
  const url = new URL(request.url);
  const done = url.searchParams.get(DONE_PARAM);
  const phone = text("phone");
  const email = text("email");
  const place = lead.kind === "contact" ? text("city") : text("address");
  return {
    id,
    kind: lead.kind,
    page: lead.page,
    createdAt: lead.createdAt,
    status: lead.workflowStatus,
    service: lead.service,
    name: text("name"),
    phone: phone ? displayPhone(phone) : "",
    email,
    place,
    links: {
      call: telHref(phone),
      write: mailtoHref(email, copy.replySubject[lead.kind]),
      directions: directionsHref(place),
    },
    rows: [...known, ...extra],
    delivery: detail.delivery,
    history: detail.history,
    notes: detail.notes,
    photos: (await leadPhotos(id)).map(({ id: photoId, position, originalName, width, height, bytes }) => ({
      id: photoId,
      position,
      originalName,
      width,
      height,
      bytes,
    })),
    quotes: await (await quoteStore()).ofLead(id),
    review: await reviewPanel(id),
    emergency: await emergencyPanel(id, url.searchParams.has("intervenir")),
    confirmingDelete: url.searchParams.has("supprimer"),
    done: done !== null && done in doneMessages ? (done as Done) : null,
    now: Date.now(),
  };
}

/** What the request's "Avis du client" panel shows: the "Chantier terminé" mark, the opt-out, the request sent. */
async function reviewPanel(id: number) {
  const store = await reviewStore();
  const [job, asked, requestsOn] = await Promise.all([
    store.leadJob(id),
    store.askedFor(jobKey({ leadId: id, quoteId: null, invoiceId: null })),
    store.requestsOn(),
  ]);
  return {
    jobDoneAt: job?.jobDoneAt ?? null,
    requestOff: job?.requestOff ?? false,
    askedAt: asked?.requestedAt ?? null,
    requestsOn,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const id = leadId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const leads = await ownerLeads();
  const audit = (action: string, detail: string) =>
    recordAudit({ action, userId: owner.userId, email: owner.email, address: clientAddress(request), detail });
  const back = (done: Done) => redirect(`/pro/demandes/${id}?${DONE_PARAM}=${done}`, 303);

  switch (intent) {
    case "statut": {
      const to = form.get("statut");
      if (!isWorkflowStatus(to)) return failure("statut", copy.statusUnknown);
      const changed = await leads.changeStatus(id, to, owner);
      if (!changed) notFound();
      if (changed.from !== to) await audit("lead.status", `#${id} ${changed.from} → ${to}`);
      return back("statut");
    }
    case "note": {
      const body = String(form.get("note") ?? "").trim();
      if (!body) return failure("note", copy.noteEmpty);
      if (body.length > NOTE_MAX_LENGTH) return failure("note", copy.noteTooLong(NOTE_MAX_LENGTH));
      if (!(await leads.addNote(id, body, owner))) notFound();
      return back("note");
    }
    case "renvoyer": {
      const outcome = await leads.resend(id);
      if (outcome === "missing") notFound();
      if (outcome === "busy") return failure("renvoyer", copy.resendBusy, 409);
      await wakeMailWorker();
      await audit("lead.resend", `#${id}`);
      return back("renvoi");
    }
    case "chantier": {
      const done = form.get("termine") === "oui";
      const reviews = await reviewStore();
      const job = await reviews.leadJob(id);
      if (!job) notFound();
      if (done && job.workflowStatus !== "gagnee") return failure("chantier", reviewsCopy.lead.wonFirst, 409);
      await reviews.markJobDone(id, done);
      await audit("lead.job_done", `#${id} ${done ? "terminé" : "non terminé"}`);
      if (done) await askReviewForDoneRequest(id);
      return back("chantier");
    }
    case "avis": {
      if (!(await (await reviewStore()).setLeadRequestOff(id, form.get("sans-avis") === "oui"))) notFound();
      return back("avis");
    }
    case "intervenir": {
      const opened = await openEmergencyJob(id, chosenPeople(form), owner);
      if (!opened.ok && opened.reason === "missing") notFound();
      if (!opened.ok) {
        const error = opened.reason === "no-assignee" ? emergencyCopy.noAssignee : emergencyCopy.unknownAssignee;
        return failure("intervenir", error);
      }
      await audit("job.emergency", `#${id} → chantier #${opened.id}`);
      return redirect(`/pro/chantiers/${opened.id}?fait=urgence`, 303);
    }
    case "supprimer": {
      if (form.get("confirmation") !== "oui") return failure("supprimer", copy.deleteUnconfirmed);
      const erased = await leads.erase(id);
      if (!erased) notFound();
      await removePhotoFiles(erased.photoFiles);
      // The trail keeps that a request was erased, when and by whom: nothing of what it said.
      await audit("lead.delete", `#${id}`);
      return redirect(`/pro?${DELETED_PARAM}=${id}`, 303);
    }
    default:
      return failure(null, copy.unknownAction);
  }
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(loaderData ? `${copy.title(loaderData.id)} · ${loaderData.name}` : copy.title(0), matches);

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const lead = loaderData;
  const errorFor = (intent: Intent) => (actionData?.intent === intent ? actionData.error : null);
  const name = lead.name.trim() || inboxCopy.inbox.unnamed;
  return (
    <div className="space-y-5">
      <BackLink to="/pro">{copy.back}</BackLink>
      <header className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">
          {[copy.title(lead.id), inboxCopy.kinds[lead.kind], lead.service].filter(Boolean).join(" · ")}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">{name}</h1>
          <StatusBadge status={lead.status} />
        </div>
        <p className="text-sm text-muted">
          {copy.receivedAt} <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time> (
          {formatAge(lead.createdAt, lead.now)}) · {copy.page} <span className="font-medium text-ink">{lead.page}</span>
        </p>
      </header>
      {lead.done ? <Notice tone="success">{doneMessages[lead.done]}</Notice> : null}
      {actionData && actionData.intent === null ? <Notice tone="error">{actionData.error}</Notice> : null}
      <QuickActions links={lead.links} phone={lead.phone} email={lead.email} place={lead.place} />
      <div className="flex flex-wrap items-center gap-3">
        <Form method="post" action={`/pro/devis/nouveau?demande=${lead.id}`}>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800"
          >
            <FileTextIcon aria-hidden="true" className="size-4" />
            {quotesCopy.fromLead}
          </button>
        </Form>
        <Form method="post" action={`/pro/factures/nouvelle?demande=${lead.id}`}>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-navy-900 px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50"
          >
            <ReceiptIcon aria-hidden="true" className="size-4" />
            {invoicesCopy.fromLead}
          </button>
        </Form>
        <EmergencyButton leadId={lead.id} panel={lead.emergency} />
        {lead.quotes.length ? (
          <ul aria-label={quotesCopy.leadQuotes} className="flex flex-wrap gap-2">
            {lead.quotes.map((quote) => (
              <li key={quote.id}>
                <Link
                  to={`/pro/devis/${quote.id}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-navy-900"
                >
                  {quote.number ?? quotesCopy.list.draft}
                  <QuoteBadge state={quote.state} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <EmergencyForm leadId={lead.id} panel={lead.emergency} error={errorFor("intervenir")} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-5">
          <Panel title={copy.fieldsTitle} id="champs">
            <VisitorFields rows={lead.rows} />
          </Panel>
          <LeadPhotos leadId={lead.id} photos={lead.photos} />
          <DeliveryPanel delivery={lead.delivery} error={errorFor("renvoyer")} />
        </div>
        <div className="space-y-5">
          <StatusPanel
            status={lead.status}
            history={lead.history}
            createdAt={lead.createdAt}
            error={errorFor("statut")}
          />
          <ReviewPanel status={lead.status} review={lead.review} error={errorFor("chantier") ?? errorFor("avis")} />
          <NotesPanel notes={lead.notes} error={errorFor("note")} maxLength={NOTE_MAX_LENGTH} />
          <DeletePanel
            id={lead.id}
            name={name}
            confirming={lead.confirmingDelete || actionData?.intent === "supprimer"}
            error={errorFor("supprimer")}
          />
        </div>
      </div>
    </div>
  );
}

/** "Avis du client": the "Chantier terminé" mark of a won request, and whether its client is asked for a review. */
function ReviewPanel({
  status,
  review,
  error,
}: {
  status: string;
  review: { jobDoneAt: string | null; requestOff: boolean; askedAt: string | null; requestsOn: boolean };
  error: string | null;
}) {
  const text = reviewsCopy.lead;
  return (
    <Panel title={text.title} id="avis">
      <div className="space-y-3 text-sm text-ink">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <p className="text-muted">{text.doneHint}</p>
        {review.jobDoneAt ? (
          <p>
            {text.doneAt} <time dateTime={review.jobDoneAt}>{formatDateTime(review.jobDoneAt)}</time>
          </p>
        ) : null}
        {status === "gagnee" || review.jobDoneAt ? (
          <Form method="post">
            <input type="hidden" name="intent" value="chantier" />
            <input type="hidden" name="termine" value={review.jobDoneAt ? "non" : "oui"} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg border-2 border-navy-900 px-4 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {review.jobDoneAt ? text.undo : text.markDone}
            </button>
          </Form>
        ) : (
          <p>{text.wonFirst}</p>
        )}
        <p>
          {review.askedAt ? (
            <>
              {text.asked} <time dateTime={review.askedAt}>{formatDateTime(review.askedAt)}</time>
            </>
          ) : (
            text.notYet
          )}
        </p>
        {review.requestsOn ? null : <p>{text.globallyOff}</p>}
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="avis" />
          <CheckboxField name="sans-avis" value="oui" defaultChecked={review.requestOff} label={text.off} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-3 font-semibold text-navy-900"
          >
            {text.save}
          </button>
        </Form>
      </div>
    </Panel>
  );
}
