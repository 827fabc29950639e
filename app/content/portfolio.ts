import { derive } from "./published.ts";
import { claims, site, yearsOfExperience } from "./site.ts";

const years = yearsOfExperience();

/** Copy of the portfolio page (/realisations). */
export let portfolioCopy!: ReturnType<typeof writtenPortfolioCopy>;
derive(() => {
  portfolioCopy = writtenPortfolioCopy();
});

function frenchDay(isoDay: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}

function frenchMonth(isoMonth: string): string {
  return new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoMonth}-15T12:00:00Z`),
  );
}

function writtenPortfolioCopy() {
  return {
    meta: {
      title: `Réalisations couverture, zinc et ardoise | ${site.shortName}`,
      description:
        "Toitures zinc, bac acier, ardoise, urgences, désamiantage et étanchéité : nos chantiers récents à Lens, Arras, Douai et dans le bassin minier.",
    },
    hero: {
      eyebrow: "Réalisations",
      title: "Nos réalisations dans le bassin minier",
      intro:
        "Maisons de cité en brique, maisons de ville, hangars et extensions : voici quelques chantiers menés récemment entre Lens, Arras et Douai. Chacun a commencé par une visite gratuite et un devis détaillé.",
      quote: "Demander un devis gratuit",
      contact: "Nous contacter",
      highlightsLabel: "Nos engagements sur chaque chantier",
      highlights: [
        ...(years === null
          ? []
          : [{ value: String(years), label: `an${years > 1 ? "s" : ""} de chantiers dans le bassin minier` }]),
        { value: "10\u00a0ans", label: "de garantie décennale sur nos travaux" },
        ...(claims.rge
          ? [
              {
                value: "RGE",
                label: claims.asbestos ? "artisans qualifiés, désamiantage SS3 et SS4" : "artisans qualifiés",
              },
            ]
          : claims.asbestos
            ? [{ value: "SS3 et SS4", label: "désamiantage certifié" }]
            : []),
      ],
    },
    projects: {
      /** Anchor of the list: a filter link brings a visitor without JavaScript straight back to it. */
      anchor: "chantiers",
      eyebrow: "Chantiers récents",
      title: "Des toitures refaites de A à Z",
      text: "Filtrez par type de travaux pour retrouver les chantiers proches du vôtre.",
      filterLabel: "Filtrer les réalisations par type de travaux",
      all: "Tous",
      listLabel: "Chantiers",
      count: (count: number, category: string | null) => {
        const projects = count > 1 ? `${count} chantiers présentés` : `${count} chantier présenté`;
        return category ? `${projects} pour : ${category}` : projects;
      },
      empty: {
        title: "Aucun chantier de ce type n’est encore présenté ici.",
        text: "Nous réalisons pourtant ces travaux : décrivez-nous votre projet, nous vous montrerons des références comparables lors de la visite.",
        quote: "Décrire mon projet",
        all: "Voir tous les chantiers",
      },
      followUp: {
        text: "Un chantier ressemble à votre projet ? Parlons-en : la visite et le devis sont gratuits.",
        quote: "Demander un devis gratuit",
        contact: "Poser une question",
      },
    },
    testimonials: {
      eyebrow: "Avis clients",
      title: "Ils nous ont confié leur toiture",
      text: "Ce que retiennent nos clients : la réactivité, la propreté du chantier et des prix tenus.",
      rating: (rating: number, max: number) => `Note : ${rating} sur ${max}`,
      ratingShort: (rating: number, max: number) => `${rating}/${max}`,
      /** Beside each client's review, the dates the Code de la consommation asks for (D111-17, 1° b). */
      dates: (writtenOn: string, jobMonth: string) =>
        `Avis du ${frenchDay(writtenOn)}, chantier de ${frenchMonth(jobMonth)}`,
      reply: (company: string) => `Réponse de ${company}`,
      /** How the reviews are collected, checked and ordered (D111-17, 1° a and c; 2° a). */
      method:
        "Avis déposés par nos clients après leur chantier, grâce à un lien personnel reçu par e-mail, sans aucune contrepartie. Chaque avis est lu par l’entreprise avant sa publication et paraît tel que le client l’a écrit, du plus récent au plus ancien.",
    },
  } as const;
}
