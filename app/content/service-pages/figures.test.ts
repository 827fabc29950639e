import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLISHED_GLOBAL, type PublishedContent } from "#app/content/published.ts";
import type { ClientReview } from "#app/content/testimonials.ts";

const review = (id: number, rating: ClientReview["rating"]): ClientReview => ({
  id: `avis-${id}`,
  firstName: "Claire",
  town: "Liévin",
  rating,
  text: "Très bon travail.",
  writtenOn: "2026-11-20",
  jobMonth: "2026-11",
  reply: "",
});

/** The content modules of this file read `values` as a publication of "Mon site" (fresh imports). */
function publishedDuringTheseTests(values: unknown): void {
  const globals = globalThis as Record<string, unknown>;
  beforeAll(() => {
    globals[PUBLISHED_GLOBAL] = { version: 2, publishedAt: "2026-11-27T00:00:00.000Z", values } as PublishedContent;
    vi.resetModules();
  });
  afterAll(() => {
    delete globals[PUBLISHED_GLOBAL];
    vi.resetModules();
  });
}

async function figures(
  slug: "ardoise" | "bac-acier" | "charpente" | "maconnerie",
): Promise<{ value: string; label: string }[]> {
  const { getServicePage } = await import("./index.ts");
  return getServicePage(slug)
    .sections.flatMap((section) => (section.kind === "stats" ? section.stats : []))
    .map(({ value, label }) => ({ value, label }));
}

describe("the figures once the owner states his counts and clients' reviews are approved", () => {
  publishedDuringTheseTests({
    site: { foundedYear: null, completedJobs: { ardoise: 212, charpente: 1, "bac-acier": null } },
    reviews: [review(1, 5), review(2, 4), review(3, 5)],
  });

  it("states the owner's count, in the singular for one, and nothing for a count he left empty", async () => {
    expect(await figures("ardoise")).toContainEqual({ value: "212", label: "toitures en ardoise réalisées" });
    expect(await figures("charpente")).toContainEqual({ value: "1", label: "charpente traitée ou rénovée" });
    expect((await figures("bac-acier")).map((stat) => stat.label)).not.toContain("toitures en bac acier posées");
  });

  it("derives the rating from the approved reviews: their average and their number", async () => {
    const rating = { value: "4,7/5", label: "note moyenne de 3\u00a0avis clients" };
    expect(await figures("ardoise")).toContainEqual(rating);
    expect(await figures("maconnerie")).toContainEqual(rating);
    const { homeCopy } = await import("#app/content/home.ts");
    const { clientRating } = await import("#app/content/testimonials.ts");
    expect(clientRating).toEqual({ average: 4.7, count: 3 });
    expect(homeCopy.hero.rating("4,7/5", 3)).toBe("4,7/5, note moyenne de 3\u00a0avis clients");
  });

  it("never writes a figure nobody gave: no '+', no '100 %' of satisfied clients", async () => {
    const { servicePages } = await import("./index.ts");
    const text = JSON.stringify(servicePages);
    expect(text).not.toMatch(/\d\+"/);
    expect(text).not.toMatch(/clients satisfaits|sans incident/);
  });

  it("marks up no rating of the company in the structured data (Google: self-serving reviews)", async () => {
    const { pageGraph } = await import("#app/lib/structured-data.ts");
    const graph = JSON.stringify([pageGraph("/"), pageGraph("/realisations"), pageGraph("/services/ardoise")]);
    expect(graph).toContain("RoofingContractor");
    expect(graph).not.toMatch(/aggregateRating|"review"|"Review"|ratingValue/);
  });
});
