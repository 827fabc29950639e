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
] as const;

export const servicePaths = serviceSlugs.map(servicePath);
export const townPaths = towns.map((town) => townPath(town.slug));

export const contentPaths: readonly string[] = [...staticPaths, ...servicePaths, ...townPaths];

export const prerenderPaths: string[] = [...contentPaths, "/robots.txt", "/sitemap.xml"];
