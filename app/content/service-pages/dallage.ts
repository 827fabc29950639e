import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let dallagePage!: ReturnType<typeof writtenDallagePage>;
derive(() => {
  dallagePage = writtenDallagePage();
});

function writtenDallagePage() {
  return {
    slug: "dallage",
    meta: {
      title: `Dallage, terrasses et allées pavées | ${site.shortName}`,
      description:
        "Terrasses en dalles, allées de garage pavées, cours et bordures autour de Loos-en-Gohelle : étude du terrain, fondation drainante, pose soignée. Devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Dallage · Pavage · Terrasses",
      title: "Dallage de terrasses, allées et cours",
      lead: "Une terrasse qui ne bouge pas, une allée de garage qui ne se creuse pas : tout se joue sous les dalles. Nous préparons le sol, gérons l’écoulement de l’eau et posons dalles et pavés pour des extérieurs qui durent.",
      badges: ["Étude du terrain offerte", "Fondation drainante", "Garantie décennale"],
      image: "dallage",
      imageAlt: "Terrasse en dalles de grès cérame claires devant une maison",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "intro",
        id: "dallage-intro",
        eyebrow: "Notre approche",
        title: "Un dallage réussi commence sous la surface",
        paragraphs: [
          "Dans le bassin minier, les sols sont souvent argileux, parfois remblayés de schiste ou de terres de démolition, et gorgés d’eau une bonne partie de l’hiver. Posée directement sur la terre, une terrasse s’affaisse, les dalles se soulèvent au gel et les joints se remplissent de mousse en deux saisons.",
          "Nous décaissons, stabilisons et drainons avant de poser quoi que ce soit. La pente est réglée pour éloigner l’eau de la maison, les bordures tiennent les rives, et chaque matériau est posé selon la méthode qui lui convient : sur lit de sable, sur plots, ou collé sur dalle béton.",
        ],
        highlightsTitle: "Ce qui est toujours prévu",
        highlights: [
          "Décaissement et évacuation des terres",
          "Géotextile et fondation en grave compactée",
          "Pente de 1,5 à 2 % vers un exutoire",
          "Bordures scellées pour bloquer les rives",
          "Joints adaptés au matériau et à l’usage",
        ],
      },
      {
        kind: "cards",
        id: "dallage-prestations",
        eyebrow: "Prestations",
        title: "Nos réalisations en dallage et pavage",
        cards: [
          {
            icon: "square",
            title: "Terrasses en dalles",
            description:
              "Grès cérame, pierre naturelle ou béton, posés sur lit de sable ou sur dalle, au ras de la porte-fenêtre.",
          },
          {
            icon: "route",
            title: "Allées de garage pavées",
            description:
              "Pavés béton ou pierre sur fondation renforcée, conçus pour supporter le passage d’un véhicule sans ornière.",
          },
          {
            icon: "layout-grid",
            title: "Cours et accès",
            description:
              "Cours de maisons de ville, accès piétons et abords de portail, avec seuils et marches assortis.",
          },
          {
            icon: "layers",
            title: "Dalles sur plots",
            description:
              "Terrasse surélevée sur plots réglables, idéale sur une dalle existante ou un sol en pente, sans démolition.",
          },
          {
            icon: "droplets",
            title: "Drainage et caniveaux",
            description:
              "Caniveaux à grille, drains et raccordement aux eaux pluviales pour ne jamais garder d’eau stagnante.",
          },
          {
            icon: "wrench",
            title: "Rénovation de dallage",
            description:
              "Dépose d’une terrasse affaissée, reprise de la fondation et repose des dalles saines ou neuves.",
          },
        ],
      },
      {
        kind: "article",
        id: "dallage-types",
        eyebrow: "Bien choisir",
        title: "Quel type de dalle pour votre extérieur ?",
        blocks: [
          {
            title: "Grès cérame 2 cm",
            paragraphs: [
              "Dense, antidérapant (classé R11 pour l’extérieur), insensible au gel et aux taches : c’est le matériau le plus facile à vivre. Il se pose sur plots, sur gravillons ou collé sur une dalle béton.",
            ],
          },
          {
            title: "Pierre naturelle",
            paragraphs: [
              "Pierre bleue, grès ou calcaire dur : chaque dalle est unique et vieillit bien. Nous choisissons des pierres ingélives, indispensables avec nos hivers humides.",
            ],
          },
          {
            title: "Dalles et pavés béton",
            paragraphs: [
              "Le meilleur rapport qualité-prix pour les grandes surfaces et les allées carrossables. Les pavés autobloquants de 6 à 8 cm encaissent le passage des voitures.",
            ],
          },
          {
            title: "Pavés drainants",
            paragraphs: [
              "Joints élargis ou pavés poreux qui laissent l’eau s’infiltrer : une solution adaptée aux cours qui débordaient à chaque averse, et que certaines communes encouragent.",
            ],
          },
        ],
        aside: {
          icon: "ruler",
          title: "Allée carrossable",
          text: "Comptez 25 à 30 cm de fondation compactée sous une allée de garage, contre 15 à 20 cm sous une terrasse piétonne.",
        },
      },
      {
        kind: "process",
        id: "dallage-methode",
        eyebrow: "Méthode",
        title: "Notre méthode en trois étapes",
        steps: [
          {
            step: 1,
            title: "Étude du terrain",
            description:
              "Nature du sol, écoulement des eaux, niveaux par rapport aux seuils et usage prévu : tout est relevé avant le devis.",
          },
          {
            step: 2,
            title: "Préparation",
            description:
              "Décaissement, géotextile, fondation en grave compactée par couches, bordures et réglage de la pente.",
          },
          {
            step: 3,
            title: "Pose et finitions",
            description:
              "Pose au cordeau, coupes propres, joints adaptés, nettoyage du chantier et conseils d’entretien remis à la fin.",
          },
        ],
      },
      {
        kind: "projects",
        id: "dallage-realisations",
        eyebrow: "Réalisations",
        title: "Terrasses et allées réalisées",
        carouselLabel: "Chantiers de dallage",
        projects: [
          {
            id: "dallage-lens-terrasse-gres",
            title: "Terrasse en grès cérame",
            description:
              "Terrasse de 35 m² en grès cérame 60 × 60 cm posée sur plots au niveau du séjour, avec caniveau à grille devant la baie.",
            town: "Lens",
            date: "Mai 2024",
            serviceLabel: "Dallage",
            image: "dallage",
            imageAlt: "Terrasse en grès cérame gris clair devant une baie vitrée à Lens",
          },
          {
            id: "dallage-douai-allee-pavee",
            title: "Allée de garage pavée",
            description:
              "Allée de 60 m² en pavés béton de 8 cm sur 30 cm de grave compactée, bordures scellées et raccordement des eaux pluviales.",
            town: "Douai",
            date: "Avril 2024",
            serviceLabel: "Dallage",
            image: "dallage",
            imageAlt: "Allée de garage en pavés béton gris devant une maison à Douai",
          },
          {
            id: "dallage-sin-le-noble-cour",
            title: "Cour de maison de ville",
            description:
              "Dépose d’un béton fissuré et pose de pavés drainants dans une cour qui se transformait en mare à chaque orage.",
            town: "Sin-le-Noble",
            date: "Août 2023",
            serviceLabel: "Dallage",
            image: "dallage",
            imageAlt: "Cour intérieure pavée de pavés drainants à Sin-le-Noble",
          },
          {
            id: "dallage-dourges-pierre",
            title: "Terrasse en pierre bleue",
            description:
              "Terrasse en pierre bleue adoucie, posée collée sur dalle béton armée, avec marches assorties vers le jardin.",
            town: "Dourges",
            date: "Juin 2024",
            serviceLabel: "Dallage",
            image: "dallage",
            imageAlt: "Terrasse et marches en pierre bleue à Dourges",
          },
        ],
      },
      {
        kind: "features",
        id: "dallage-raisons",
        eyebrow: "Pourquoi nous choisir",
        title: "Des extérieurs qui restent plans",
        tone: "navy",
        items: [
          {
            icon: "search",
            title: "Sol étudié",
            description: "Nous adaptons la fondation au terrain réel, pas à une épaisseur standard.",
          },
          {
            icon: "droplets",
            title: "Eau maîtrisée",
            description: "Pentes, caniveaux et exutoires pensés avant la pose, pour une terrasse sèche en hiver.",
          },
          {
            icon: "truck",
            title: "Chantier propre",
            description: "Évacuation des terres et des gravats comprise, accès protégés pendant les travaux.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "Dallages et fondations garantis dix ans par notre assurance.",
          },
        ],
      },
      {
        kind: "town-zone",
        id: "dallage-zone",
        eyebrow: "Zone d’intervention",
        title: "Nous réalisons vos terrasses et allées dans ces communes",
        text: "Depuis Loos-en-Gohelle, nos équipes de dallage interviennent dans tout le bassin minier, le Douaisis, l’Artois et la métropole lilloise.",
      },
    ],
    related: ["maconnerie", "nettoyage-demoussage", "traitement-facade"],
  } as const satisfies ServicePage;
}
