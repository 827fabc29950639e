import { data, Form, Link, redirect } from "react-router";
import { ChevronRightIcon, ClockIcon, PlusIcon, UserRoundIcon } from "#app/components/pro/icons.tsx";
import { EmergencyMark, JobBadge } from "#app/components/pro/jobs/job-badge.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { FilterTab } from "#app/components/pro/status-tabs.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { dayPeriodLabels, jobStateTabs, jobsCopy, shortDayName } from "#app/content/jobs.ts";
import { formatDay } from "#app/lib/relative-age.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { jobStore } from "#app/services/jobs/job-service.server.ts";
import { isJobState, JOB_STATES } from "#app/services/jobs/job-types.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/jobs";

const copy = jobsCopy.list;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const raw = new URL(request.url).searchParams.get("etat");
  const state = isJobState(raw) ? raw : null;
  const store = await jobStore();
  const [rows, counts, quotes] = await Promise.all([store.list(state), store.counts(), store.quotesWithoutJob()]);
  return { state, rows, counts, quotes };
}

/** « Créer le chantier » for an accepted quote that has none: the same idempotent opening as the acceptance's. */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const quoteId = Number(form.get("devis"));
  if (form.get("intent") !== "creer" || !Number.isSafeInteger(quoteId) || quoteId < 1) {
    return data({ error: jobsCopy.job.unknownAction }, { status: 400 });
  }
  const opened = await (await jobStore()).openForQuote(quoteId, { userId: owner.userId, email: owner.email });
  if (!opened) return data({ error: copy.notAccepted }, { status: 409 });
  return redirect(`/pro/chantiers/${opened.id}`, 303);
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const { state, rows, counts, quotes } = loaderData;
  const total = JOB_STATES.reduce((sum, value) => sum + counts[value], 0);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted">{copy.count(total)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {quotes.length > 0 ? (
            <a href="#nouveau" className={buttonClass("primary", "sm", "min-h-11")}>
              <PlusIcon aria-hidden="true" className="size-4" />
              {copy.newTitle}
            </a>
          ) : null}
          <Link to="/pro/journee" className={buttonClass("outline", "sm", "min-h-11 bg-white")}>
            {copy.myDay}
          </Link>
        </div>
      </div>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <nav aria-label={copy.tabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          <FilterTab to="/pro/chantiers" label={copy.all} count={total} current={state === null} />
          {JOB_STATES.map((value) => (
            <FilterTab
              key={value}
              to={`/pro/chantiers?etat=${value}`}
              label={jobStateTabs[value]}
              count={counts[value]}
              current={state === value}
            />
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <div className="rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <ClockIcon aria-hidden="true" className="mx-auto size-10 text-navy-700/60" />
          <p className="mx-auto mt-3 max-w-sm text-base text-muted">{state ? copy.emptyFiltered : copy.empty}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="offscreen-deferred rounded-card border border-line bg-white p-4 shadow-card">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs font-semibold tracking-wide text-navy-700 uppercase">
                  {[row.town, row.service].filter(Boolean).join(" · ") || jobsCopy.job.title(row.id)}
                </p>
                <span className="flex items-center gap-2">
                  {row.origin === "emergency" ? <EmergencyMark label={copy.emergency} /> : null}
                  <JobBadge state={row.state} />
                </span>
              </div>
              <Link
                to={`/pro/chantiers/${row.id}`}
                aria-label={copy.open(row.title, row.clientName)}
                className="mt-1 inline-flex max-w-full items-center gap-1 text-lg font-bold text-navy-900 hover:underline"
              >
                <span className="truncate">{row.clientName || row.title}</span>
                <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
              </Link>
              {row.clientName ? <p className="truncate text-sm text-muted">{row.title}</p> : null}
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex items-center gap-1.5">
                  <dt>
                    <ClockIcon aria-hidden="true" className="size-4 text-muted" />
                    <span className="sr-only">{copy.nextDay}</span>
                  </dt>
                  <dd className="font-medium text-ink first-letter:uppercase">
                    {row.nextDay
                      ? `${shortDayName(row.nextDay.day)} · ${dayPeriodLabels[row.nextDay.period]}`
                      : copy.notPlanned}
                  </dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>
                    <UserRoundIcon aria-hidden="true" className="size-4 text-muted" />
                    <span className="sr-only">{copy.people}</span>
                  </dt>
                  <dd className="min-w-0 truncate text-ink">
                    {row.people.length ? row.people.join(", ") : copy.nobody}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {quotes.length > 0 ? (
        <div id="nouveau">
          <SectionCard id="nouveau-titre" title={copy.newTitle} intro={copy.newIntro}>
            <ul className="divide-y divide-line">
              {quotes.map((quote) => (
                <li key={quote.quoteId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900">
                      <Link to={`/pro/devis/${quote.quoteId}`} className="underline">
                        {quote.number}
                      </Link>{" "}
                      · {quote.clientName}
                    </p>
                    <p className="truncate text-sm text-muted">
                      {[quote.title, quote.acceptedAt ? copy.acceptedOn(formatDay(quote.acceptedAt)) : ""]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="creer" />
                    <input type="hidden" name="devis" value={quote.quoteId} />
                    <button
                      type="submit"
                      aria-label={copy.createFor(quote.number ?? "", quote.clientName)}
                      className={buttonClass("primary", "sm", "min-h-11")}
                    >
                      {copy.create}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </SectionCard>
        </div>
      ) : null}
    </div>
  );
}
