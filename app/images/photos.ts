import accueilCorons from "responsive-image:accueil-corons";
import ardoiseArras from "responsive-image:ardoise-arras-maison-de-ville";
import bacAcierHarnes from "responsive-image:bac-acier-harnes-hangar";
import desamiantageHenin from "responsive-image:desamiantage-henin-garage";
import etancheiteDouai from "responsive-image:etancheite-douai-toit-terrasse";
import urgenceLievin from "responsive-image:urgence-lievin-tempete";
import zincLens from "responsive-image:zinc-lens-joint-debout";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";

/**
 * Raster photos, one file each in app/images/source, encoded at build time into AVIF, WebP and JPEG
 * (vite/responsive-images.ts). The files there are our illustrations rendered as pictures until the owner's
 * photos replace them: drop a photo with the same name (.jpg, .png or .webp) in place of the old file and rebuild.
 * Only components import this module: it needs the build's image pipeline, which plain Node (tests) has not.
 */

/** Behind the home page's headline: decorative, so it needs no description. */
export const homeHeroPhoto: ResponsiveImage = accueilCorons;

/** Portfolio photos, keyed by project id (app/content/projects.ts); a project without one shows its illustration. */
export const projectPhotos: Readonly<Partial<Record<string, ResponsiveImage>>> = {
  "zinc-lens-joint-debout": zincLens,
  "bac-acier-harnes-hangar": bacAcierHarnes,
  "ardoise-arras-maison-de-ville": ardoiseArras,
  "urgence-lievin-tempete": urgenceLievin,
  "desamiantage-henin-garage": desamiantageHenin,
  "etancheite-douai-toit-terrasse": etancheiteDouai,
};

/**
 * The build's photos by their file's name: an article of the template names its cover this way (`buildCover`), so
 * that a version's document keeps naming it when a new build gives the files new hashed addresses.
 */
export const buildPhotos: Readonly<Partial<Record<string, ResponsiveImage>>> = {
  "accueil-corons": accueilCorons,
  ...projectPhotos,
};
