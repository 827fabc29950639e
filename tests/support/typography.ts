/**
 * French typography of a rendered page's text (what a visitor reads, not its markup): a narrow no-break space
 * (U+202F) before ? ! ; : and inside « », a no-break space (U+00A0 or U+202F) between a number and its unit or
 * currency (€, %, km, m², h, min, ans) and inside an amount's thousands. Scripts, styles, comments and
 * attribute values (URLs, JSON-LD, class names) are not text; a time like 8:00 or a URL's "https:" has no space
 * before its colon and is never flagged.
 */
const entities: Record<string, string> = { nbsp: "\u00a0", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(Number(name[1]?.toLowerCase() === "x" ? `0${name.slice(1)}` : name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The page's text nodes, joined where an inline tag splits a phrase ("<strong>50</strong> %"). */
export function visibleText(html: string): string {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<title>[\s\S]*?<\/title>/i, (title) => title)
      .replace(/<[^>]+>/g, ""),
  );
}

const rules: { name: string; pattern: RegExp }[] = [
  { name: "space before ? ! ; :", pattern: /[^\s\u00a0\u202f] [?!;:](?=\s|$|[»)"’.,])/g },
  { name: "space after «", pattern: /« /g },
  { name: "space before »", pattern: / »/g },
  { name: "space before a unit", pattern: /\d (?:€|%|km|m²|m2|h|min|ans?)(?![\p{L}\d])/gu },
  { name: "space in an amount", pattern: /\d \d{3}(?:,\d{2})?[\u00a0\u202f ]?€/g },
];

/** Each break a line may take where French typography forbids one, with a few characters around it. */
export function typographyProblems(html: string): string[] {
  const text = visibleText(html);
  const problems: string[] = [];
  for (const { name, pattern } of rules) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      problems.push(`${name}: “${text.slice(Math.max(0, at - 25), at + match[0].length + 10).replace(/\s+/g, " ")}”`);
    }
  }
  return problems;
}
