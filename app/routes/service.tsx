import { ArticlesBlock } from "#app/components/sections/articles/articles-block.tsx";
import { ServiceHero } from "#app/components/sections/service/service-hero.tsx";
import { ServiceSections } from "#app/components/sections/service/service-sections.tsx";
import { articlesForService } from "#app/content/articles.ts";
import { getServicePage, isServiceSlug, type ServicePage } from "#app/content/service-pages/index.ts";
import { isServiceOffered, servicePath } from "#app/content/services.ts";
import { gone, notFound } from "#app/lib/route-errors.ts";
import { getMeta } from "#app/lib/seo.ts";
import { faqPage, serviceNode } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/service";

export function loader({ params, request }: Route.LoaderArgs) {
  // The page content travels as loader data so each page ships only its own copy, not all eleven.
  if (!isServiceSlug(params.slug)) notFound(request);
  if (!isServiceOffered(params.slug)) gone();
  return { page: getServicePage(params.slug), articles: articlesForService(params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? getMeta({
        ...loaderData.page.meta,
        path: servicePath(loaderData.page.slug),
        jsonLd: serviceJsonLd(loaderData.page),
      })
    : [];

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
  const { page, articles } = loaderData;
  return (
    <>
      <ServiceHero hero={page.hero} tone={page.tone} />
      <ServiceSections page={page} />
      <ArticlesBlock articles={articles} background="bg-navy-50" />
    </>
  );
}
