import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AnnouncementBanner } from "#app/components/layout/announcement-banner.tsx";
import { ClosingCta } from "#app/components/layout/closing-cta.tsx";
import { EmergencyBanner } from "#app/components/layout/emergency-banner.tsx";
import { FloatingCallButton } from "#app/components/layout/floating-call-button.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { InfoBar } from "#app/components/layout/info-bar.tsx";
import { ErrorScreen } from "#app/components/sections/errors/error-screen.tsx";
import { GoneScreen } from "#app/components/sections/errors/gone-screen.tsx";
import { NotFoundScreen } from "#app/components/sections/errors/not-found-screen.tsx";
import { layoutCopy } from "#app/content/layout.ts";
import { findRedirect } from "#app/content/redirects.ts";
import { IslandScripts, IslandsProvider } from "#app/lib/islands.tsx";
import { errorPageMeta, isGone, isNotFound } from "#app/lib/route-errors.ts";
import { useIsOwnerSpace, useShowsClosingCta } from "#app/lib/route-handle.ts";
import { sameSiteTarget } from "#app/lib/safe-redirect.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";

/**
 * The one place a moved or mistyped URL is answered, before any loader runs: a permanent redirect that keeps
 * the query string, for a document as for a client-side navigation. The latter's data request reaches the
 * middleware as it was sent (`/path.data?_routes=…`, React Router's pass-through requests), so its suffix and
 * React Router's own parameter are left out of the lookup and of the target.
 */
const redirectMovedPages: Route.MiddlewareFunction = ({ request }) => {
  const url = new URL(request.url);
  const target = findRedirect(url.pathname.replace(/\.data$/, ""));
  if (!target) return;
  url.searchParams.delete("_routes");
  const location = sameSiteTarget(`${target}${url.search}`, url.origin);
  if (location !== null) throw redirect(location, 301);
};

export const middleware: Route.MiddlewareFunction[] = [redirectMovedPages];

// The browser's icon is written into the page: a phone asks for no file for it, where the icon's request went out
// as the page finished loading, beside the first paint. The ICO stays a file, the format search engines read.
const faviconSvg = Object.values(
  import.meta.glob<string>("../public/favicon.svg", { query: "?raw", import: "default", eager: true }),
)[0];
if (!faviconSvg) throw new Error("public/favicon.svg is missing");

// No web manifest on the public site: a visitor has no use for installing a roofer's site, and a manifest linked
// there is one more request as the page finishes loading. The owner's space, which the owner installs on his
// phone, links its own (app/components/pro/meta.ts).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The meta of every error page, since every route's error reaches the root's ErrorBoundary (a 404 thrown by
 * `notFound`, a crash): the page gets a title and stays out of search indexes.
 */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorPageMeta(error) : []);

/**
 * The response's Content-Security-Policy nonce, in the browser. React Router hands the nonce to `<Links>` on the
 * server only, so its links (the development stylesheet among them) would hydrate without the nonce they were
 * rendered with, and React would report the difference. The browser hides the attribute once the page is
 * parsed, but keeps the value in the `nonce` property of each element that had one, the inline scripts too.
 * On the server, `<Links>` falls back to the response's own nonce when this is undefined.
 */
function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

/** The benchmark's client-only variant (bench/spa/) builds this same app as one React application in the browser. */
const clientOnlyVariant = typeof __CLIENT_ONLY_VARIANT__ !== "undefined" && __CLIENT_ONLY_VARIANT__ === true;

export function Layout({ children }: { children: ReactNode }) {
  const showsClosingCta = useShowsClosingCta();
  const ownerSpace = useIsOwnerSpace();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2340" />
        <Meta />
        <Links nonce={documentNonce()} />
      </head>
      <body className={ownerSpace ? "flex min-h-dvh flex-col" : "public-page flex min-h-dvh flex-col"}>
        {ownerSpace ? (
          // The owner's space is an application: hydrated, with client-side navigation.
          <>
            {children}
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          // A public page loads no React in the browser: only the islands it shows (app/lib/islands.tsx), and
          // the rules that fetch the next page ahead of the visitor's click.
          <IslandsProvider>
            <a
              href="#contenu"
              className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {layoutCopy.skipLink}
            </a>
            <section aria-label={layoutCopy.topBarLabel}>
              <AnnouncementBanner />
              <EmergencyBanner />
              <InfoBar />
            </section>
            <Header />
            <main id="contenu" className="flex-1">
              {children}
            </main>
            {showsClosingCta ? <ClosingCta /> : null}
            <Footer />
            <aside aria-label={layoutCopy.floatingCallRegion}>
              <FloatingCallButton />
            </aside>
            {clientOnlyVariant ? (
              <>
                <ScrollRestoration />
                <Scripts />
              </>
            ) : (
              <>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON block of our own (speculation-rules.ts). */}
                <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
                <IslandScripts />
              </>
            )}
          </IslandsProvider>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) return <NotFoundScreen />;
  if (isGone(error)) return <GoneScreen />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen message={message} />;
}
