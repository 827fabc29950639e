import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let ardoisePage!: ReturnType<typeof writtenArdoisePage>;
derive(() => {
  ardoisePage = writtenArdoisePage();
});

function writtenArdoisePage() {
  return {
    slug: "ardoise",
    meta: {
      title: `Couvreur ardoise naturelle, Lens et Arras | ${site.shortName}`,
      description:
        "Pose et réfection de toitures en ardoise naturelle ou fibrociment, au crochet ou au clou, dans le Pas-de-Calais. Couvreurs qualifiés, devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Ardoise naturelle · Ardoise fibrociment",
      title: "Toitures en ardoise, pose et réfection",
      lead: "Maisons de maître, demeures bourgeoises d’Arras ou de Douai, lucarnes et clochetons : nous posons et restaurons les toitures en ardoise naturelle ou synthétique, au crochet ou au clou, avec le soin qu’elles exigent.",
      badges: ["Ardoise d’Espagne et d’Angers", "Pose au crochet ou au clou", "Garantie décennale"],
      image: "ardoise",
      imageAlt: "Toiture en ardoise naturelle gris bleu avec une lucarne",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "ardoise-chiffres",
        title: "Nos toitures en ardoise, en chiffres",
        stats: [
          ...jobsStat("ardoise", "toiture en ardoise réalisée", "toitures en ardoise réalisées"),
          ...experienceStat("d’expérience du métier"),
          ...ratingStat(),
          { value: "100 ans", label: "de durabilité pour l’ardoise naturelle" },
        ],
      },
      {
        kind: "intro",
        id: "ardoise-intro",
        eyebrow: "Notre métier",
        title: "L’ardoise, la couverture des belles demeures du Nord",
        paragraphs: [
          "Dans l’Artois et le Douaisis, l’ardoise coiffe les maisons de maître, les anciennes maisons de direction des compagnies minières, les églises et beaucoup de toits à la Mansart. C’est un matériau noble, fin et étanche, mais qui ne pardonne pas l’approximation : pureau, recouvrement et pente doivent être calculés pour chaque toiture.",
          "Nous posons l’ardoise au crochet inox, rapide et adapté aux grands pans, ou au clou cuivre, traditionnel et plus discret, notamment sur les bâtiments anciens. Les points singuliers (noues, arêtiers, faîtages, lucarnes, œils-de-bœuf) sont traités en ardoise ou en zinc par notre propre équipe.",
          "Sur une toiture existante, nous commençons toujours par un diagnostic : une ardoise glissée ou cassée se remplace, mais des crochets rouillés sur tout un pan ou des liteaux fatigués annoncent une réfection complète.",
        ],
        highlightsTitle: "Une réfection complète comprend",
        highlights: [
          "Dépose soignée des ardoises et tri de celles qui se réemploient",
          "Contrôle de la charpente, voligeage ou liteaunage neuf",
          "Écran de sous-toiture HPV respirant",
          "Pose au crochet inox ou au clou cuivre",
          "Noues, faîtage et rives en ardoise ou en zinc",
        ],
      },
      {
        kind: "cards",
        id: "ardoise-prestations",
        eyebrow: "Prestations",
        title: "Ce que nous réalisons en ardoise",
        cards: [
          {
            icon: "grid",
            title: "Couverture neuve",
            description:
              "Pose en ardoise naturelle ou fibrociment sur construction neuve ou extension, calepinage et pureau adaptés à la pente.",
          },
          {
            icon: "layers",
            title: "Réfection complète",
            description:
              "Dépose, reprise du support, écran de sous-toiture et nouvelle couverture quand les crochets ou les liteaux ont fait leur temps.",
          },
          {
            icon: "wrench",
            title: "Réparation ponctuelle",
            description:
              "Remplacement d’ardoises cassées ou glissées après un coup de vent, sans déposer le reste du pan.",
          },
          {
            icon: "hammer",
            title: "Pose au crochet ou au clou",
            description:
              "Crochet inox pour la rapidité et la tenue au vent, clou cuivre pour les bâtiments anciens et les façades à l’aspect traditionnel.",
          },
          {
            icon: "triangle",
            title: "Noues, faîtages et arêtiers",
            description:
              "Noues fermées en ardoise ou noues en zinc, faîtages en lignolet ou en zinc, arêtiers soignés : là où l’eau se concentre.",
          },
          {
            icon: "home",
            title: "Lucarnes et brisis",
            description:
              "Restauration de lucarnes, œils-de-bœuf et brisis de toits à la Mansart, en ardoise et zinc assortis.",
          },
        ],
      },
      {
        kind: "comparison",
        id: "ardoise-comparatif",
        eyebrow: "Comparatif",
        title: "Ardoise naturelle ou ardoise synthétique ?",
        text: "L’ardoise synthétique (fibrociment sans amiante depuis 1997) imite l’ardoise naturelle pour un budget moindre. Les deux ont leur place : voici comment nous vous aidons à trancher.",
        caption: "Comparaison de l’ardoise naturelle et de l’ardoise synthétique en fibrociment",
        columns: ["Ardoise naturelle", "Ardoise synthétique"],
        rows: [
          {
            criterion: "Origine",
            values: ["Schiste extrait en Espagne ou à Angers", "Fibres et ciment moulés en usine"],
          },
          { criterion: "Durée de vie", values: ["Jusqu’à 100 ans et plus", "30 à 40 ans environ"] },
          {
            criterion: "Aspect",
            values: ["Nuances et reflets naturels, inaltérables", "Teinte uniforme qui s’éclaircit avec le temps"],
          },
          { criterion: "Poids", values: ["25 à 30 kg/m²", "Environ 20 kg/m²"] },
          { criterion: "Budget", values: ["Plus élevé à la pose", "Plus économique à la pose"] },
          {
            criterion: "Usage conseillé",
            values: ["Bâtiment ancien, secteur protégé, projet durable", "Extension, annexe, budget serré"],
          },
        ],
        conclusion:
          "À proximité d’un monument historique, l’architecte des Bâtiments de France impose souvent l’ardoise naturelle : nous vérifions ce point avec vous avant le devis.",
      },
      {
        kind: "projects",
        id: "ardoise-realisations",
        eyebrow: "Réalisations",
        title: "Nos chantiers en ardoise",
        carouselLabel: "Chantiers de couverture en ardoise",
        projects: [
          {
            id: "ardoise-arras-maison-de-ville",
            title: "Maison de ville en ardoise d’Espagne",
            description:
              "Centre d’Arras : réfection complète en ardoise naturelle d’Espagne au crochet inox, noues en zinc et deux lucarnes entièrement reprises.",
            town: "Arras",
            date: "Avril 2024",
            serviceLabel: "Ardoise",
            image: "ardoise",
            imageAlt: "Toiture en ardoise naturelle avec lucarnes sur une maison de ville d’Arras",
          },
          {
            id: "ardoise-douai-mansart",
            title: "Brisis d’un toit à la Mansart",
            description:
              "Restauration du brisis au clou cuivre et des œils-de-bœuf d’une maison bourgeoise, en ardoise d’Angers assortie à l’existant.",
            town: "Douai",
            date: "Juillet 2023",
            serviceLabel: "Ardoise",
            image: "ardoise",
            imageAlt: "Brisis en ardoise posé au clou sur un toit à la Mansart à Douai",
          },
          {
            id: "ardoise-montigny-extension",
            title: "Extension en ardoise synthétique",
            description:
              "Couverture de 30 m² en ardoise fibrociment sur l’extension d’une maison des années 1930, raccordée à la toiture existante.",
            town: "Montigny-en-Gohelle",
            date: "Janvier 2024",
            serviceLabel: "Ardoise",
            image: "ardoise",
            imageAlt: "Extension couverte d’ardoises synthétiques à Montigny-en-Gohelle",
          },
        ],
      },
      {
        kind: "features",
        id: "ardoise-raisons",
        eyebrow: "Notre engagement",
        title: "Pourquoi nous confier votre toiture en ardoise",
        tone: "navy",
        items: [
          {
            icon: "award",
            title: "Couvreurs expérimentés",
            description: "L’ardoise se pose à la main, une à une : nos couvreurs la pratiquent depuis des années.",
          },
          {
            icon: "search",
            title: "Diagnostic honnête",
            description:
              "Réparer quand c’est possible, refaire seulement quand c’est nécessaire : nous vous montrons les photos.",
          },
          {
            icon: "badge-check",
            title: "Matériaux tracés",
            description:
              "Ardoises naturelles certifiées NF ou équivalent, choix du calibre et de l’épaisseur expliqué au devis.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "Tous nos travaux de couverture sont couverts dix ans par notre assurance.",
          },
        ],
      },
    ],
    related: ["couverture-zinc", "charpente", "nettoyage-demoussage"],
  } as const satisfies ServicePage;
}
