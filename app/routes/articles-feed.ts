import { articlesFeedXml } from "#app/lib/articles-feed.ts";

export function loader() {
  return new Response(articlesFeedXml(), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
