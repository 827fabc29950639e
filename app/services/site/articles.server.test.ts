import { describe, expect, it } from "vitest";
import { buildArticles } from "#app/content/articles.ts";
import { articleMarkdownErrors } from "#app/lib/article-markdown.ts";
import { buildContent, upgradeDocument } from "./build-content.server.ts";
import { itemHref, itemLabel, readiness } from "./readiness.server.ts";
import { articleSchema } from "./schema.server.ts";
import { fieldErrors } from "./text-field.server.ts";

const valid = {
  title: "Une gouttière qui déborde",
  summary: "Pourquoi une gouttière déborde, et que faire.",
  body: "## Les causes\n\n- Des feuilles\n- Une pente perdue",
  category: "conseils",
  services: ["couverture-zinc", "couverture-zinc"],
  towns: ["lens"],
  date: "2026-11-27",
  confirmed: true,
};

describe("an article's fields", () => {
  it("keeps a valid article, each service once", () => {
    const parsed = articleSchema(0).parse(valid);
    expect(parsed.services).toEqual(["couverture-zinc"]);
    expect(parsed.body).toBe(valid.body);
  });

  it("names each refusal in French: markup, a foreign link scheme, an unknown service or town, a long summary", () => {
    const parsed = articleSchema(0).safeParse({
      ...valid,
      summary: "a".repeat(161),
      body: "<script>alert(1)</script>\n\n[x](javascript:alert(1))",
      services: ["plomberie"],
      towns: ["paris"],
      category: "publicite",
    });
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    expect(errors.body).toContain(articleMarkdownErrors.html("<script>"));
    expect(errors.body).toContain(articleMarkdownErrors.link("javascript:alert(1"));
    expect(Object.keys(errors).sort()).toEqual(["body", "category", "services.0", "summary", "towns.0"]);
  });

  it("accepts a photo the article has, past the cover, and only then", () => {
    expect(articleSchema(1).safeParse({ ...valid, body: "Texte\n\n[photo 2]" }).success).toBe(false);
    expect(articleSchema(2).safeParse({ ...valid, body: "Texte\n\n[photo 2]" }).success).toBe(true);
  });
});

describe("the example articles before going live", () => {
  it("are listed until the owner confirms, hides or deletes each one, each a link to its form", () => {
    const document = buildContent();
    const items = readiness(document).filter((item) => item.section === "articles");
    expect(items.map((item) => item.value)).toEqual(buildArticles.map((article) => article.title));
    const [first] = items;
    if (!first) throw new Error("no article listed");
    expect(itemLabel(first, document)).toBe(buildArticles[0]?.title);
    expect(itemHref(first)).toBe(`/pro/site/articles?article=${buildArticles[0]?.id}#confirmer`);
    const settled = {
      ...document,
      articles: document.articles.map((article, index) =>
        index === 0 ? { ...article, confirmed: true } : index === 1 ? { ...article, hidden: true } : article,
      ),
    };
    expect(readiness(settled).filter((item) => item.section === "articles")).toHaveLength(buildArticles.length - 2);
  });

  it("come with a version published before articles existed", () => {
    const { articles: _none, ...older } = buildContent();
    expect(upgradeDocument(older as ReturnType<typeof buildContent>).articles).toHaveLength(buildArticles.length);
  });
});
