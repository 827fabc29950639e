import { ownerProjects, type ProjectCategory } from "#app/content/projects.ts";
import { derive } from "#app/content/published.ts";
import { type ServiceSlug, serviceSlugs } from "#app/content/services.ts";
import { ardoisePage } from "./ardoise.ts";
import { bacAcierPage } from "./bac-acier.ts";
import { charpentePage } from "./charpente.ts";
import { couvertureZincPage } from "./couverture-zinc.ts";
import { dallagePage } from "./dallage.ts";
import { desamiantagePage } from "./desamiantage.ts";
import { maconneriePage } from "./maconnerie.ts";
import { nettoyageDemoussagePage } from "./nettoyage-demoussage.ts";
import { peintureExterieurePage } from "./peinture-exterieure.ts";
import { traitementFacadePage } from "./traitement-facade.ts";
import type { FaqItem, SectionKind, ServicePage, ServiceSection } from "./types.ts";
import { urgenceFuitePage } from "./urgence-fuite.ts";

export { servicePageCopy } from "./shared.ts";
export type * from "./types.ts";
export { emergencyResponseBands } from "./urgence-fuite.ts";

/** The content of every /services/{slug} page, keyed by slug so a missing page fails the type check. */
export let servicePages!: Readonly<Record<ServiceSlug, ServicePage>>;
derive(() => {
  servicePages = writtenServicePages();
});

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value ?? "");
}

/** The service page whose projects section an owner's project of each category joins. */
const categoryService: Record<ProjectCategory, ServiceSlug | null> = {
  zinc: "couverture-zinc",
  "bac-acier": "bac-acier",
  ardoise: "ardoise",
  urgence: "urgence-fuite",
  desamiantage: "desamiantage",
  etancheite: null,
};

/** A service page, with the owner's published projects of its service first in its projects section. */
export function getServicePage(slug: ServiceSlug): ServicePage {
  const page = servicePages[slug];
  const own = ownerProjects.filter((project) => categoryService[project.category] === slug);
  if (own.length === 0) return page;
  return {
    ...page,
    sections: page.sections.map((section) =>
      section.kind === "projects" ? { ...section, projects: [...own, ...section.projects] } : section,
    ),
  };
}

/** The sections of one kind on a page, typed by that kind. */
export function sectionsOfKind<Kind extends SectionKind>(
  page: ServicePage,
  kind: Kind,
): Extract<ServiceSection, { kind: Kind }>[] {
  return page.sections.filter((section): section is Extract<ServiceSection, { kind: Kind }> => section.kind === kind);
}

/** Questions and answers of a page, for the accordion and for FAQPage structured data. */
export function getServiceFaq(slug: ServiceSlug): readonly FaqItem[] {
  return sectionsOfKind(servicePages[slug], "faq").flatMap((section) => section.items);
}

/** Number of items in the page's project carousel (before/after pairs count as one item each). */
export function carouselSize(page: ServicePage): number {
  const projects = sectionsOfKind(page, "projects").flatMap((section) => section.projects);
  const pairs = sectionsOfKind(page, "before-after").flatMap((section) => section.projects);
  return projects.length + pairs.length;
}

function writtenServicePages(): Readonly<Record<ServiceSlug, ServicePage>> {
  return {
    "urgence-fuite": urgenceFuitePage,
    "couverture-zinc": couvertureZincPage,
    "bac-acier": bacAcierPage,
    ardoise: ardoisePage,
    charpente: charpentePage,
    desamiantage: desamiantagePage,
    "peinture-exterieure": peintureExterieurePage,
    maconnerie: maconneriePage,
    "nettoyage-demoussage": nettoyageDemoussagePage,
    "traitement-facade": traitementFacadePage,
    dallage: dallagePage,
  };
}
