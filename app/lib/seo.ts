import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";

export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative path of the page, used for the canonical URL. */
  path: string;
  image?: string;
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Builds every head tag of a page; nobody writes meta tags by hand. */
export function getMeta({
  title,
  description,
  path,
  image = "/og-image.png",
  noindex = false,
}: PageMeta): MetaDescriptor[] {
  const canonical = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
