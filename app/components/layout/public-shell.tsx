import type { ReactNode } from "react";
import { isRouteErrorResponse, Scripts, ScrollRestoration } from "react-router";
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
import { IslandScripts, IslandsProvider } from "#app/lib/islands.tsx";
import { isGone, isNotFound } from "#app/lib/route-errors.ts";
import { useShowsClosingCta } from "#app/lib/route-handle.ts";
import { speculationRules } from "#app/lib/speculation-rules.ts";

/** The benchmark's client-only variant (bench/spa/) builds this same app as one React application in the browser. */
const clientOnlyVariant = typeof __CLIENT_ONLY_VARIANT__ !== "undefined" && __CLIENT_ONLY_VARIANT__ === true;

/**
 * A public page's chrome around its content: banners, header, footer, call buttons. A public page loads no React in
 * the browser: only the islands it shows (app/lib/islands.tsx), and the rules that fetch the next page ahead of the
 * visitor's click.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const showsClosingCta = useShowsClosingCta();
  return (
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
  );
}

/** What the root's ErrorBoundary draws on a public page: the missing page, the page removed, or the crash. */
export function PublicErrorScreen({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundScreen />;
  if (isGone(error)) return <GoneScreen />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen message={message} />;
}
