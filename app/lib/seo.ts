import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "./site-url.ts";
import { type JsonLdNode, pageGraph } from "./structured-data.ts";

export { absoluteUrl, siteUrl } from "./site-url.ts";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** The share card (1200 × 630, JPEG): what a link to the site shows on social networks and messengers. */
export const defaultShareImage = { path: "/og-image.jpg", width: 1200, height: 630, type: "image/jpeg" } as const;

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative path of the page, used for the canonical URL and the breadcrumb trail. */
  path: string;
  image?: string;
  /** "article" for an article's page (Open Graph's og:type); every other page is a "website". */
  type?: "website" | "article";
  /** Links of the head beside the canonical one (an article list's Atom feed). */
  links?: readonly Record<string, string>[];
  /**
   * An error page: out of the index, without a canonical URL or structured data (it names no page of the
   * site), so the same page answers every unknown address.
   */
  noindex?: boolean;
  /** What the page itself is about (a Service, an FAQPage...), added to the company and breadcrumb nodes. */
  jsonLd?: readonly JsonLdNode[];
}

/** Builds every head tag of a page, structured data included; nobody writes meta tags by hand. */
export function getMeta({
  title,
  description,
  path,
  image,
  type = "website",
  links = [],
  noindex = false,
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const canonical = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? defaultShareImage.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(noindex ? [] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    ...links.map((link) => ({ tagName: "link", ...link })),
    { property: "og:type", content: type },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(noindex ? [] : [{ property: "og:url", content: canonical }]),
    { property: "og:image", content: imageUrl },
    ...(image
      ? []
      : [
          { property: "og:image:type", content: defaultShareImage.type },
          { property: "og:image:width", content: String(defaultShareImage.width) },
          { property: "og:image:height", content: String(defaultShareImage.height) },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  // Error pages stay out of the index and describe no business: no structured data there.
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ "script:ld+json": pageGraph(path, jsonLd) });
  return tags;
}
