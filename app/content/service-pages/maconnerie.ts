import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let maconneriePage!: ReturnType<typeof writtenMaconneriePage>;
derive(() => {
  maconneriePage = writtenMaconneriePage();
});

function writtenMaconneriePage() {
  return {
    slug: "maconnerie",
    meta: {
      title: `Maçonnerie et rejointoiement de briques | ${site.shortName}`,
      description:
        "Souches de cheminée, murs en briques, rejointoiement à la chaux, ouvertures et linteaux dans le bassin minier. Maçons qualifiés, devis gratuit, décennale.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Maçonnerie · Brique · Rejointoiement",
      title: "Maçonnerie et rénovation de briques",
      lead: "Souches de cheminée, murs et pignons en briques, rejointoiement, ouvertures et petits ouvrages : nos maçons entretiennent et transforment les maisons du bassin minier en respectant leurs matériaux d’origine.",
      badges: ["Brique et chaux", "Souches de cheminée", "Garantie décennale"],
      image: "maconnerie",
      imageAlt: "Mur en briques rouges fraîchement rejointoyé",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "maconnerie-chiffres",
        title: "Notre maçonnerie, en chiffres",
        stats: [
          ...jobsStat("maconnerie", "projet de maçonnerie réalisé", "projets de maçonnerie réalisés"),
          ...experienceStat("d’expérience"),
          ...ratingStat(),
          { value: "10 ans", label: "de garantie décennale" },
        ],
      },
      {
        kind: "intro",
        id: "maconnerie-intro",
        eyebrow: "Notre métier",
        title: "Des maçons qui connaissent la brique du Nord",
        paragraphs: [
          "Couvreurs et maçons travaillent chez nous dans la même équipe, parce que sur une maison de brique les deux métiers se rejoignent sans cesse : une souche de cheminée qui se délite, un pignon qui prend l’eau, un solin à refaire au pied d’un mur.",
          "Nous intervenons pour des réparations comme pour des travaux de transformation : création ou agrandissement d’une ouverture, muret de clôture, seuil, appui de fenêtre ou petite dalle. Chaque intervention commence par comprendre le mur existant : son épaisseur, sa brique, son mortier.",
        ],
        highlightsTitle: "Nos points d’attention",
        highlights: [
          "Briques de récupération assorties à l’existant",
          "Mortiers de chaux pour les murs anciens",
          "Linteaux et reprises en sous-œuvre calculés",
          "Protection des abords et nettoyage en fin de chantier",
        ],
      },
      {
        kind: "article",
        id: "maconnerie-brique",
        eyebrow: "Le savoir-faire",
        title: "La maison de brique du bassin minier, et comment la soigner",
        blocks: [
          {
            title: "La brique rouge, identité des cités minières",
            paragraphs: [
              "Des corons de Loos-en-Gohelle aux cités-jardins de Liévin et d’Hénin-Beaumont, les maisons ouvrières ont été bâties par les compagnies minières en briques rouges cuites localement, montées au mortier de chaux. Ce patrimoine, aujourd’hui en partie inscrit au patrimoine mondial de l’UNESCO, se reconnaît à ses frises, ses linteaux en arc et ses appareillages décoratifs.",
              "Ces murs fonctionnent différemment d’un mur moderne : ils absorbent l’humidité et la rendent à l’air. Les réparer avec des matériaux trop étanches, c’est enfermer l’eau dans la brique et la voir éclater au premier gel.",
            ],
          },
          {
            title: "Rejointoyer à la chaux, pas au ciment",
            paragraphs: [
              "Un joint creux ou friable laisse entrer la pluie battante et fait tomber le mur peu à peu. Nous dégarnissons les joints sur 15 à 20 mm, sans abîmer les arêtes des briques, puis les regarnissons au mortier de chaux naturelle, teinté pour retrouver la couleur d’origine. Un joint au ciment, plus dur que la brique, finit par la faire éclater : c’est l’erreur la plus fréquente que nous voyons.",
            ],
          },
          {
            title: "Les souches de cheminée, premier poste de réparation",
            paragraphs: [
              "Exposée à la pluie, au gel et aux fumées, la souche est la partie la plus sollicitée de la maçonnerie. Briques éclatées, joints vides, couronnement fissuré : nous la rejointoyons, la remontons en partie ou en totalité, posons un chapeau et refaisons le raccord avec la toiture, solin ou abergement en zinc.",
            ],
          },
          {
            title: "Fissures : chercher la cause avant de reboucher",
            paragraphs: [
              "Dans le secteur, une fissure peut venir d’un linteau qui a rouillé, d’une descente d’eau qui se vide au pied du mur, d’un sol argileux ou d’anciens mouvements miniers. Nous posons des témoins si nécessaire, traitons la cause, puis réparons par agrafage et reprise des briques. Si un dommage minier est en cause, des démarches spécifiques existent auprès de l’État : nous vous orientons avant d’engager des frais.",
            ],
          },
        ],
        aside: {
          icon: "brick",
          title: "Briques assorties",
          text: "Nous conservons des briques de récupération de différentes teintes pour que les reprises se fondent dans les murs anciens.",
        },
      },
      {
        kind: "cards",
        id: "maconnerie-prestations",
        eyebrow: "Prestations",
        title: "Nos travaux de maçonnerie",
        cards: [
          {
            icon: "home",
            title: "Souches de cheminée",
            description:
              "Rejointoiement, remontage, couronnement béton et chapeau, raccord étanche avec la couverture.",
          },
          {
            icon: "brick",
            title: "Rejointoiement",
            description: "Dégarnissage et regarnissage des joints au mortier de chaux teinté, façades et pignons.",
          },
          {
            icon: "fence",
            title: "Murs et murets",
            description: "Murs de clôture, murets de jardin et pignons en briques pleines ou en blocs enduits.",
          },
          {
            icon: "square",
            title: "Ouvertures et linteaux",
            description:
              "Création ou agrandissement de baies, remplacement de linteaux rouillés, appuis et seuils de fenêtres.",
          },
          {
            icon: "wrench",
            title: "Réparation de fissures",
            description: "Diagnostic, agrafage, reprise de briques éclatées et traitement de la cause de la fissure.",
          },
          {
            icon: "blocks",
            title: "Petits ouvrages en béton",
            description: "Dalles, chapes, marches, socles d’abri de jardin et fondations de petites extensions.",
          },
        ],
      },
      {
        kind: "projects",
        id: "maconnerie-realisations",
        eyebrow: "Réalisations",
        title: "Chantiers de maçonnerie récents",
        carouselLabel: "Chantiers de maçonnerie",
        projects: [
          {
            id: "maconnerie-loos-coron",
            title: "Façade de coron rejointoyée",
            description:
              "Dégarnissage et rejointoiement à la chaux de 70 m² de façade en briques rouges, avec remplacement des briques éclatées par le gel.",
            town: "Loos-en-Gohelle",
            date: "Mai 2024",
            serviceLabel: "Maçonnerie",
            image: "maconnerie",
            imageAlt: "Façade de coron en briques rouges rejointoyée à Loos-en-Gohelle",
          },
          {
            id: "maconnerie-mericourt-souche",
            title: "Souche de cheminée remontée",
            description:
              "Souche fissurée démontée jusqu’au niveau de la toiture, remontée en briques assorties, couronnement neuf et abergement zinc.",
            town: "Méricourt",
            date: "Octobre 2023",
            serviceLabel: "Maçonnerie",
            image: "maconnerie",
            imageAlt: "Souche de cheminée en briques reconstruite sur un toit à Méricourt",
          },
          {
            id: "maconnerie-courrieres-ouverture",
            title: "Baie vitrée créée dans un mur porteur",
            description:
              "Ouverture de 2,40 m dans un mur en briques de 22 cm, avec étaiement, linteau acier et tableaux refaits en briques de parement.",
            town: "Courrières",
            date: "Février 2024",
            serviceLabel: "Maçonnerie",
            image: "maconnerie",
            imageAlt: "Nouvelle ouverture avec linteau dans un mur en briques à Courrières",
          },
        ],
      },
      {
        kind: "features",
        id: "maconnerie-raisons",
        eyebrow: "Nos engagements",
        title: "Pourquoi confier votre maçonnerie à un couvreur-maçon",
        tone: "navy",
        items: [
          {
            icon: "layers",
            title: "Toit et murs ensemble",
            description:
              "Souche, solin et couverture traités par la même équipe : pas d’infiltration entre deux corps de métier.",
          },
          {
            icon: "leaf",
            title: "Matériaux respectueux",
            description: "Chaux naturelle et briques assorties pour les murs anciens, béton là où il a sa place.",
          },
          {
            icon: "clipboard-check",
            title: "Devis détaillé",
            description: "Chaque poste chiffré séparément : vous savez ce que vous payez et pourquoi.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "Travaux de maçonnerie garantis dix ans par notre assurance.",
          },
        ],
      },
    ],
    related: ["traitement-facade", "peinture-exterieure", "dallage"],
  } as const satisfies ServicePage;
}
