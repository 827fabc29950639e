import { useCallback, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { deviceLabel } from "#app/components/pro/device-label.ts";
import { KeyRoundIcon, MonitorSmartphoneIcon, TrashIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { CalendarDaysIcon, UsersIcon } from "#app/components/pro/nav-icons.tsx";
import { Notice } from "#app/components/pro/notice.tsx";
import { PasskeyRegistration } from "#app/components/pro/passkey-registration.tsx";
import { PushActivation } from "#app/components/pro/push-activation.tsx";
import { PushDevices } from "#app/components/pro/push-devices.tsx";
import { ReauthInForm } from "#app/components/pro/reauth-prompt.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { calendarFeedCopy } from "#app/content/job-client.ts";
import { proCopy } from "#app/content/pro.ts";
import { pushCopy } from "#app/content/push.ts";
import { teamCopy } from "#app/content/team.ts";
import { notifyAccountChange } from "#app/services/pro/account-events.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { hashPassword, passwordProblem } from "#app/services/pro/password.server.ts";
import { confirmWithPassword } from "#app/services/pro/reauth.server.ts";
import { ownerSettings, ownerStore } from "#app/services/pro/service.server.ts";
import { isRecentLogin, requireOwnerSession } from "#app/services/pro/session.server.ts";
import { pushKindsFor } from "#app/services/push/events.server.ts";
import { parseDeviceChoices } from "#app/services/push/forms.server.ts";
import { pushStore, wakeOutbox } from "#app/services/push/service.server.ts";
import { roleHolds, type TeamRole } from "#app/services/team/policy.ts";
import type { Route } from "./+types/account";

const copy = proCopy.account;

/** The current password is whatever it was; the new one must meet the length the policy asks for. */
const passwordFields = [
  { id: "current-password", name: "currentPassword", label: copy.password.current, autoComplete: "current-password" },
  { id: "new-password", name: "newPassword", label: copy.password.next, autoComplete: "new-password", minLength: 12 },
  {
    id: "confirm-password",
    name: "confirmPassword",
    label: copy.password.confirm,
    autoComplete: "new-password",
    minLength: 12,
  },
];

/** The changes to the account's access that need a recent login (REAUTH_SECONDS). */
const GUARDED_INTENTS = new Set(["logout-others", "delete-passkey"]);

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireOwnerSession(request);
  const store = await ownerStore();
  const sessions = await store.listSessions(session.userId);
  const passkeys = await store.listPasskeys(session.userId);
  const settings = ownerSettings();
  const pushes = await pushStore();
  const devices = await pushes.list(session.userId);
  return {
    email: session.email,
    role: teamCopy.roles[session.role],
    // The way to the team's screen, for the role the policy gives it to.
    managesTeam: roleHolds(session.role, "team"),
    push: {
      vapidPublicKey: (await pushes.vapidKeys()).publicKey,
      suggestedName: deviceLabel(request.headers.get("user-agent"), pushCopy.account.thisDevice),
      // Only what the role is ever told of is offered (a compagnon's phone gets no request, quote or invoice).
      kinds: pushKindsFor(session.role),
      devices: devices.map((device) => ({
        id: device.id,
        name: device.name,
        addedOn: proCopy.dateTime(device.createdAt),
        events: [...device.events],
        quietFrom: device.quietFrom ?? "",
        quietTo: device.quietTo ?? "",
        urgentRings: device.urgentRings,
      })),
    },
    reauthLimit: proCopy.duration(settings.reauthMs),
    sessionsIntro: copy.sessions.intro(
      proCopy.duration(settings.session.idleMs),
      proCopy.duration(settings.session.absoluteMs),
    ),
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

function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireOwnerSession(request);
  const form = await request.formData();
  const intent = textField(form, "intent");
  const store = await ownerStore();
  const audit = (action: string, detail?: string) =>
    recordAudit({
      action,
      userId: session.userId,
      email: session.email,
      address: clientAddress(request),
      ...(detail ? { detail } : {}),
    });

  // A session alone does not change who can enter: its login must be recent, or the owner confirms it here,
  // with his password sent along with the form (the passkey confirmation has already been recorded).
  if (GUARDED_INTENTS.has(intent) && !isRecentLogin(session)) {
    const asked = { reauth: intent, passkey: textField(form, "passkey"), list: textField(form, "list") };
    const password = textField(form, "reauthPassword");
    if (!password) return data(asked, { status: 403 });
    const confirmation = await confirmWithPassword(request, session, password);
    if (!confirmation.ok) return data({ ...asked, reauthError: confirmation.error }, { status: confirmation.status });
  }

  if (intent.startsWith("push-")) return pushAction(intent, form, session, audit);
  if (intent === "logout-others") {
    const closed = await store.deleteOtherSessions(session.userId, session.tokenHash);
    await audit("sessions.closed", String(closed));
    return { notice: copy.sessions.loggedOutOthers(closed) };
  }
  if (intent === "change-password") {
    const next = textField(form, "newPassword");
    if (next !== textField(form, "confirmPassword")) {
      return data({ passwordError: copy.password.mismatch }, { status: 400 });
    }
    const problem = await passwordProblem(next, session.email);
    if (problem) return data({ passwordError: proCopy.passwordProblems[problem] }, { status: 400 });
    // The current password is the confirmation this change needs, checked like a login (throttle included).
    const confirmation = await confirmWithPassword(request, session, textField(form, "currentPassword"));
    if (!confirmation.ok) {
      const error = confirmation.status === 401 ? copy.password.wrongCurrent : confirmation.error;
      return data({ passwordError: error }, { status: confirmation.status === 429 ? 429 : 400 });
    }
    const endOthers = form.get("endOthers") === "on";
    await store.setPassword(session.userId, await hashPassword(next), session.tokenHash, endOthers);
    await audit("password.changed", endOthers ? "autres sessions fermées" : undefined);
    await notifyAccountChange(request, session.email, { kind: "password.changed", otherSessionsClosed: endOthers });
    return { notice: copy.password.changed(endOthers) };
  }
  if (intent === "delete-passkey") {
    const removed = await store.deletePasskey(session.userId, Number(form.get("passkey")));
    if (removed) {
      await audit("passkey.removed", removed.name);
      await notifyAccountChange(request, session.email, { kind: "passkey.removed", passkeyName: removed.name });
      return { notice: copy.passkeys.removed };
    }
  }
  return data({ error: proCopy.errors.crashText }, { status: 400 });
}

/** The settings, test and removal of one of the account's push devices (decision 028). */
async function pushAction(
  intent: string,
  form: FormData,
  { userId, role }: { userId: number; role: TeamRole },
  audit: (action: string, detail?: string) => Promise<void>,
) {
  const pushes = await pushStore();
  const device = await pushes.find(userId, Number(textField(form, "device")));
  if (!device) return data({ error: pushCopy.account.errors.missing }, { status: 404 });
  if (intent === "push-save") {
    const parsed = parseDeviceChoices(form, pushKindsFor(role), device.events);
    if (!parsed.ok) return data({ error: parsed.error }, { status: 400 });
    await pushes.update(userId, device.id, parsed.name, parsed.choices);
    return { notice: pushCopy.account.saved(parsed.name) };
  }
  if (intent === "push-test") {
    await pushes.queue({ kind: "test", deviceName: device.name }, device.id);
    await wakeOutbox();
    return { notice: pushCopy.account.testSent(device.name) };
  }
  if (intent === "push-remove") {
    await pushes.remove(userId, device.id);
    await audit("push.device.removed", device.name);
    return { notice: pushCopy.account.removed(device.name) };
  }
  return data({ error: proCopy.errors.crashText }, { status: 400 });
}

type AccountData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

/** What the action asked to confirm, if anything, and where the prompt goes. */
function reauthAsked(actionData: ActionData) {
  if (!actionData || !("reauth" in actionData)) return null;
  return {
    intent: actionData.reauth,
    passkey: actionData.passkey,
    list: actionData.list,
    error: "reauthError" in actionData && typeof actionData.reauthError === "string" ? actionData.reauthError : null,
  };
}

/**
 * The account's passkeys with their creation date and last use, each with its "Supprimer": shown with the
 * passkeys and again beside the password change, so an unknown one can go at the same time.
 */
function PasskeyList({
  list,
  loaderData,
  actionData,
  busy,
}: {
  list: "passkeys" | "password";
  loaderData: AccountData;
  actionData: ActionData;
  busy: boolean;
}) {
  const asked = reauthAsked(actionData);
  if (loaderData.passkeys.length === 0) return <p className="text-sm text-muted">{copy.passkeys.none}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {loaderData.passkeys.map((passkey) => {
        const confirming =
          asked?.intent === "delete-passkey" && asked.passkey === String(passkey.id) && asked.list === list;
        return (
          <li key={passkey.id} className="px-4 py-3">
            <Form method="post">
              <input type="hidden" name="passkey" value={passkey.id} />
              <input type="hidden" name="list" value={list} />
              <div className="flex items-center gap-3">
                <KeyRoundIcon className="size-5 shrink-0 text-navy-700" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-semibold text-ink">{passkey.name}</p>
                  <p className="mt-0.5 text-muted">
                    {copy.passkeys.createdAt} {passkey.createdAt} · {copy.passkeys.lastUsed} :{" "}
                    {passkey.lastUsed ?? copy.passkeys.neverUsed}
                  </p>
                </div>
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
              </div>
              {confirming ? (
                <ReauthInForm
                  intent="delete-passkey"
                  limit={loaderData.reauthLimit}
                  hasPasskeys={loaderData.passkeys.length > 0}
                  error={asked.error}
                />
              ) : null}
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = loaderData.sessions.filter((entry) => !entry.current);
  const asked = reauthAsked(actionData);
  const hasPasskeys = loaderData.passkeys.length > 0;
  const [thisDevice, setThisDevice] = useState<number | null>(null);
  const onThisDevice = useCallback((id: number) => setThisDevice(id), []);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {copy.signedInAs} <strong className="font-semibold text-ink">{loaderData.email}</strong> · {loaderData.role}
        </p>
      </div>
      {actionData && "notice" in actionData ? <Notice tone="success">{actionData.notice}</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}

      {loaderData.managesTeam ? (
        <SectionCard id="team-title" title={teamCopy.title} intro={teamCopy.accountLinkHint}>
          <Link to="/pro/equipe" className={buttonClass("outline", "md", "w-full sm:w-auto")}>
            <UsersIcon className="size-4" />
            {teamCopy.accountLink}
          </Link>
        </SectionCard>
      ) : null}

      <SectionCard id="passkeys-title" title={copy.passkeys.title} intro={copy.passkeys.intro}>
        <PasskeyList list="passkeys" loaderData={loaderData} actionData={actionData} busy={busy} />
        <PasskeyRegistration reauthLimit={loaderData.reauthLimit} hasPasskeys={hasPasskeys} />
      </SectionCard>

      <SectionCard id="push-title" title={pushCopy.account.title} intro={pushCopy.account.intro}>
        <PushDevices
          devices={loaderData.push.devices}
          kinds={loaderData.push.kinds}
          thisDevice={thisDevice}
          busy={busy}
        />
        <PushActivation
          vapidPublicKey={loaderData.push.vapidPublicKey}
          suggestedName={loaderData.push.suggestedName}
          onThisDevice={onThisDevice}
        />
      </SectionCard>

      <SectionCard id="agenda-title" title={calendarFeedCopy.title} intro={calendarFeedCopy.accountHint}>
        <Link to="/pro/compte/agenda" className={buttonClass("outline", "md", "w-full sm:w-auto")}>
          <CalendarDaysIcon className="size-4" />
          {calendarFeedCopy.accountLink}
        </Link>
      </SectionCard>

      <SectionCard id="sessions-title" title={copy.sessions.title} intro={loaderData.sessionsIntro}>
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
            {asked?.intent === "logout-others" ? (
              <ReauthInForm
                intent="logout-others"
                limit={loaderData.reauthLimit}
                hasPasskeys={hasPasskeys}
                error={asked.error}
              />
            ) : null}
          </Form>
        )}
      </SectionCard>

      <SectionCard id="password-title" title={copy.password.title} intro={copy.password.intro}>
        <Form method="post" className="space-y-4" aria-describedby="password-hint">
          {actionData && "passwordError" in actionData ? (
            <Notice tone="error">{actionData.passwordError}</Notice>
          ) : null}
          {passwordFields.map((field) => (
            <TextField key={field.id} {...field} type="password" required maxLength={256} className="sm:max-w-md" />
          ))}
          <p id="password-hint" className="text-sm text-muted">
            {copy.password.hint}
          </p>
          <div className="flex items-start gap-3">
            <input
              id="end-others"
              name="endOthers"
              type="checkbox"
              defaultChecked
              aria-describedby="end-others-hint"
              className="mt-0.5 size-5 shrink-0 accent-navy-700"
            />
            <div className="text-sm">
              <label htmlFor="end-others" className="font-semibold text-ink">
                {copy.password.endOthers}
              </label>
              <p id="end-others-hint" className="mt-0.5 text-muted">
                {copy.password.endOthersHint}
              </p>
            </div>
          </div>
          <button
            type="submit"
            name="intent"
            value="change-password"
            className={buttonClass("primary", "md", "w-full sm:w-auto")}
            disabled={busy}
          >
            {copy.password.submit}
          </button>
        </Form>
        <h3 className="mt-6 text-base font-semibold text-navy-900">{copy.password.passkeysTitle}</h3>
        <div className="mt-2">
          <PasskeyList list="password" loaderData={loaderData} actionData={actionData} busy={busy} />
        </div>
      </SectionCard>
    </div>
  );
}
