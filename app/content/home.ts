import { derive } from "./published.ts";
import { claims, site, yearsOfExperience } from "./site.ts";
import { reviewCountLabel } from "./testimonials.ts";

const years = yearsOfExperience();

export let homeCopy!: ReturnType<typeof writtenHomeCopy>;
derive(() => {
  homeCopy = writtenHomeCopy();
});

function writtenHomeCopy() {
  return {
    meta: {
      // At most 60 characters so search results show it whole; the brand is in the h1 and og:site_name.
      title: "Couvreur à Loos-en-Gohelle et Lens – Urgence fuite 24h/24",
      description: `Couverture, zinguerie, étanchéité et maçonnerie autour de Lens. Urgence fuite de toiture 24h/24, devis gratuit, garantie décennale${claims.rge ? ", artisans RGE" : ""}.`,
    },
    hero: {
      eyebrow: "Couvreur – zingueur à Loos-en-Gohelle",
      tagline:
        "Votre expert en couverture, étanchéité et maçonnerie dans le Pas-de-Calais : toitures neuves, réparations et urgences, réalisées par des artisans qualifiés.",
      badges: ["Service 24h/24", "Garantie Qualité", "Devis Gratuit"],
      quote: "DEVIS GRATUIT",
      emergency: "URGENCE",
      emergencyBox: {
        title: "Urgence fuite de toiture ?",
        text: "Intervention rapide 7j/7 et 24h/24 dans tout le Pas-de-Calais : mise hors d’eau, bâchage et réparation provisoire.",
        call: `Appeler le ${site.phone.display}`,
      },
      /** The summary of the reviews the owner approved: shown only once there is one (testimonials.ts). */
      rating: (value: string, count: number) => `${value}, note moyenne de ${reviewCountLabel(count)}`,
      highlights: [
        // The company's age only when the owner gave its founding year.
        ...(years === null
          ? []
          : [{ value: String(years), label: years > 1 ? "ans d’expérience" : "an d’expérience" }]),
        { value: "10\u00a0ans", label: "garantie décennale" },
        { value: `${site.serviceRadiusKm}\u00a0km`, label: "autour de Loos-en-Gohelle" },
      ],
    },
    services: {
      eyebrow: "Nos métiers",
      title: "Nos Services d'Expertise",
      text: "Du faîtage à la terrasse, une seule entreprise pour tous les travaux extérieurs de votre maison : couverture, zinguerie, charpente, façade et maçonnerie.",
      urgentBadge: "Service 24h/24",
      more: "En savoir plus",
      cta: "Demander un Devis Gratuit",
      ctaText: "Déplacement et devis offerts, réponse sous 48 h pour les travaux de toiture.",
    },
    projects: {
      eyebrow: "Réalisations",
      title: "Nos derniers chantiers",
      text: "Quelques chantiers récents menés chez des particuliers et des professionnels du bassin minier.",
      carouselLabel: "Derniers chantiers",
      all: "Voir toutes nos réalisations",
    },
    zone: {
      eyebrow: "Zone d’intervention",
      title: "Intervention dans un rayon de 50 km",
      text: "Depuis notre siège de Loos-en-Gohelle, nous intervenons dans tout le bassin minier, l’Artois et la métropole lilloise. Choisissez votre ville pour découvrir nos chantiers près de chez vous.",
      all: "Voir toute la zone d’intervention",
    },
    contact: {
      eyebrow: "Contact",
      title: "Parlez-nous de votre projet",
      text: "Décrivez vos travaux : nous vous rappelons rapidement pour convenir d’un rendez-vous et établir votre devis gratuit.",
    },
  } as const;
}
