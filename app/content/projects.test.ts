import { describe, expect, it } from "vitest";
import { illustrations } from "./images.ts";
import {
  filterProjects,
  parseProjectCategory,
  portfolioFilterHref,
  portfolioFilterParam,
  portfolioPath,
  portfolioProjects,
  projectCategories,
} from "./projects.ts";

describe("portfolio projects", () => {
  it("has the six projects of the product spec, each complete and with a unique id", () => {
    expect(portfolioProjects).toHaveLength(6);
    expect(new Set(portfolioProjects.map((project) => project.id)).size).toBe(portfolioProjects.length);
    for (const project of portfolioProjects) {
      expect(project.title).not.toBe("");
      expect(project.description.length).toBeGreaterThan(40);
      expect(project.town).not.toBe("");
      expect(project.date).toMatch(/^[A-ZÉÈÛ][a-zéèûô]+ \d{4}$/);
      expect(illustrations[project.image]).toBeDefined();
      expect(project.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it("uses only categories of the filter row, and every filter shows at least one project", () => {
    const keys = projectCategories.map((category) => category.key);
    for (const project of portfolioProjects) expect(keys).toContain(project.category);
    for (const key of keys) expect(filterProjects(portfolioProjects, key).length).toBeGreaterThan(0);
  });

  it("keeps the filter labels in order", () => {
    expect(projectCategories.map((category) => category.label)).toEqual([
      "Couverture Zinc",
      "Bac Acier",
      "Ardoise",
      "Urgence",
      "Désamiantage",
      "Étanchéité",
    ]);
  });
});

describe("portfolio filter", () => {
  it("reads known categories and treats anything else as no filter", () => {
    expect(parseProjectCategory("ardoise")).toBe("ardoise");
    expect(parseProjectCategory("xyz")).toBeNull();
    expect(parseProjectCategory("")).toBeNull();
    expect(parseProjectCategory(null)).toBeNull();
    expect(parseProjectCategory("Ardoise")).toBeNull();
  });

  it("returns every project without a filter and only matching ones with it", () => {
    expect(filterProjects(portfolioProjects, null)).toEqual(portfolioProjects);
    const zinc = filterProjects(portfolioProjects, "zinc");
    expect(zinc.every((project) => project.category === "zinc")).toBe(true);
    expect(filterProjects([], "zinc")).toEqual([]);
  });

  it("builds one link per filter, the unfiltered page for Tous", () => {
    expect(portfolioFilterHref(null)).toBe(portfolioPath);
    expect(portfolioFilterHref("bac-acier")).toBe(`${portfolioPath}?${portfolioFilterParam}=bac-acier`);
  });
});
