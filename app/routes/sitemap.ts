import { contentPaths } from "#app/content/pages.ts";
import { published } from "#app/content/published.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

export function loader() {
  // Every page shows the published values (the footer at least): a publication changes them all.
  const lastModified = published ? `<lastmod>${published.publishedAt.slice(0, 10)}</lastmod>` : "";
  const urls = contentPaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc>${lastModified}</url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
