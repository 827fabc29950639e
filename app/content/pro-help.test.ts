import { describe, expect, it } from "vitest";
import { helpGroups, helpPage, helpPages, ownerGuideMarkdown } from "./pro-help.ts";

/** Every string a help page shows, its title and summary included. */
function pageTexts(page: (typeof helpPages)[number]): string[] {
  return [page.title, page.summary, ...page.blocks.flatMap((block) => ("items" in block ? block.items : [block.text]))];
}

describe("the owner's manual", () => {
  it("is the same text in docs/guide-du-patron.md as in the owner's space (npx vitest run -u this file writes it)", async () => {
    await expect(ownerGuideMarkdown()).toMatchFileSnapshot("../../docs/guide-du-patron.md");
  });

  it("has one page per slug, and each page it suggests next exists", () => {
    const slugs = helpPages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of helpPages) {
      for (const slug of page.related ?? []) {
        expect(helpPage(slug), `${page.slug} suggests ${slug}`).toBeDefined();
        expect(slug).not.toBe(page.slug);
      }
    }
  });

  it("covers every screen of the owner's space the guide promises, in its groups", () => {
    expect(helpGroups.map((group) => group.title)).toEqual([
      "Au quotidien",
      "Chantiers et équipe",
      "Devis et factures",
      "Mon site",
      "Compte et sécurité",
    ]);
    expect(helpPages.map((page) => page.title)).toEqual([
      "Demandes",
      "Une demande",
      "Tableau de bord",
      "La journée du patron",
      "La journée du bureau",
      "La journée du compagnon",
      "Planning",
      "Un chantier",
      "L’équipe",
      "Agenda sur le téléphone",
      "Devis",
      "Factures",
      "Sous-traitance et autoliquidation",
      "Factures de situation",
      "Retenue de garantie",
      "Achats",
      "Relances et banque",
      "E-reporting",
      "Mon site",
      "L’entreprise",
      "Réalisations",
      "Articles",
      "Tarifs",
      "Témoignages",
      "Avis de vos clients",
      "Annonce",
      "Mon compte",
      "Notifications",
      "Sauvegardes",
    ]);
  });

  it("binds French punctuation, guillemets and units to their words, so no line on a phone starts with them", () => {
    for (const page of helpPages) {
      for (const text of pageTexts(page)) {
        expect(text, page.slug).not.toMatch(/ [?!;:»]|« |\d (?:%|€|h|km|minutes?)(?!\p{L})/u);
      }
    }
    expect(ownerGuideMarkdown()).toContain("«\u202fAide\u202f»");
  });
});
