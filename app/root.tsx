import { lazy, type ReactNode, useContext, useEffect } from "react";
import { preload } from "react-dom";
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { findRedirect } from "#app/content/redirects.ts";
import { firstPaintHoldSource } from "#app/lib/first-paint-hold.ts";
import { FirstUseGate, ownerAppRunning, ScriptsOnFirstUse } from "#app/lib/owner-first-use.tsx";
import { errorPageMeta } from "#app/lib/route-errors.ts";
import { useIsOwnerSpace, useStartsOnFirstUse } from "#app/lib/route-handle.ts";
import { sameSiteTarget } from "#app/lib/safe-redirect.ts";

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

/**
 * The public pages' chrome and error screens, a module of their own. The server renders them into every public page
 * (its stream waits for them: no Suspense boundary, so not a byte changes in the page), and a public page loads no
 * React in the browser: the browser's React Router application is the owner's space, which draws its own chrome. So
 * the owner's pages no longer download them before their first interaction (decision 029); the benchmark's
 * client-only variant (bench/spa/), which draws them in the browser, loads them as the app starts.
 */
const publicShell = () => import("#app/components/layout/public-shell.tsx");
const PublicShell = lazy(() => publicShell().then((module) => ({ default: module.PublicShell })));
const PublicErrorScreen = lazy(() => publicShell().then((module) => ({ default: module.PublicErrorScreen })));

/**
 * An owner's page asks for its stylesheets before its scripts. React writes the scripts' preloads (React Router's
 * `<Scripts>`) into the head ahead of the stylesheets' links, so on a phone's link the first paint, which waits for
 * the stylesheets, queued behind some 25 scripts for the six connections a browser opens to the server. A preload
 * written while the head renders comes first among the preloads (decision 029).
 */
function StylesheetsFirst() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  for (const match of matches) for (const href of manifest?.routes[match.id]?.css ?? []) preload(href, { as: "style" });
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const ownerSpace = useIsOwnerSpace();
  // Under `npm run dev` React Router's bootstrap first imports the hot-reload runtime, which must run before the
  // page's modules; the first-use rewrite imports them all at once, so the development server starts every page at load.
  const startsOnFirstUse = useStartsOnFirstUse() && !import.meta.env.DEV;
  // Runs once the page is hydrated: the browser's React is only ever the owner's space (public pages never hydrate).
  useEffect(ownerAppRunning, []);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {ownerSpace ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own (first-paint-hold.ts).
          <script dangerouslySetInnerHTML={{ __html: firstPaintHoldSource }} />
        )}
        {startsOnFirstUse ? <FirstUseGate /> : null}
        <meta name="theme-color" content="#0c2340" />
        <Meta />
        {ownerSpace && !startsOnFirstUse ? <StylesheetsFirst /> : null}
        <Links nonce={documentNonce()} />
      </head>
      <body className={ownerSpace ? "flex min-h-dvh flex-col" : "public-page flex min-h-dvh flex-col"}>
        {ownerSpace ? (
          // The owner's space is an application: hydrated, with client-side navigation.
          <>
            {children}
            <ScrollRestoration />
            {startsOnFirstUse ? <ScriptsOnFirstUse /> : <Scripts />}
          </>
        ) : (
          <PublicShell>{children}</PublicShell>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicErrorScreen error={error} />;
}
