import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let couvertureZincPage!: ReturnType<typeof writtenCouvertureZincPage>;
derive(() => {
  couvertureZincPage = writtenCouvertureZincPage();
});

function writtenCouvertureZincPage() {
  return {
    slug: "couverture-zinc",
    meta: {
      title: `Couverture zinc à joint debout à Lens | ${site.shortName}`,
      description:
        "Couvreur-zingueur à Loos-en-Gohelle : toitures zinc à joint debout ou à tasseaux, gouttières, chéneaux et habillages. Devis gratuit, garantie décennale.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Couverture zinc · Zinguerie",
      title: "Couverture zinc et zinguerie dans le Pas-de-Calais",
      lead: "Toitures à joint debout ou à tasseaux, chéneaux, gouttières et habillages façonnés sur mesure par nos zingueurs, pour des maisons de ville, des extensions contemporaines et des bâtiments anciens du bassin minier.",
      badges: ["Zinc VMZINC et Rheinzink", "Façonnage sur mesure", "Garantie décennale"],
      image: "zinc",
      imageAlt: "Toiture en zinc à joint debout aux reflets gris bleuté sur une maison de ville",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "intro",
        id: "zinc-intro",
        eyebrow: "Notre métier",
        title: "Le zinc, un savoir-faire de zingueur",
        paragraphs: [
          "Le zinc ne se pose pas comme une tuile : chaque bande est mise à longueur, pliée et assemblée sur le chantier, sans un trou de fixation apparent. Nos zingueurs travaillent les feuilles de zinc naturel, pré-patiné ou quartz en épaisseur 0,65 ou 0,70 mm, et façonnent eux-mêmes rives, égouts, faîtages et abergements.",
          "Dans le bassin minier, on le retrouve sur les brisis des maisons d’ingénieurs, les chéneaux des maisons de maître de Béthune ou d’Arras, et de plus en plus sur les extensions à toit plat ou monopente. Il supporte les faibles pentes dès 5 %, le vent d’ouest et les hivers humides du Nord sans broncher.",
          "Avant chaque chantier, nous vérifions le support (voligeage jointif en sapin ou panneaux adaptés), la ventilation de la sous-face et la compatibilité des matériaux en contact : le zinc ne tolère ni le cuivre en amont ni certains bois acides, et c’est souvent là que naissent les désordres.",
        ],
        highlightsTitle: "Ce que comprend une couverture zinc",
        highlights: [
          "Dépose de l’ancienne couverture et évacuation en déchetterie agréée",
          "Voligeage ou panneaux neufs, écran de sous-toiture et ventilation",
          "Bandes de zinc à joint debout ou à tasseaux, pattes coulissantes",
          "Faîtage, rives, égout et abergements façonnés à la main",
          "Gouttières, descentes et crapaudines assorties",
        ],
      },
      {
        kind: "projects",
        id: "zinc-realisations",
        eyebrow: "Réalisations",
        title: "Nos derniers chantiers en zinc",
        text: "Trois chantiers récents, de la toiture complète à la reprise d’un chéneau.",
        carouselLabel: "Chantiers de couverture zinc",
        projects: [
          {
            id: "zinc-lievin-extension-quartz",
            title: "Extension en zinc quartz à joint debout",
            description:
              "Extension en ossature bois à Liévin : 38 m² de zinc pré-patiné quartz à joint debout sur une pente de 7 %, avec rive et bande d’égout façonnées à l’atelier.",
            town: "Liévin",
            date: "Mars 2024",
            serviceLabel: "Couverture Zinc",
            image: "zinc",
            imageAlt: "Extension contemporaine couverte de zinc gris quartz à joint debout à Liévin",
          },
          {
            id: "zinc-loos-brisis-tasseaux",
            title: "Brisis à tasseaux d’une maison d’ingénieur",
            description:
              "Restitution à l’identique d’un brisis en zinc naturel à tasseaux sur une maison d’ingénieur de la cité, avec lucarnes habillées et noues soudées à l’étain.",
            town: "Loos-en-Gohelle",
            date: "Juin 2024",
            serviceLabel: "Couverture Zinc",
            image: "zinc",
            imageAlt: "Brisis de toiture en zinc à tasseaux sur une maison d’ingénieur à Loos-en-Gohelle",
          },
          {
            id: "zinc-bethune-cheneau",
            title: "Chéneau encaissé refait à neuf",
            description:
              "Maison de maître à Béthune : 18 mètres de chéneau encaissé en zinc 0,65 mm, dilatations et naissances neuves, descentes en zinc naturel jusqu’au regard.",
            town: "Béthune",
            date: "Octobre 2023",
            serviceLabel: "Zinguerie",
            image: "zinguerie",
            imageAlt: "Chéneau et descente en zinc neufs sur une maison de maître à Béthune",
          },
        ],
      },
      {
        kind: "cards",
        id: "zinc-prestations",
        eyebrow: "Prestations",
        title: "Six prestations en zinc, du toit à la descente",
        text: "Une même équipe pour la couverture et toute la zinguerie : les raccords sont faits par ceux qui les garantissent.",
        cards: [
          {
            icon: "layers",
            title: "Couverture à joint debout",
            description:
              "Bandes agrafées en double pli, fixées par pattes coulissantes pour laisser le zinc se dilater. Lignes nettes, aucune fixation apparente.",
          },
          {
            icon: "ruler",
            title: "Couverture à tasseaux",
            description:
              "La technique traditionnelle des brisis et des toitures anciennes, avec couvre-joints sur tasseaux bois, pour restaurer à l’identique.",
          },
          {
            icon: "droplets",
            title: "Gouttières et descentes",
            description:
              "Gouttières pendantes demi-rondes ou havraises, descentes rondes ou carrées, soudées à l’étain et dimensionnées pour les averses du Nord.",
          },
          {
            icon: "waves",
            title: "Chéneaux et noues",
            description:
              "Réfection de chéneaux encaissés et de noues, points faibles des vieilles toitures, avec joints de dilatation et trop-pleins.",
          },
          {
            icon: "home",
            title: "Habillages et abergements",
            description:
              "Lucarnes, souches de cheminée, rives, bandeaux et acrotères habillés de zinc pour protéger les bois et les maçonneries.",
          },
          {
            icon: "wrench",
            title: "Réparation et entretien",
            description:
              "Recherche de fuite, reprise de soudures, remplacement d’une bande percée ou d’une crapaudine : nous intervenons aussi sur les petites surfaces.",
          },
        ],
      },
      {
        kind: "article",
        id: "zinc-pourquoi",
        eyebrow: "Pourquoi le zinc",
        title: "Un toit qui traverse le siècle",
        blocks: [
          {
            title: "Une longévité de plus de 100 ans",
            paragraphs: [
              "Au contact de l’air, le zinc se couvre d’une patine de carbonate de zinc qui le protège de la corrosion et se reforme d’elle-même après une rayure. Bien posée et bien ventilée, une couverture en zinc dépasse les 100 ans : les toits parisiens du XIXᵉ siècle en sont la preuve.",
            ],
          },
          {
            title: "Léger, il ménage la charpente",
            paragraphs: [
              "Environ 5 kg/m² contre plus de 40 kg/m² pour une couverture en tuiles mécaniques : le zinc convient aux charpentes anciennes qu’on ne veut pas renforcer et aux extensions à ossature bois.",
            ],
          },
          {
            title: "Recyclable et sobre en entretien",
            paragraphs: [
              "Le zinc se recycle sans perte de qualité. Il ne demande ni peinture ni traitement : un contrôle des gouttières et des évacuations chaque automne suffit.",
            ],
          },
        ],
        aside: {
          icon: "hourglass",
          title: "Plus de 100 ans",
          text: "C’est la durée de vie d’une couverture en zinc posée dans les règles de l’art, soit trois à quatre fois celle d’un toit en tuiles béton.",
        },
      },
      {
        kind: "features",
        id: "zinc-expertise",
        eyebrow: "Expertise et garanties",
        title: "Ce qui fait une toiture zinc bien faite",
        tone: "navy",
        items: [
          {
            icon: "hammer",
            title: "Façonnage par nos zingueurs",
            description:
              "Plieuse, sertisseuse et fer à souder : les pièces sont façonnées par notre équipe, pas commandées toutes faites.",
          },
          {
            icon: "wind",
            title: "Ventilation maîtrisée",
            description:
              "Lame d’air et entrées en égout conformes au DTU 40.41 : c’est elle qui évite la corrosion par la face cachée.",
          },
          {
            icon: "badge-check",
            title: "Zinc certifié",
            description:
              "Zinc laminé VMZINC ou Rheinzink, avec fiches techniques et avis techniques remis en fin de chantier.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description:
              "Couverture et zinguerie garanties dix ans par notre assurance, attestation fournie avec le devis.",
          },
        ],
      },
      {
        kind: "gallery",
        id: "zinc-galerie",
        eyebrow: "Galerie",
        title: "Le zinc sous toutes ses formes",
        text: "Toitures, ouvrages de zinguerie et habillages réalisés par notre équipe.",
        items: [
          {
            id: "galerie-zinc-joint-debout-lens",
            image: "zinc",
            imageAlt: "Toiture zinc à joint debout sur une maison de Lens",
            title: "Joint debout pré-patiné",
            description: "Maison de ville à Lens, 95 m² de zinc ardoise posés sur voligeage neuf.",
            category: "Toiture",
          },
          {
            id: "galerie-zinc-gouttiere-avion",
            image: "zinguerie",
            imageAlt: "Gouttière demi-ronde et descente en zinc naturel sur une façade en briques à Avion",
            title: "Gouttière demi-ronde",
            description: "Remplacement complet des gouttières pendantes d’une maison de cité à Avion.",
            category: "Zinguerie",
          },
          {
            id: "galerie-zinc-lucarne-arras",
            image: "zinc",
            imageAlt: "Lucarne habillée de zinc naturel sur une toiture en ardoise à Arras",
            title: "Lucarne habillée",
            description: "Jouées et couverture de lucarne en zinc naturel, raccordées à l’ardoise existante.",
            category: "Habillage",
          },
          {
            id: "galerie-zinc-souche-harnes",
            image: "zinguerie",
            imageAlt: "Abergement en zinc autour d’une souche de cheminée en briques à Harnes",
            title: "Abergement de cheminée",
            description: "Bavette et noquets en zinc autour d’une souche en briques, fin d’une infiltration chronique.",
            category: "Zinguerie",
          },
          {
            id: "galerie-zinc-extension-douai",
            image: "zinc",
            imageAlt: "Toit monopente en zinc quartz sur une extension à Douai",
            title: "Monopente en zinc quartz",
            description: "Extension de cuisine à Douai, joint debout en zinc quartz sur une pente de 5 %.",
            category: "Toiture",
          },
          {
            id: "galerie-zinc-bandeau-montigny",
            image: "zinguerie",
            imageAlt: "Bandeau et rive de toit habillés de zinc à Montigny-en-Gohelle",
            title: "Rives et bandeaux",
            description: "Planches de rive dégradées protégées par un habillage zinc sans entretien.",
            category: "Habillage",
          },
        ],
      },
    ],
    related: ["ardoise", "charpente", "urgence-fuite"],
  } as const satisfies ServicePage;
}
