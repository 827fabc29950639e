import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ProTopBar } from "#app/components/pro/brand.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { NewPasswordFields } from "#app/components/pro/new-password-fields.tsx";
import { Notice } from "#app/components/pro/notice.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { SETUP_PATH } from "#app/lib/setup-path.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { completeLogin } from "#app/services/pro/account-events.server.ts";
import { clientAddress } from "#app/services/pro/audit.server.ts";
import { isEmail } from "#app/services/pro/cli.server.ts";
import { addressThrottleKey } from "#app/services/pro/login.server.ts";
import { hashPassword, passwordProblem } from "#app/services/pro/password.server.ts";
import { ownerStore } from "#app/services/pro/service.server.ts";
import { isHttps, tokenCookie, tokenFromCookies } from "#app/services/pro/session.server.ts";
import { SETUP_CODE_LIFETIME_MS, SetupCodes } from "#app/services/pro/setup.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/setup";
import "./pro.css";

export const handle: RouteHandle = { ownerSpace: true };

const copy = proCopy.setup;

export const meta: Route.MetaFunction = ({ error, matches }) =>
  proMeta(error ? copy.invalidTitle : copy.title, matches);

/** A throttled check tells the browser when to come back, on the page as on its data request. */
export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => errorHeaders ?? actionHeaders;

/**
 * The code travels in the link once: the first load moves it into this cookie (HttpOnly, Lax so that the
 * redirect from a link opened in another app still carries it) and sends the browser on to the same page without
 * it, so it stays out of the address bar, the history and any Referer.
 */
const COOKIE = "pro_setup";

function cookieName(request: Request): string {
  return isHttps(request) ? `__Host-${COOKIE}` : COOKIE;
}

function setupCookie(request: Request, code: string, maxAgeSeconds: number): string {
  return tokenCookie(cookieName(request), code, { maxAgeSeconds, sameSite: "Lax", https: isHttps(request) });
}

/** The same answer for a wrong, used or expired code and once an account exists: a stranger learns nothing. */
function notFound(): never {
  throw data({ companyName: publishedCompany().name }, { status: 404 });
}

/**
 * Every check of a code (from the link or from the cookie, which a stranger can forge alike) is charged to the
 * client's address first, in the database, like a password login (5 per 15 minutes): the right code clears the
 * count, so only guesses pile up. A 256-bit code is out of reach anyway; the limit keeps guessing from costing
 * the database a transaction per try.
 */
async function checkCode(request: Request, code: string | undefined): Promise<SetupCodes> {
  const codes = new SetupCodes((await getLeads()).database.db);
  if (!code) notFound();
  const store = await ownerStore();
  const keys = [`setup:${addressThrottleKey(clientAddress(request))}`];
  const blockedUntil = await store.chargeAttempt(keys);
  if (blockedUntil !== null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((blockedUntil - Date.now()) / 1000));
    throw data(
      { companyName: publishedCompany().name, waitMinutes: Math.ceil(retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  if (!(await codes.isValid(code))) notFound();
  await store.clearFailures(keys);
  return codes;
}

export async function loader({ request }: Route.LoaderArgs) {
  const fromLink = new URL(request.url).searchParams.get("code");
  if (fromLink !== null) {
    await checkCode(request, fromLink);
    throw redirect(SETUP_PATH, {
      status: 303,
      headers: { "Set-Cookie": setupCookie(request, fromLink, SETUP_CODE_LIFETIME_MS / 1000) },
    });
  }
  await checkCode(request, tokenFromCookies(request.headers.get("cookie"), cookieName(request)));
  const { identity } = publishedCompany();
  return { companyName: identity.name, companyShortName: identity.shortName };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request }: Route.ActionArgs) {
  const code = tokenFromCookies(request.headers.get("cookie"), cookieName(request));
  const codes = await checkCode(request, code);
  const form = await request.formData();
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const refuse = (error: string) => data({ error, email }, { status: 400 });
  if (!email || !password || !field(form, "confirm")) return refuse(copy.missing);
  if (!isEmail(email)) return refuse(copy.badEmail);
  // The same rules as `npm run pro -- add-user`.
  const problem = await passwordProblem(password, email);
  if (problem) return refuse(proCopy.passwordProblems[problem]);
  if (field(form, "confirm") !== password) return refuse(copy.mismatch);

  const claimed = await codes.claim(code ?? "", email, await hashPassword(password));
  if (claimed.outcome !== "created") notFound();
  const headers = await completeLogin(
    request,
    { userId: claimed.user.id, email: claimed.user.email },
    { action: "user.added", detail: copy.auditDetail },
  );
  headers.append("Set-Cookie", setupCookie(request, "", 0));
  throw redirect("/pro", { status: 303, headers });
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === SETUP_PATH;
  const error = actionData?.error;
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <ProTopBar href={SETUP_PATH} width="narrow" name={loaderData.companyName} />
      <main id="contenu" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{copy.title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">{copy.intro}</p>
          {error ? (
            <div className="mt-5">
              <Notice tone="error" id="setup-error">
                {error}
              </Notice>
            </div>
          ) : null}
          <Form method="post" className="mt-5 space-y-4" aria-describedby={error ? "setup-error" : undefined}>
            <TextField
              id="email"
              label={copy.email}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              defaultValue={actionData?.email ?? ""}
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
  const waitMinutes = details?.waitMinutes ?? 15;
  const [title, text] =
    status === 404
      ? [copy.invalidTitle, copy.invalidText]
      : status === 429
        ? [copy.title, copy.throttled(waitMinutes)]
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
