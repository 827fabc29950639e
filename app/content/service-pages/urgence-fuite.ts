import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { servicePageCopy } from "./shared.ts";
import type { ResponseBand, ServicePage } from "./types.ts";

/** Indicative emergency response time by distance from the head office (product spec §9). */
export const emergencyResponseBands = [
  { fromKm: 0, toKm: 15, time: "30 min" },
  { fromKm: 15, toKm: 30, time: "45 min" },
  { fromKm: 30, toKm: site.serviceRadiusKm, time: "1 h" },
] as const satisfies readonly ResponseBand[];

export let urgenceFuitePage!: ReturnType<typeof writtenUrgenceFuitePage>;
derive(() => {
  urgenceFuitePage = writtenUrgenceFuitePage();
});

function writtenUrgenceFuitePage() {
  return {
    slug: "urgence-fuite",
    meta: {
      title: `Urgence fuite de toiture 24h/24 à Lens | ${site.shortName}`,
      description: `Fuite de toiture, tuiles arrachées, infiltration ? Couvreur d’urgence 24h/24 et 7j/7 à ${site.serviceRadiusKm} km autour de Loos-en-Gohelle : bâchage et mise hors d’eau en 1 à 2 h.`,
    },
    tone: "emergency",
    hero: {
      eyebrow: "Urgence toiture 24h/24 – 7j/7",
      title: "Fuite de toiture ? Nous intervenons en urgence",
      lead: `Tuiles envolées, infiltration après un orage, plafond qui goutte : un couvreur se déplace jour et nuit, week-end et jours fériés compris, dans un rayon de ${site.serviceRadiusKm} km autour de Loos-en-Gohelle, pour mettre votre maison hors d’eau.`,
      badges: ["24h/24 – 7j/7", "Sur place en 1 à 2 h", "Rapport pour l’assurance"],
      image: "urgence",
      imageAlt: "Couvreur bâchant en urgence une toiture endommagée par la tempête",
      callLabel: servicePageCopy.emergencyCall,
    },
    sections: [
      {
        kind: "intro",
        id: "urgence-intro",
        eyebrow: "Service d’urgence",
        title: "Une fuite n’attend pas le lundi matin",
        paragraphs: [
          "Dans le Nord, les dégâts arrivent rarement aux heures de bureau : un coup de vent d’ouest un dimanche soir, une averse de grêle en plein mois de juin, une gouttière qui déborde sous l’orage. Chaque heure d’infiltration mouille un peu plus l’isolant, les plafonds en plâtre et l’installation électrique.",
          "Notre numéro d’urgence est tenu par un couvreur de l’entreprise, pas par une plateforme d’appel. Il vous pose les bonnes questions, vous donne les premiers réflexes au téléphone et part avec le matériel adapté : bâches armées, tuiles de remplacement, mastic et bandes d’étanchéité, zinc.",
          "Sur place, la priorité est la mise hors d’eau. La réparation définitive est ensuite planifiée avec vous, sur devis, une fois le temps revenu au sec si nécessaire.",
        ],
        highlightsTitle: "En urgence, nous apportons",
        highlights: [
          "Bâches armées et lestage adaptés au vent",
          "Tuiles, ardoises et accessoires de remplacement courants",
          "Bandes d’étanchéité et mastics pour les solins",
          "Photos et constat pour votre déclaration de sinistre",
        ],
      },
      {
        kind: "cards",
        id: "urgence-types",
        eyebrow: "Situations d’urgence",
        title: "Les urgences que nous traitons",
        tone: "emergency",
        cards: [
          {
            icon: "wind",
            title: "Tuiles ou ardoises arrachées",
            description:
              "Après une tempête : remise en place, remplacement des éléments cassés et bâchage de la zone exposée.",
          },
          {
            icon: "cloud-rain",
            title: "Infiltration après un orage",
            description:
              "Recherche de l’entrée d’eau, souvent loin de la tache au plafond, puis colmatage provisoire ou définitif.",
          },
          {
            icon: "droplets",
            title: "Gouttière ou chéneau qui déborde",
            description:
              "Débouchage, redressement ou réparation d’une gouttière décrochée qui renvoie l’eau contre la façade.",
          },
          {
            icon: "tree",
            title: "Chute de branche ou grêle",
            description: "Toiture percée par une branche ou criblée par la grêle : mise hors d’eau et constat photo.",
          },
          {
            icon: "home",
            title: "Fuite autour de la cheminée",
            description:
              "Solin fissuré, abergement décollé ou souche poreuse : l’une des causes de fuite les plus fréquentes sur les maisons anciennes.",
          },
          {
            icon: "square",
            title: "Fenêtre de toit qui fuit",
            description:
              "Raccord d’étanchéité défaillant autour d’un Velux ou d’une tabatière, reprise provisoire puis définitive.",
          },
        ],
      },
      {
        kind: "process",
        id: "urgence-etapes",
        eyebrow: "Notre intervention",
        title: "Quatre étapes, de votre appel à la réparation",
        tone: "emergency",
        steps: [
          {
            step: 1,
            title: "Vous appelez",
            description: "Un couvreur décroche, évalue la situation et vous donne une heure d’arrivée.",
          },
          {
            step: 2,
            title: "Diagnostic sur place",
            description: "Inspection de la toiture dès que la sécurité le permet et repérage de l’origine de la fuite.",
          },
          {
            step: 3,
            title: "Mise hors d’eau",
            description: "Bâchage, remplacement des tuiles manquantes ou colmatage : l’eau ne rentre plus.",
          },
          {
            step: 4,
            title: "Réparation définitive",
            description: "Devis de remise en état, photos et rapport pour votre assureur, puis travaux planifiés.",
          },
        ],
      },
      {
        kind: "call",
        id: "urgence-appel",
        eyebrow: "Urgence 24h/24 – 7j/7",
        title: "De l’eau entre chez vous ? Appelez maintenant",
        text: "Un couvreur vous répond directement, de jour comme de nuit, dimanche et jours fériés compris.",
        callLabel: "Appelez un couvreur au",
        points: ["Réponse immédiate", "Sur place en 1 à 2 h", "Prix écrit avant toute intervention"],
        prices: {
          text: "Déplacement, taux horaire, majoration de nuit et du dimanche : nos prix sont publiés avant toute intervention.",
          link: "Voir nos tarifs",
        },
      },
      {
        kind: "emergency-zone",
        id: "urgence-zone",
        eyebrow: "Zone d’intervention",
        title: `Urgences dans un rayon de ${site.serviceRadiusKm} km`,
        text: "Depuis Loos-en-Gohelle, nos délais d’arrivée dépendent surtout de la distance. Ces temps sont indicatifs : la nuit, un jour de tempête, les appels sont traités par ordre de gravité.",
        bands: emergencyResponseBands,
        bandTimeLabel: "Délai indicatif",
        townsLabel: "Communes concernées",
        note: "Votre commune n’apparaît pas ? Appelez-nous : nous couvrons toutes les communes situées dans ce rayon.",
      },
      {
        kind: "projects",
        id: "urgence-realisations",
        eyebrow: "Interventions récentes",
        title: "Quatre urgences traitées récemment",
        carouselLabel: "Interventions d’urgence récentes",
        projects: [
          {
            id: "urgence-lievin-tempete",
            title: "Toiture bâchée après la tempête",
            description:
              "Appel à 22 h, rafales à 100 km/h : toiture bâchée dans l’heure, tuiles arrachées remplacées et faîtage rescellé le lendemain matin.",
            town: "Liévin",
            date: "Février 2024",
            serviceLabel: "Urgence Fuite",
            image: "urgence",
            imageAlt: "Toiture bâchée en urgence après une tempête à Liévin",
          },
          {
            id: "urgence-lens-cheminee",
            title: "Infiltration au pied d’une cheminée",
            description:
              "Un dimanche d’orage, de l’eau dans une chambre : solin fissuré colmaté sur place, abergement en zinc refait la semaine suivante.",
            town: "Lens",
            date: "Juillet 2024",
            serviceLabel: "Urgence Fuite",
            image: "urgence",
            imageAlt: "Couvreur réparant l’étanchéité autour d’une cheminée à Lens",
          },
          {
            id: "urgence-henin-grele",
            title: "Fenêtres de toit après la grêle",
            description:
              "Vitrages de deux fenêtres de toit fendus par la grêle : protection provisoire le soir même, remplacement à réception des pièces.",
            town: "Hénin-Beaumont",
            date: "Juin 2023",
            serviceLabel: "Urgence Fuite",
            image: "urgence",
            imageAlt: "Fenêtres de toit protégées après un épisode de grêle à Hénin-Beaumont",
          },
          {
            id: "urgence-bethune-branche",
            title: "Toiture percée par une branche",
            description:
              "Branche d’un tilleul tombée sur le versant nord : dégagement, bâchage de la brèche, puis liteaux et tuiles remplacés sous dix jours.",
            town: "Béthune",
            date: "Décembre 2023",
            serviceLabel: "Urgence Fuite",
            image: "urgence",
            imageAlt: "Brèche dans une toiture en tuiles protégée par une bâche à Béthune",
          },
        ],
      },
      {
        kind: "article",
        id: "urgence-reflexes",
        eyebrow: "En attendant notre arrivée",
        title: "Les bons réflexes en cas de fuite",
        blocks: [
          {
            title: "Protégez-vous d’abord",
            paragraphs: [
              "Si l’eau coule près d’un plafonnier, d’une prise ou du tableau, coupez le courant de la zone concernée. Ne montez jamais sur le toit par vent fort ou sous la pluie : les tuiles mouillées sont glissantes et une chute est vite arrivée.",
            ],
          },
          {
            title: "Limitez les dégâts",
            paragraphs: [
              "Placez des seaux et des serpillières sous les gouttes, écartez meubles et appareils, et si un plafond gonfle, percez-le avec un tournevis au point le plus bas au-dessus d’un seau : cela évite qu’il ne cède d’un coup.",
            ],
          },
          {
            title: "Préparez votre déclaration",
            paragraphs: [
              "Prenez des photos des dégâts intérieurs et, depuis le sol, de la toiture. La plupart des contrats laissent cinq jours ouvrés pour déclarer un dégât des eaux ou un sinistre tempête : vérifiez le vôtre. Notre rapport d’intervention complète votre dossier.",
            ],
          },
        ],
        aside: {
          icon: "phone",
          title: "Numéro d’urgence",
          text: `${site.phone.display} : un couvreur vous répond 24h/24, 7j/7, et vous guide au téléphone en attendant son arrivée.`,
        },
      },
      {
        kind: "features",
        id: "urgence-raisons",
        eyebrow: "Pourquoi nous appeler",
        title: "Un couvreur local, pas une plateforme",
        items: [
          {
            icon: "map-pin",
            title: "Basés à Loos-en-Gohelle",
            description: "Au cœur du bassin minier : Lens, Liévin et Hénin-Beaumont sont à moins de 20 minutes.",
          },
          {
            icon: "hard-hat",
            title: "De vrais couvreurs",
            description: "L’intervention est faite par les artisans qui réaliseront ensuite la réparation définitive.",
          },
          {
            icon: "euro",
            title: "Tarif annoncé avant de partir",
            description: "Le prix du déplacement et de la mise hors d’eau est donné au téléphone, sans surprise.",
          },
          {
            icon: "file-text",
            title: "Dossier d’assurance facilité",
            description: "Photos, constat et devis détaillé transmis par e-mail pour votre déclaration de sinistre.",
          },
        ],
      },
    ],
    related: ["couverture-zinc", "charpente", "nettoyage-demoussage"],
  } as const satisfies ServicePage;
}
