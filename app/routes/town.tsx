import { ArticlesBlock } from "#app/components/sections/articles/articles-block.tsx";
import { LilleEmergency, LilleServicesAndNeighbourhoods } from "#app/components/sections/town/lille-sections.tsx";
import { TownAbout } from "#app/components/sections/town/town-about.tsx";
import { TownGallery } from "#app/components/sections/town/town-gallery.tsx";
import { TownHero } from "#app/components/sections/town/town-hero.tsx";
import { TownNeighbours } from "#app/components/sections/town/town-neighbours.tsx";
import { TownProjects } from "#app/components/sections/town/town-projects.tsx";
import { TownServices } from "#app/components/sections/town/town-services.tsx";
import { TownWhy } from "#app/components/sections/town/town-why.tsx";
import { ClosingBlock } from "#app/components/ui/closing-block.tsx";
import { articlesForTown } from "#app/content/articles.ts";
import { buildTownPage, townPageCopy } from "#app/content/town-pages/index.ts";
import { townPath } from "#app/content/towns.ts";
import { notFound } from "#app/lib/route-errors.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import { townServiceNode } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/town";

// Each town page ends with its own call to action naming the town.
export const handle: RouteHandle = { hideClosingCta: true };

export function loader({ params, request }: Route.LoaderArgs) {
  // The loader resolves the whole page so the 21 towns' texts stay out of the browser bundle.
  const page = buildTownPage(params.slug) ?? notFound(request);
  return { ...page, articles: articlesForTown(page.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? getMeta({
        ...loaderData.meta,
        path: townPath(loaderData.slug),
        jsonLd: townServiceNode({ slug: loaderData.slug, description: loaderData.meta.description }),
      })
    : [];

export default function TownPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <TownHero page={page} />
      <TownAbout page={page} />
      {page.projects ? <TownProjects projects={page.projects} /> : null}
      <TownGallery page={page} />
      <TownServices page={page} />
      {page.lille ? (
        <>
          <LilleServicesAndNeighbourhoods />
          <LilleEmergency time={page.lille.emergencyTime} />
        </>
      ) : null}
      {page.neighbours ? <TownNeighbours neighbours={page.neighbours} /> : null}
      <TownWhy page={page} />
      <ArticlesBlock articles={page.articles} background="bg-navy-50" />
      <ClosingBlock
        titleId="town-closing-title"
        title={page.closing.title}
        text={page.closing.text}
        actions={[
          { kind: "quote", label: townPageCopy.closing.quote },
          { kind: "call", label: townPageCopy.closing.call },
        ]}
      />
    </>
  );
}
