// The categories stand apart from the projects so that the published content's shape (published.ts) can name
// them without importing the module that derives the projects from it.

/** Portfolio categories: the filter row of /realisations (product spec §2). */
export const projectCategories = [
  { key: "zinc", label: "Couverture Zinc" },
  { key: "bac-acier", label: "Bac Acier" },
  { key: "ardoise", label: "Ardoise" },
  { key: "urgence", label: "Urgence" },
  { key: "desamiantage", label: "Désamiantage" },
  { key: "etancheite", label: "Étanchéité" },
] as const;

export type ProjectCategory = (typeof projectCategories)[number]["key"];
