import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLISHED_GLOBAL, type PublishedContent } from "#app/content/published.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "#app/lib/seo.ts";

/** Everything a town page says, as the page would render it, Lille's own list included. */
async function townPagesText(): Promise<{ slug: string; title: string; description: string; text: string }[]> {
  const { towns } = await import("#app/content/towns.ts");
  const { buildTownPage } = await import("./index.ts");
  const { lilleExtras } = await import("./lille.ts");
  return towns.map((town) => {
    const page = buildTownPage(town.slug)!;
    const extras = page.isLille ? lilleExtras : {};
    return {
      slug: page.slug,
      title: page.meta.title,
      description: page.meta.description,
      text: JSON.stringify([page, extras]),
    };
  });
}

const asbestosWords = /amiant/i;

/** The content modules of the tests in this block read `values` as a publication of "Mon site" (fresh imports). */
function publishedDuringTheseTests(values: unknown): void {
  const globals = globalThis as Record<string, unknown>;
  beforeAll(() => {
    globals[PUBLISHED_GLOBAL] = { version: 1, publishedAt: "2026-11-26T00:00:00.000Z", values } as PublishedContent;
    vi.resetModules();
  });
  afterAll(() => {
    delete globals[PUBLISHED_GLOBAL];
    vi.resetModules();
  });
}

describe("town pages once the owner hides asbestos removal", () => {
  publishedDuringTheseTests({ site: { hiddenServices: ["desamiantage"] } });

  it("no longer say the company removes asbestos (Code de la consommation, L121-2)", async () => {
    const { isServiceOffered } = await import("#app/content/services.ts");
    expect(isServiceOffered("desamiantage")).toBe(false);
    for (const page of await townPagesText()) expect(page.text, page.slug).not.toMatch(asbestosWords);
  });

  it("keep unique titles and descriptions within the search engines' lengths", async () => {
    const pages = await townPagesText();
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(TITLE_MAX);
      expect(page.description.length, page.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });
});

describe("town pages while asbestos removal is offered", () => {
  it("still say it where the spec's texts do", async () => {
    vi.resetModules();
    const pages = await townPagesText();
    const saying = pages.filter((page) => asbestosWords.test(page.text)).map((page) => page.slug);
    expect(saying).toEqual(
      expect.arrayContaining(["lievin", "mericourt", "courrieres", "oignies", "wingles", "sallaumines", "lille"]),
    );
  });
});

describe("pages while asbestos removal is offered without its certificate", () => {
  publishedDuringTheseTests({ site: { qualifications: [{ id: "rge" }] } });

  it("never call the company's own team certified for asbestos (Code de la consommation, L121-2)", async () => {
    const { claims } = await import("#app/content/site.ts");
    expect(claims.asbestos).toBe(false);
    const { bacAcierPage } = await import("#app/content/service-pages/bac-acier.ts");
    const texts = [
      ...(await townPagesText()).map((page) => ({ slug: page.slug, text: page.text })),
      { slug: "bac-acier", text: JSON.stringify(bacAcierPage) },
    ];
    for (const { slug, text } of texts) expect(text, slug).not.toMatch(/(?:notre|Notre) équipe certifiée/);
    const saying = texts.filter(({ text }) => /entreprise certifiée pour l’amiante/.test(text)).map(({ slug }) => slug);
    expect(saying).toEqual(expect.arrayContaining(["lievin", "oignies", "wingles", "bac-acier"]));
  });
});
