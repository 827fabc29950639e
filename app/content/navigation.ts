import { derive } from "./published.ts";
import { offeredServices, servicePath } from "./services.ts";

export interface NavLink {
  label: string;
  href: string;
  urgent?: boolean;
}

export interface NavItem extends NavLink {
  children?: readonly NavLink[];
  /** Path prefix that marks the entry as current when it differs from href. */
  activePrefix?: string;
}

export let serviceLinks!: readonly NavLink[];
derive(() => {
  serviceLinks = writtenServiceLinks();
});

export let mainNavigation!: readonly NavItem[];
derive(() => {
  mainNavigation = writtenMainNavigation();
});

/** The footer keeps the six services, linked to their real routes. */
export let footerServiceLinks!: readonly NavLink[];
derive(() => {
  footerServiceLinks = writtenFooterServiceLinks();
});

export const legalLink: NavLink = { label: "Mentions légales", href: "/mentions-legales" };

/** Anchor of the insurance and certificates details on the legal page, which the footer links to from every page. */
export const insuranceSectionId = "assurance-et-qualifications";
export const quoteLink: NavLink = { label: "Devis Gratuit", href: "/devis" };

/** The price page that the arrêté of 24 January 2017 asks for; its copy lives in prices.ts, loaded by that page only. */
export const pricesPath = "/tarifs" as const;
export const pricesLink: NavLink = { label: "Nos tarifs", href: pricesPath };

/** The articles, in the footer only: the header's menu keeps its five entries on a 1280 px screen. */
export const articlesLink: NavLink = { label: "Conseils et articles", href: "/articles" };

function writtenServiceLinks(): readonly NavLink[] {
  return offeredServices.map((service) => ({
    label: service.title,
    href: servicePath(service.slug),
    urgent: service.urgent,
  }));
}

function writtenMainNavigation(): readonly NavItem[] {
  return [
    { label: "Accueil", href: "/" },
    {
      label: "Services",
      href: "/services/couverture-zinc",
      activePrefix: "/services",
      children: serviceLinks,
    },
    { label: "Réalisations", href: "/realisations" },
    { label: "Zone d'Intervention", href: "/zone-intervention" },
    { label: "Contact", href: "/contact" },
  ];
}

function writtenFooterServiceLinks(): readonly NavLink[] {
  return serviceLinks.slice(0, 6);
}
