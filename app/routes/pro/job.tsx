import { data, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { JobHoursPanel, JobProfitPanel } from "#app/components/pro/costs/job-profit.tsx";
import { JobAcceptance } from "#app/components/pro/jobs/job-acceptance.tsx";
import { EmergencyMark, JobBadge } from "#app/components/pro/jobs/job-badge.tsx";
import { JobDetailsForm } from "#app/components/pro/jobs/job-details.tsx";
import {
  ClientAnswerNotice,
  ClientLinkPanel,
  HistoryPanel,
  OfficePanel,
} from "#app/components/pro/jobs/job-office.tsx";
import { JobPlanningPanel } from "#app/components/pro/jobs/job-planning.tsx";
import { PreparationPanel, SiteActions, SitePanel } from "#app/components/pro/jobs/job-site.tsx";
import { ArriveFinish, JobNotes, JobPhotos } from "#app/components/pro/jobs/job-work.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { costsCopy } from "#app/content/costs.ts";
import { jobsCopy } from "#app/content/jobs.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { quoteStore } from "#app/services/billing/documents/quote-service.server.ts";
import { jobAcceptanceSummary } from "#app/services/jobs/acceptance-service.server.ts";
import { jobClientLink } from "#app/services/jobs/client-service.server.ts";
import { type JobDetails, type JobDetailsField, parseJobDetails } from "#app/services/jobs/job-details.ts";
import { addJobPhoto, finishJob, jobStore } from "#app/services/jobs/job-service.server.ts";
import { JOB_NOTE_MAX_LENGTH } from "#app/services/jobs/job-types.ts";
import { mayWorkOn, officeView, seesOffice, siteView } from "#app/services/jobs/job-view.server.ts";
import { planningStore } from "#app/services/jobs/planning.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner, type TeamMember } from "#app/services/pro/session.server.ts";
import { isCalendarDay, parseHours } from "#app/services/purchases/cost-forms.ts";
import { jobProfit, setJobHours, teamCosts } from "#app/services/purchases/job-costs.server.ts";
import { mayOpenPath } from "#app/services/team/policy.ts";
import type { Route } from "./+types/job";

const copy = jobsCopy.job;

/** What the page says after an action, carried by the redirect: `?fait=note`. */
const DONE_PARAM = "fait";
const doneMessages = {
  note: copy.noteAdded,
  photo: copy.photoAdded,
  arrive: copy.arrived,
  encore: copy.arrivedAgain,
  termine: copy.finished,
  deja: copy.alreadyFinished,
  urgence: jobsCopy.emergency.opened,
  details: copy.detailsSaved,
  heures: costsCopy.hours.saved,
  planning: costsCopy.hours.removed,
} as const;
type Done = keyof typeof doneMessages;
type Intent = "note" | "photo" | "arrive" | "finish" | "details" | "lien" | "heures";
type HoursField = "person" | "day" | "hours";
/** An action's answer drawn on the page: a refusal, the details form refused, « Terminé » asked, a new link. */
type ActionAnswer =
  | { intent: Intent | null; error: string }
  | { intent: "details"; errors: Partial<Record<JobDetailsField, string>>; values: JobDetails }
  | { intent: "finish"; confirming: true }
  | { intent: "lien"; link: string }
  | { intent: "heures"; field: HoursField; error: string };

function notFound(): never {
  throw data(null, { status: 404 });
}

function jobId(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

/** The job, for someone who may open it; 404 otherwise, the same answer as a job that does not exist. */
async function openJob(member: TeamMember, id: number) {
  const detail = await (await jobStore()).detail(id);
  if (!detail || !mayWorkOn(member, detail)) notFound();
  return detail;
}

async function officePart(detail: Awaited<ReturnType<typeof openJob>>) {
  if (detail.quoteId === null) return officeView(detail, null, []);
  const [quote, invoices] = await Promise.all([
    (await quoteStore()).detail(detail.quoteId),
    (await invoiceStore()).linkedTo({ quoteId: detail.quoteId }),
  ]);
  return officeView(
    detail,
    quote ? { id: quote.id, number: quote.number, exclCents: quote.totals.exclCents } : null,
    invoices,
  );
}

/** The job's « Rentabilité » and hours, with the team to type hours for: the office's alone. */
async function costsPart(member: TeamMember, jobId: number) {
  const { db } = (await getLeads()).database;
  const [profit, team] = await Promise.all([jobProfit(db, jobId), teamCosts(db)]);
  if (!profit) notFound();
  const people = [...team].map(([id, person]) => ({ id, name: person.name }));
  return {
    profit,
    people: people.sort((a, b) => a.name.localeCompare(b.name, "fr")),
    // Each purchase links to its page only for a role that may open it (« Achats » is the office's today).
    purchaseLinks: mayOpenPath(member.role, "/pro/achats"),
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const detail = await openJob(member, jobId(params.id));
  const url = new URL(request.url);
  const done = url.searchParams.get(DONE_PARAM);
  const office = seesOffice(member);
  const planning = await planningStore();
  const [plan, acceptance] = await Promise.all([planning.job(detail.id), jobAcceptanceSummary(detail.id, office)]);
  return {
    site: siteView(detail),
    // Never built for a compagnon: the page he is sent holds no amount, no other client, no history.
    office: office ? await officePart(detail) : null,
    costs: office ? await costsPart(member, detail.id) : null,
    plan,
    acceptance,
    today: (await jobStore()).today(),
    returnTo: url.pathname,
    done: done !== null && done in doneMessages ? (done as Done) : null,
  };
}

function failure(intent: Intent | null, error: string, status = 400) {
  return data<ActionAnswer>({ intent, error }, { status });
}

/**
 * What only the office may post (the details, a client link): a compagnon gets the policy's answer, 404 with its
 * audit line, as for an address his role gives no right to.
 */
async function officeOnly(request: Request, member: TeamMember, intent: string): Promise<void> {
  if (seesOffice(member)) return;
  await recordAudit({
    action: "role.denied",
    userId: member.userId,
    email: member.email,
    address: clientAddress(request),
    detail: `${member.role} POST ${new URL(request.url).pathname} ${intent}`,
  });
  notFound();
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireOwner(request);
  const id = jobId(params.id);
  await openJob(member, id);
  const actor = { userId: member.userId, email: member.email };
  const back = (done: Done) => redirect(`/pro/chantiers/${id}?${DONE_PARAM}=${done}`, 303);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const upload = await addJobPhoto(request, id, actor);
    if (!upload.ok) return failure("photo", upload.error, upload.status);
    return back("photo");
  }
  const form = await request.formData();
  const store = await jobStore();
  const intent = String(form.get("intent") ?? "");
  if (["details", "lien", "heures", "heures-planning"].includes(intent)) await officeOnly(request, member, intent);
  switch (intent) {
    case "note": {
      const body = String(form.get("note") ?? "").trim();
      if (!body) return failure("note", copy.noteEmpty);
      if (body.length > JOB_NOTE_MAX_LENGTH) return failure("note", copy.noteTooLong(JOB_NOTE_MAX_LENGTH));
      if (!(await store.addNote(id, body, actor))) notFound();
      return back("note");
    }
    case "arrive": {
      const arrived = await store.arrive(id, actor);
      if (arrived === "missing") notFound();
      if (arrived === "finished") return back("deja");
      return back(arrived === "arrived" ? "arrive" : "encore");
    }
    case "finish": {
      // It cannot be undone and writes to the client: without its « Oui », the question comes back instead.
      if (form.get("confirm") !== "1") return data<ActionAnswer>({ intent: "finish", confirming: true });
      const finished = await finishJob(id, actor);
      if (finished === "missing") notFound();
      return back(finished === "finished" ? "termine" : "deja");
    }
    case "details": {
      const parsed = parseJobDetails(form);
      if (!parsed.ok) {
        return data<ActionAnswer>({ intent: "details", errors: parsed.errors, values: parsed.values }, { status: 400 });
      }
      if (!(await store.saveDetails(id, parsed.details, actor))) notFound();
      return back("details");
    }
    case "lien": {
      const token = await store.newClientLink(id, actor);
      if (token === null) notFound();
      await recordAudit({ ...actor, action: "job.link", address: clientAddress(request), detail: `#${id}` });
      return data<ActionAnswer>({ intent: "lien", link: jobClientLink(token) });
    }
    case "heures":
    case "heures-planning": {
      const errors = costsCopy.hours.errors;
      const refuse = (field: HoursField) =>
        data<ActionAnswer>({ intent: "heures", field, error: errors[field] }, { status: 400 });
      const userId = Number(form.get("personne"));
      if (!Number.isSafeInteger(userId) || userId < 1) return refuse("person");
      const day = String(form.get("jour") ?? "");
      if (!isCalendarDay(day)) return refuse("day");
      const minutes = intent === "heures" ? parseHours(String(form.get("heures") ?? "")) : null;
      if (intent === "heures" && minutes === null) return refuse("hours");
      const at = new Date().toISOString();
      const saved = await setJobHours(
        (await getLeads()).database.db,
        { jobId: id, userId, day, minutes },
        member.userId,
        at,
      );
      if (!saved.ok) return saved.problem === "unknown-job" ? notFound() : refuse("person");
      return back(intent === "heures" ? "heures" : "planning");
    }
    default:
      return failure(null, copy.unknownAction);
  }
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  proMeta(loaderData ? `${loaderData.site.title} · ${loaderData.site.clientName}` : copy.title(0), matches);

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { site, office, costs, plan, acceptance, today, returnTo, done } = loaderData;
  const details = {
    arrivalWindow: site.arrivalWindow,
    clientPreparation: site.clientPreparation,
    toBring: site.toBring,
  };
  const errorFor = (intent: Intent) =>
    actionData?.intent === intent && "error" in actionData ? actionData.error : null;
  const refused = actionData?.intent === "details" && "errors" in actionData ? actionData : null;
  const confirming = actionData?.intent === "finish" && "confirming" in actionData;
  const link = actionData?.intent === "lien" && "link" in actionData ? actionData.link : null;
  const hoursError =
    actionData?.intent === "heures" && "field" in actionData
      ? { field: actionData.field, message: actionData.error }
      : null;
  // What the team does on site: under the site's panels for the office (its own column is the quote's), in the
  // second column for a compagnon, whose page has nothing else there.
  const work = (
    <>
      <JobPhotos jobId={site.id} photos={site.photos} error={errorFor("photo")} />
      <JobNotes notes={site.notes} error={errorFor("note")} maxLength={JOB_NOTE_MAX_LENGTH} />
      <JobAcceptance summary={acceptance} />
    </>
  );
  return (
    <div className="space-y-5">
      {office ? (
        <BackLink to="/pro/chantiers">{copy.back}</BackLink>
      ) : (
        <BackLink to="/pro/journee">{copy.backMyDay}</BackLink>
      )}
      <header className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">
          {[copy.title(site.id), site.town].filter(Boolean).join(" · ")}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">
            {site.clientName || site.title}
          </h1>
          <JobBadge state={site.state} />
          {site.origin === "emergency" ? <EmergencyMark label={copy.emergency} /> : null}
        </div>
        {site.clientName ? <p className="text-base text-ink">{site.title}</p> : null}
      </header>
      {done ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {actionData && actionData.intent === null && "error" in actionData ? (
        <Notice tone="error">{actionData.error}</Notice>
      ) : null}
      <SiteActions site={site} />
      <ArriveFinish site={site} confirming={confirming} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-5">
          <SitePanel site={site} />
          {plan ? (
            <JobPlanningPanel
              job={plan}
              canPlan={office !== null}
              returnTo={returnTo}
              today={today}
              clientAnswer={
                office && plan.days.length > 0
                  ? { title: copy.clientAnswers, notice: <ClientAnswerNotice answer={office.clientAnswer} /> }
                  : undefined
              }
            />
          ) : null}
          {office ? (
            <JobDetailsForm details={refused?.values ?? details} errors={refused?.errors ?? {}} />
          ) : (
            <PreparationPanel site={site} />
          )}
          {office ? work : null}
        </div>
        <div className="space-y-5">
          {office ? (
            <>
              <OfficePanel office={office} arrivedAt={site.arrivedAt} />
              {costs ? (
                <>
                  <JobProfitPanel profit={costs.profit} purchaseLinks={costs.purchaseLinks} />
                  <JobHoursPanel profit={costs.profit} people={costs.people} today={today} error={hoursError} />
                </>
              ) : null}
              <ClientLinkPanel link={link} />
              <HistoryPanel events={office.events} />
            </>
          ) : (
            work
          )}
        </div>
      </div>
    </div>
  );
}
