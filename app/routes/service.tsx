import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorScreen } from "#app/components/sections/error-screen.tsx";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import { ServiceHero } from "#app/components/sections/service/service-hero.tsx";
import { ServiceSections } from "#app/components/sections/service/service-sections.tsx";
import { notFoundCopy } from "#app/content/errors.ts";
import { findRedirect } from "#app/content/redirects.ts";
import { getServicePage, isServiceSlug, type ServicePage } from "#app/content/service-pages/index.ts";
import { servicePath } from "#app/content/services.ts";
import { getMeta } from "#app/lib/seo.ts";
import { faqPage, serviceNode } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/service";

export function loader({ params, request }: Route.LoaderArgs) {
  // The page content travels as loader data so each page ships only its own copy, not all eleven.
  if (isServiceSlug(params.slug)) return { page: getServicePage(params.slug) };
  const { pathname, search } = new URL(request.url);
  const target = findRedirect(pathname);
  if (target) throw redirect(`${target}${search}`, 301);
  console.warn(`404 Not Found: ${pathname}`);
  throw data(null, { status: 404, statusText: "Not Found" });
}

// With its own boundary the route keeps its meta on errors, so the 404 gets a title and noindex.
export const meta: Route.MetaFunction = ({ data: loaderData, location }) =>
  loaderData
    ? getMeta({
        ...loaderData.page.meta,
        path: servicePath(loaderData.page.slug),
        jsonLd: serviceJsonLd(loaderData.page),
      })
    : getMeta({
        title: notFoundCopy.metaTitle,
        description: notFoundCopy.frenchTitle,
        path: location.pathname,
        noindex: true,
      });

/** The page's Service, plus an FAQPage built from the very questions its accordion shows. */
function serviceJsonLd(page: ServicePage) {
  const path = servicePath(page.slug);
  const faq = page.sections.flatMap((section) => (section.kind === "faq" ? section.items : []));
  return [
    serviceNode({ slug: page.slug, name: page.hero.title, description: page.meta.description }),
    ...(faq.length > 0 ? [faqPage(path, faq)] : []),
  ];
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ServiceHero hero={page.hero} tone={page.tone} />
      <ServiceSections page={page} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen message={message} />;
}
