import { pricesPath } from "./navigation.ts";
import { servicePath, serviceSlugs } from "./services.ts";
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

export const contentPaths: readonly string[] = [...staticPaths, ...servicePaths, ...townPaths];

export const prerenderPaths: string[] = [...contentPaths, "/robots.txt", "/sitemap.xml"];
