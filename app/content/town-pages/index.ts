import type { IconName } from "#app/content/icons.ts";
import type { IllustrationKey } from "#app/content/images.ts";
import { type Project, projectsInTown } from "#app/content/projects.ts";
import { isServiceOffered, servicePath } from "#app/content/services.ts";
import { findTown, type Town, townPath, towns } from "#app/content/towns.ts";
import { lilleExtras } from "./lille.ts";
import {
  distanceLabel,
  formatPopulation,
  gallerySlots,
  interventionLabel,
  localServices,
  townPageCopy,
  whyPoints,
} from "./shared.ts";
import { type TownText, townTexts } from "./texts.ts";

export { distanceLabel, formatPopulation, interventionLabel, ofTown, townPageCopy } from "./shared.ts";

export interface GalleryItem {
  id: string;
  image: IllustrationKey;
  label: string;
  alt: string;
  caption: string;
  mirrored: boolean;
}

export interface TownServiceItem {
  name: string;
  description: string;
  icon: IconName;
  href: string;
  /** "En savoir plus" for a service page, "Demander un devis" when the service has none. */
  linkLabel: string;
  urgent: boolean;
}

export interface Neighbour {
  name: string;
  /** Set when the neighbour is one of our towns with its own page. */
  href?: string;
}

/**
 * Everything a town page renders, resolved to plain strings so the loader can hand it to the page
 * (the 21 towns' texts then stay on the server instead of shipping in the page's JavaScript).
 */
export interface TownPageView {
  slug: string;
  name: string;
  isLille: boolean;
  meta: { title: string; description: string };
  breadcrumb: { home: string; zone: string; zoneHref: string; current: string };
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    distance: string;
    time: string;
    illustrationAlt: string;
    facts: { label: string; value: string }[];
  };
  about: {
    title: string;
    paragraphs: readonly string[];
    jobsTitle: string;
    jobs: readonly string[];
    exposure: string;
  };
  gallery: { title: string; text: string; items: GalleryItem[] };
  /** The owner's published projects in this town; null (no section) while there are none. */
  projects: { title: string; text: string; carouselLabel: string; items: readonly Project[] } | null;
  services: { title: string; items: TownServiceItem[] };
  neighbours: { title: string; text: string; listLabel: string; items: Neighbour[] } | null;
  lille: { emergencyTime: string } | null;
  why: { title: string; items: { icon: IconName; title: string; text: string }[] };
  closing: { title: string; text: string };
}

export function getTownText(slug: string): TownText {
  const text = townTexts[slug];
  if (!text) throw new Error(`No page text for town ${slug}`);
  return text;
}

export function galleryFor(town: Town): GalleryItem[] {
  return gallerySlots.slice(0, town.galleryCount).map((slot) => ({
    id: slot.id,
    image: slot.image,
    label: slot.label,
    alt: slot.alt(town.name),
    caption: slot.caption(town.name),
    mirrored: slot.mirrored ?? false,
  }));
}

export function neighboursFor(town: Town): Neighbour[] {
  if (!town.showsNeighbours) return [];
  return (getTownText(town.slug).neighbours ?? []).map((name) => {
    const ours = towns.find((candidate) => candidate.name === name);
    return ours ? { name, href: townPath(ours.slug) } : { name };
  });
}

export function buildTownPage(slug: string): TownPageView | undefined {
  const town = findTown(slug);
  if (!town) return undefined;
  const text = getTownText(slug);
  const copy = townPageCopy;
  const neighbours = neighboursFor(town);
  const isLille = town.slug === "lille";
  const townProjects = projectsInTown(town.name);
  return {
    slug: town.slug,
    name: town.name,
    isLille,
    meta: text.meta,
    breadcrumb: { ...copy.breadcrumb, zoneHref: "/zone-intervention", current: town.name },
    hero: {
      eyebrow: copy.hero.eyebrow(town),
      title: copy.hero.title(town),
      intro: text.intro,
      distance: distanceLabel(town),
      time: interventionLabel(town),
      illustrationAlt: copy.hero.illustrationAlt,
      facts: [
        { label: copy.hero.facts.distance, value: town.headOffice ? "Sur place" : `${town.distanceKm} km` },
        { label: copy.hero.facts.time, value: town.interventionTime },
        { label: copy.hero.facts.postalCode, value: town.postalCode },
        { label: copy.hero.facts.population, value: formatPopulation(town.population) },
      ],
    },
    about: {
      title: copy.about.title(town),
      paragraphs: text.about,
      jobsTitle: copy.about.jobsTitle(town),
      jobs: text.jobs,
      exposure: text.exposure,
    },
    gallery: { title: copy.gallery.title(town), text: copy.gallery.text(town), items: galleryFor(town) },
    projects: townProjects.length
      ? {
          title: copy.projects.title(town),
          text: copy.projects.text(town),
          carouselLabel: copy.projects.carouselLabel(town),
          items: townProjects,
        }
      : null,
    services: {
      title: copy.services.title(town),
      items: localServices
        .filter((service) => service.service === null || isServiceOffered(service.service))
        .map((service) => ({
          name: service.name,
          description: service.description,
          icon: service.icon,
          href: service.service ? servicePath(service.service) : "/devis",
          linkLabel: service.service ? copy.services.more : copy.services.quote,
          urgent: service.urgent ?? false,
        })),
    },
    neighbours:
      neighbours.length > 0
        ? {
            title: copy.neighbours.title(town),
            text: copy.neighbours.text(town),
            listLabel: copy.neighbours.listLabel(town),
            items: neighbours,
          }
        : null,
    lille: isLille ? { emergencyTime: town.interventionTime } : null,
    why: {
      title: copy.why.title(town),
      items: whyPoints.map((point) => ({ icon: point.icon, title: point.title, text: point.text(town) })),
    },
    closing: isLille
      ? { title: lilleExtras.closing.title, text: lilleExtras.closing.text }
      : { title: copy.closing.title(town), text: copy.closing.text(town) },
  };
}
