import type { MetaDescriptor } from "react-router";
import { proCopy } from "#app/content/pro.ts";

/**
 * Every page of the owner's space: its title, and `noindex` in the page as well as in the X-Robots-Tag
 * header the server adds, so no search engine keeps one even if a link leaks.
 */
export function proMeta(page: string): MetaDescriptor[] {
  return [{ title: proCopy.metaTitle(page) }, { name: "robots", content: "noindex, nofollow" }];
}
