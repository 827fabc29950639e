import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture.tsx";
import { articleDate, articlePath, categoryOf } from "#app/content/articles.ts";
import type { OwnerArticle } from "#app/content/published.ts";
import { articleCover } from "./article-cover.ts";

const coverSizes = "(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw";

/** An article in a list: its cover, category, title as the link, summary and date. */
export function ArticleCard({ article, headingLevel = 2 }: { article: OwnerArticle; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cover = articleCover(article);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      {cover ? (
        <Picture image={cover.image} alt="" sizes={coverSizes} className="aspect-[3/2] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="eyebrow">{categoryOf(article.category).label}</p>
        <Heading className="heading-3 mt-2">
          <Link to={articlePath(article.slug)} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{article.summary}</p>
        <p className="mt-4 text-sm font-medium text-navy-800">
          <time dateTime={article.date}>{articleDate(article.date)}</time>
        </p>
      </div>
    </article>
  );
}
