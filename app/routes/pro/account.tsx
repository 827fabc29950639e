import { data, Form, useNavigation } from "react-router";
import { deviceLabel } from "#app/components/pro/device-label.ts";
import { MonitorSmartphoneIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { ownerStore } from "#app/services/pro/service.server.ts";
import { requireOwnerSession } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/account";

const copy = proCopy.account;

export const meta: Route.MetaFunction = () => proMeta(copy.title);

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireOwnerSession(request);
  const store = await ownerStore();
  const sessions = await store.listSessions(session.userId);
  return {
    email: session.email,
    sessions: sessions.map((entry) => ({
      current: entry.tokenHash === session.tokenHash,
      device: deviceLabel(entry.userAgent, copy.sessions.unknownDevice),
      address: entry.address,
      lastSeen: proCopy.dateTime(entry.lastSeenAt),
      key: entry.tokenHash.slice(0, 12),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const store = await ownerStore();
  const audit = (action: string, detail?: string) =>
    recordAudit({
      action,
      userId: session.userId,
      email: session.email,
      address: clientAddress(request),
      ...(detail ? { detail } : {}),
    });
  if (intent === "logout-others") {
    const closed = await store.deleteOtherSessions(session.userId, session.tokenHash);
    await audit("sessions.closed", String(closed));
    return { notice: copy.sessions.loggedOutOthers(closed) };
  }
  return data({ error: proCopy.errors.crashText }, { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = loaderData.sessions.filter((entry) => !entry.current);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {copy.signedInAs} <strong className="font-semibold text-ink">{loaderData.email}</strong>
        </p>
      </div>
      {actionData && "notice" in actionData ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}

      <SectionCard id="sessions-title" title={copy.sessions.title} intro={copy.sessions.intro}>
        <ul className="divide-y divide-line rounded-lg border border-line">
          {loaderData.sessions.map((entry) => (
            <li key={entry.key} className="flex items-start gap-3 px-4 py-3">
              <MonitorSmartphoneIcon className="mt-0.5 size-5 shrink-0 text-navy-700" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-ink">
                  {entry.device}
                  {entry.current ? (
                    <span className="ml-2 rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
                      {copy.sessions.current}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-muted">
                  {copy.sessions.lastSeen} : {entry.lastSeen}
                  {entry.address ? ` · ${copy.sessions.address} ${entry.address}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {others.length === 0 ? <p className="mt-3 text-sm text-muted">{copy.sessions.none}</p> : null}
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="logout-others"
            className={buttonClass("outline", "md", "w-full sm:w-auto")}
            disabled={busy}
          >
            {copy.sessions.logoutOthers}
          </button>
        </Form>
      </SectionCard>
    </div>
  );
}
