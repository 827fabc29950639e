import { data, Form } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { calendarFeedCopy as copy } from "#app/content/job-client.ts";
import { proCopy } from "#app/content/pro.ts";
import { activeFeed, createFeed, revokeFeeds } from "#app/services/jobs/calendar-feeds.server.ts";
import { siteBase } from "#app/services/jobs/client-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/calendar-feed";

// « Mon agenda de chantiers » (decision 056): every person makes, replaces or revokes the private address his
// calendar application subscribes to. The address is shown once, in the answer that made it.

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

const longDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

export async function loader({ request }: Route.LoaderArgs) {
  const person = await requireOwner(request);
  const feed = await activeFeed((await getLeads()).database.db, person.userId);
  return { since: feed ? longDate.format(new Date(feed.createdAt)) : null };
}

export async function action({ request }: Route.ActionArgs) {
  const person = await requireOwner(request);
  const intent = String((await request.formData()).get("intent") ?? "");
  const { db } = (await getLeads()).database;
  const audit = (action: string) =>
    recordAudit({ action, userId: person.userId, email: person.email, address: clientAddress(request) });
  if (intent === "creer") {
    const token = await createFeed(db, person.userId, Date.now());
    await audit("calendar_feed.created");
    const https = `${siteBase()}/agenda/${token}.ics`;
    return { done: "created" as const, https, webcal: https.replace(/^https?:/, "webcal:") };
  }
  if (intent === "retirer") {
    await revokeFeeds(db, person.userId, Date.now());
    await audit("calendar_feed.revoked");
    return { done: "revoked" as const };
  }
  throw data(null, { status: 400 });
}

function FeedAddress({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="mt-1 block w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink"
      />
    </div>
  );
}

export default function CalendarFeedPage({ loaderData, actionData }: Route.ComponentProps) {
  const created = actionData?.done === "created" ? actionData : null;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to="/pro/compte">{proCopy.account.title}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      </div>
      {actionData?.done === "revoked" ? <Notice tone="success">{copy.revoked}</Notice> : null}
      {created ? (
        <SectionCard id="lien" title={copy.created}>
          <div className="space-y-4">
            <FeedAddress id="feed-https" label={copy.https} value={created.https} />
            <FeedAddress id="feed-webcal" label={copy.webcal} value={created.webcal} />
            <a href={created.webcal} className={buttonClass("primary", "md", "min-h-11 w-full sm:w-auto")}>
              {copy.openWebcal}
            </a>
            <div>
              <h3 className="font-semibold text-navy-900">{copy.google}</h3>
              <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-ink">
                {copy.googleSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="font-semibold text-navy-900">{copy.apple}</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
                {copy.appleSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </div>
            <p className="text-sm text-muted">{copy.private}</p>
          </div>
        </SectionCard>
      ) : null}
      <SectionCard id="etat-agenda" title={copy.title}>
        <p className="text-ink">
          {loaderData.since && actionData?.done !== "revoked" ? copy.active(loaderData.since) : copy.none}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="creer"
              className={buttonClass(loaderData.since ? "outline" : "primary", "md", "min-h-11 w-full sm:w-auto")}
            >
              {loaderData.since ? copy.renew : copy.create}
            </button>
          </Form>
          {loaderData.since ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="retirer"
                className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-line px-4 font-semibold text-emergency-700 hover:bg-emergency-50 sm:w-auto"
              >
                {copy.revoke}
              </button>
            </Form>
          ) : null}
        </div>
        {loaderData.since ? <p className="mt-2 text-sm text-muted">{copy.renewHint}</p> : null}
      </SectionCard>
    </div>
  );
}
