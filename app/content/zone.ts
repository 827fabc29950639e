import { derive } from "./published.ts";
import type { ServiceSlug } from "./services.ts";
import { site } from "./site.ts";
import { headOffice, type Town, towns } from "./towns.ts";

/** "20+": the number of towns rounded down to the ten, as the product spec words it. */
export const townCountLabel = `${Math.floor(towns.length / 10) * 10}+`;

export interface ResponseBand {
  fromKm: number;
  toKm: number;
  time: string;
}

/** Product spec §9: indicative emergency response by distance from the head office. */
export const responseBands: readonly ResponseBand[] = [
  { fromKm: 0, toKm: 15, time: "30 min" },
  { fromKm: 15, toKm: 30, time: "45 min" },
  { fromKm: 30, toKm: site.serviceRadiusKm, time: "1 h" },
];

export function bandLabel(band: ResponseBand): string {
  return `${band.fromKm}-${band.toKm} km`;
}

/** Towns whose stated distance falls in the band; a town on a boundary belongs to the farther band. */
export function townsInBand(band: ResponseBand): Town[] {
  const last = band.toKm >= site.serviceRadiusKm;
  return towns.filter(
    (town) => town.distanceKm >= band.fromKm && (last ? town.distanceKm <= band.toKm : town.distanceKm < band.toKm),
  );
}

export interface ServiceDelay {
  service: ServiceSlug;
  delay: string;
}

/** The zone page's six services with their delay notes (product spec §2 and §9). */
export const serviceDelays: readonly ServiceDelay[] = [
  { service: "urgence-fuite", delay: "Intervention sous 1 à 2 h, 24h/24 et 7j/7" },
  { service: "couverture-zinc", delay: "Visite et devis sous 48 h" },
  { service: "bac-acier", delay: "Devis sous 48 h, pose planifiée avec vous" },
  { service: "ardoise", delay: "Devis sous 48 h" },
  { service: "charpente", delay: "Diagnostic et devis sous 48 h" },
  {
    service: "desamiantage",
    delay: "Diagnostic offert, chantier après le préavis réglementaire d’un mois",
  },
];

export let zoneCopy!: ReturnType<typeof writtenZoneCopy>;
derive(() => {
  zoneCopy = writtenZoneCopy();
});

export interface ZoneMapPoint {
  slug: string;
  name: string;
  /** Position in a square of side 1 centred on the head office; the service radius reaches 0.45 from the centre. */
  x: number;
  y: number;
  headOffice: boolean;
  label?: MapLabelPlacement;
}

export type MapLabelPlacement = "above" | "below" | "left" | "right";

/**
 * Distance from the diagram's centre for a road distance: a square-root scale spreads the many towns
 * within 20 km while keeping the order of distances and the 50 km edge at 0.45.
 */
export function zoneMapReach(km: number, radiusKm: number = site.serviceRadiusKm): number {
  return Math.sqrt(Math.min(km, radiusKm) / radiusKm) * 0.45;
}

/**
 * Places each town on the zone diagram: its direction comes from its coordinates, its distance from the
 * stated road distance (so the diagram agrees with the cards and the town pages).
 */
export function zoneMapPoints(radiusKm: number = site.serviceRadiusKm): ZoneMapPoint[] {
  const origin = headOffice.geo;
  const latitudeScale = Math.cos((origin.latitude * Math.PI) / 180);
  return towns.map((town) => {
    const east = (town.geo.longitude - origin.longitude) * latitudeScale;
    const north = town.geo.latitude - origin.latitude;
    const angle = Math.atan2(north, east);
    const reach = zoneMapReach(town.distanceKm, radiusKm);
    return {
      slug: town.slug,
      name: town.name,
      x: Math.round((0.5 + reach * Math.cos(angle)) * 1000) / 1000,
      y: Math.round((0.5 - reach * Math.sin(angle)) * 1000) / 1000,
      headOffice: Boolean(town.headOffice),
      label: (zoneCopy.bands.mapLabels as readonly { name: string; placement: MapLabelPlacement }[]).find(
        (label) => label.name === town.name,
      )?.placement,
    };
  });
}

function writtenZoneCopy() {
  return {
    meta: {
      title: `Couvreur : zone d’intervention, ${townCountLabel} villes autour de Lens`,
      description: `Couvreur dans un rayon de ${site.serviceRadiusKm} km autour de ${headOffice.name} : Lens, Liévin, Hénin-Beaumont, Douai, Arras, Béthune, Lille et ${townCountLabel} villes. Urgence 24h/24.`,
    },
    hero: {
      eyebrow: "Zone d’intervention",
      title: "Couvreur dans le bassin minier, l’Artois et la métropole lilloise",
      text: `Depuis notre siège de ${headOffice.name}, nous intervenons dans un rayon de ${site.serviceRadiusKm} km : plus de ${townCountLabel.replace("+", "")} villes, du cœur du bassin minier jusqu’à Arras, Béthune, Douai et Lille. Déplacement et devis gratuits dans toute la zone.`,
      stats: [
        { value: `${townCountLabel} villes`, label: "desservies autour de Lens" },
        { value: `${site.serviceRadiusKm} km`, label: `de rayon autour de ${headOffice.name}` },
        { value: "24h/24", label: "urgences fuite, 7j/7" },
      ],
      call: `Appeler le ${site.phone.display}`,
      quote: "Devis Gratuit",
    },
    towns: {
      eyebrow: "Nos villes",
      title: `${townCountLabel} villes, chacune avec sa page dédiée`,
      text: "Choisissez votre ville : chantiers réalisés sur place, délai d’intervention en urgence et services proposés.",
      listLabel: "Villes desservies",
      dedicated: "Page dédiée",
      headOffice: "Siège",
      distance: (km: number) => (km === 0 ? "Sur place" : `${km} km`),
      distanceLabel: "Distance du siège",
      population: (formatted: string) => `${formatted} hab.`,
      populationLabel: "Population",
    },
    services: {
      eyebrow: "Délais",
      title: "Nos services et leurs délais",
      text: "Les délais que nous tenons dans toute la zone d’intervention, de la première visite au chantier.",
      more: "En savoir plus",
      delayLabel: "Délai",
    },
    projects: {
      eyebrow: "Réalisations",
      title: "Nos chantiers dans la zone",
      text: "Quelques chantiers récents menés dans les villes où nous intervenons.",
      carouselLabel: "Chantiers récents dans notre zone d’intervention",
    },
    bands: {
      eyebrow: "Urgences",
      title: "Délai d’intervention selon la distance",
      text: `Délais moyens pour une urgence fuite, comptés depuis notre siège de ${headOffice.name}.`,
      note: "Délais indicatifs, pour les urgences uniquement : ils varient avec l’heure, la météo et la circulation. Les devis et travaux se planifient avec vous.",
      listLabel: "Délais indicatifs par distance",
      bandSummary: (band: ResponseBand) => {
        const inBand = townsInBand(band);
        const largest = [...inBand].sort((a, b) => b.population - a.population).slice(0, 2);
        return `${inBand.length} villes, dont ${largest.map((town) => town.name).join(" et ")}`;
      },
      mapCaption: `Position indicative des villes autour de ${headOffice.name}, anneaux à 15, 30 et ${site.serviceRadiusKm} km.`,
      /** Towns named on the diagram, with the side of the dot their name sits on so names never overlap. */
      mapLabels: [
        { name: "Loos-en-Gohelle", placement: "above" },
        { name: "Lens", placement: "above" },
        { name: "Liévin", placement: "left" },
        { name: "Grenay", placement: "left" },
        { name: "Wingles", placement: "right" },
        { name: "Carvin", placement: "right" },
        { name: "Douai", placement: "below" },
        { name: "Arras", placement: "right" },
        { name: "Béthune", placement: "right" },
        { name: "Lille", placement: "right" },
      ],
    },
    cta: {
      title: "Votre commune n’est pas dans la liste ?",
      text: `Si elle se trouve à moins de ${site.serviceRadiusKm} km de ${headOffice.name}, nous intervenons aussi chez vous. Appelez-nous ou écrivez-nous : réponse rapide, devis gratuit.`,
      call: `Appeler le ${site.phone.display}`,
      contact: "Nous contacter",
    },
  } as const;
}
