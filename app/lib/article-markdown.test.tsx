import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "#app/components/sections/articles/article-body.tsx";
import { buildArticles } from "#app/content/articles.ts";
import type { ProjectPhoto } from "#app/content/published.ts";
import { articleMarkdownErrors, isAllowedHref, parseArticleBody } from "./article-markdown.ts";

const photo: ProjectPhoto = {
  image: {
    width: 800,
    height: 600,
    src: "/photos/0123456789abcdef0123-800.webp",
    srcSet: { avif: "/photos/0123456789abcdef0123-800.avif 800w", webp: "/photos/0123456789abcdef0123-800.webp 800w" },
  },
  alt: "La toiture refaite",
};

/** The page's HTML for a body, as the article's page renders it; throws with the parser's reasons if it refuses. */
function html(source: string, photos: ProjectPhoto[] = []): string {
  const parsed = parseArticleBody(source, photos.length);
  if (!parsed.ok) throw new Error(parsed.errors.join(" "));
  return renderToStaticMarkup(<ArticleBody blocks={parsed.blocks} photos={photos} />);
}

function refusal(source: string, photoCount = 0): string {
  const parsed = parseArticleBody(source, photoCount);
  if (parsed.ok) throw new Error(`accepted: ${source}`);
  return parsed.errors.join(" ");
}

describe("an article's body", () => {
  it("makes intertitles, paragraphs, lists, links, bold, italic and the article's photos", () => {
    const out = html(
      [
        "Un premier paragraphe,",
        "sur deux lignes.",
        "",
        "## Les gestes",
        "### À l’intérieur",
        "- **Coupez** le courant",
        "- *Épongez* l’eau",
        "",
        "1. Appelez-nous",
        "2. Voyez nos [tarifs](/tarifs) ou [écrivez](mailto:contact@example.fr), [appelez](tel:+33321000000)",
        "",
        "[photo 2]",
        "",
        "Voir [le site du ministère](https://www.service-public.fr/particuliers).",
      ].join("\n"),
      [photo, { ...photo, alt: "La gouttière neuve" }],
    );
    expect(out).toContain("<p>Un premier paragraphe, sur deux lignes.</p>");
    expect(out).toContain("<h2>Les gestes</h2><h3>À l’intérieur</h3>");
    expect(out).toContain("<ul><li><strong>Coupez</strong> le courant</li><li><em>Épongez</em> l’eau</li></ul>");
    expect(out).toContain('<ol><li>Appelez-nous</li><li>Voyez nos <a href="/tarifs">tarifs</a>');
    expect(out).toContain('<a href="mailto:contact@example.fr">écrivez</a>');
    expect(out).toContain('<a href="tel:+33321000000">appelez</a>');
    expect(out).toContain('<img src="/photos/0123456789abcdef0123-800.webp" alt="La gouttière neuve"');
    expect(out).toContain('<a href="https://www.service-public.fr/particuliers" rel="noopener">');
  });

  it("keeps a pasted text's stray characters as text, escaped", () => {
    const out = html("Prix < 5 % & TVA > 0, a*b et 3 * 4, un_mot_souligné, [crochets] seuls.");
    expect(out).toBe(
      '<div class="article-body"><p>Prix &lt; 5 % &amp; TVA &gt; 0, a*b et 3 * 4, un_mot_souligné, [crochets] seuls.</p></div>',
    );
  });

  it.each([
    ["<script>alert(1)</script>", "<script>"],
    ['<img src=x onerror="alert(1)">', "<img src=x onerror="],
    ['<iframe src="https://evil.example/"></iframe>', "<iframe"],
    ["<svg/onload=alert(1)>", "<svg/onload=alert(1)>"],
    ["Texte <!-- commentaire --> caché", "<!--"],
    ['<a href="javascript:alert(1)">lien</a>', "<a href="],
    ['<p style="color:red">rouge</p>', "<p style="],
    ["<STYLE>body{}</STYLE>", "<STYLE>"],
  ])("refuses HTML, whatever it is: %s", (source, tag) => {
    const message = refusal(source);
    expect(message).toContain("code HTML");
    expect(message).toContain(`« ${tag}`);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "file:///etc/passwd",
    "//evil.example/page",
    "/\\evil.example",
    "https://",
    "ftp://example.fr/fichier",
    "java%0ascript:alert(1)",
  ])("refuses a link to %s", (href) => {
    expect(refusal(`Un [lien](${href}) ici.`)).toContain("n’est pas accepté");
    expect(isAllowedHref(href)).toBe(false);
  });

  it("never lets an attribute or a scheme through, even hidden in a link's text or an image", () => {
    expect(refusal("![x](javascript:alert(1))")).toContain(articleMarkdownErrors.image);
    const out = html('Un [lien "onerror=alert(1)" malin](https://example.fr/?q=onerror) et onerror=alert(1) en texte.');
    expect(out).not.toMatch(/<[^>]+\sonerror=/i);
    expect(out).not.toContain("javascript:");
    expect(out).toContain("onerror=alert(1) en texte.");
  });

  it("refuses a title of level 1 or below level 3, and photos it does not have", () => {
    expect(refusal("# Titre")).toContain(articleMarkdownErrors.title);
    expect(refusal("#### Trop bas")).toContain(articleMarkdownErrors.deepTitle);
    expect(refusal("[photo 2]", 1)).toBe(articleMarkdownErrors.photo(2, 1));
    expect(refusal("[photo 1]", 0)).toBe(articleMarkdownErrors.photo(1, 0));
    expect(refusal("[photo 1]", 2)).toBe(articleMarkdownErrors.cover);
  });

  it("refuses invisible characters and bidirectional overrides, an empty body, and one too long", () => {
    expect(refusal("Texte\u202eretourné")).toBe(articleMarkdownErrors.control);
    expect(refusal("Nul\u0000caractère")).toBe(articleMarkdownErrors.control);
    expect(refusal("   \n\n ")).toBe(articleMarkdownErrors.required);
    expect(refusal("a".repeat(20_001))).toBe(articleMarkdownErrors.tooLong);
  });

  it("parses every article the template ships", () => {
    for (const article of buildArticles) {
      expect(parseArticleBody(article.body, 0), article.slug).toMatchObject({ ok: true });
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(160);
    }
  });
});
