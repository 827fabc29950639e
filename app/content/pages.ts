import { articlePaths, articlesFeedPath } from "./articles.ts";
import { pricesPath } from "./navigation.ts";
import { derive } from "./published.ts";
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
export let articlePagePaths!: readonly string[];
derive(() => {
  articlePagePaths = writtenArticlePagePaths();
});

export let contentPaths!: readonly string[];
derive(() => {
  contentPaths = writtenContentPaths();
});

/** The addresses of the services the owner hid: rendered as 410 pages, out of the sitemap. */
export let gonePaths!: readonly string[];
derive(() => {
  gonePaths = writtenGonePaths();
});

/** The pages the sitemap lists: every content page but the hidden services'. */
export let listedPaths!: readonly string[];
derive(() => {
  listedPaths = writtenListedPaths();
});

/**
 * Where the build writes the page every unknown address gets with status 404 (`build/client/404/index.html`):
 * rendered from an address no route has, served as a file for every such address, never at this one with a 200.
 */
export const notFoundPath = "/404";

export let prerenderPaths!: string[];
derive(() => {
  prerenderPaths = writtenPrerenderPaths();
});

function writtenArticlePagePaths(): readonly string[] {
  return articlePaths();
}

function writtenContentPaths(): readonly string[] {
  return [...staticPaths, ...servicePaths, ...townPaths, ...articlePagePaths];
}

function writtenGonePaths(): readonly string[] {
  return hiddenServiceSlugs.map((slug) => `/services/${slug}`);
}

function writtenListedPaths(): readonly string[] {
  return contentPaths.filter((path) => !gonePaths.includes(path));
}

function writtenPrerenderPaths(): string[] {
  return [...contentPaths, "/robots.txt", "/sitemap.xml", articlesFeedPath];
}
