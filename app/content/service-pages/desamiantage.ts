import { derive } from "#app/content/published.ts";
import { claims, site } from "#app/content/site.ts";
import { experienceStat, jobsStat, servicePageCopy } from "./shared.ts";
import type { ServicePage } from "./types.ts";

export let desamiantagePage!: ReturnType<typeof writtenDesamiantagePage>;
derive(() => {
  desamiantagePage = writtenDesamiantagePage();
});

function writtenDesamiantagePage() {
  return {
    slug: "desamiantage",
    meta: {
      title: `Désamiantage toiture Pas-de-Calais, SS3 | ${site.shortName}`,
      description:
        "Retrait de toitures et bardages en fibrociment amianté par une entreprise certifiée SS3, opérateurs formés SS4, dans le Pas-de-Calais. Diagnostic gratuit.",
    },
    tone: "navy",
    hero: {
      eyebrow: "Désamiantage · Pas-de-Calais",
      title: "Désamiantage de toitures et bardages dans le Pas-de-Calais",
      lead: "Garages, abris, hangars et annexes couverts de plaques en fibrociment amianté : nous retirons l’amiante en toute sécurité, évacuons les déchets en filière agréée et posons la nouvelle couverture dans la foulée.",
      badges: ["Certifiés SS3, formés SS4", "Diagnostic gratuit", "Déchets tracés (BSDA)"],
      image: "desamiantage",
      imageAlt: "Opérateurs en combinaison de protection retirant des plaques de fibrociment amianté",
      callLabel: servicePageCopy.call,
    },
    sections: [
      {
        kind: "stats",
        id: "desamiantage-chiffres",
        title: "Notre activité de désamiantage, en chiffres",
        stats: [
          ...jobsStat("desamiantage", "chantier de désamiantage mené", "chantiers de désamiantage menés"),
          ...experienceStat("d’expérience"),
          ...(claims.asbestos ? [{ value: "SS3 & SS4", label: "certification et formation amiante" }] : []),
        ],
      },
      {
        kind: "intro",
        id: "desamiantage-intro",
        eyebrow: "L’amiante dans le bassin minier",
        title: "Des milliers de toitures encore en fibrociment amianté",
        paragraphs: [
          "Jusqu’à son interdiction en 1997, l’amiante-ciment a couvert une grande partie des garages, des abris de jardin, des ateliers et des bâtiments agricoles du bassin minier. Tant qu’elles sont intactes, ces plaques ondulées ne libèrent presque pas de fibres ; mais elles vieillissent, se couvrent de mousse, se fissurent, et le moindre perçage ou nettoyage haute pression devient dangereux.",
          "Le retrait de ces matériaux est encadré par le Code du travail : il doit être confié à une entreprise certifiée pour la sous-section 3, avec un plan de retrait, des opérateurs formés et des déchets suivis jusqu’à leur stockage. Notre équipe de couvreurs est formée et équipée pour ce travail, et assure ensuite la nouvelle couverture.",
          "Vous n’êtes pas sûr que vos plaques contiennent de l’amiante ? Nous venons gratuitement évaluer la situation et vous dire s’il faut faire analyser un échantillon.",
        ],
        highlightsTitle: "Matériaux que nous retirons",
        highlights: [
          "Plaques ondulées de toiture en fibrociment",
          "Ardoises en amiante-ciment",
          "Bardages et pignons en plaques planes",
          "Gouttières, descentes et conduits en amiante-ciment",
          "Jardinières et éléments extérieurs divers",
        ],
      },
      {
        kind: "cards",
        id: "desamiantage-prestations",
        eyebrow: "Prestations",
        title: "Un désamiantage complet, du diagnostic à la nouvelle toiture",
        cards: [
          {
            icon: "search",
            title: "Diagnostic gratuit",
            description:
              "Visite, repérage des matériaux suspects et conseil sur le prélèvement à faire analyser par un laboratoire accrédité.",
          },
          {
            icon: "hard-hat",
            title: "Retrait sécurisé",
            description:
              "Dépose sans casse après humidification, sans meulage ni perçage, sous protections individuelles et balisage de zone.",
          },
          {
            icon: "sparkles",
            title: "Décontamination",
            description:
              "Décontamination des opérateurs, du matériel et de la zone de travail, nettoyage par aspiration à filtre absolu.",
          },
          {
            icon: "warehouse",
            title: "Toitures amiantées",
            description:
              "Dépose des plaques ondulées de garages, hangars et annexes, puis pose immédiate d’une couverture bac acier ou tuiles.",
          },
          {
            icon: "building",
            title: "Bardages amiantés",
            description:
              "Retrait des bardages et pignons en plaques planes ou ondulées, et habillage neuf de la façade.",
          },
          {
            icon: "handshake",
            title: "Conseil et suivi",
            description:
              "Démarches, plan de retrait, bordereau de suivi des déchets : nous vous accompagnons et vous remettons toutes les pièces.",
          },
        ],
      },
      {
        kind: "projects",
        id: "desamiantage-realisations",
        eyebrow: "Réalisations",
        title: "Chantiers de désamiantage récents",
        carouselLabel: "Chantiers de désamiantage",
        projects: [
          {
            id: "desamiantage-henin-garage",
            title: "Garage désamianté et recouvert",
            description:
              "Retrait de 80 m² de plaques amiantées, évacuation en filière agréée avec bordereau de suivi, puis couverture neuve en bac acier.",
            town: "Hénin-Beaumont",
            date: "Novembre 2023",
            serviceLabel: "Désamiantage",
            image: "desamiantage",
            imageAlt: "Opérateurs en combinaison retirant des plaques amiantées d’un garage à Hénin-Beaumont",
          },
          {
            id: "desamiantage-oignies-hangar",
            title: "Hangar agricole de 300 m²",
            description:
              "Dépose de la toiture en fibrociment d’un hangar, avec filet de sécurité sous couverture, et remplacement par des panneaux isolés.",
            town: "Oignies",
            date: "Mars 2024",
            serviceLabel: "Désamiantage",
            image: "desamiantage",
            imageAlt: "Hangar agricole en cours de désamiantage à Oignies",
          },
          {
            id: "desamiantage-noyelles-bardage",
            title: "Bardage d’atelier remplacé",
            description:
              "Retrait du bardage amianté d’un atelier en zone d’activité et pose d’un bardage acier laqué, sans interrompre l’activité.",
            town: "Noyelles-Godault",
            date: "Septembre 2024",
            serviceLabel: "Désamiantage",
            image: "desamiantage",
            imageAlt: "Façade d’atelier débarrassée de son bardage amianté à Noyelles-Godault",
          },
        ],
      },
      {
        kind: "features",
        id: "desamiantage-raisons",
        eyebrow: "Pourquoi nous choisir",
        title: "Le désamiantage confié à des couvreurs certifiés",
        items: [
          {
            icon: "shield",
            title: "Sécurité d’abord",
            description:
              "Protections respiratoires, combinaisons jetables, humidification et mesures d’empoussièrement sur chaque chantier.",
          },
          {
            icon: "layers",
            title: "Retrait et couverture",
            description:
              "La même équipe retire l’amiante et refait la toiture : pas de bâtiment laissé à nu entre deux entreprises.",
          },
          {
            icon: "map-pin",
            title: "Entreprise locale",
            description: "Installés à Loos-en-Gohelle, nous connaissons les filières d’élimination de la région.",
          },
        ],
      },
      {
        kind: "article",
        id: "desamiantage-expertise",
        eyebrow: "Notre expertise",
        title: "Un cadre réglementaire que nous maîtrisons",
        blocks: [
          {
            title: "Sous-section 3 et sous-section 4",
            paragraphs: [
              "La sous-section 3 du Code du travail encadre le retrait et l’encapsulage de l’amiante : seules les entreprises certifiées peuvent les réaliser. La sous-section 4 concerne les interventions ponctuelles sur des matériaux amiantés, comme un perçage ou une réparation : nos opérateurs sont formés aux deux.",
            ],
          },
          {
            title: "Le plan de retrait",
            paragraphs: [
              "Avant chaque chantier de retrait, nous rédigeons un plan de retrait qui décrit les matériaux, les méthodes, les protections et la gestion des déchets. Il est transmis un mois avant le démarrage à l’inspection du travail, à la CARSAT et à l’OPPBTP.",
            ],
          },
          {
            title: "Des déchets suivis jusqu’au bout",
            paragraphs: [
              "Les plaques sont filmées sur palette, les petits éléments ensachés en double emballage étiqueté. Chaque lot part avec un bordereau de suivi des déchets amiantés (BSDA), dématérialisé sur Trackdéchets, vers une installation de stockage autorisée. Vous recevez le bordereau final : c’est votre preuve d’élimination.",
            ],
          },
        ],
        aside: {
          icon: "file-text",
          title: "Bâtiment d’avant 1997 ?",
          text: "Pour tout bâtiment dont le permis de construire date d’avant juillet 1997, un repérage de l’amiante est requis avant travaux.",
        },
      },
      {
        kind: "features",
        id: "desamiantage-garanties",
        eyebrow: "Nos garanties",
        title: "Ce que nous vous garantissons",
        tone: "navy",
        items: [
          {
            icon: "badge-check",
            title: "Certification SS3",
            description: "Entreprise certifiée pour le retrait d’amiante, opérateurs formés et suivis médicalement.",
          },
          {
            icon: "recycle",
            title: "Élimination tracée",
            description: "Bordereau de suivi des déchets amiantés remis à la fin du chantier.",
          },
          {
            icon: "lock",
            title: "Zone propre à la fin",
            description: "Nettoyage par aspiration à filtre absolu et examen visuel avant de rendre le chantier.",
          },
          {
            icon: "shield",
            title: "Garantie décennale",
            description: "La couverture posée après le retrait est garantie dix ans.",
          },
        ],
      },
    ],
    related: ["bac-acier", "couverture-zinc", "charpente"],
  } as const satisfies ServicePage;
}
