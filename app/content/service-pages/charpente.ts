import { derive } from "#app/content/published.ts";
import { site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let charpentePage!: ReturnType<typeof writtenCharpentePage>;
derive(() => {
  charpentePage = writtenCharpentePage();
});

function writtenCharpentePage() {
  return {
    slug: "charpente",
    meta: {
      title: `Charpente : traitement, réparation à Lens | ${site.shortName}`,
      description:
        "Charpentes traditionnelles et fermettes : traitement insecticide-fongicide, renforcement, remplacement de pièces autour de Loos-en-Gohelle. Devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Charpente traditionnelle · Fermettes",
      title: "Charpente : traitement, renforcement et remplacement",
      lead: "Une toiture ne vaut que par ce qui la porte. Nous diagnostiquons, traitons et réparons les charpentes traditionnelles des maisons de cité comme les fermettes industrielles des pavillons plus récents.",
      badges: ["Diagnostic sur place", "Traitement certifié", "Garantie décennale"],
      image: "charpente",
      imageAlt: "Charpente traditionnelle en bois avec chevrons et pannes neufs",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "charpente-chiffres",
        title: "Nos charpentes, en chiffres",
        stats: [
          ...jobsStat("charpente", "charpente traitée ou rénovée", "charpentes traitées ou rénovées"),
          ...experienceStat("d’expérience"),
          ...ratingStat(),
          { value: "10 ans", label: "de garantie décennale" },
        ],
      },
      {
        kind: "intro",
        id: "charpente-intro",
        eyebrow: "Notre métier",
        title: "Une charpente saine avant tout travail de couverture",
        paragraphs: [
          "Les maisons des cités minières ont, pour la plupart, une charpente traditionnelle en sapin ou en chêne de plus de 80 ans. Elle a souvent bien vieilli, mais les infiltrations anciennes, les insectes à larves xylophages et les modifications successives (combles aménagés, fenêtres de toit) l’ont parfois fragilisée.",
          "Les pavillons construits à partir des années 1970 reposent plutôt sur des fermettes industrielles : des fermes légères assemblées par connecteurs métalliques, rapprochées et calculées au plus juste. Une fermette coupée pour aménager les combles, c’est une charpente qui se déforme.",
          "Avant chaque réfection de toiture, nous inspectons la charpente depuis les combles : sondage des bois, recherche de galeries, contrôle des assemblages et de la planéité des versants. Vous savez exactement ce qui doit être fait, et ce qui peut attendre.",
        ],
        highlightsTitle: "Notre diagnostic vérifie",
        highlights: [
          "La présence d’insectes : capricornes, vrillettes, termites",
          "Les champignons : pourriture cubique, mérule",
          "Les flèches et déformations des pannes et chevrons",
          "Les assemblages, connecteurs et contreventements",
          "Les traces d’infiltrations anciennes ou actives",
        ],
      },
      {
        kind: "cards",
        id: "charpente-prestations",
        eyebrow: "Prestations",
        title: "Nos interventions sur charpente",
        cards: [
          {
            icon: "triangle",
            title: "Charpente traditionnelle",
            description:
              "Fabrication et pose de charpentes à fermes, pannes et chevrons, en sapin traité ou en chêne, pour une construction ou une extension.",
          },
          {
            icon: "grid",
            title: "Fermettes industrielles",
            description:
              "Pose et remplacement de fermettes, réparation de fermettes coupées ou affaissées, reprise des contreventements.",
          },
          {
            icon: "bug",
            title: "Traitement insecticide-fongicide",
            description:
              "Bûchage des parties attaquées, injection et pulvérisation d’un produit certifié CTB-P+ contre les insectes et les champignons.",
          },
          {
            icon: "hammer",
            title: "Renforcement",
            description: "Moisage, doublage de chevrons et ajout de pannes pour soulager une charpente qui fléchit.",
          },
          {
            icon: "wrench",
            title: "Remplacement de pièces",
            description:
              "Changement de chevrons, de pannes ou d’une sablière pourrie par une infiltration, sans refaire toute la charpente.",
          },
          {
            icon: "home",
            title: "Combles et ouvertures",
            description:
              "Adaptation de la charpente pour aménager les combles, créer une lucarne ou poser une fenêtre de toit dans les règles.",
          },
        ],
      },
      {
        kind: "process",
        id: "charpente-methode",
        eyebrow: "Méthode",
        title: "Comment se déroule un traitement de charpente",
        steps: [
          {
            step: 1,
            title: "Diagnostic",
            description:
              "Sondage des bois, identification de l’insecte ou du champignon, repérage des pièces à changer.",
          },
          {
            step: 2,
            title: "Bûchage et dépoussiérage",
            description: "Les parties vermoulues sont retirées à la hache jusqu’au bois sain, puis tout est aspiré.",
          },
          {
            step: 3,
            title: "Injection et pulvérisation",
            description:
              "Injection sous pression dans les pièces maîtresses, puis pulvérisation sur toutes les faces accessibles.",
          },
          {
            step: 4,
            title: "Remplacement et certificat",
            description:
              "Les pièces trop atteintes sont remplacées, et vous recevez une attestation de traitement pour votre dossier.",
          },
        ],
      },
      {
        kind: "projects",
        id: "charpente-realisations",
        eyebrow: "Réalisations",
        title: "Chantiers de charpente récents",
        carouselLabel: "Chantiers de charpente",
        projects: [
          {
            id: "charpente-grenay-cite",
            title: "Charpente de maison de cité traitée",
            description:
              "Capricornes dans les chevrons d’une maison de la cité 5 : bûchage, injection, six chevrons remplacés avant la nouvelle couverture en tuiles.",
            town: "Grenay",
            date: "Mai 2024",
            serviceLabel: "Charpente",
            image: "charpente",
            imageAlt: "Chevrons neufs et bois traités dans les combles d’une maison de cité à Grenay",
          },
          {
            id: "charpente-sallaumines-fermettes",
            title: "Fermettes coupées reprises",
            description:
              "Combles aménagés sans étude par un ancien propriétaire : fermettes renforcées par moisage et contreventement reposé, toiture redressée.",
            town: "Sallaumines",
            date: "Novembre 2023",
            serviceLabel: "Charpente",
            image: "charpente",
            imageAlt: "Fermettes renforcées par des moises en bois dans des combles à Sallaumines",
          },
          {
            id: "charpente-avion-extension",
            title: "Charpente neuve pour une extension",
            description:
              "Charpente traditionnelle en sapin traité classe 2 pour une extension de 25 m², couverte ensuite en tuiles assorties à la maison.",
            town: "Avion",
            date: "Août 2024",
            serviceLabel: "Charpente",
            image: "charpente",
            imageAlt: "Charpente en bois neuve d’une extension de maison à Avion",
          },
        ],
      },
      {
        kind: "features",
        id: "charpente-raisons",
        eyebrow: "Nos engagements",
        title: "Une charpente confiée à des professionnels",
        tone: "navy",
        items: [
          {
            icon: "search",
            title: "Diagnostic gratuit",
            description: "Visite des combles et photos commentées, offertes avec le devis.",
          },
          {
            icon: "flask",
            title: "Produits certifiés",
            description: "Traitements certifiés CTB-P+, appliqués selon les doses prescrites par le fabricant.",
          },
          {
            icon: "layers",
            title: "Charpente et couverture ensemble",
            description:
              "Une seule équipe pour la structure et le toit : les délais se tiennent et les responsabilités sont claires.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "Travaux de charpente garantis dix ans, attestation d’assurance fournie.",
          },
        ],
      },
    ],
    related: ["couverture-zinc", "ardoise", "bac-acier"],
  } as const satisfies ServicePage;
}
