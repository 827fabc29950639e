import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "#app/components/sections/articles/article-card.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import {
  articleListPath,
  articlePage,
  articlesCopy,
  articlesFeedPath,
  categoryOf,
  isArticleCategory,
  usedCategories,
} from "#app/content/articles.ts";
import { notFound } from "#app/lib/route-errors.ts";
import { getMeta } from "#app/lib/seo.ts";
import { breadcrumbTrail } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/articles";

const copy = articlesCopy;

/**
 * The list of articles, newest first, ten a page: /articles, /articles/page/2, and the same for one category,
 * /articles/categorie/conseils(/page/2). Every page is a file of the build or of a publication's set.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const category = params.category === undefined ? null : isArticleCategory(params.category) ? params.category : "";
  const page = params.page === undefined ? 1 : /^[2-9]\d{0,3}$/.test(params.page) ? Number(params.page) : 0;
  if (category === "") return notFound(request);
  const found = articlePage(category, page);
  if (!found) return notFound(request);
  return {
    category,
    page,
    pages: found.pages,
    items: found.items,
    filters: usedCategories().map((entry) => ({ key: entry.key, label: entry.label })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { category, page } = loaderData;
  const text = category
    ? copy.categoryMeta(categoryOf(category).title, page)
    : page > 1
      ? copy.pageMeta(page)
      : copy.meta;
  return getMeta({
    ...text,
    path: articleListPath(category, page),
    links: [{ rel: "alternate", type: "application/atom+xml", href: articlesFeedPath, title: copy.feed.title }],
  });
};

const chipClass =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold border-white/25 hover:bg-white/10";

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { category, page, pages, items, filters } = loaderData;
  const path = articleListPath(category, page);
  return (
    <>
      <PageHero
        titleId="articles-title"
        eyebrow={copy.hero.eyebrow}
        title={category ? categoryOf(category).title : copy.hero.title}
        text={copy.hero.text}
        breadcrumb={<Breadcrumb trail={breadcrumbTrail(path)} />}
      >
        {/* Even one category gets its chip: its page is prerendered and in the sitemap, so a link must lead to it. */}
        {filters.length > 0 ? (
          <nav aria-label={copy.filters} className="mt-7">
            <ul className="flex flex-wrap gap-2">
              {[{ key: null, label: copy.all }, ...filters].map((filter) => {
                const current = filter.key === category;
                return (
                  <li key={filter.key ?? "tous"}>
                    <Link
                      to={articleListPath(filter.key)}
                      aria-current={current ? "page" : undefined}
                      className={`${chipClass} ${current ? "bg-white text-navy-900 hover:bg-white" : "text-white"}`}
                    >
                      {filter.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </PageHero>
      {/* Not a second region named by the hero's title: the list belongs to the page's one heading. */}
      <div className="section bg-surface">
        <div className="container-page">
          {items.length === 0 ? (
            <p className="text-center text-muted">{copy.none}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={copy.pagination} className="mt-10 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link
                  to={articleListPath(category, page - 1)}
                  rel="prev"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-800 hover:underline"
                >
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {copy.previous}
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted">{copy.pageOf(page, pages)}</p>
              {page < pages ? (
                <Link
                  to={articleListPath(category, page + 1)}
                  rel="next"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-800 hover:underline"
                >
                  {copy.next}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}
