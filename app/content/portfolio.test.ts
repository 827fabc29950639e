import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";
import { legalCopy } from "./legal.ts";
import { portfolioCopy } from "./portfolio.ts";

describe("portfolio and legal page copy", () => {
  it("keeps titles and descriptions within search-result limits, distinct from each other", () => {
    for (const meta of [portfolioCopy.meta, legalCopy.meta]) {
      expect(meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    expect(portfolioCopy.meta.title).not.toBe(legalCopy.meta.title);
  });

  it("counts projects in French, singular and plural, with the active filter", () => {
    expect(portfolioCopy.projects.count(1, null)).toBe("1 chantier présenté");
    expect(portfolioCopy.projects.count(6, null)).toBe("6 chantiers présentés");
    expect(portfolioCopy.projects.count(0, "Ardoise")).toBe("0 chantier présenté pour : Ardoise");
  });

  it("states the rating as text for screen readers", () => {
    expect(portfolioCopy.testimonials.rating(5, 5)).toBe("Note : 5 sur 5");
  });
});
