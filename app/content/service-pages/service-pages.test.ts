import { describe, expect, it } from "vitest";
import { iconNames } from "#app/content/icons.ts";
import { illustrations } from "#app/content/images.ts";
import { serviceSlugs, services } from "#app/content/services.ts";
import { experienceLabel, site } from "#app/content/site.ts";
import { towns } from "#app/content/towns.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";
import {
  carouselSize,
  emergencyResponseBands,
  getServiceFaq,
  getServicePage,
  isServiceSlug,
  sectionsOfKind,
  servicePages,
} from "./index.ts";
import type { ServicePage } from "./types.ts";

const pages: ServicePage[] = serviceSlugs.map(getServicePage);

/** Product spec §2 "Service pages": items in each page's project carousel. */
const expectedCarouselSize: Record<string, number> = {
  "urgence-fuite": 4,
  dallage: 4,
  "traitement-facade": 2,
};

/**
 * Product spec §2 "Service pages": the figures each page states, in order, in the build (decision 031). A job count
 * and the clients' rating are the owner's and the reviews': none before he states one and a client writes one; the
 * company's age comes from the founding year; a material's lifespan and the legal ten-year guarantee are facts.
 */
// The spec's "15 ans", "20 ans", "25 ans" are the company's age, derived from the owner's founding year.
const age = experienceLabel() ?? "";
const expectedStats: Record<string, string[]> = {
  "bac-acier": [age, "10\u00a0ans"],
  ardoise: [age, "100\u00a0ans"],
  charpente: [age, "10\u00a0ans"],
  desamiantage: [age, "SS3 & SS4"],
  maconnerie: [age, "10\u00a0ans"],
  "peinture-exterieure": [age, "10\u00a0ans"],
  "traitement-facade": [age, "10\u00a0ans"],
};

/** Content uses French non-breaking spaces ("100\u00a0ans", "traiter\u202f?"); tests compare words. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

function allText(page: ServicePage): string {
  return plain(JSON.stringify(page));
}

describe("service page content", () => {
  it("has one page for each of the services, keyed by its own slug", () => {
    expect(Object.keys(servicePages).sort()).toEqual([...serviceSlugs].sort());
    expect(services).toHaveLength(11);
    for (const slug of serviceSlugs) expect(getServicePage(slug).slug).toBe(slug);
  });

  it("recognises only the service slugs", () => {
    for (const slug of serviceSlugs) expect(isServiceSlug(slug)).toBe(true);
    for (const other of ["nexistepas", "urgence-fuite-toiture", "désamiantage", "", undefined]) {
      expect(isServiceSlug(other)).toBe(false);
    }
  });

  it("gives every page a unique title and description within the search-result limits", () => {
    const titles = pages.map((page) => page.meta.title);
    const descriptions = pages.map((page) => page.meta.description);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.meta.title.length, page.meta.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(page.meta.description.length, page.meta.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(page.meta.description.length).toBeGreaterThan(100);
    }
  });

  it("gives every page the common shape: hero, intro, six cards, a carousel and reasons", () => {
    for (const page of pages) {
      expect(page.hero.title, page.slug).not.toBe("");
      expect(illustrations[page.hero.image]).toBeDefined();
      expect(page.hero.imageAlt.length).toBeGreaterThan(15);
      expect(sectionsOfKind(page, "intro"), page.slug).toHaveLength(1);
      const cards = sectionsOfKind(page, "cards");
      expect(cards, page.slug).toHaveLength(1);
      expect(cards[0]?.cards).toHaveLength(6);
      expect(carouselSize(page), page.slug).toBeGreaterThan(0);
      expect(sectionsOfKind(page, "features").length, page.slug).toBeGreaterThan(0);
    }
  });

  it("shows carousels of exactly the sizes", () => {
    for (const page of pages) {
      expect(carouselSize(page), page.slug).toBe(expectedCarouselSize[page.slug] ?? 3);
    }
  });

  it("shows the figures, and stats only where the product spec has them", () => {
    for (const page of pages) {
      const figures = sectionsOfKind(page, "stats").flatMap((section) => section.stats.map((stat) => stat.value));
      expect(figures, page.slug).toEqual(expectedStats[page.slug] ?? []);
    }
  });

  it("uses ids that are unique on each page and across the section list", () => {
    for (const page of pages) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.slug).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("gives every project a complete card with a month-year date and a real illustration", () => {
    for (const page of pages) {
      const projects = sectionsOfKind(page, "projects").flatMap((section) => section.projects);
      const townNames = towns.map((town) => town.name);
      for (const project of projects) {
        expect(project.description.length, project.id).toBeGreaterThan(60);
        expect(project.date).toMatch(/^[A-ZÉÈÛ][a-zéèûô]+ \d{4}$/);
        expect(townNames, project.id).toContain(project.town);
        expect(illustrations[project.image]).toBeDefined();
        expect(project.imageAlt).toContain(project.town);
        expect(project.serviceLabel).not.toBe("");
      }
    }
    const allIds = pages.flatMap((page) =>
      sectionsOfKind(page, "projects").flatMap((section) => section.projects.map((project) => project.id)),
    );
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it("uses only icons the icon set knows", () => {
    const known = new Set<string>(iconNames);
    for (const page of pages) {
      for (const match of allText(page).matchAll(/"icon":"([^"]+)"/g)) expect(known, page.slug).toContain(match[1]);
    }
  });

  it("never writes the phone number, e-mail or company name by hand", () => {
    for (const page of pages) {
      const text = allText(page);
      // The phone may appear only through site.ts interpolation, which yields exactly site.phone.display.
      expect(text).not.toContain("contact@");
      expect(text.replaceAll(site.phone.display, "")).not.toMatch(/0\d( ?\d{2}){4}/);
      expect(text).not.toMatch(/lorem|TODO|à venir|PLACEHOLDER/i);
    }
  });
});

describe("page-specific parts", () => {
  it("zinc: a gallery of complete items and the hundred-year lifespan", () => {
    const page = getServicePage("couverture-zinc");
    const gallery = sectionsOfKind(page, "gallery").flatMap((section) => section.items);
    expect(gallery.length).toBeGreaterThanOrEqual(4);
    for (const item of gallery) {
      expect(item.id && item.title && item.description && item.category).toBeTruthy();
      expect(illustrations[item.image]).toBeDefined();
    }
    expect(allText(page)).toContain("100 ans");
  });

  it("emergency: red page, four steps, a call block and the response bands up to the service radius", () => {
    const page = getServicePage("urgence-fuite");
    expect(page.tone).toBe("emergency");
    expect(sectionsOfKind(page, "process")[0]?.steps).toHaveLength(4);
    expect(sectionsOfKind(page, "call")).toHaveLength(1);
    expect(emergencyResponseBands.map((band) => [band.fromKm, band.toKm, plain(band.time)])).toEqual([
      [0, 15, "30 min"],
      [15, 30, "45 min"],
      [30, site.serviceRadiusKm, "1 h"],
    ]);
    expect(sectionsOfKind(page, "emergency-zone")[0]?.bands).toBe(emergencyResponseBands);
    for (const town of towns) {
      expect(
        emergencyResponseBands.some((band) => town.distanceKm > band.fromKm && town.distanceKm <= band.toKm) ||
          town.distanceKm === 0,
      ).toBe(true);
    }
  });

  it("only the emergency page is red", () => {
    for (const page of pages) expect(page.tone === "emergency").toBe(page.slug === "urgence-fuite");
  });

  it("asbestos: the six cards of the product spec and the free diagnostic", () => {
    const page = getServicePage("desamiantage");
    const titles = sectionsOfKind(page, "cards")[0]?.cards.map((card) => card.title.toLowerCase()) ?? [];
    for (const word of ["diagnostic", "retrait", "décontamination", "toitures", "bardages", "conseil"]) {
      expect(
        titles.some((title) => title.includes(word)),
        word,
      ).toBe(true);
    }
    expect(page.hero.badges.join(" ")).toContain("Diagnostic gratuit");
    expect(page.hero.title).toContain("Pas-de-Calais");
  });

  it("slate: a natural versus synthetic comparison", () => {
    const comparison = sectionsOfKind(getServicePage("ardoise"), "comparison")[0];
    expect(comparison?.columns).toEqual(["Ardoise naturelle", "Ardoise synthétique"]);
    expect(comparison?.rows.length).toBeGreaterThanOrEqual(4);
  });

  it("paving: the three-step method, the slab types and the town list", () => {
    const page = getServicePage("dallage");
    expect(sectionsOfKind(page, "process")[0]?.steps.map((step) => step.title)).toEqual([
      "Étude du terrain",
      "Préparation",
      "Pose et finitions",
    ]);
    expect(sectionsOfKind(page, "article")).toHaveLength(1);
    expect(sectionsOfKind(page, "town-zone")).toHaveLength(1);
  });

  it("painting: a five-step process", () => {
    expect(sectionsOfKind(getServicePage("peinture-exterieure"), "process")[0]?.steps).toHaveLength(5);
  });

  it("facade: before/after pairs using the before and after illustrations", () => {
    const pairs = sectionsOfKind(getServicePage("traitement-facade"), "before-after").flatMap(
      (section) => section.projects,
    );
    for (const pair of pairs) {
      expect(pair.imageAvant).toBe("facadeAvant");
      expect(pair.imageApres).toBe("facadeApres");
      expect(pair.imageAvantAlt).not.toBe(pair.imageApresAlt);
      expect(pair.type).not.toBe("");
    }
  });

  it("cleaning: the four FAQ topics of the product spec, reusable for structured data", () => {
    const faq = getServiceFaq("nettoyage-demoussage");
    expect(faq).toHaveLength(4);
    expect(plain(faq[0]?.answer ?? "")).toContain("2 à 3 ans");
    expect(faq[1]?.answer.toLowerCase()).toContain("printemps et l’automne");
    expect(faq[2]?.question.toLowerCase()).toContain("environnement");
    expect(faq[3]?.question.toLowerCase()).toContain("garantis");
    for (const slug of serviceSlugs) if (slug !== "nettoyage-demoussage") expect(getServiceFaq(slug)).toEqual([]);
  });

  it("suggests three other existing services on each page", () => {
    for (const page of pages) {
      expect(page.related).toHaveLength(3);
      expect(page.related).not.toContain(page.slug);
      for (const slug of page.related) expect(isServiceSlug(slug)).toBe(true);
    }
  });
});
