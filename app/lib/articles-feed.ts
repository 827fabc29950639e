import { articlePath, articles, articlesCopy, articlesFeedPath, articlesPath } from "#app/content/articles.ts";
import { published } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "./seo.ts";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** YYYY-MM-DD as the start of that day in UTC, the form Atom's dates take (RFC 3339). */
function day(date: string): string {
  return `${date}T00:00:00Z`;
}

/**
 * The Atom feed of the articles (RFC 4287), newest first, twenty at most: each entry's title, summary and link,
 * every text escaped. Its `updated` is the newest article's day, or the publication's when that is later.
 */
export function articlesFeedXml(): string {
  const entries = articles.slice(0, 20);
  const newest = entries[0]?.date ? day(entries[0].date) : "2026-01-01T00:00:00Z";
  const updated = published && published.publishedAt > newest ? published.publishedAt : newest;
  const items = entries
    .map((article) => {
      const url = absoluteUrl(articlePath(article.slug));
      return [
        "  <entry>",
        `    <title>${xml(article.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
        `    <id>${xml(url)}</id>`,
        `    <published>${day(article.date)}</published>`,
        `    <updated>${day(article.date)}</updated>`,
        `    <summary>${xml(article.summary)}</summary>`,
        "  </entry>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">
  <title>${xml(articlesCopy.feed.title)}</title>
  <subtitle>${xml(articlesCopy.feed.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xml(absoluteUrl(articlesFeedPath))}"/>
  <link rel="alternate" type="text/html" href="${xml(absoluteUrl(articlesPath))}"/>
  <id>${xml(absoluteUrl(articlesPath))}</id>
  <updated>${updated}</updated>
  <author><name>${xml(site.name)}</name></author>
${items}
</feed>
`;
}
