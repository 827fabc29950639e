import { MoreLink } from "#app/components/ui/more-link.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import { articlesCopy, articlesPath } from "#app/content/articles.ts";
import type { OwnerArticle } from "#app/content/published.ts";
import { ArticleCard } from "./article-card.tsx";

/** "Conseils et actualités" on a service or town page: the articles that name it; no section while there are none. */
export function ArticlesBlock({
  articles,
  background = "bg-white",
}: {
  articles: readonly OwnerArticle[];
  background?: SectionBackground;
}) {
  if (articles.length === 0) return null;
  return (
    <PageSection titleId="articles-block-title" heading={{ title: articlesCopy.block.title }} background={background}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={3} />
          </li>
        ))}
      </ul>
      <MoreLink to={articlesPath}>{articlesCopy.block.all}</MoreLink>
    </PageSection>
  );
}
