import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let traitementFacadePage!: ReturnType<typeof writtenTraitementFacadePage>;
derive(() => {
  traitementFacadePage = writtenTraitementFacadePage();
});

function writtenTraitementFacadePage() {
  return {
    slug: "traitement-facade",
    meta: {
      title: `Traitement et ravalement de façade à Lens | ${site.shortName}`,
      description:
        "Nettoyage, hydrofuge, anti-mousse et ravalement de façades en brique ou enduit dans le bassin minier. Avant/après de nos chantiers, devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Traitement de façade · Ravalement",
      title: "Traitement de façade : nettoyer, protéger, embellir",
      lead: "Briques noircies, enduits verdis, joints qui boivent l’eau : nous redonnons leur éclat aux façades du bassin minier et les protégeons durablement contre l’humidité, sans abîmer les matériaux.",
      badges: ["Brique, enduit et pierre", "Hydrofuge incolore", "Garantie décennale"],
      image: "facadeApres",
      imageAlt: "Façade en briques rouges nettoyée et traitée, aux couleurs ravivées",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "before-after",
        id: "facade-avant-apres",
        eyebrow: "Avant / après",
        title: "Le résultat, avant et après traitement",
        text: "Déplacez le curseur de chaque photo pour comparer l’état de la façade avant nos travaux et à la fin du chantier.",
        carouselLabel: "Comparaisons avant et après traitement de façade",
        projects: [
          {
            id: "facade-lens-briques",
            title: "Façade en briques d’une maison de cité",
            description:
              "Nettoyage basse pression à l’eau chaude, traitement anti-mousse, rejointoiement partiel à la chaux puis hydrofuge incolore en deux passes.",
            town: "Lens",
            date: "Mai 2024",
            type: "Nettoyage et hydrofuge",
            imageAvant: "facadeAvant",
            imageAvantAlt: "Façade en briques d’une maison de cité à Lens, noircie et tachée de mousse avant travaux",
            imageApres: "facadeApres",
            imageApresAlt: "La même façade à Lens après nettoyage et hydrofuge, briques rouges ravivées",
          },
          {
            id: "facade-henin-enduit",
            title: "Pavillon enduit remis à neuf",
            description:
              "Enduit verdi et microfissuré : lavage, traitement algicide, pontage des fissures et revêtement d’imperméabilisation souple ton pierre.",
            town: "Hénin-Beaumont",
            date: "Septembre 2023",
            type: "Ravalement et imperméabilisation",
            imageAvant: "facadeAvant",
            imageAvantAlt: "Façade enduite d’un pavillon à Hénin-Beaumont, verdie et fissurée avant travaux",
            imageApres: "facadeApres",
            imageApresAlt: "Le même pavillon à Hénin-Beaumont après ravalement, façade propre et uniforme",
          },
        ],
      },
      {
        kind: "intro",
        id: "facade-intro",
        eyebrow: "Notre métier",
        title: "Une façade propre est une façade qui dure",
        paragraphs: [
          "Pollution, mousses, lichens et algues ne sont pas qu’une question d’aspect : ils retiennent l’humidité dans la brique et l’enduit, accélèrent l’effet du gel et finissent par laisser entrer l’eau dans les murs. Une façade traitée à temps évite un ravalement lourd quelques années plus tard.",
          "Chaque façade est différente. Une brique de cité minière ne se nettoie pas comme un enduit monocouche des années 1990 ou une pierre calcaire d’Arras : nous testons d’abord sur une zone discrète, puis choisissons la pression, la température de l’eau et les produits en conséquence. Pas de sablage ni de haute pression sur la brique ancienne, qui en garderait les cicatrices.",
          "Le traitement se termine par une protection adaptée : hydrofuge incolore qui laisse respirer le mur, revêtement d’imperméabilisation sur un enduit fissuré, ou peinture de façade si vous souhaitez changer de teinte.",
        ],
        highlightsTitle: "Les signes qu’il est temps d’agir",
        highlights: [
          "Traces vertes ou noires sous les appuis de fenêtre",
          "Briques qui foncent longtemps après la pluie",
          "Joints creux ou sableux",
          "Microfissures sur l’enduit",
          "Salpêtre ou taches blanches en pied de mur",
        ],
      },
      {
        kind: "cards",
        id: "facade-prestations",
        eyebrow: "Prestations",
        title: "Nos traitements de façade",
        cards: [
          {
            icon: "droplets",
            title: "Nettoyage de façade",
            description:
              "Lavage basse pression à l’eau chaude ou gommage doux selon le support, sans agresser la brique ni l’enduit.",
          },
          {
            icon: "leaf",
            title: "Traitement anti-mousse",
            description: "Produit algicide et fongicide qui élimine mousses, lichens et algues jusqu’à la racine.",
          },
          {
            icon: "umbrella",
            title: "Hydrofuge incolore",
            description:
              "Protection invisible qui fait perler la pluie tout en laissant le mur respirer, sans changer l’aspect de la façade.",
          },
          {
            icon: "paint-roller",
            title: "Ravalement d’enduit",
            description:
              "Reprise des parties décollées, pontage des fissures et revêtement d’imperméabilisation souple.",
          },
          {
            icon: "brick",
            title: "Rejointoiement",
            description: "Regarnissage des joints creux au mortier de chaux teinté avant le traitement de protection.",
          },
          {
            icon: "spray-can",
            title: "Anti-graffiti",
            description:
              "Effacement de tags et pose d’un film protecteur sur les murs exposés, en ville comme en clôture.",
          },
        ],
      },
      {
        kind: "stats",
        id: "facade-chiffres",
        title: "Nos traitements de façade, en chiffres",
        stats: [
          ...jobsStat("traitement-facade", "façade traitée", "façades traitées"),
          ...experienceStat("d’expérience"),
          ...ratingStat(),
          { value: "10 ans", label: "de garantie décennale" },
        ],
      },
      {
        kind: "features",
        id: "facade-raisons",
        eyebrow: "Nos engagements",
        title: "Pourquoi nous confier votre façade",
        tone: "navy",
        items: [
          {
            icon: "search",
            title: "Essai préalable",
            description: "Un test sur une zone discrète valide la méthode avant de traiter toute la façade.",
          },
          {
            icon: "leaf",
            title: "Produits respirants",
            description: "Hydrofuges et revêtements perméables à la vapeur : l’humidité du mur peut toujours sortir.",
          },
          {
            icon: "shield",
            title: "Abords protégés",
            description:
              "Menuiseries, plantations et trottoirs protégés, eaux de lavage récupérées quand c’est nécessaire.",
          },
          {
            icon: "badge-check",
            title: "Garantie décennale",
            description: "Les travaux d’imperméabilisation sont garantis dix ans par notre assurance.",
          },
        ],
      },
    ],
    related: ["peinture-exterieure", "maconnerie", "nettoyage-demoussage"],
  } as const satisfies ServicePage;
}
