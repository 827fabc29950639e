import type { IconName } from "./icons";
import { derive, published } from "./published.ts";

export const serviceSlugs = [
  "urgence-fuite",
  "couverture-zinc",
  "bac-acier",
  "ardoise",
  "charpente",
  "desamiantage",
  "peinture-exterieure",
  "maconnerie",
  "nettoyage-demoussage",
  "traitement-facade",
  "dallage",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceSummary {
  slug: ServiceSlug;
  /** Label used in menus, cards and the contact form. */
  title: string;
  shortDescription: string;
  icon: IconName;
  urgent?: boolean;
}

export const services: readonly ServiceSummary[] = [
  {
    slug: "urgence-fuite",
    title: "Urgence Fuite Toiture",
    shortDescription:
      "Fuite, tuiles arrachées, infiltration après orage : bâchage et réparation provisoire 24h/24, 7j/7.",
    icon: "siren",
    urgent: true,
  },
  {
    slug: "couverture-zinc",
    title: "Couverture Zinc",
    shortDescription: "Toitures à joint debout, gouttières, chéneaux et habillages en zinc façonnés par nos zingueurs.",
    icon: "layers",
  },
  {
    slug: "bac-acier",
    title: "Bac Acier",
    shortDescription: "Couverture et bardage en bac acier, simple peau ou isolé, pour hangars, garages et extensions.",
    icon: "warehouse",
  },
  {
    slug: "ardoise",
    title: "Ardoise",
    shortDescription:
      "Pose et réfection en ardoise naturelle ou fibrociment, au crochet ou au clou, dans les règles de l’art.",
    icon: "grid",
  },
  {
    slug: "charpente",
    title: "Charpente",
    shortDescription: "Traitement, renforcement et remplacement de charpentes traditionnelles ou fermettes.",
    icon: "triangle",
  },
  {
    slug: "desamiantage",
    title: "Désamiantage",
    shortDescription:
      "Retrait de toitures et bardages amiantés par une équipe certifiée SS3 et SS4, diagnostic offert.",
    icon: "shield",
  },
  {
    slug: "peinture-exterieure",
    title: "Peinture Extérieure",
    shortDescription:
      "Peinture de façades, boiseries et menuiseries avec des produits microporeux adaptés au climat du Nord.",
    icon: "paintbrush",
  },
  {
    slug: "maconnerie",
    title: "Maçonnerie",
    shortDescription: "Souches de cheminée, murs en briques, rejointoiement, ouvertures et petits ouvrages en béton.",
    icon: "brick",
  },
  {
    slug: "nettoyage-demoussage",
    title: "Nettoyage & Démoussage",
    shortDescription:
      "Démoussage, nettoyage basse pression et traitement hydrofuge pour prolonger la vie de la toiture.",
    icon: "sparkles",
  },
  {
    slug: "traitement-facade",
    title: "Traitement Façade",
    shortDescription: "Nettoyage, ravalement et imperméabilisation des façades en brique, enduit ou pierre.",
    icon: "building",
  },
  {
    slug: "dallage",
    title: "Dallage",
    shortDescription: "Terrasses, allées et cours en dalles ou pavés, sur une fondation préparée pour durer.",
    icon: "square",
  },
];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

export function getService(slug: ServiceSlug): ServiceSummary {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}

/** The services the company offers: the owner hides the others ("L'entreprise"), which leave every list and link. */
export let hiddenServiceSlugs!: readonly string[];
derive(() => {
  hiddenServiceSlugs = writtenHiddenServiceSlugs();
});

export let offeredServices!: readonly ServiceSummary[];
derive(() => {
  offeredServices = writtenOfferedServices();
});

export function isServiceOffered(slug: string): boolean {
  return !hiddenServiceSlugs.includes(slug);
}

function writtenHiddenServiceSlugs(): readonly string[] {
  return published?.values.site.hiddenServices ?? [];
}

function writtenOfferedServices(): readonly ServiceSummary[] {
  return services.filter((service) => !hiddenServiceSlugs.includes(service.slug));
}
