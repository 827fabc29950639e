import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let peintureExterieurePage!: ReturnType<typeof writtenPeintureExterieurePage>;
derive(() => {
  peintureExterieurePage = writtenPeintureExterieurePage();
});

function writtenPeintureExterieurePage() {
  return {
    slug: "peinture-exterieure",
    meta: {
      title: `Peinture extérieure, façades et boiseries | ${site.shortName}`,
      description:
        "Peinture extérieure de façades, boiseries, volets et ferronneries : préparation soignée, peintures pliolite ou siloxane adaptées au Nord. Devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Peinture extérieure · Façades · Boiseries",
      title: "Peinture extérieure de façades et boiseries",
      lead: "Façades enduites, soubassements, débords de toit, volets et portails : nous préparons les supports avec soin et appliquons des peintures choisies pour résister à la pluie battante et aux hivers humides du Pas-de-Calais.",
      badges: ["Préparation complète", "Peintures microporeuses", "Garantie décennale"],
      image: "peinture",
      imageAlt: "Peintre appliquant une peinture claire sur une façade enduite depuis un échafaudage",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "peinture-chiffres",
        title: "Notre activité de peinture, en chiffres",
        stats: [
          ...jobsStat("peinture-exterieure", "façade repeinte", "façades repeintes"),
          ...experienceStat("d’expérience"),
          ...ratingStat(),
          { value: "10 ans", label: "de garantie décennale" },
        ],
      },
      {
        kind: "intro",
        id: "peinture-intro",
        eyebrow: "Notre métier",
        title: "Une peinture qui tient, c’est d’abord une préparation",
        paragraphs: [
          "Une peinture extérieure ne s’écaille pas parce qu’elle est mauvaise, mais parce qu’elle a été posée sur un support sale, humide ou farineux. Dans le Nord, où les façades exposées à l’ouest restent mouillées une bonne partie de l’année, la préparation représente souvent plus de la moitié du temps passé sur le chantier.",
          "Nous peignons les façades enduites et les soubassements, mais aussi tout ce qui habille une maison : planches de rive, débords de toit, volets, portes de garage, grilles et portails. Couvreurs de métier, nous profitons d’ailleurs souvent d’un échafaudage de toiture pour traiter les boiseries hautes.",
        ],
        highlightsTitle: "Inclus dans nos chantiers",
        highlights: [
          "Échafaudage et protection des abords",
          "Nettoyage et traitement anti-mousse des supports",
          "Rebouchage des fissures et reprise des enduits",
          "Impression adaptée à chaque support",
          "Deux couches de finition minimum",
        ],
      },
      {
        kind: "cards",
        id: "peinture-prestations",
        eyebrow: "Prestations",
        title: "Ce que nous peignons",
        cards: [
          {
            icon: "building",
            title: "Façades enduites",
            description: "Peinture de façades en enduit ciment ou chaux, de la maison de ville au pavillon.",
          },
          {
            icon: "brick",
            title: "Soubassements",
            description: "Protection des bas de murs exposés aux éclaboussures et aux remontées d’humidité.",
          },
          {
            icon: "home",
            title: "Boiseries de toiture",
            description:
              "Planches de rive, débords de toit, lambris de sous-face et lucarnes, souvent traités avec la toiture.",
          },
          {
            icon: "paintbrush",
            title: "Menuiseries et volets",
            description:
              "Volets battants, portes d’entrée et portes de garage en bois : ponçage, lasure ou peinture microporeuse.",
          },
          {
            icon: "fence",
            title: "Ferronneries",
            description: "Grilles, garde-corps et portails métalliques dérouillés, traités antirouille puis laqués.",
          },
          {
            icon: "palette",
            title: "Conseil couleurs",
            description:
              "Teintes choisies avec vous sur nuancier, en accord avec la rue et le règlement d’urbanisme de votre commune.",
          },
        ],
      },
      {
        kind: "process",
        id: "peinture-etapes",
        eyebrow: "Méthode",
        title: "Un chantier de peinture en cinq étapes",
        steps: [
          {
            step: 1,
            title: "Diagnostic du support",
            description:
              "Test d’adhérence, recherche de farinage, de fissures et d’humidité, choix du système de peinture.",
          },
          {
            step: 2,
            title: "Nettoyage",
            description: "Lavage basse pression, traitement anti-mousse et anti-lichen, temps de séchage respecté.",
          },
          {
            step: 3,
            title: "Réparations",
            description: "Grattage des parties non adhérentes, rebouchage des fissures, reprise des enduits abîmés.",
          },
          {
            step: 4,
            title: "Impression",
            description: "Sous-couche fixante ou régulatrice qui fait le lien entre le support et la finition.",
          },
          {
            step: 5,
            title: "Finition",
            description: "Deux couches de peinture croisées, retouches, nettoyage et repli du chantier.",
          },
        ],
      },
      {
        kind: "article",
        id: "peinture-produits",
        eyebrow: "Les produits",
        title: "Pliolite, siloxane ou acrylique : le bon choix pour votre façade",
        blocks: [
          {
            title: "La pliolite pour les chantiers d’arrière-saison",
            paragraphs: [
              "La peinture pliolite, en phase solvant, peut s’appliquer par temps frais et humide, jusqu’à 1 °C, et résiste à la pluie peu après application. C’est notre choix pour l’automne et pour les supports un peu farinants.",
            ],
          },
          {
            title: "Le siloxane pour les façades exposées",
            paragraphs: [
              "La peinture siloxane est à la fois hydrophobe et très perméable à la vapeur d’eau : la pluie perle dessus, mais le mur continue de sécher. Elle encrasse peu, ce qui en fait la meilleure option sur les façades orientées à l’ouest.",
            ],
          },
          {
            title: "L’acrylique pour les supports sains",
            paragraphs: [
              "Sur un enduit sain, l’acrylique en phase aqueuse offre un bon rendu et une odeur limitée. Elle demande un temps sec et au moins 8 °C pendant l’application.",
            ],
          },
        ],
        aside: {
          icon: "sun",
          title: "La bonne saison",
          text: "D’avril à octobre, hors gel et hors pluie annoncée : nous planifions les façades selon la météo, et décalons plutôt que de peindre un mur humide.",
        },
      },
      {
        kind: "projects",
        id: "peinture-realisations",
        eyebrow: "Réalisations",
        title: "Façades repeintes récemment",
        carouselLabel: "Chantiers de peinture extérieure",
        projects: [
          {
            id: "peinture-noyelles-pavillon",
            title: "Pavillon repeint en siloxane",
            description:
              "Façades d’un pavillon des années 1980 lavées, fissures traitées et deux couches de siloxane blanc cassé, soubassement gris anthracite.",
            town: "Noyelles-Godault",
            date: "Juin 2024",
            serviceLabel: "Peinture Extérieure",
            image: "peinture",
            imageAlt: "Pavillon aux façades blanc cassé fraîchement repeintes à Noyelles-Godault",
          },
          {
            id: "peinture-lievin-boiseries",
            title: "Boiseries de toiture et volets",
            description:
              "Planches de rive, débords de toit et huit volets battants poncés et repeints en profitant de l’échafaudage de la réfection de toiture.",
            town: "Liévin",
            date: "Septembre 2023",
            serviceLabel: "Peinture Extérieure",
            image: "peinture",
            imageAlt: "Débords de toit et volets en bois repeints sur une maison à Liévin",
          },
          {
            id: "peinture-arras-ferronneries",
            title: "Portail et garde-corps laqués",
            description:
              "Portail et garde-corps d’une maison de ville décapés, traités antirouille et laqués en vert bouteille, la teinte d’origine.",
            town: "Arras",
            date: "Avril 2024",
            serviceLabel: "Peinture Extérieure",
            image: "peinture",
            imageAlt: "Portail en fer forgé repeint en vert bouteille à Arras",
          },
        ],
      },
      {
        kind: "features",
        id: "peinture-raisons",
        eyebrow: "Nos engagements",
        title: "Pourquoi nous confier vos peintures extérieures",
        tone: "navy",
        items: [
          {
            icon: "clipboard-check",
            title: "Système de peinture écrit",
            description:
              "Produits, nombre de couches et teintes figurent sur le devis, pas seulement « peinture façade ».",
          },
          {
            icon: "calendar",
            title: "Planning selon la météo",
            description: "Nous ne peignons jamais un support humide : les dates sont ajustées avec vous.",
          },
          {
            icon: "home",
            title: "Toit et façade coordonnés",
            description:
              "Un seul échafaudage pour la toiture, la zinguerie et la peinture : moins de frais, moins de gêne.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "Nos travaux de façade sont couverts par notre assurance décennale.",
          },
        ],
      },
    ],
    related: ["traitement-facade", "maconnerie", "nettoyage-demoussage"],
  } as const satisfies ServicePage;
}
