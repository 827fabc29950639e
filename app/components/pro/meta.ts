import type { MetaDescriptor } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import { OWNER_APP_MANIFEST_PATH } from "#app/lib/owner-app-manifest.ts";

/**
 * Every page of the owner's space: its title, `noindex` in the page as well as in the X-Robots-Tag header the
 * server adds, so no search engine keeps one even if a link leaks, and the manifest that lets the owner install
 * the space as an app, from the login page on.
 */
export function proMeta(page: string): MetaDescriptor[] {
  return [
    { title: proCopy.metaTitle(page) },
    { name: "robots", content: "noindex, nofollow" },
    { tagName: "link", rel: "manifest", href: OWNER_APP_MANIFEST_PATH },
  ];
}
