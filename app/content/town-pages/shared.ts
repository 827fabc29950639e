import type { IconName } from "#app/content/icons.ts";
import type { IllustrationKey } from "#app/content/images.ts";
import { derive } from "#app/content/published.ts";
import type { ServiceSlug } from "#app/content/services.ts";
import { claims, site } from "#app/content/site.ts";
import { headOffice, type Town } from "#app/content/towns.ts";

/**
 * "de Lens" but "d’Arras", "d’Hénin-Beaumont": French elides before a vowel or a mute h.
 * Harnes keeps "de" (aspirated h), so only the h-muet names are listed.
 */
const muteH = ["Hénin-Beaumont"];

export function ofTown(name: string): string {
  return /^[AEIOUYÀÂÉÈÊÎÔÛ]/i.test(name) || muteH.includes(name) ? `d’${name}` : `de ${name}`;
}

/** No-break space between thousands, written by hand so server and browser render the same bytes. */
export function formatPopulation(population: number): string {
  return String(population).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
}

export function distanceLabel(town: Town): string {
  return town.headOffice ? "Siège de l’entreprise" : `${town.distanceKm} km de ${headOffice.name}`;
}

export function interventionLabel(town: Town): string {
  return `Urgence : ${town.interventionTime}`;
}

/** Copy shared by the 21 town pages; anything naming the town is a function of it. */
export let townPageCopy!: ReturnType<typeof writtenTownPageCopy>;
derive(() => {
  townPageCopy = writtenTownPageCopy();
});

export interface GallerySlot {
  id: string;
  image: IllustrationKey;
  /** The service label shown on the photo. */
  label: string;
  alt: (town: string) => string;
  caption: (town: string) => string;
  /** The product spec shows the same slate photo twice; mirroring the second keeps the grid from looking repeated. */
  mirrored?: boolean;
}

/** The nine gallery photos, in its order; towns of the second group show the first six. */
export const gallerySlots: readonly GallerySlot[] = [
  {
    id: "etancheite",
    image: "etancheite",
    label: "Étanchéité",
    alt: (town) => `Toit-terrasse recouvert d’une membrane d’étanchéité neuve à ${town}`,
    caption: (town) => `Étanchéité d’un toit-terrasse d’extension refaite à ${town}`,
  },
  {
    id: "charpente",
    image: "charpente",
    label: "Charpente",
    alt: (town) => `Charpente en bois traitée et renforcée avant couverture à ${town}`,
    caption: (town) => `Renforcement et traitement d’une charpente ancienne à ${town}`,
  },
  {
    id: "zinc",
    image: "zinc",
    label: "Zinc",
    alt: (town) => `Couverture en zinc à joint debout sur une maison à ${town}`,
    caption: (town) => `Toiture en zinc à joint debout posée à ${town}`,
  },
  {
    id: "zinguerie",
    image: "zinguerie",
    label: "Zinguerie",
    alt: (town) => `Gouttière et descente en zinc neuves sur une façade en briques à ${town}`,
    caption: (town) => `Gouttières, descentes et habillages en zinc remplacés à ${town}`,
  },
  {
    id: "tuiles",
    image: "tuiles",
    label: "Tuiles",
    alt: (town) => `Toiture en tuiles de terre cuite rénovée à ${town}`,
    caption: (town) => `Réfection complète d’une couverture en tuiles à ${town}`,
  },
  {
    id: "ardoise",
    image: "ardoise",
    label: "Ardoise",
    alt: (town) => `Couverture en ardoise naturelle posée au crochet à ${town}`,
    caption: (town) => `Couverture en ardoise naturelle refaite à ${town}`,
  },
  {
    id: "ardoise-lucarne",
    image: "ardoise",
    label: "Ardoise",
    mirrored: true,
    alt: (town) => `Lucarne et noue habillées d’ardoise sur un toit à ${town}`,
    caption: (town) => `Lucarne et noues reprises en ardoise à ${town}`,
  },
  {
    id: "facade",
    image: "facadeApres",
    label: "Façade",
    alt: (town) => `Façade en briques nettoyée et protégée par un hydrofuge à ${town}`,
    caption: (town) => `Nettoyage et traitement hydrofuge d’une façade à ${town}`,
  },
  {
    id: "nettoyage",
    image: "nettoyage",
    label: "Nettoyage",
    alt: (town) => `Toiture démoussée et traitée contre les mousses à ${town}`,
    caption: (town) => `Démoussage et traitement d’une toiture à ${town}`,
  },
];

export interface LocalService {
  name: string;
  description: string;
  icon: IconName;
  /** The service page it links to; null for Étanchéité, which has no page and links to the quote form. */
  service: ServiceSlug | null;
  urgent?: boolean;
}

/** The twelve services of a town page, in its order. */
export const localServices: readonly LocalService[] = [
  {
    name: "Couverture Zinc",
    description: "Toitures et terrassons en zinc à joint debout, façonnés sur mesure par nos zingueurs.",
    icon: "layers",
    service: "couverture-zinc",
  },
  {
    name: "Bac Acier",
    description: "Couverture et bardage de garages, hangars et extensions, en simple peau ou isolé.",
    icon: "warehouse",
    service: "bac-acier",
  },
  {
    name: "Ardoise",
    description: "Pose et réfection en ardoise naturelle ou fibrociment, au crochet ou au clou.",
    icon: "grid",
    service: "ardoise",
  },
  {
    name: "Charpente",
    description: "Traitement, renforcement ou remplacement de charpentes traditionnelles et de fermettes.",
    icon: "triangle",
    service: "charpente",
  },
  {
    name: "Étanchéité",
    description: "Toits-terrasses et extensions : membrane bitumineuse ou EPDM, relevés et évacuations.",
    icon: "droplets",
    service: null,
  },
  {
    name: "Urgence Fuite (24h/24)",
    description: "Bâchage, mise hors d’eau et réparation provisoire, jour et nuit, week-end compris.",
    icon: "siren",
    service: "urgence-fuite",
    urgent: true,
  },
  {
    name: "Désamiantage",
    description: "Retrait de toitures et bardages amiantés par une équipe certifiée SS3 et SS4.",
    icon: "shield",
    service: "desamiantage",
  },
  {
    name: "Maçonnerie",
    description: "Souches de cheminée, murs en briques, rejointoiement et petits ouvrages en béton.",
    icon: "brick",
    service: "maconnerie",
  },
  {
    name: "Dallage",
    description: "Terrasses, allées et cours en dalles ou pavés, sur une fondation préparée pour durer.",
    icon: "square",
    service: "dallage",
  },
  {
    name: "Peinture Extérieure",
    description: "Façades, boiseries et menuiseries, avec des produits microporeux adaptés au climat du Nord.",
    icon: "paintbrush",
    service: "peinture-exterieure",
  },
  {
    name: "Traitement Façade",
    description: "Nettoyage doux, rejointoiement et hydrofuge des façades en brique, enduit ou pierre.",
    icon: "building",
    service: "traitement-facade",
  },
  {
    name: "Nettoyage Démoussage",
    description: "Démoussage, nettoyage basse pression et hydrofuge pour prolonger la vie de la toiture.",
    icon: "sparkles",
    service: "nettoyage-demoussage",
  },
];

export interface WhyPoint {
  icon: IconName;
  title: string;
  text: (town: Town) => string;
}

/** The three reasons: fast intervention, RGE craftsmen with ten-year guarantee, local knowledge. */
export const whyPoints: readonly WhyPoint[] = [
  {
    icon: "clock",
    title: "Intervention rapide",
    text: (town) =>
      town.headOffice
        ? `Notre atelier est à ${town.name} : en cas de fuite, nous sommes chez vous en ${town.interventionTime} environ, 24h/24 et 7j/7.`
        : `À ${town.distanceKm} km de notre siège de ${headOffice.name}, nous intervenons en urgence à ${town.name} 24h/24 et 7j/7. Délai annoncé : ${town.interventionTime}.`,
  },
  {
    icon: "award",
    title: claims.rge ? "Artisans qualifiés RGE, garantie décennale" : "Garantie décennale",
    text: () =>
      `${claims.rge ? "Nos couvreurs et zingueurs sont qualifiés RGE et tous" : "Tous"} nos travaux sont couverts par la garantie décennale. Devis gratuit, détaillé et sans engagement.`,
  },
  {
    icon: "map-pin",
    title: "Connaissance du terrain",
    text: (town) =>
      `Nous travaillons à ${town.name} depuis des années : nous connaissons ses maisons, leurs matériaux, les accès parfois difficiles et la météo qui use les toitures.`,
  },
];

function writtenTownPageCopy() {
  return {
    breadcrumb: { home: "Accueil", zone: "Zone d’intervention" },
    hero: {
      eyebrow: (town: Town) => `Couvreur – zingueur · ${town.postalCode} ${town.department}`,
      title: (town: Town) => `Couvreur à ${town.name}`,
      quote: "Devis Gratuit",
      call: `Appeler le ${site.phone.display}`,
      factsTitle: "En bref",
      illustrationAlt: "Illustration d’un beffroi entouré de maisons en briques à pignons, typiques du Nord",
      facts: {
        distance: "Distance du siège",
        time: "Intervention urgente",
        postalCode: "Code postal",
        population: "Habitants",
      },
      emergencyNote: "Urgences fuite 24h/24 – 7j/7",
    },
    about: {
      eyebrow: "Votre couvreur local",
      title: (town: Town) => `Les toitures et les maisons ${ofTown(town.name)}`,
      jobsTitle: (town: Town) => `Chantiers fréquents à ${town.name}`,
      exposureTitle: "Climat et exposition",
    },
    projects: {
      eyebrow: "Nos réalisations",
      title: (town: Town) => `Chantiers terminés à ${town.name}`,
      text: (town: Town) => `Des travaux que nous avons menés à ${town.name}, photographiés sur le chantier.`,
      carouselLabel: (town: Town) => `Chantiers terminés à ${town.name}`,
    },
    gallery: {
      eyebrow: "Réalisations",
      title: (town: Town) => `Nos chantiers à ${town.name}`,
      text: (town: Town) =>
        `Un aperçu des travaux que nous réalisons à ${town.name} et dans ses environs, de l’étanchéité au nettoyage de toiture.`,
    },
    services: {
      eyebrow: "Nos services",
      title: (town: Town) => `Nos services à ${town.name}`,
      text: "Couverture, zinguerie, charpente, maçonnerie et façades : une seule entreprise pour toute l’enveloppe de votre maison.",
      more: "En savoir plus",
      quote: "Demander un devis",
      urgentBadge: "24h/24",
    },
    neighbours: {
      eyebrow: "Alentours",
      title: (town: Town) => `Communes voisines ${ofTown(town.name)}`,
      text: (town: Town) =>
        `Nous intervenons aussi autour ${ofTown(town.name)}, avec le même soin et les mêmes garanties.`,
      listLabel: (town: Town) => `Communes voisines ${ofTown(town.name)}`,
    },
    why: {
      eyebrow: "Pourquoi nous choisir",
      title: (town: Town) => `Pourquoi nous confier votre toiture à ${town.name} ?`,
    },
    closing: {
      title: (town: Town) => `Un projet de toiture à ${town.name} ?`,
      text: (town: Town) =>
        `Devis gratuit et sans engagement, déplacement offert à ${town.name}. Pour une fuite, appelez-nous : nous répondons 24h/24, 7j/7.`,
      quote: "Demander un devis gratuit",
      call: `Appeler le ${site.phone.display}`,
    },
  } as const;
}
