import { listedPaths } from "#app/content/pages.ts";
import { published } from "#app/content/published.ts";
import { absoluteUrl } from "./seo.ts";

/**
 * The sitemap of every content page. Every page shows the published values (the footer at least), so a
 * publication dates them all with its day.
 */
export function sitemapXml(): string {
  const lastModified = published ? `<lastmod>${published.publishedAt.slice(0, 10)}</lastmod>` : "";
  const urls = listedPaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc>${lastModified}</url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
