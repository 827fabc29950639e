import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import type { IllustrationKey } from "./images.ts";
import { type ProjectCategory, projectCategories } from "./project-categories.ts";
import { derive, published } from "./published.ts";

export { type ProjectCategory, projectCategories } from "./project-categories.ts";

export interface Project {
  id: string;
  title: string;
  description: string;
  /** Town name as shown to visitors. */
  town: string;
  /** Month and year as text, as the data has it. */
  date: string;
  serviceLabel: string;
  category: ProjectCategory;
  image: IllustrationKey;
  imageAlt: string;
  /** The owner's own photos (first one on the card), instead of the illustration. */
  photos?: readonly { image: ResponsiveImage; alt: string }[];
}

const exampleProjects: readonly Project[] = [
  {
    id: "zinc-lens-joint-debout",
    title: "Toiture zinc à joint debout",
    description:
      "Dépose d’une couverture en tuiles mécaniques fatiguées et pose de 140 m² de zinc pré-patiné à joint debout sur voligeage neuf, avec gouttières et descentes assorties.",
    town: "Lens",
    date: "Septembre 2024",
    serviceLabel: "Couverture Zinc",
    category: "zinc",
    image: "zinc",
    imageAlt: "Toiture en zinc à joint debout posée sur une maison de Lens",
  },
  {
    id: "bac-acier-harnes-hangar",
    title: "Hangar agricole en bac acier",
    description:
      "Remplacement de plaques fibrociment par un bac acier isolé de 60 mm sur 420 m², avec faîtage ventilé et reprise des gouttières pendantes.",
    town: "Harnes",
    date: "Juin 2024",
    serviceLabel: "Bac Acier",
    category: "bac-acier",
    image: "bacAcier",
    imageAlt: "Hangar couvert de bac acier neuf à Harnes",
  },
  {
    id: "ardoise-arras-maison-de-ville",
    title: "Réfection en ardoise naturelle",
    description:
      "Maison de ville du centre d’Arras : ardoises naturelles d’Espagne posées au crochet inox, noues en zinc et lucarnes entièrement reprises.",
    town: "Arras",
    date: "Avril 2024",
    serviceLabel: "Ardoise",
    category: "ardoise",
    image: "ardoise",
    imageAlt: "Toiture en ardoise naturelle avec lucarne à Arras",
  },
  {
    id: "urgence-lievin-tempete",
    title: "Bâchage d’urgence après tempête",
    description:
      "Appel à 22 h après un coup de vent : toiture bâchée dans l’heure, tuiles arrachées remplacées et faîtage rescellé dès le lendemain matin.",
    town: "Liévin",
    date: "Février 2024",
    serviceLabel: "Urgence Fuite",
    category: "urgence",
    image: "urgence",
    imageAlt: "Toiture bâchée en urgence après une tempête à Liévin",
  },
  {
    id: "desamiantage-henin-garage",
    title: "Désamiantage d’un garage",
    description:
      "Retrait sous confinement de 80 m² de plaques amiantées, évacuation en filière agréée avec bordereau de suivi, puis pose d’une couverture en bac acier.",
    town: "Hénin-Beaumont",
    date: "Novembre 2023",
    serviceLabel: "Désamiantage",
    category: "desamiantage",
    image: "desamiantage",
    imageAlt: "Opérateurs en combinaison retirant des plaques amiantées à Hénin-Beaumont",
  },
  {
    id: "etancheite-douai-toit-terrasse",
    title: "Étanchéité d’un toit-terrasse",
    description:
      "Toit-terrasse d’une extension à Douai : membrane EPDM d’un seul tenant, relevés soignés et nouvelle évacuation pour en finir avec les infiltrations.",
    town: "Douai",
    date: "Octobre 2023",
    serviceLabel: "Étanchéité",
    category: "etancheite",
    image: "etancheite",
    imageAlt: "Toit-terrasse recouvert d’une membrane d’étanchéité neuve à Douai",
  },
];

/** The portfolio page and the query parameter its filter row writes (`/realisations?service=zinc`). */
export const portfolioPath = "/realisations";
export const portfolioFilterParam = "service";

export function isProjectCategory(value: string): value is ProjectCategory {
  return projectCategories.some((category) => category.key === value);
}

/** Reads the filter from a query value; anything unknown means "all projects", like the "Tous" button. */
export function parseProjectCategory(value: string | null | undefined): ProjectCategory | null {
  return value && isProjectCategory(value) ? value : null;
}

export function filterProjects(projects: readonly Project[], category: ProjectCategory | null): readonly Project[] {
  return category ? projects.filter((project) => project.category === category) : projects;
}

/** The link of a filter button; `null` is "Tous", the unfiltered page. */
export function portfolioFilterHref(category: ProjectCategory | null): string {
  return category ? `${portfolioPath}?${new URLSearchParams({ [portfolioFilterParam]: category })}` : portfolioPath;
}

/** The illustration a category's projects fall back to, and the label its badge shows. */
const categoryIllustration: Record<ProjectCategory, IllustrationKey> = {
  zinc: "zinc",
  "bac-acier": "bacAcier",
  ardoise: "ardoise",
  urgence: "urgence",
  desamiantage: "desamiantage",
  etancheite: "etancheite",
};

/** The owner's published projects, as the cards show them (newest first, hidden ones left out). */
export let ownerProjects!: readonly Project[];
derive(() => {
  ownerProjects = writtenOwnerProjects();
});

/** A town's name as people type it: "Liévin", "lievin", "HENIN BEAUMONT" and "Hénin-Beaumont" are one town. */
function townKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\bst\b/g, "saint")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The owner's published projects made in the town named `townName` (the project's town as the owner typed it). */
export function projectsInTown(townName: string): readonly Project[] {
  const key = townKey(townName);
  return ownerProjects.filter((project) => townKey(project.town) === key);
}

/** Every project of the portfolio: the owner's first, then the site's first examples. */
export let portfolioProjects!: readonly Project[];
derive(() => {
  portfolioProjects = writtenPortfolioProjects();
});

function writtenPortfolioProjects(): readonly Project[] {
  return [...ownerProjects, ...exampleProjects];
}
function writtenOwnerProjects(): readonly Project[] {
  return (published?.values.projects ?? [])
    .filter((project) => !project.hidden && project.photos.length > 0)
    .map((project) => ({
      id: project.id,
      title: project.title,
      description: project.description,
      town: project.town,
      date: project.date,
      category: project.category,
      serviceLabel: projectCategories.find((category) => category.key === project.category)?.label ?? "",
      image: categoryIllustration[project.category],
      imageAlt: project.photos[0]?.alt ?? "",
      photos: project.photos,
    }));
}
