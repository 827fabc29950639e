import { sitemapXml } from "#app/lib/sitemap.ts";

export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
