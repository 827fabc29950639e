import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "./site-url.ts";

// A module apart from seo.ts, which adds the structured data: the error pages' tags (route-errors.ts), which the
// root route brings to every owner's page in the browser, then need none of the towns' and services' tables.

/** The share card (1200 × 630, JPEG): what a link to the site shows on social networks and messengers. */
export const defaultShareImage = { path: "/og-image.jpg", width: 1200, height: 630, type: "image/jpeg" } as const;

export interface PageTags {
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
}

/** A page's head tags but its structured data: title, description, canonical URL, share card, robots. */
export function pageTags({
  title,
  description,
  path,
  image,
  type = "website",
  links = [],
  noindex = false,
}: PageTags): MetaDescriptor[] {
  const canonical = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? defaultShareImage.path);
  return [
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
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
