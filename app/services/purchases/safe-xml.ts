/**
 * A small, non-validating XML reader for the e-invoices suppliers send (CII, UBL): it builds an element tree with
 * namespaces resolved, and refuses rather than guesses. A received file is hostile input, so it reads no DTD at
 * all (no internal subset, hence no entity can be declared: no XXE, no "billion laughs"), knows only the five
 * predefined entities and character references, never fetches anything, and stops at a size, depth and element
 * count an invoice never reaches. It never throws: every refusal is a value with a French sentence.
 */

export interface XmlElement {
  /** The local name, without its prefix. */
  name: string;
  /** The namespace URI its prefix (or the default namespace) resolves to; "" when none. */
  ns: string;
  /** Attributes by local name (prefixes dropped: invoices use unprefixed attributes such as currencyID). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data (not its descendants'), CDATA included, as written. */
  text: string;
}

export type XmlParseResult =
  | { ok: true; root: XmlElement }
  | { ok: false; code: "dtd_forbidden" | "not_xml" | "too_deep"; reason: string };

export interface XmlLimits {
  /** Deepest element nesting accepted; an EN 16931 invoice stays under 15. */
  maxDepth: number;
  /** Most elements accepted; a thousand-line invoice has about 40 000. */
  maxElements: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxDepth: 64, maxElements: 500_000 };

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const XML_NS = "http://www.w3.org/XML/1998/namespace";

class XmlError extends Error {
  constructor(
    readonly code: "dtd_forbidden" | "not_xml" | "too_deep",
    readonly reason: string,
  ) {
    super(reason);
  }
}

const broken = (detail: string) => new XmlError("not_xml", `Le fichier n'est pas un XML bien formé : ${detail}.`);

/** Replaces the predefined entities and character references; any other entity is refused (it would need a DTD). */
function unescaped(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&([^;&\s]{0,12});?/g, (match, name: string) => {
    if (!match.endsWith(";")) throw broken("une esperluette « & » n'est pas échappée");
    const predefined = PREDEFINED[name];
    if (predefined !== undefined) return predefined;
    const code = /^#x[0-9a-f]{1,6}$/i.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : /^#\d{1,7}$/.test(name)
        ? Number(name.slice(1))
        : Number.NaN;
    // XML 1.0 forbids NUL and surrogates even as references; an undeclared name means a DTD was expected.
    if (Number.isNaN(code)) throw broken(`l'entité « &${name}; » n'est pas définie`);
    if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) {
      throw broken(`la référence de caractère « &${name}; » est interdite`);
    }
    return String.fromCodePoint(code);
  });
}

function parseAttributes(source: string, tag: string): [string, string][] {
  const attrs: [string, string][] = [];
  const seen = new Set<string>();
  const pattern = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
  const blank = /\s*$/y;
  let at = 0;
  // Sticky patterns and a set: linear in the tag's length, however many attributes a hostile tag piles up.
  for (;;) {
    blank.lastIndex = at;
    if (blank.test(source)) break;
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (match === null) throw broken(`les attributs de la balise « ${tag} » sont illisibles`);
    const [, name = "", double, single] = match;
    const value = double ?? single ?? "";
    if (!NAME.test(name)) throw broken(`le nom d'attribut « ${name.slice(0, 40)} » est invalide`);
    if (value.includes("<")) throw broken(`un attribut de « ${tag} » contient « < »`);
    if (seen.has(name)) throw broken(`l'attribut « ${name} » est répété`);
    seen.add(name);
    attrs.push([name, unescaped(value)]);
    at = pattern.lastIndex;
  }
  return attrs;
}

interface Open {
  element: XmlElement;
  qname: string;
  scope: Map<string, string>;
}

/** Parses a whole document already decoded to text. */
export function parseXml(source: string, limits: XmlLimits = DEFAULT_XML_LIMITS): XmlParseResult {
  try {
    return { ok: true, root: parse(source, limits) };
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, code: error.code, reason: error.reason };
    // A RangeError (a string too long to build) or anything unforeseen is still an unreadable file, not a crash.
    return { ok: false, code: "not_xml", reason: "Le fichier n'est pas un XML lisible." };
  }
}

function parse(source: string, limits: XmlLimits): XmlElement {
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rootScope = new Map([["xml", XML_NS]]);

  while (at < source.length) {
    const lt = source.indexOf("<", at);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > at) {
      const text = source.slice(at, textEnd);
      const top = stack.at(-1);
      if (top) top.element.text += unescaped(text);
      else if (/\S/.test(text)) throw broken("du texte se trouve hors de l'élément racine");
      if (text.includes("]]>")) throw broken("la suite « ]]> » apparaît dans le texte");
    }
    if (lt === -1) break;
    at = lt;

    if (source.startsWith("<!--", at)) {
      const end = source.indexOf("-->", at + 4);
      if (end === -1) throw broken("un commentaire n'est pas fermé (fichier tronqué ?)");
      at = end + 3;
    } else if (source.startsWith("<![CDATA[", at)) {
      const end = source.indexOf("]]>", at + 9);
      const top = stack.at(-1);
      if (end === -1) throw broken("une section CDATA n'est pas fermée (fichier tronqué ?)");
      if (!top) throw broken("une section CDATA se trouve hors de l'élément racine");
      top.element.text += source.slice(at + 9, end);
      at = end + 3;
    } else if (source.startsWith("<!", at)) {
      // <!DOCTYPE, <!ENTITY…: the only doors to external entities and entity expansion; an invoice has none.
      throw new XmlError(
        "dtd_forbidden",
        "Le fichier contient une déclaration de type de document (DTD) : elle est refusée par sécurité, une facture électronique n'en contient jamais.",
      );
    } else if (source.startsWith("<?", at)) {
      const end = source.indexOf("?>", at + 2);
      if (end === -1) throw broken("une instruction de traitement n'est pas fermée (fichier tronqué ?)");
      if (/^<\?xml\s/i.test(source.slice(at, at + 6)) && at > (source.charCodeAt(0) === 0xfeff ? 1 : 0)) {
        throw broken("la déclaration XML n'est pas au tout début du fichier");
      }
      at = end + 2;
    } else if (source.startsWith("</", at)) {
      const end = source.indexOf(">", at);
      if (end === -1) throw broken("une balise fermante n'est pas terminée (fichier tronqué ?)");
      const qname = source.slice(at + 2, end).trim();
      const open = stack.pop();
      if (!open || open.qname !== qname)
        throw broken(`la balise fermante « ${qname} » ne correspond à aucune ouverture`);
      at = end + 1;
    } else {
      const end = tagEnd(source, at);
      if (end === -1) throw broken("une balise n'est pas terminée (fichier tronqué ?)");
      const selfClosing = source[end - 1] === "/";
      const inner = source.slice(at + 1, selfClosing ? end - 1 : end);
      const qname = /^[^\s/>]+/.exec(inner)?.[0] ?? "";
      if (!NAME.test(qname)) throw broken(`le nom de balise « ${qname.slice(0, 40)} » est invalide`);
      if (root !== null && stack.length === 0) throw broken("le fichier a plus d'un élément racine");
      if (stack.length >= limits.maxDepth) {
        throw new XmlError(
          "too_deep",
          `Le XML est imbriqué sur plus de ${limits.maxDepth} niveaux : aucune facture ne l'est, le fichier est refusé.`,
        );
      }
      count += 1;
      if (count > limits.maxElements) {
        throw broken(`il compte plus de ${limits.maxElements} éléments, bien plus qu'aucune facture`);
      }
      const attrs = parseAttributes(inner.slice(qname.length), qname);
      const parentScope = stack.at(-1)?.scope ?? rootScope;
      let scope = parentScope;
      for (const [name, value] of attrs) {
        if (name === "xmlns" || name.startsWith("xmlns:")) {
          if (scope === parentScope) scope = new Map(parentScope);
          scope.set(name === "xmlns" ? "" : name.slice(6), value);
        }
      }
      const colon = qname.indexOf(":");
      const prefix = colon === -1 ? "" : qname.slice(0, colon);
      const ns = scope.get(prefix);
      if (ns === undefined && prefix !== "") throw broken(`le préfixe « ${prefix} » n'est déclaré nulle part`);
      const element: XmlElement = { name: qname.slice(colon + 1), ns: ns ?? "", attrs: {}, children: [], text: "" };
      for (const [name, value] of attrs) {
        if (name !== "xmlns" && !name.startsWith("xmlns:")) element.attrs[name.slice(name.indexOf(":") + 1)] = value;
      }
      const parent = stack.at(-1);
      if (parent) parent.element.children.push(element);
      else root = element;
      if (!selfClosing) stack.push({ element, qname, scope });
      at = end + 1;
    }
  }
  if (stack.length > 0) throw broken(`la balise « ${stack.at(-1)?.qname} » n'est jamais fermée (fichier tronqué ?)`);
  if (root === null) throw broken("il ne contient aucun élément");
  return root;
}

/** The index of the ">" closing the start tag at `from`, skipping ">" inside quoted attribute values. */
function tagEnd(source: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < source.length; i += 1) {
    const char = source[i];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return i;
    else if (char === "<") return -1;
  }
  return -1;
}

/** The direct children named `name` (local name). */
export function childrenNamed(element: XmlElement | null | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** The element at a path of local names below `element`, taking the first match at each step. */
export function at(element: XmlElement | null | undefined, ...path: string[]): XmlElement | null {
  let current: XmlElement | null = element ?? null;
  for (const name of path) {
    if (current === null) return null;
    current = current.children.find((child) => child.name === name) ?? null;
  }
  return current;
}

/** Every element at a path: all matches of the last step below the first match of the steps before it. */
export function all(element: XmlElement | null | undefined, ...path: string[]): XmlElement[] {
  const last = path.at(-1);
  if (last === undefined) return [];
  return childrenNamed(at(element, ...path.slice(0, -1)), last);
}

/** The trimmed text at a path, with inner whitespace runs kept as they are; null when absent or empty. */
export function textAt(element: XmlElement | null | undefined, ...path: string[]): string | null {
  const found = at(element, ...path);
  const text = found?.text.trim() ?? "";
  return text === "" ? null : text;
}
