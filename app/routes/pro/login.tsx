import { data, Form, redirect, useNavigation } from "react-router";
import { ProTopBar } from "#app/components/pro/brand.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { PasskeyLoginButton } from "#app/components/pro/passkey-login-button.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { completeLogin } from "#app/services/pro/account-events.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { attemptPasswordLogin } from "#app/services/pro/login.server.ts";
import { safeReturnPath, sessionEndFrom } from "#app/services/pro/request.server.ts";
import { ownerSettings, ownerStore } from "#app/services/pro/service.server.ts";
import { currentSession } from "#app/services/pro/session.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { landingFor } from "#app/services/team/policy.ts";
import type { Route } from "./+types/login";
import "./pro.css";

export const handle: RouteHandle = { ownerSpace: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(proCopy.login.title, matches);

/** A throttled attempt tells the browser when to come back (Retry-After), on the page as on its data request. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("retour"));
  const signedIn = await currentSession(request);
  if (signedIn) throw redirect(landingFor(signedIn.role, returnTo), 303);
  const ended = sessionEndFrom(url.searchParams);
  const { session } = ownerSettings();
  return {
    returnTo,
    companyName: publishedCompany().name,
    companyShortName: publishedCompany().identity.shortName,
    loggedOut: url.searchParams.get("etat") === "deconnecte",
    sessionEnded: ended
      ? proCopy.login.sessionEnded[ended](proCopy.duration(ended === "idle" ? session.idleMs : session.absoluteMs))
      : null,
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const returnTo = safeReturnPath(field(form, "retour"));
  if (!email || !password) return data({ error: proCopy.login.missing, email }, { status: 400 });

  const address = clientAddress(request);
  const store = await ownerStore();
  const result = await attemptPasswordLogin(store, { email, password, address });
  if (result.outcome === "throttled") {
    const waitMinutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
    return data(
      { error: proCopy.login.throttled(waitMinutes), email },
      { status: 429, headers: { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) } },
    );
  }
  if (result.outcome === "invalid") {
    await recordAudit({ action: "login.failure", userId: null, email: email.slice(0, 254), address });
    return data({ error: proCopy.login.invalid, email }, { status: 401 });
  }
  const headers = await completeLogin(request, result, { action: "login.success" });
  throw redirect(landingFor(result.role, returnTo), { status: 303, headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/pro/connexion";
  const error = actionData?.error;
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <ProTopBar href="/pro/connexion" width="narrow" name={loaderData.companyName} />
      <main id="contenu" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{proCopy.login.title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">{proCopy.login.intro}</p>

          <div className="mt-5 space-y-3">
            {error ? (
              <Notice tone="error" id="login-error">
                {error}
              </Notice>
            ) : loaderData.sessionEnded ? (
              <Notice tone="info">{loaderData.sessionEnded}</Notice>
            ) : loaderData.loggedOut ? (
              <Notice tone="success">{proCopy.login.loggedOut}</Notice>
            ) : null}
          </div>

          <Form method="post" className="mt-5 space-y-4" aria-describedby={error ? "login-error" : undefined}>
            <input type="hidden" name="retour" value={loaderData.returnTo} />
            <TextField
              id="email"
              label={proCopy.login.email}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              defaultValue={actionData?.email ?? ""}
              aria-invalid={error ? true : undefined}
            />
            <TextField
              id="password"
              label={proCopy.login.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              aria-invalid={error ? true : undefined}
            />
            <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={submitting}>
              {submitting ? proCopy.login.submitting : proCopy.login.submit}
            </button>
          </Form>

          <div className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-muted">
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
            {proCopy.login.or}
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </div>
          <PasskeyLoginButton returnTo={loaderData.returnTo} />
        </div>
      </main>
    </div>
  );
}
