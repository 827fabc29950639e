import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let nettoyageDemoussagePage!: ReturnType<typeof writtenNettoyageDemoussagePage>;
derive(() => {
  nettoyageDemoussagePage = writtenNettoyageDemoussagePage();
});

function writtenNettoyageDemoussagePage() {
  return {
    slug: "nettoyage-demoussage",
    meta: {
      title: `Démoussage et nettoyage de toiture à Lens | ${site.shortName}`,
      description:
        "Démoussage, nettoyage basse pression, traitement anti-mousse et hydrofuge de toitures autour de Loos-en-Gohelle. Produits biodégradables, devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Nettoyage · Démoussage · Hydrofuge",
      title: "Nettoyage et démoussage de toiture",
      lead: "Dans le Nord, la mousse s’installe vite sur les versants exposés au nord et sous les arbres. Nous démoussons, nettoyons et protégeons votre toiture pour qu’elle reste étanche et garde son aspect d’origine.",
      badges: ["Basse pression", "Produits biodégradables", "Tuiles cassées remplacées"],
      image: "nettoyage",
      imageAlt: "Couvreur nettoyant une toiture en tuiles couverte de mousse",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "intro",
        id: "nettoyage-intro",
        eyebrow: "Pourquoi entretenir",
        title: "La mousse, ennemie silencieuse de votre toit",
        paragraphs: [
          "La mousse retient l’eau comme une éponge. En hiver, cette eau gèle dans les pores des tuiles et les fait éclater ; au printemps, les débris bouchent les gouttières et les noues. Une toiture en tuiles de terre cuite, qui devrait durer plus de 50 ans, peut être à refaire bien plus tôt si on la laisse se couvrir.",
          "Le démoussage est aussi l’occasion d’un vrai contrôle : nos couvreurs repèrent et remplacent les tuiles fendues, vérifient les faîtages et les solins, et vous signalent ce qui demandera une réparation.",
        ],
        highlightsTitle: "Une intervention complète",
        highlights: [
          "Brossage manuel de la mousse épaisse",
          "Nettoyage basse pression, jamais de haute pression sur les tuiles",
          "Pulvérisation d’un anti-mousse curatif",
          "Hydrofuge incolore en option",
          "Nettoyage des gouttières en fin de chantier",
        ],
      },
      {
        kind: "cards",
        id: "nettoyage-prestations",
        eyebrow: "Prestations",
        title: "Nos services de nettoyage et de protection",
        cards: [
          {
            icon: "sparkles",
            title: "Démoussage",
            description:
              "Grattage et brossage manuels des mousses et lichens, sans abîmer l’émail ni la surface des tuiles.",
          },
          {
            icon: "droplets",
            title: "Nettoyage basse pression",
            description:
              "Rinçage à pression maîtrisée qui décolle les salissures sans ouvrir les pores de la terre cuite.",
          },
          {
            icon: "leaf",
            title: "Traitement anti-mousse",
            description: "Produit curatif et préventif biodégradable qui détruit les spores et ralentit la repousse.",
          },
          {
            icon: "umbrella",
            title: "Hydrofuge de toiture",
            description:
              "Protection incolore ou colorée qui fait perler l’eau et limite l’encrassement pour plusieurs années.",
          },
          {
            icon: "waves",
            title: "Nettoyage des gouttières",
            description: "Curage des gouttières, chéneaux et crapaudines, contrôle du bon écoulement des descentes.",
          },
          {
            icon: "wrench",
            title: "Petites réparations",
            description:
              "Remplacement des tuiles cassées, reprise de faîtage ou de solin repérés pendant le nettoyage.",
          },
        ],
      },
      {
        kind: "article",
        id: "nettoyage-methode",
        eyebrow: "Notre méthode",
        title: "Nettoyer sans abîmer : les bonnes pratiques",
        blocks: [
          {
            title: "Pourquoi jamais de haute pression",
            paragraphs: [
              "Un nettoyeur haute pression décape la surface des tuiles en terre cuite et des ardoises, arrache les mousses mais aussi la protection naturelle du matériau, et peut soulever les éléments et faire entrer l’eau sous la couverture. Nous travaillons en basse pression, après un brossage manuel.",
            ],
          },
          {
            title: "Un traitement qui agit dans la durée",
            paragraphs: [
              "L’anti-mousse est pulvérisé sur une toiture propre et sèche, puis laissé agir : les pluies suivantes terminent le travail en éliminant les dernières spores. Sur les toitures qui ont tendance à verdir, un hydrofuge appliqué après le nettoyage limite l’absorption d’eau et espace les interventions.",
            ],
          },
          {
            title: "Attention aux toitures en fibrociment",
            paragraphs: [
              "Une toiture en plaques ou en ardoises en fibrociment d’avant 1997 peut contenir de l’amiante : elle ne doit jamais être brossée ni nettoyée au jet. Nous vous proposons alors un traitement sans contact ou, si elle est en fin de vie, un désamiantage.",
            ],
          },
        ],
        aside: {
          icon: "calendar",
          title: "Tous les 2 à 3 ans",
          text: "Un traitement anti-mousse régulier coûte bien moins cher qu’un remplacement de tuiles gélives.",
        },
      },
      {
        kind: "projects",
        id: "nettoyage-realisations",
        eyebrow: "Réalisations",
        title: "Toitures nettoyées récemment",
        carouselLabel: "Chantiers de nettoyage et de démoussage",
        projects: [
          {
            id: "nettoyage-montigny-tuiles",
            title: "Toiture en tuiles démoussée",
            description:
              "120 m² de tuiles mécaniques démoussées à la brosse, rincées en basse pression et traitées anti-mousse, quatre tuiles fendues remplacées.",
            town: "Montigny-en-Gohelle",
            date: "Avril 2024",
            serviceLabel: "Nettoyage & Démoussage",
            image: "nettoyage",
            imageAlt: "Toiture en tuiles rouges après démoussage à Montigny-en-Gohelle",
          },
          {
            id: "nettoyage-harnes-hydrofuge",
            title: "Nettoyage et hydrofuge",
            description:
              "Versant nord très encrassé sous un grand chêne : nettoyage, anti-mousse puis hydrofuge incolore, gouttières curées.",
            town: "Harnes",
            date: "Octobre 2023",
            serviceLabel: "Nettoyage & Démoussage",
            image: "nettoyage",
            imageAlt: "Versant de toiture traité à l’hydrofuge à Harnes",
          },
          {
            id: "nettoyage-wingles-ardoise",
            title: "Toiture en ardoise entretenue",
            description:
              "Lichens éliminés à la main sur une toiture en ardoise naturelle, traitement curatif adapté et contrôle complet des crochets.",
            town: "Wingles",
            date: "Mars 2024",
            serviceLabel: "Nettoyage & Démoussage",
            image: "ardoise",
            imageAlt: "Toiture en ardoise naturelle débarrassée de ses lichens à Wingles",
          },
        ],
      },
      {
        kind: "features",
        id: "nettoyage-raisons",
        eyebrow: "Nos engagements",
        title: "Un nettoyage réalisé par des couvreurs",
        tone: "navy",
        items: [
          {
            icon: "hard-hat",
            title: "Sécurité sur le toit",
            description: "Harnais, points d’ancrage ou échafaudage : nous ne marchons pas au hasard sur vos tuiles.",
          },
          {
            icon: "search",
            title: "Contrôle offert",
            description: "Rapport photo de l’état de la toiture remis à la fin de chaque nettoyage.",
          },
          {
            icon: "leaf",
            title: "Produits biodégradables",
            description: "Traitements sans chlore ni javel, plantations et bassins protégés pendant l’application.",
          },
          {
            icon: "wrench",
            title: "Réparations sur place",
            description: "Tuiles cassées et faîtages abîmés sont remplacés dans la foulée, sur accord de votre part.",
          },
        ],
      },
      {
        kind: "faq",
        id: "nettoyage-faq",
        eyebrow: "Questions fréquentes",
        title: "Vos questions sur le démoussage",
        items: [
          {
            question: "À quelle fréquence faut-il traiter sa toiture contre la mousse ?",
            answer:
              "Nous conseillons un traitement anti-mousse tous les 2 à 3 ans. Les versants orientés au nord, ombragés par des arbres ou proches d’un cours d’eau verdissent plus vite et peuvent demander un passage plus fréquent ; un simple coup d’œil depuis le sol chaque automne suffit à le savoir.",
          },
          {
            question: "Quelle est la meilleure saison pour démousser ?",
            answer:
              "Le printemps et l’automne. Il faut une toiture sèche, pas de gel et pas de pluie annoncée dans les heures qui suivent le traitement pour qu’il pénètre bien. En plein été, la chaleur fait sécher le produit trop vite ; en hiver, le gel empêche d’intervenir.",
          },
          {
            question: "Les produits utilisés sont-ils respectueux de l’environnement ?",
            answer:
              "Oui. Nous utilisons des traitements biodégradables, sans chlore ni javel, appliqués à dose mesurée par pulvérisation basse pression. Nous protégeons les plantations, les bassins et les récupérateurs d’eau de pluie pendant l’application.",
          },
          {
            question: "Les travaux de nettoyage sont-ils garantis ?",
            answer:
              "Oui. Les surfaces traitées et les produits employés figurent sur la facture, et nos interventions sont couvertes par notre assurance professionnelle. Si une tuile est cassée pendant le nettoyage, nous la remplaçons à nos frais.",
          },
        ],
      },
    ],
    related: ["couverture-zinc", "ardoise", "traitement-facade"],
  } as const satisfies ServicePage;
}
