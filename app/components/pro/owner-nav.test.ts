import { describe, expect, it } from "vitest";
import { helpPage, helpPages } from "#app/content/pro-help.ts";
import { helpHrefFor, navFor } from "./owner-nav.tsx";

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
          "/pro/achats",
          "/pro/achats/nouveau",
          "/pro/achats/4",
          "/pro/journee",
          "/pro/planning",
          "/pro/chantiers",
          "/pro/chantiers/3",
          "/pro/chantiers/3/reception",
          "/pro/equipe",
          "/pro/compte",
          "/pro/compte/agenda",
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
      "/pro/achats": "Achats",
      "/pro/achats/nouveau": "Achats",
      "/pro/achats/4": "Achats",
      "/pro/journee": "La journée du compagnon",
      "/pro/planning": "Planning",
      "/pro/chantiers": "Un chantier",
      "/pro/chantiers/3": "Un chantier",
      "/pro/chantiers/3/reception": "Un chantier",
      "/pro/equipe": "L’équipe",
      "/pro/compte": "Mon compte",
      "/pro/compte/agenda": "Agenda sur le téléphone",
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

describe("each role's sections", () => {
  const labels = (role: "patron" | "bureau" | "compagnon", pathname = "/pro") => {
    const nav = navFor(role, pathname);
    return {
      main: nav.main.map((section) => section.label),
      more: nav.more.map((section) => section.label),
      corner: nav.corner,
    };
  };

  it("gives the office five sections and « Plus » with the purchases, the patron's holding the team too", () => {
    expect(labels("patron")).toEqual({
      main: ["Demandes", "Planning", "Chantiers", "Devis", "Factures"],
      more: ["Tableau de bord", "Achats", "Mon site", "Équipe"],
      corner: true,
    });
    expect(labels("bureau")).toEqual({
      main: ["Demandes", "Planning", "Chantiers", "Devis", "Factures"],
      more: ["Tableau de bord", "Achats", "Mon site"],
      corner: true,
    });
  });

  it("gives a compagnon his day, the manual of the screen he is on and his account, nothing of the office", () => {
    expect(labels("compagnon")).toEqual({ main: ["Ma journée", "Aide", "Mon compte"], more: [], corner: false });
    expect(navFor("compagnon", "/pro/compte").main.map((section) => section.to)).toEqual([
      "/pro/journee",
      "/pro/aide/compte",
      "/pro/compte",
    ]);
  });

  it("never holds more than six entries, so the header stays on one line from 1024 px", () => {
    for (const role of ["patron", "bureau", "compagnon"] as const) {
      const nav = navFor(role, "/pro");
      expect(nav.main.length + (nav.more.length > 0 ? 1 : 0), role).toBeLessThanOrEqual(6);
    }
  });
});
