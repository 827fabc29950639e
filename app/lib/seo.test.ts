import { describe, expect, it } from "vitest";
import { absoluteUrl, getMeta } from "./seo.ts";

function find(tags: ReturnType<typeof getMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("getMeta", () => {
  const tags = getMeta({ title: "Couvreur à Lens", description: "Une description.", path: "/villes/lens" });

  it("sets title, description and a self-referencing absolute canonical", () => {
    expect(tags).toContainEqual({ title: "Couvreur à Lens" });
    expect(find(tags, "name", "description")?.content).toBe("Une description.");
    expect(find(tags, "rel", "canonical")?.href).toBe(absoluteUrl("/villes/lens"));
    expect(absoluteUrl("/villes/lens")).toMatch(/^https?:\/\/[^/]+\/villes\/lens$/);
  });

  it("adds Open Graph and Twitter tags with an absolute image", () => {
    expect(find(tags, "property", "og:url")?.content).toBe(absoluteUrl("/villes/lens"));
    expect(find(tags, "property", "og:image")?.content).toMatch(/^https?:\/\//);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("marks pages that must stay out of the index", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
    const hidden = getMeta({ title: "404", description: "x", path: "/x", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
  });
});
