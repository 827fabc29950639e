import { derive } from "#app/content/published.ts";
import { claims, site } from "#app/content/site.ts";
import { experienceStat, jobsStat, ratingStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let bacAcierPage!: ReturnType<typeof writtenBacAcierPage>;
derive(() => {
  bacAcierPage = writtenBacAcierPage();
});

function writtenBacAcierPage() {
  return {
    slug: "bac-acier",
    meta: {
      title: `Couverture et bardage bac acier à Lens | ${site.shortName}`,
      description:
        "Couverture bac acier simple peau, isolé ou anti-condensation pour garages, hangars et extensions autour de Lens. Remplacement de fibrociment, devis gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Bac acier · Panneaux isolés · Bardage",
      title: "Couverture et bardage en bac acier",
      lead: "Garages, ateliers, hangars agricoles, bâtiments d’activité ou extensions : nous posons le bac acier simple peau, anti-condensation ou en panneaux sandwich isolés, et remplaçons les vieilles plaques en fibrociment par une couverture saine.",
      badges: ["Simple peau ou isolé", "Pose rapide", "Garantie décennale"],
      image: "bacAcier",
      imageAlt: "Bâtiment couvert de bacs acier nervurés gris anthracite",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "bac-acier-chiffres",
        title: "Le bac acier chez nous, en chiffres",
        stats: [
          ...jobsStat("bac-acier", "toiture en bac acier posée", "toitures en bac acier posées"),
          ...experienceStat("d’expérience en couverture"),
          ...ratingStat(),
          { value: "10 ans", label: "de garantie décennale" },
        ],
      },
      {
        kind: "intro",
        id: "bac-acier-intro",
        eyebrow: "Pourquoi le bac acier",
        title: "Une couverture économique, rapide à poser et durable",
        paragraphs: [
          "Le bac acier est une tôle d’acier galvanisé, prélaquée sur ses deux faces, profilée en nervures trapézoïdales qui lui donnent sa rigidité. Posé sur pannes bois ou métalliques, il couvre de grandes surfaces en quelques jours, avec des pentes à partir de 7 % selon le profil et la longueur des rampants.",
          `C’est la solution la plus fréquente pour remplacer les plaques ondulées en fibrociment qui couvrent encore une grande partie des garages, ateliers et bâtiments agricoles du secteur. Une fois les plaques amiantées retirées par ${claims.asbestos ? "notre équipe certifiée" : "une entreprise certifiée pour l’amiante"}, la nouvelle couverture peut être posée dans la foulée.`,
          "Pour les bâtiments chauffés ou les pièces de vie, nous posons des panneaux sandwich à âme en laine de roche ou en mousse PIR : couverture et isolation en un seul passage, sans plafond à refaire.",
        ],
        highlightsTitle: "Notre pose comprend",
        highlights: [
          "Contrôle des pannes et de l’entraxe avant commande",
          "Bacs coupés à longueur en usine, sans recouvrement transversal inutile",
          "Fixations autoperceuses avec rondelles d’étanchéité EPDM",
          "Closoirs, faîtage, rives et bandes d’égout assortis",
          "Gouttières et descentes raccordées",
        ],
      },
      {
        kind: "cards",
        id: "bac-acier-prestations",
        eyebrow: "Prestations",
        title: "Nos solutions en bac acier",
        cards: [
          {
            icon: "warehouse",
            title: "Bac acier simple peau",
            description:
              "Pour les hangars, abris et ateliers non chauffés : une couverture robuste et économique, en nuances RAL au choix.",
          },
          {
            icon: "thermometer",
            title: "Panneaux sandwich isolés",
            description:
              "Âme laine de roche ou PIR de 40 à 100 mm : couverture et isolation d’un garage aménagé, d’une extension ou d’un local professionnel.",
          },
          {
            icon: "droplets",
            title: "Bac anti-condensation",
            description:
              "Feutre régulateur collé en sous-face qui retient les gouttes de condensation : plus de « pluie intérieure » sur le matériel ou les véhicules.",
          },
          {
            icon: "building",
            title: "Bardage métallique",
            description: "Habillage de façades de bâtiments d’activité ou d’annexes, en pose verticale ou horizontale.",
          },
          {
            icon: "recycle",
            title: "Remplacement du fibrociment",
            description: claims.asbestos
              ? "Retrait des plaques amiantées par notre équipe certifiée SS3, puis pose du bac acier sans changer d’interlocuteur."
              : "Dépose des anciennes plaques (le retrait de l’amiante est confié à une entreprise certifiée), puis pose du bac acier.",
          },
          {
            icon: "sun",
            title: "Éclairement zénithal",
            description:
              "Plaques translucides en polycarbonate au même profil que les bacs, pour éclairer un atelier sans ouvrir de fenêtre de toit.",
          },
        ],
      },
      {
        kind: "article",
        id: "bac-acier-choisir",
        eyebrow: "Bien choisir",
        title: "Simple peau, anti-condensation ou isolé ?",
        blocks: [
          {
            title: "Un bâtiment ouvert ou peu utilisé",
            paragraphs: [
              "Pour un abri, un préau ou un hangar ouvert, le bac simple peau suffit. Il reste le moins cher au mètre carré et se pose très vite.",
            ],
          },
          {
            title: "Un garage ou un atelier fermé, non chauffé",
            paragraphs: [
              "Dans un local fermé, l’humidité condense sous la tôle dès que la nuit est froide, ce qui arrive souvent dans le Nord. Le bac anti-condensation règle ce problème pour quelques euros de plus par mètre carré.",
            ],
          },
          {
            title: "Une pièce chauffée ou un local de travail",
            paragraphs: [
              "Dès qu’on chauffe, le panneau sandwich s’impose : il apporte la résistance thermique attendue, un parement intérieur propre et une meilleure tenue au bruit de la pluie.",
            ],
          },
        ],
        aside: {
          icon: "ruler",
          title: "Pente minimale : 7 %",
          text: "En dessous, il faut des bacs spécifiques ou une étanchéité. Nous mesurons la pente réelle avant tout devis.",
        },
      },
      {
        kind: "projects",
        id: "bac-acier-realisations",
        eyebrow: "Réalisations",
        title: "Chantiers récents en bac acier",
        carouselLabel: "Chantiers de couverture en bac acier",
        projects: [
          {
            id: "bac-acier-harnes-hangar",
            title: "Hangar agricole isolé",
            description:
              "Dépose de 420 m² de plaques fibrociment amiantées puis pose de panneaux isolés de 60 mm, faîtage ventilé et gouttières pendantes neuves.",
            town: "Harnes",
            date: "Juin 2024",
            serviceLabel: "Bac Acier",
            image: "bacAcier",
            imageAlt: "Hangar agricole couvert de panneaux en bac acier neufs à Harnes",
          },
          {
            id: "bac-acier-wingles-garage",
            title: "Garage double en anti-condensation",
            description:
              "Couverture de 48 m² en bac anti-condensation gris anthracite sur un garage de lotissement, avec rives et bande d’égout assorties.",
            town: "Wingles",
            date: "Février 2024",
            serviceLabel: "Bac Acier",
            image: "bacAcier",
            imageAlt: "Garage double avec sa nouvelle toiture en bac acier anthracite à Wingles",
          },
          {
            id: "bac-acier-carvin-atelier",
            title: "Atelier d’artisan avec puits de lumière",
            description:
              "Réfection de la toiture d’un atelier de menuiserie : bac simple peau, six plaques translucides et bardage pignon en acier laqué.",
            town: "Carvin",
            date: "Septembre 2023",
            serviceLabel: "Bac Acier",
            image: "bacAcier",
            imageAlt: "Atelier couvert de bac acier avec plaques translucides à Carvin",
          },
        ],
      },
      {
        kind: "features",
        id: "bac-acier-raisons",
        eyebrow: "Nos engagements",
        title: "Pourquoi nous confier votre toiture en bac acier",
        items: [
          {
            icon: "shield",
            title: "Amiante et couverture, une seule entreprise",
            description:
              "Désamiantage certifié et pose du bac acier par la même entreprise : un seul planning, un seul responsable.",
          },
          {
            icon: "clipboard-check",
            title: "Métré sur place",
            description:
              "Nous relevons la charpente, l’entraxe des pannes et la pente avant de commander : pas de surprise au déchargement.",
          },
          {
            icon: "clock",
            title: "Chantiers courts",
            description:
              "Un garage se couvre en une journée, un hangar en quelques jours : votre activité s’arrête le moins possible.",
          },
          {
            icon: "badge-check",
            title: "Garantie décennale",
            description: "Couverture garantie dix ans, attestation d’assurance jointe au devis.",
          },
        ],
      },
    ],
    related: ["desamiantage", "charpente", "couverture-zinc"],
  } as const satisfies ServicePage;
}
