import type { MetaDescriptor } from "react-router";
import { type PageTags, pageTags } from "./page-tags.ts";
import { type JsonLdNode, pageGraph } from "./structured-data.ts";

export { absoluteUrl, siteUrl } from "./site-url.ts";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export { defaultShareImage } from "./page-tags.ts";

export interface PageMeta extends PageTags {
  /** What the page itself is about (a Service, an FAQPage...), added to the company and breadcrumb nodes. */
  jsonLd?: readonly JsonLdNode[];
}

/** Builds every head tag of a page, structured data included; nobody writes meta tags by hand. */
export function getMeta({ jsonLd = [], ...page }: PageMeta): MetaDescriptor[] {
  // Error pages stay out of the index and describe no business: no structured data there.
  return page.noindex ? pageTags(page) : [...pageTags(page), { "script:ld+json": pageGraph(page.path, jsonLd) }];
}
