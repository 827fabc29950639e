import { describe, expect, it } from "vitest";
import { isPlaceholder } from "#app/lib/placeholder.ts";
import { type LegalBlock, type LegalInline, legalSections, personalDataSectionId, prospectRetention } from "./legal.ts";
import { site } from "./site.ts";

function sectionText(id: string): string {
  const section = legalSections.find((item) => item.id === id);
  if (!section) throw new Error(`missing section ${id}`);
  const inline = (parts: readonly LegalInline[]) =>
    parts.map((part) => (typeof part === "string" ? part : `${part.label} ${part.href}`)).join("");
  const blockText = (block: LegalBlock): string => {
    switch (block.kind) {
      case "subheading":
        return block.text;
      case "paragraph":
        return inline(block.content);
      case "list":
        return block.items.map(inline).join("\n");
      case "facts":
        return block.items.map((item) => `${item.term} ${inline(item.value)}`).join("\n");
    }
  };
  return section.blocks.map(blockText).join("\n");
}

describe("legal notices", () => {
  it("has the nine sections of the product spec, each with a unique anchor", () => {
    expect(legalSections.map((section) => section.title)).toEqual([
      "Informations légales",
      "Directeur de la publication",
      "Hébergement",
      "Propriété intellectuelle",
      "Limitation de responsabilité",
      "Données personnelles (RGPD)",
      "Cookies",
      "Droit applicable et médiation",
      "Contact",
    ]);
    expect(new Set(legalSections.map((section) => section.id)).size).toBe(9);
    for (const section of legalSections) expect(section.id).toMatch(/^[a-z-]+$/);
  });

  it("keeps the anchor the forms' privacy notice links to", () => {
    expect(personalDataSectionId).toBe("donnees-personnelles");
    expect(legalSections.some((section) => section.id === personalDataSectionId)).toBe(true);
  });

  it("describes the processing of personal data completely", () => {
    const text = sectionText(personalDataSectionId);
    expect(text).toContain("6.1.b");
    expect(text).toContain(`conservées ${prospectRetention}`);
    expect(prospectRetention).toBe("3 ans");
    for (const right of [
      "droit d’accès",
      "droit de rectification",
      "droit à l’effacement",
      "droit d’opposition",
      "droit à la limitation",
      "droit à la portabilité",
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain("https://www.cnil.fr");
    expect(text).toContain(site.email);
  });

  it("shows the company identity from site.ts, placeholders included as they are", () => {
    const text = sectionText("informations-legales");
    for (const value of [site.name, site.legal.siret, site.legal.rcs, site.legal.vat, site.legal.capital]) {
      expect(text).toContain(value);
    }
    expect(sectionText("hebergement")).toContain(site.host.name);
    expect(sectionText("directeur-publication")).toContain(site.legal.director);
    expect(sectionText("droit-applicable")).toContain(site.mediator.name);
  });

  it("says no tracking or advertising cookie and no third-party content", () => {
    const text = sectionText("cookies");
    expect(text).toContain("aucun cookie de mesure d’audience, de suivi ou publicitaire");
    expect(text).toContain("aucun contenu tiers");
  });

  it("flags values still waiting for the owner's data", () => {
    expect(isPlaceholder(site.legal.siret)).toBe(site.legal.siret.includes("PLACEHOLDER"));
    expect(isPlaceholder("12 rue de la Paix")).toBe(false);
  });
});
