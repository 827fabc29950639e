import { data, Form, useNavigation } from "react-router";
import { deviceLabel } from "#app/components/pro/device-label.ts";
import { KeyRoundIcon, MonitorSmartphoneIcon, TrashIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { PasskeyRegistration } from "#app/components/pro/passkey-registration.tsx";
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
  const passkeys = await store.listPasskeys(session.userId);
  return {
    email: session.email,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: proCopy.dateTime(passkey.createdAt),
      lastUsed: passkey.lastUsedAt ? proCopy.dateTime(passkey.lastUsedAt) : null,
    })),
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
  if (intent === "delete-passkey") {
    const removed = await store.deletePasskey(session.userId, Number(form.get("passkey")));
    if (removed) {
      await audit("passkey.removed", removed.name);
      return { notice: copy.passkeys.removed };
    }
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

      <SectionCard id="passkeys-title" title={copy.passkeys.title} intro={copy.passkeys.intro}>
        {loaderData.passkeys.length === 0 ? (
          <p className="text-sm text-muted">{copy.passkeys.none}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {loaderData.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex items-center gap-3 px-4 py-3">
                <KeyRoundIcon className="size-5 shrink-0 text-navy-700" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-semibold text-ink">{passkey.name}</p>
                  <p className="mt-0.5 text-muted">
                    {copy.passkeys.createdAt} {passkey.createdAt} · {copy.passkeys.lastUsed} :{" "}
                    {passkey.lastUsed ?? copy.passkeys.neverUsed}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete-passkey"
                    aria-label={copy.passkeys.removeLabel(passkey.name)}
                    className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold text-emergency-700 hover:bg-emergency-50"
                    disabled={busy}
                  >
                    <TrashIcon className="size-4" />
                    <span className="hidden sm:inline">{copy.passkeys.remove}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyRegistration />
      </SectionCard>

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
        {others.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{copy.sessions.none}</p>
        ) : (
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
        )}
      </SectionCard>
    </div>
  );
}
