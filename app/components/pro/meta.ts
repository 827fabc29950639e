import type { MetaDescriptor } from "react-router";
import { proCopy } from "#app/content/pro.ts";
import { OWNER_APP_MANIFEST_PATH } from "#app/lib/owner-app-manifest.ts";

/** A page's matched routes, as a meta function receives them. */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/**
 * The company's short name as published, from the loader that gives it to the page (the owner layout's, the
 * login's, the setup's); the build's for a page drawn without its loader's data (an error).
 */
function publishedShortName(matches: Matches): string | undefined {
  for (const match of matches) {
    const data = match?.loaderData;
    if (data && typeof data === "object" && "companyShortName" in data && typeof data.companyShortName === "string")
      return data.companyShortName;
  }
  return undefined;
}

/**
 * Every page of the owner's space: its title (ending on the published short name, as the tab and the installed
 * app's window show it), `noindex` in the page as well as in the X-Robots-Tag header the
 * server adds, so no search engine keeps one even if a link leaks, and the manifest that lets the owner install
 * the space as an app, from the login page on.
 */
export function proMeta(page: string, matches: Matches): MetaDescriptor[] {
  return [
    { title: proCopy.metaTitle(page, publishedShortName(matches)) },
    { name: "robots", content: "noindex, nofollow" },
    { tagName: "link", rel: "manifest", href: OWNER_APP_MANIFEST_PATH },
  ];
}
