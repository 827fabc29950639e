import { describe, expect, it } from "vitest";
import { helpPage, helpPages } from "#app/content/pro-help.ts";
import { helpHrefFor } from "./owner-nav.tsx";

/** The help page the header's "Aide" link opens on a screen: its title, or the index. */
function helpTitleFor(pathname: string): string {
  const href = helpHrefFor(pathname);
  if (href === "/pro/aide") return "index";
  const page = helpPage(href.replace("/pro/aide/", ""));
  if (!page) throw new Error(`${pathname} links to ${href}, which is no help page`);
  return page.title;
}

describe("the header's help link", () => {
  it("opens the help page of the screen the owner is on", () => {
    expect(
      Object.fromEntries(
        [
          "/pro",
          "/pro/demandes/42",
          "/pro/tableau-de-bord",
          "/pro/devis",
          "/pro/devis/7",
          "/pro/factures",
          "/pro/factures/12",
          "/pro/factures/reglages",
          "/pro/compte",
          "/pro/site",
          "/pro/site/entreprise",
          "/pro/site/realisations",
          "/pro/site/articles",
          "/pro/site/tarifs",
          "/pro/site/avis",
          "/pro/site/avis-clients",
          "/pro/site/annonce",
          "/pro/aide",
          "/pro/aide/devis",
          "/pro/adresse-inconnue",
        ].map((pathname) => [pathname, helpTitleFor(pathname)]),
      ),
    ).toEqual({
      "/pro": "Demandes",
      "/pro/demandes/42": "Une demande",
      "/pro/tableau-de-bord": "Tableau de bord",
      "/pro/devis": "Devis",
      "/pro/devis/7": "Devis",
      "/pro/factures": "Factures",
      "/pro/factures/12": "Factures",
      "/pro/factures/reglages": "Relances et banque",
      "/pro/compte": "Mon compte",
      "/pro/site": "Mon site",
      "/pro/site/entreprise": "L’entreprise",
      "/pro/site/realisations": "Réalisations",
      "/pro/site/articles": "Articles",
      "/pro/site/tarifs": "Tarifs",
      "/pro/site/avis": "Témoignages",
      "/pro/site/avis-clients": "Avis de vos clients",
      "/pro/site/annonce": "Annonce",
      "/pro/aide": "index",
      "/pro/aide/devis": "index",
      "/pro/adresse-inconnue": "index",
    });
  });

  it("reaches every help page from its screen, or from the page of that screen which suggests it", () => {
    for (const page of helpPages) {
      if (!page.screen) continue;
      const opened = helpPage(helpHrefFor(page.screen.href).replace("/pro/aide/", ""));
      expect(opened === page || opened?.related?.includes(page.slug), page.slug).toBe(true);
    }
  });
});
