import { absoluteUrl } from "#app/lib/seo.ts";

/** Prerendered to robots.txt: the whole site may be crawled, and the sitemap is announced with its absolute URL. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
