import { data, redirect } from "react-router";
import { ClientMessage } from "#app/components/billing/client-message.tsx";
import {
  clientBox as box,
  ClientPage,
  ClientPageRefused,
  clientLinkClass,
  clientPageHeaders,
  clientPageMeta,
  describedBy,
  FieldError,
  FormError,
  clientInputClass as inputClass,
  refusedCopy,
} from "#app/components/billing/client-page.tsx";
import { invoicesCopy } from "#app/content/invoices.ts";
import { frenchMoment } from "#app/content/job-acceptance.ts";
import { dayLine, jobClientCopy, stateLabels } from "#app/content/job-client.ts";
import { frenchDate } from "#app/content/quotes.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { invoiceStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { acceptanceState } from "#app/services/jobs/acceptance-document.ts";
import { acceptanceStore } from "#app/services/jobs/acceptance-service.server.ts";
import { clientJobPage, clientMessage, recordClientAnswer } from "#app/services/jobs/client-page.server.ts";
import { openJobByToken } from "#app/services/jobs/client-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/job-client";

// The client's page of his job (decision 056): drawn by the server like his quote's, no script in the browser; its
// two forms post without an account, guarded like every form (server/form-guards.ts) and counted with the link
// lookups.

const copy = jobClientCopy;

export const handle: RouteHandle = { hideClosingCta: true };

export function headers() {
  return clientPageHeaders;
}

const DONE = { confirme: copy.confirmed, demande: copy.changeSent } as const;
type Done = keyof typeof DONE;

function refusal(kind: "unknown" | "revoked" | "throttled") {
  const status = kind === "throttled" ? 429 : kind === "revoked" ? 410 : 404;
  return data({ refused: kind, job: null, company: null, done: null, reception: null } as const, { status });
}

/** Where the PV of a finished job stands, for its section; nothing before « Terminé ». */
async function receptionOf(job: { id: number; state: string }) {
  if (job.state !== "termine") return null;
  const signed = await (await acceptanceStore()).signed(job.id);
  return {
    state: acceptanceState(signed && { reservesCount: signed.reservesCount, liftedAt: signed.lift?.liftedAt ?? null }),
    signedAt: signed?.signedAt ?? null,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind !== "open") return refusal(opened.kind);
  const { db } = (await getLeads()).database;
  const company = publishedCompany();
  const done = new URL(request.url).searchParams.get("fait");
  return {
    refused: null,
    job: await clientJobPage(db, opened.job, await invoiceStore()),
    company: { name: company.name, phone: company.phone, phoneHref: company.phoneHref },
    done: done !== null && done in DONE ? (done as Done) : null,
    reception: await receptionOf(opened.job),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await openJobByToken(request, params.token);
  if (opened.kind !== "open") return refusal(opened.kind);
  const form = await request.formData();
  const field = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const invalid = (errors: Record<string, string>, status = 400) =>
    data({ errors, message: field("message").slice(0, 1000) }, { status });
  const { job } = opened;
  if (job.state === "termine") return invalid({ form: copy.errors.closed }, 409);
  const { db } = (await getLeads()).database;
  let answered: boolean;
  if (field("intent") === "confirmer") {
    const standing = await db
      .selectFrom("job_days")
      .select("id")
      .where("job_id", "=", job.id)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (!standing) return invalid({ form: copy.errors.noDates }, 409);
    answered = await recordClientAnswer(db, job.id, { kind: "confirmed" }, Date.now());
  } else if (field("intent") === "autre-date") {
    const message = clientMessage(field("message"));
    if (message === null) return invalid({ message: copy.errors.message });
    answered = await recordClientAnswer(db, job.id, { kind: "change", message }, Date.now());
  } else {
    return invalid({ form: copy.errors.closed });
  }
  if (!answered) return invalid({ form: copy.errors.closed }, 409);
  await wakeOutbox();
  return redirect(`/c/${params.token}?fait=${field("intent") === "confirmer" ? "confirme" : "demande"}#reponse`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  clientPageMeta(
    loaderData?.job && loaderData.company
      ? `${copy.title(loaderData.job.title)} – ${loaderData.company.name}`
      : copy.unknownTitle,
  );

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg px-5 text-base font-semibold sm:w-auto";

export default function JobClientPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.job || !loaderData.company) {
    return <ClientPageRefused {...refusedCopy(loaderData.refused ?? "unknown", copy)} />;
  }
  const { job, company, reception } = loaderData;
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const typed = actionData && "message" in actionData ? actionData.message : "";
  const state = stateLabels[job.state];
  const open = job.state !== "termine";
  const confirmedOn = job.confirmedAt
    ? new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(
        new Date(job.confirmedAt),
      )
    : null;
  const base = `/c/${params.token}`;

  return (
    <ClientPage intro={copy.intro(company.name)} title={copy.title(job.title)} subtitle={job.siteAddress}>
      <div id="reponse" className="space-y-3">
        {loaderData.done ? (
          <ClientMessage tone="success" role="status">
            {DONE[loaderData.done]}
          </ClientMessage>
        ) : null}
        <FormError error={errors.form} />
      </div>

      <section aria-labelledby="etat" className={box}>
        <h2 id="etat" className="text-lg font-bold text-navy-900">
          {state.title}
        </h2>
        <p className="mt-2 text-ink">{state.text}</p>
        {job.postponeReason ? (
          <p className="mt-3 rounded-lg border border-orange-700/30 bg-orange-50 px-4 py-3 text-orange-900">
            {copy.postponedBecause(job.postponeReason)}
            {job.postponeNote ? <span className="mt-1 block whitespace-pre-wrap">{job.postponeNote}</span> : null}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="dates" className={`${box} border-navy-900`}>
        <h2 id="dates" className="text-xl font-bold text-navy-900">
          {copy.dates}
        </h2>
        {job.days.length > 0 ? (
          <>
            <ul className="mt-3 space-y-2">
              {job.days.map((day) => (
                <li key={`${day.day}-${day.period}`} className="rounded-lg bg-surface px-4 py-3 font-semibold text-ink">
                  {capitalized(dayLine(day.day, day.period))}
                </li>
              ))}
            </ul>
            {job.arrival ? <p className="mt-3 text-ink">{copy.arrival(job.arrival)}</p> : null}
            <a href={`${base}/agenda.ics`} className={`mt-3 ${clientLinkClass}`}>
              {copy.calendar}
            </a>
            <p className="text-sm text-muted">{copy.calendarHint}</p>
          </>
        ) : (
          <p className="mt-2 text-ink">{copy.noDates}</p>
        )}
        {job.team.length > 0 ? (
          <p className="mt-4 text-ink">
            <span className="font-semibold">{copy.team} : </span>
            {copy.teamNames(job.team)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="preparer" className={box}>
        <h2 id="preparer" className="text-lg font-bold text-navy-900">
          {copy.preparation}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
          {job.preparation
            .split("\n")
            .filter((line) => line.trim())
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
        </ul>
      </section>

      {open && job.days.length > 0 ? (
        <section aria-labelledby="votre-reponse" className={box}>
          <h2 id="votre-reponse" className="text-lg font-bold text-navy-900">
            {copy.answer}
          </h2>
          {confirmedOn ? (
            <ClientMessage tone="success">{copy.confirmedOn(confirmedOn)}</ClientMessage>
          ) : job.changeRequest ? (
            <ClientMessage tone="info">{copy.changeAsked(job.changeRequest)}</ClientMessage>
          ) : null}
          {confirmedOn ? null : (
            <form method="post" className="mt-3">
              <button type="submit" name="intent" value="confirmer" className={`${buttonClass} bg-navy-900 text-white`}>
                {copy.confirm}
              </button>
            </form>
          )}
          <form method="post" className="mt-5 space-y-3 border-t border-line pt-4" noValidate>
            <h3 className="font-bold text-navy-900">{copy.changeTitle}</h3>
            <div>
              <label htmlFor="message" className="block font-semibold text-ink">
                {copy.changeMessage}
              </label>
              <textarea
                id="message"
                name="message"
                rows={3}
                maxLength={1000}
                defaultValue={typed}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy(errors.message !== undefined && "message-error")}
                className={inputClass}
              />
              <FieldError id="message-error" error={errors.message} />
            </div>
            <button
              type="submit"
              name="intent"
              value="autre-date"
              className={`${buttonClass} border-2 border-navy-900 text-navy-900`}
            >
              {copy.change}
            </button>
          </form>
        </section>
      ) : null}

      {reception ? (
        <section aria-labelledby="reception" className={`${box} border-navy-900`}>
          <h2 id="reception" className="text-xl font-bold text-navy-900">
            {copy.reception.title}
          </h2>
          {reception.state === "a_signer" ? (
            <>
              <p className="mt-2 text-ink">{copy.reception.toSign}</p>
              <a href={`${base}/reception`} className={`mt-3 ${buttonClass} bg-navy-900 text-white`}>
                {copy.reception.sign}
              </a>
            </>
          ) : (
            <>
              <p className="mt-2 text-ink">{copy.reception.states[reception.state]}</p>
              {reception.signedAt ? (
                <p className="mt-1 text-sm text-muted">{copy.reception.signedOn(frenchMoment(reception.signedAt))}</p>
              ) : null}
              <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                {reception.state === "avec_reserves" ? (
                  <a href={`${base}/reception#pv-lever`} className={`${buttonClass} bg-navy-900 text-white`}>
                    {copy.reception.lift}
                  </a>
                ) : (
                  <a href={`${base}/reception`} className={`${buttonClass} border-2 border-navy-900 text-navy-900`}>
                    {copy.reception.open}
                  </a>
                )}
                <a href={`${base}/reception.pdf`} className={`${buttonClass} border-2 border-navy-900 text-navy-900`}>
                  {copy.reception.pdf}
                </a>
              </div>
            </>
          )}
        </section>
      ) : null}

      {job.quote || job.invoices.length > 0 ? (
        <section aria-labelledby="documents" className={box}>
          <h2 id="documents" className="text-lg font-bold text-navy-900">
            {copy.documents}
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {job.quote ? (
              <li className="py-2">
                <a href={`${base}/pdf/devis.pdf`} className={clientLinkClass}>
                  {copy.quote(job.quote.number)}
                </a>
              </li>
            ) : null}
            {job.invoices.map((invoice) => (
              <li key={invoice.number} className="py-2">
                <a href={`${base}/pdf/${invoice.number}.pdf`} className={clientLinkClass}>
                  {invoicesCopy.client.dated(invoice.title, frenchDate(invoice.date))}
                </a>
                {invoice.state in invoicesCopy.client.states ? (
                  <p className="text-sm text-muted">
                    {invoicesCopy.client.states[invoice.state as keyof typeof invoicesCopy.client.states]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="text-ink">
        <a href={company.phoneHref} className={clientLinkClass}>
          {copy.call(company.phone)}
        </a>
      </p>
    </ClientPage>
  );
}
