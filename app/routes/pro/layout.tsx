import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ProTopBar } from "#app/components/pro/brand.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { OwnerHeader } from "#app/components/pro/owner-nav.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { proCopy } from "#app/content/pro.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { Route } from "./+types/layout";
import "./pro.css";

export const handle: RouteHandle = { ownerSpace: true };

/**
 * Every page under this layout belongs to a signed-in owner. The server's guard already refused strangers;
 * this check stands on its own, so a route added here is closed even if the guard were bypassed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const { identity } = publishedCompany();
  return {
    email: owner.email,
    role: owner.role,
    displayName: owner.displayName,
    companyName: identity.name,
    companyShortName: identity.shortName,
  };
}

export default function OwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {proCopy.skipLink}
      </a>
      <OwnerHeader companyName={loaderData.companyName} role={loaderData.role} />
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-24 sm:px-6 lg:pb-12">
        <Outlet />
      </main>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error
    ? proMeta(
        isRouteErrorResponse(error) && error.status === 404 ? proCopy.errors.notFoundTitle : proCopy.errors.crashTitle,
        matches,
      )
    : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // When the layout's loader itself failed (a session that ended, a crash) the published name is not at hand.
  const companyName = useRouteLoaderData<typeof loader>("routes/pro/layout")?.companyName ?? proCopy.companyName;
  // A session that ended while the owner worked: loading the page he asked for sends him to the login page,
  // which says why the session ended and brings him back here.
  const reconnectHref = `${location.pathname}${location.search}`;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 401
      ? [proCopy.errors.unauthorizedTitle, proCopy.errors.unauthorizedText]
      : status === 404
        ? [proCopy.errors.notFoundTitle, proCopy.errors.notFoundText]
        : [proCopy.errors.crashTitle, proCopy.errors.crashText];
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <ProTopBar href="/pro" width="wide" name={companyName} />
      <main id="contenu" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
        <div className="rounded-card border border-line bg-white p-6 shadow-card">
          <h1 className="text-xl font-bold text-navy-900">{title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          {status === 401 ? (
            <a href={reconnectHref} className={buttonClass("primary", "md", "mt-5 w-full")}>
              {proCopy.errors.reconnect}
            </a>
          ) : (
            <Link to="/pro" className={buttonClass("outline", "md", "mt-5 w-full")}>
              {proCopy.errors.backToInbox}
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}
