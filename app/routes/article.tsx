import { Link } from "react-router";
import { ArticleBody } from "#app/components/sections/articles/article-body.tsx";
import { articleCover } from "#app/components/sections/articles/article-cover.ts";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ClosingBlock } from "#app/components/ui/closing-block.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import {
  articleDate,
  articlePath,
  articlesCopy,
  articlesFeedPath,
  categoryOf,
  findArticle,
  readingMinutes,
} from "#app/content/articles.ts";
import { servicePath, services } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { findTown, townPath } from "#app/content/towns.ts";
import { parseArticleBody, plainText } from "#app/lib/article-markdown.ts";
import { notFound } from "#app/lib/route-errors.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { absoluteUrl, getMeta, TITLE_MAX } from "#app/lib/seo.ts";
import { blogPosting, breadcrumbTrail } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/article";

// An article ends on its service's call to action, in place of the shared one.
export const handle: RouteHandle = { hideClosingCta: true };

export function loader({ params, request }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) notFound(request);
  // The editor refused any body that does not parse, so a failure here is a bug: the render stops, and with it
  // the publication (decision 017), rather than a page going out without its text.
  const parsed = parseArticleBody(article.body, article.photos.length);
  if (!parsed.ok) throw new Error(`article ${article.slug}: ${parsed.errors.join(" ")}`);
  const cover = articleCover(article);
  const related = {
    services: services.filter((service) => article.services.includes(service.slug)),
    towns: article.towns.flatMap((slug) => findTown(slug) ?? []),
  };
  return {
    article,
    blocks: parsed.blocks,
    cover,
    minutes: readingMinutes(`${article.summary} ${plainText(parsed.blocks)}`),
    related: {
      services: related.services.map((service) => ({ path: servicePath(service.slug), name: service.title })),
      towns: related.towns.map((town) => ({ path: townPath(town.slug), name: town.name })),
    },
  };
}

/** The article's title with the company's short name when both fit the 60 characters a result shows. */
function pageTitle(title: string): string {
  const withName = `${title} | ${site.shortName}`;
  return withName.length <= TITLE_MAX ? withName : title;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { article, cover } = loaderData;
  const image = cover ? absoluteUrl(cover.image.src) : null;
  return getMeta({
    title: pageTitle(article.title),
    description: article.summary,
    path: articlePath(article.slug),
    type: "article",
    ...(cover ? { image: cover.image.src } : {}),
    links: [{ rel: "alternate", type: "application/atom+xml", href: articlesFeedPath, title: articlesCopy.feed.title }],
    jsonLd: [blogPosting(article, image)],
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, blocks, cover, minutes, related } = loaderData;
  const service = related.services[0];
  return (
    <>
      <PageHero
        titleId="article-title"
        eyebrow={categoryOf(article.category).label}
        title={article.title}
        text={article.summary}
        breadcrumb={<Breadcrumb trail={breadcrumbTrail(articlePath(article.slug))} />}
      >
        <p className="mt-5 text-sm text-navy-100">
          {articlesCopy.published} <time dateTime={article.date}>{articleDate(article.date)}</time> ·{" "}
          {articlesCopy.minutes(minutes)}
        </p>
      </PageHero>
      <article aria-labelledby="article-title" className="section bg-white">
        <div className="container-page max-w-3xl">
          {cover ? (
            <Picture
              image={cover.image}
              alt={cover.alt}
              sizes="(min-width: 768px) 720px, 100vw"
              priority
              className="mb-10 aspect-[3/2] w-full rounded-card object-cover"
            />
          ) : null}
          <ArticleBody blocks={blocks} photos={article.photos} />
          {related.services.length + related.towns.length > 0 ? (
            <nav aria-labelledby="article-related" className="mt-12 border-t border-line pt-6">
              <h2 id="article-related" className="heading-3">
                {articlesCopy.related}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {[...related.services, ...related.towns].map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-navy-800 hover:bg-navy-50"
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </article>
      <ClosingBlock
        titleId="article-closing-title"
        title={service ? articlesCopy.closing.title(service.name) : articlesCopy.closing.fallback}
        text={articlesCopy.closing.text}
        actions={[
          { kind: "quote", label: articlesCopy.closing.quote },
          { kind: "call", label: articlesCopy.closing.call },
        ]}
      />
    </>
  );
}
