import { UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { articlePath, articlesCopy, buildArticles } from "#app/content/articles.ts";
import { contactPageCopy } from "#app/content/contact-page.ts";
import { homeCopy } from "#app/content/home.ts";
import { legalCopy } from "#app/content/legal.ts";
import { pricesPath } from "#app/content/navigation.ts";
import { articlePagePaths, contentPaths, servicePaths, staticPaths, townPaths } from "#app/content/pages.ts";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { pricesCopy } from "#app/content/prices.ts";
import { quotePageCopy } from "#app/content/quote-page.ts";
import { servicePages } from "#app/content/service-pages/index.ts";
import { servicePath } from "#app/content/services.ts";
import { buildTownPage } from "#app/content/town-pages/index.ts";
import { townPath, towns } from "#app/content/towns.ts";
import { zoneCopy } from "#app/content/zone.ts";
import { errorPageMeta } from "./route-errors.ts";
import { absoluteUrl, DESCRIPTION_MAX, defaultShareImage, getMeta, TITLE_MAX } from "./seo.ts";

type Tag = Record<string, unknown>;

function find(tags: ReturnType<typeof getMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Tag)[key] === value) as Record<string, string> | undefined;
}

function jsonLd(tags: ReturnType<typeof getMeta>) {
  return (tags.find((tag) => "script:ld+json" in tag) as Tag | undefined)?.["script:ld+json"] as
    | { "@context": string; "@graph": { "@type": string }[] }
    | undefined;
}

describe("getMeta", () => {
  const tags = getMeta({ title: "Couvreur à Lens", description: "Une description.", path: "/villes/lens" });

  it("sets title, description and a self-referencing absolute canonical", () => {
    expect(tags).toContainEqual({ title: "Couvreur à Lens" });
    expect(find(tags, "name", "description")?.content).toBe("Une description.");
    expect(find(tags, "rel", "canonical")?.href).toBe(absoluteUrl("/villes/lens"));
    expect(absoluteUrl("/villes/lens")).toMatch(/^https?:\/\/[^/]+\/villes\/lens$/);
  });

  it("adds Open Graph and Twitter tags with the absolute share card and its size", () => {
    expect(find(tags, "property", "og:url")?.content).toBe(absoluteUrl("/villes/lens"));
    expect(find(tags, "property", "og:title")?.content).toBe("Couvreur à Lens");
    expect(find(tags, "property", "og:image")?.content).toBe(absoluteUrl(defaultShareImage.path));
    expect(find(tags, "property", "og:image:width")?.content).toBe(String(defaultShareImage.width));
    expect(find(tags, "property", "og:image:height")?.content).toBe(String(defaultShareImage.height));
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(absoluteUrl(defaultShareImage.path));
  });

  it("carries the page's structured data, company first", () => {
    const graph = jsonLd(tags);
    expect(graph?.["@context"]).toBe("https://schema.org");
    expect(graph?.["@graph"].map((node) => node["@type"])).toEqual(["RoofingContractor", "BreadcrumbList"]);
  });

  it("marks error pages noindex and gives them no structured data", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
    const hidden = getMeta({ title: "Page introuvable (404)", description: "x", path: "/x", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(jsonLd(hidden)).toBeUndefined();
  });
});

describe("an error page's meta", () => {
  it("keeps a missing page out of the index, whatever the unknown path", () => {
    // What React Router hands the root when a loader throws `notFound`.
    const tags = errorPageMeta(new UNSAFE_ErrorResponseImpl(404, "Not Found", null));
    expect(tags).toContainEqual({ title: "Page introuvable (404)" });
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    // The same page for every unknown address: no canonical URL, no og:url.
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "property", "og:url")).toBeUndefined();
    expect(jsonLd(tags)).toBeUndefined();
  });

  it("names a crash for what it is, also out of the index", () => {
    const tags = errorPageMeta(new Error("boom"));
    expect(tags).toContainEqual({ title: "Erreur inattendue" });
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
  });
});

describe("every content page's title and description", () => {
  const metaByPath = new Map<string, { title: string; description: string }>([
    ["/", homeCopy.meta],
    ["/contact", contactPageCopy.meta],
    ["/devis", quotePageCopy.meta],
    ["/realisations", portfolioCopy.meta],
    ["/zone-intervention", zoneCopy.meta],
    ["/mentions-legales", legalCopy.meta],
    [pricesPath, pricesCopy.meta],
    ...Object.values(servicePages).map((page) => [servicePath(page.slug), page.meta] as const),
    ...towns.map(
      (town) => [townPath(town.slug), buildTownPage(town.slug)?.meta ?? { title: "", description: "" }] as const,
    ),
    // The build's five articles, all in one category: the list and the category's list, then each article.
    ["/articles", articlesCopy.meta],
    ["/articles/categorie/conseils", articlesCopy.categoryMeta("Nos conseils de couvreur", 1)],
    ...buildArticles.map(
      (article) => [articlePath(article.slug), { title: article.title, description: article.summary }] as const,
    ),
  ]);

  it("covers every URL of the site", () => {
    expect([...metaByPath.keys()].sort()).toEqual([...contentPaths].sort());
    expect(metaByPath.size).toBe(staticPaths.length + servicePaths.length + townPaths.length + articlePagePaths.length);
  });

  it.each([...metaByPath])("%s: title within 60 characters, description within 160", (_path, meta) => {
    expect(meta.title.length).toBeGreaterThan(10);
    expect(meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.description.length).toBeGreaterThan(50);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("gives each page its own title and description", () => {
    const metas = [...metaByPath.values()];
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });
});
