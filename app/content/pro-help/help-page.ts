/** A paragraph, numbered steps, a plain list, or a "good to know" aside. */
export type HelpBlock =
  | { kind: "text"; text: string }
  | { kind: "steps"; items: readonly string[] }
  | { kind: "list"; items: readonly string[] }
  | { kind: "tip"; text: string };

export interface HelpPage {
  /** The page's address under /pro/aide/. */
  slug: string;
  title: string;
  /** One sentence: what the screen is for, shown under the title and in the index. */
  summary: string;
  /** The screen this page explains, when it has one address of its own. */
  screen?: { href: string; label: string };
  blocks: readonly HelpBlock[];
  /** Other pages the owner is likely to need next. */
  related?: readonly string[];
}

export interface HelpGroup {
  title: string;
  pages: readonly HelpPage[];
}

/** A paragraph. */
export function text(value: string): HelpBlock {
  return { kind: "text", text: value };
}

/** Numbered steps, in the order the owner takes them. */
export function steps(...items: string[]): HelpBlock {
  return { kind: "steps", items };
}

/** A plain list. */
export function list(...items: string[]): HelpBlock {
  return { kind: "list", items };
}

/** A "good to know" aside, after the words « Bon à savoir : ». */
export function tip(value: string): HelpBlock {
  return { kind: "tip", text: value };
}
