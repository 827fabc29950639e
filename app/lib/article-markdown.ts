/**
 * The body of an article, as the owner types it in "Mon site" → "Articles": a small, strict Markdown of our own
 * (decision 030). Intertitles `## ` and `### `, paragraphs separated by an empty line, lists (`- ` or `1. `), links
 * `[texte](https://…)`, `**gras**`, `*italique*`, and the article's own photos as `[photo 2]` alone on a line (the
 * first is the cover, at the top of the page, so the text places the others).
 * Nothing else exists: the parser returns a tree of those few kinds, and the page builds its elements from the
 * tree with React, which escapes every text. No HTML is ever passed through, so there is nothing to sanitise
 * afterwards; what the parser cannot place it refuses, with a French sentence the editor shows.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "h2" | "h3" | "p"; inlines: Inline[] }
  | { kind: "ul" | "ol"; items: Inline[][] }
  /** The article's photo at this place (0-based), as uploaded with its description. */
  | { kind: "photo"; index: number };

export type ParsedArticle = { ok: true; blocks: Block[] } | { ok: false; errors: string[] };

export const ARTICLE_BODY_MAX = 20_000;

export const articleMarkdownErrors = {
  required: "Le texte de l’article est obligatoire.",
  tooLong: `Le texte de l’article dépasse ${ARTICLE_BODY_MAX.toLocaleString("fr-FR")} caractères : coupez-le en deux articles.`,
  control: "Le texte contient des caractères invisibles (copiés d’un autre logiciel) : retapez le passage concerné.",
  html: (tag: string) =>
    `Le texte contient du code HTML (« ${tag} ») que le site n’affiche pas : écrivez en texte simple, avec ## pour un intertitre, - pour une liste et [texte](https://…) pour un lien.`,
  title:
    "Le titre de l’article est déjà en haut de la page : pour un intertitre, commencez la ligne par ## (ou ### pour un sous-intertitre).",
  deepTitle: "Deux niveaux d’intertitres seulement : ## pour un intertitre, ### pour un sous-intertitre.",
  image: "Pour insérer une photo, ajoutez-la à l’article puis écrivez [photo 1] (son numéro) seul sur une ligne.",
  link: (href: string) =>
    `Le lien « ${href.slice(0, 60)} » n’est pas accepté : un lien commence par https://, http://, mailto:, tel: ou / (une page du site).`,
  cover:
    "« [photo 1] » : la première photo est la couverture, déjà en haut de l’article. Placez les suivantes dans le texte ([photo 2], [photo 3]…).",
  photo: (number: number, count: number) =>
    count === 0
      ? `« [photo ${number}] » : l’article n’a pas encore de photo. Ajoutez-la d’abord, plus bas.`
      : `« [photo ${number}] » : l’article n’a que ${count} photo${count > 1 ? "s" : ""}.`,
} as const;

/** C0 and C1 controls, line and paragraph separators, bidirectional overrides (tested without the line breaks and tabs). */
const controlCharacter = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Anything that looks like an HTML element, comment or declaration: `<script`, `</p>`, `<!--`, `<?xml`. */
const htmlTag = /<\/?[a-z!?][^<>\n]{0,40}>?/i;

/**
 * Where a link may go: a web page (http or https, with a host), an e-mail, a phone number, or a page of this
 * site (`/tarifs`, never `//host`). Every other scheme (`javascript:`, `data:`, `vbscript:`, `file:`) is refused.
 */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?![/\\])[^\s<>"']*$/.test(href)) return true;
  if (/^mailto:[^\s@<>"']+@[^\s@<>"']+$/i.test(href)) return true;
  if (/^tel:\+?[\d.\s()-]{3,30}$/i.test(href)) return true;
  if (!/^https?:\/\//i.test(href) || /[\s<>"'\\]/.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const inlinePatterns: { kind: "link" | "strong" | "em"; pattern: RegExp }[] = [
  { kind: "link", pattern: /\[([^\]\n]+)\]\(([^()\s]+)\)/ },
  { kind: "strong", pattern: /\*\*(?=\S)(.+?)(?<=\S)\*\*/ },
  { kind: "em", pattern: /\*(?=[^\s*])(.+?)(?<=[^\s*])\*|(?<![\p{L}\d])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\d])/u },
];

/** A line's text as inlines: the earliest link, bold or italic, the text before it, and the rest after. */
function parseInlines(text: string, errors: string[]): Inline[] {
  let earliest: { kind: "link" | "strong" | "em"; match: RegExpExecArray } | null = null;
  for (const { kind, pattern } of inlinePatterns) {
    const match = pattern.exec(text);
    if (match && (earliest === null || match.index < earliest.match.index)) earliest = { kind, match };
  }
  if (!earliest) return text ? [{ kind: "text", text }] : [];
  const { kind, match } = earliest;
  const before: Inline[] = match.index > 0 ? [{ kind: "text", text: text.slice(0, match.index) }] : [];
  const after = parseInlines(text.slice(match.index + match[0].length), errors);
  if (kind === "link") {
    const href = match[2] ?? "";
    if (!isAllowedHref(href)) {
      errors.push(articleMarkdownErrors.link(href));
      return [...before, { kind: "text", text: match[1] ?? "" }, ...after];
    }
    return [...before, { kind: "link", href, children: parseInlines(match[1] ?? "", errors) }, ...after];
  }
  return [...before, { kind, children: parseInlines(match[1] ?? match[2] ?? "", errors) }, ...after];
}

const photoLine = /^\[photo\s*(\d{1,2})\]$/i;
const bulletLine = /^[-*•]\s+(.*)$/;
const numberedLine = /^\d{1,3}[.)]\s+(.*)$/;
const headingLine = /^(#+)\s*(.*)$/;

/**
 * The article's tree, or every reason it cannot be one. `photoCount`: how many photos the article has, which a
 * `[photo N]` line may name. Lines are joined into paragraphs; a list, an intertitle or a photo line ends one.
 */
export function parseArticleBody(source: string, photoCount: number): ParsedArticle {
  const text = source.normalize("NFC").replace(/\r\n?/g, "\n");
  const errors: string[] = [];
  if (text.trim().length === 0) return { ok: false, errors: [articleMarkdownErrors.required] };
  if (text.length > ARTICLE_BODY_MAX) return { ok: false, errors: [articleMarkdownErrors.tooLong] };
  if (controlCharacter.test(text.replace(/[\n\t]/g, " "))) errors.push(articleMarkdownErrors.control);
  const tag = htmlTag.exec(text);
  if (tag) errors.push(articleMarkdownErrors.html(tag[0].slice(0, 30)));
  if (/!\[[^\]\n]*\]\(/.test(text)) errors.push(articleMarkdownErrors.image);
  // Every link's target as typed, even one the link pattern would leave as text (`javascript:alert(1)` holds a
  // parenthesis): the owner learns it is refused rather than seeing it printed.
  for (const [, target = ""] of text.matchAll(/\]\(\s*([^\s)]*)/g)) {
    if (!isAllowedHref(target)) errors.push(articleMarkdownErrors.link(target));
  }

  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: "ul" | "ol"; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "p", inlines: parseInlines(paragraph.join(" "), errors) });
    if (list) blocks.push({ kind: list.kind, items: list.items.map((item) => parseInlines(item, errors)) });
    paragraph = [];
    list = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim().replace(/[ \t]+/g, " ");
    if (line === "") {
      flush();
      continue;
    }
    const heading = headingLine.exec(line);
    const photo = photoLine.exec(line);
    const bullet = bulletLine.exec(line);
    const numbered = numberedLine.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length ?? 0;
      if (level === 1) errors.push(articleMarkdownErrors.title);
      else if (level > 3) errors.push(articleMarkdownErrors.deepTitle);
      else if (heading[2]) blocks.push({ kind: level === 2 ? "h2" : "h3", inlines: parseInlines(heading[2], errors) });
    } else if (photo) {
      flush();
      const number = Number(photo[1]);
      if (number === 1 && photoCount > 0) errors.push(articleMarkdownErrors.cover);
      else if (number < 1 || number > photoCount) errors.push(articleMarkdownErrors.photo(number, photoCount));
      else blocks.push({ kind: "photo", index: number - 1 });
    } else if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (paragraph.length > 0 || (list && list.kind !== kind)) flush();
      list ??= { kind, items: [] };
      list.items.push(item);
    } else if (list && /^\s/.test(raw)) {
      // An indented line goes on with the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  const unique = [...new Set(errors)];
  return unique.length > 0 ? { ok: false, errors: unique } : { ok: true, blocks };
}

/** The words of a tree, for a count and a reading time. */
export function plainText(blocks: readonly Block[]): string {
  const inline = (inlines: readonly Inline[]): string =>
    inlines.map((node) => (node.kind === "text" ? node.text : inline(node.children))).join("");
  return blocks
    .map((block) =>
      block.kind === "photo" ? "" : "items" in block ? block.items.map(inline).join(" ") : inline(block.inlines),
    )
    .join(" ");
}
