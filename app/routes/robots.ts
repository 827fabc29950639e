import { absoluteUrl } from "#app/lib/seo.ts";

/**
 * Prerendered to robots.txt: the public site may be crawled, the owner's space may not (its pages also say
 * noindex), and the sitemap is announced with its absolute URL.
 */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /pro", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join(
    "\n",
  );
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
