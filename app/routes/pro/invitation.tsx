import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ProTopBar } from "#app/components/pro/brand.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { NewPasswordFields } from "#app/components/pro/new-password-fields.tsx";
import { Notice } from "#app/components/pro/notice.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import { teamCopy } from "#app/content/team.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { completeLogin } from "#app/services/pro/account-events.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { addressThrottleKey } from "#app/services/pro/login.server.ts";
import { hashPassword, passwordProblem } from "#app/services/pro/password.server.ts";
import { ownerStore } from "#app/services/pro/service.server.ts";
import { isHttps, tokenCookie, tokenFromCookies } from "#app/services/pro/session.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import { homeFor } from "#app/services/team/policy.ts";
import { teamStore } from "#app/services/team/service.server.ts";
import type { PendingInvite } from "#app/services/team/team-store.server.ts";
import type { Route } from "./+types/invitation";
import "./pro.css";

export const handle: RouteHandle = { ownerSpace: true };

const copy = teamCopy.accept;
const INVITATION_PATH = "/pro/invitation";

export const meta: Route.MetaFunction = ({ error, matches }) =>
  proMeta(error ? copy.invalidTitle : copy.title, matches);

/** A throttled check tells the browser when to come back, on the page as on its data request. */
export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => errorHeaders ?? actionHeaders;

/**
 * As for the setup link (setup.tsx): the first load moves the code into this cookie and sends the browser on to
 * the same page without it, so it stays out of the address bar, the history and any Referer.
 */
const COOKIE = "pro_invitation";

function cookieName(request: Request): string {
  return isHttps(request) ? `__Host-${COOKIE}` : COOKIE;
}

function invitationCookie(request: Request, code: string, maxAgeSeconds: number): string {
  return tokenCookie(cookieName(request), code, { maxAgeSeconds, sameSite: "Lax", https: isHttps(request) });
}

/** The same answer for a wrong, used, revoked or expired code: a stranger learns nothing. */
function notFound(): never {
  throw data({ companyName: publishedCompany().name }, { status: 404 });
}

/**
 * Every check of a code is charged to the client's address first, like the setup page's (5 per 15 minutes); the
 * right code clears the count, so only guesses pile up.
 */
async function checkCode(request: Request, code: string | undefined): Promise<PendingInvite> {
  if (!code) notFound();
  const store = await ownerStore();
  const keys = [`invitation:${addressThrottleKey(clientAddress(request))}`];
  const blockedUntil = await store.chargeAttempt(keys);
  if (blockedUntil !== null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil - Date.now()) / 1000));
    throw data(
      { companyName: publishedCompany().name, waitMinutes: Math.ceil(retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  const invite = await (await teamStore()).findInvite(code);
  if (!invite) notFound();
  await store.clearFailures(keys);
  return invite;
}

export async function loader({ request }: Route.LoaderArgs) {
  const fromLink = new URL(request.url).searchParams.get("code");
  if (fromLink !== null) {
    const invite = await checkCode(request, fromLink);
    // The cookie lives as long as the invitation still does.
    const maxAgeSeconds = Math.max(1, Math.floor((invite.expiresAt - Date.now()) / 1000));
    throw redirect(INVITATION_PATH, {
      status: 303,
      headers: { "Set-Cookie": invitationCookie(request, fromLink, maxAgeSeconds) },
    });
  }
  const invite = await checkCode(request, tokenFromCookies(request.headers.get("cookie"), cookieName(request)));
  const { identity } = publishedCompany();
  return {
    companyName: identity.name,
    companyShortName: identity.shortName,
    email: invite.email,
    name: invite.displayName,
    role: teamCopy.roles[invite.role],
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request }: Route.ActionArgs) {
  const code = tokenFromCookies(request.headers.get("cookie"), cookieName(request));
  const invite = await checkCode(request, code);
  const form = await request.formData();
  const password = field(form, "password");
  const refuse = (error: string) => data({ error }, { status: 400 });
  if (!password || !field(form, "confirm")) return refuse(copy.missing);
  // The same rules as the setup page and `npm run pro -- add-user`.
  const problem = await passwordProblem(password, invite.email);
  if (problem) return refuse(proCopy.passwordProblems[problem]);
  if (field(form, "confirm") !== password) return refuse(copy.mismatch);

  const accepted = await (await teamStore()).accept(code ?? "", await hashPassword(password));
  if (!accepted.ok) notFound();
  const { user } = accepted;
  const headers = await completeLogin(
    request,
    { userId: user.id, email: user.email },
    { action: "team.joined", detail: `${copy.auditDetail}, ${user.role}` },
  );
  headers.append("Set-Cookie", invitationCookie(request, "", 0));
  throw redirect(homeFor(user.role), { status: 303, headers });
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === INVITATION_PATH;
  const error = actionData?.error;
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <ProTopBar href={INVITATION_PATH} width="narrow" name={loaderData.companyName} />
      <main id="contenu" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{copy.title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {copy.intro(loaderData.companyName, loaderData.role)}
          </p>
          {error ? (
            <div className="mt-5">
              <Notice tone="error" id="invitation-error">
                {error}
              </Notice>
            </div>
          ) : null}
          <Form method="post" className="mt-5 space-y-4" aria-describedby={error ? "invitation-error" : undefined}>
            <TextField
              id="email"
              label={copy.email}
              name="email"
              type="email"
              autoComplete="username"
              readOnly
              value={loaderData.email}
            />
            <NewPasswordFields copy={copy} submitting={submitting} />
          </Form>
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = isRouteErrorResponse(error) ? (error.data as { companyName?: string; waitMinutes?: number }) : null;
  const [title, text] =
    status === 404
      ? [copy.invalidTitle, copy.invalidText]
      : status === 429
        ? [copy.title, copy.throttled(details?.waitMinutes ?? 15)]
        : [proCopy.errors.crashTitle, proCopy.errors.crashText];
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <ProTopBar href="/pro/connexion" width="narrow" name={details?.companyName ?? proCopy.companyName} />
      <main id="contenu" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        <div className="rounded-card border border-line bg-white p-6 shadow-card">
          <h1 className="text-xl font-bold text-navy-900">{title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          <Link to="/pro/connexion" className={buttonClass("outline", "md", "mt-5 w-full")}>
            {copy.toLogin}
          </Link>
        </div>
      </main>
    </div>
  );
}
