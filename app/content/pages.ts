import { articlePaths, articlesFeedPath } from "./articles.ts";
import { pricesPath } from "./navigation.ts";
import { hiddenServiceSlugs, servicePath, serviceSlugs } from "./services.ts";
import { townPath, towns } from "./towns.ts";

/** Every content URL of the site: the prerender list and the sitemap both come from here. */
export const staticPaths = [
  "/",
  "/contact",
  "/devis",
  "/realisations",
  "/zone-intervention",
  "/mentions-legales",
  pricesPath,
] as const;

export type StaticPath = (typeof staticPaths)[number];

/** Short page names for breadcrumbs (structured data, and the visible trail on town pages). */
export const pageLabels: Readonly<Record<StaticPath, string>> = {
  "/": "Accueil",
  "/contact": "Contact",
  "/devis": "Devis gratuit",
  "/realisations": "Réalisations",
  "/zone-intervention": "Zone d’intervention",
  "/mentions-legales": "Mentions légales",
  [pricesPath]: "Nos tarifs",
};

export const servicePaths = serviceSlugs.map(servicePath);
export const townPaths = towns.map((town) => townPath(town.slug));

/** The articles' lists and pages of the version rendered (the build's, or a publication's in its render). */
export const articlePagePaths: readonly string[] = articlePaths();

export const contentPaths: readonly string[] = [...staticPaths, ...servicePaths, ...townPaths, ...articlePagePaths];

/** The addresses of the services the owner hid: rendered as 410 pages, out of the sitemap. */
export const gonePaths: readonly string[] = hiddenServiceSlugs.map((slug) => `/services/${slug}`);

/** The pages the sitemap lists: every content page but the hidden services'. */
export const listedPaths: readonly string[] = contentPaths.filter((path) => !gonePaths.includes(path));

/**
 * Where the build writes the page every unknown address gets with status 404 (`build/client/404/index.html`):
 * rendered from an address no route has, served as a file for every such address, never at this one with a 200.
 */
export const notFoundPath = "/404";

export const prerenderPaths: string[] = [...contentPaths, "/robots.txt", "/sitemap.xml", articlesFeedPath];
