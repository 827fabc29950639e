// Finds the content values still waiting for the owner's data (`npm run check-content`, and the build's warning).
// A value is a placeholder when its string contains the word PLACEHOLDER, or when a comment starting with
// PLACEHOLDER sits just above its field (a fictional phone number, a company name of our choosing...).
// The TypeScript parser gives each one its field path (`site.legal.siret`), so the owner knows what to fill in.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";

const MARK = "PLACEHOLDER";
const markerComment = /^(?:\/\/|\/\*+)\s*PLACEHOLDER\b/;

/** @typedef {{ field: string, line: number, value: string }} Placeholder */

/**
 * @param {import("typescript").PropertyName | import("typescript").BindingName} name
 * @returns {string}
 */
function fieldName(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

/**
 * The name a content module's pages read a value by: the build's own values (`buildSite`) and the function that
 * writes a value derived from the publication (`writtenPricesCopy`, decision 039) stand for `site` and `pricesCopy`.
 * @param {string} name
 */
function exportedName(name) {
  const match = /^(?:build|written)([A-Z])(.*)$/.exec(name);
  return match ? `${match[1]?.toLowerCase()}${match[2]}` : name;
}

/** `site.legal.siret`, `pricesCopy.flatRates.jobs[2].amount`: the path from the exported constant to the node. */
/**
 * @param {import("typescript").Node} node
 * @returns {string}
 */
function fieldPath(node) {
  /** @type {string[]} */
  const parts = [];
  let child = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (ts.isPropertyAssignment(current)) parts.unshift(`.${fieldName(current.name)}`);
    else if (ts.isArrayLiteralExpression(current))
      // biome-ignore lint/complexity/useIndexOf: the elements are typed Expression and the child Node, which indexOf refuses.
      parts.unshift(`[${current.elements.findIndex((element) => element === child)}]`);
    else if (ts.isVariableDeclaration(current)) {
      parts.unshift(exportedName(fieldName(current.name)));
      break;
    } else if (ts.isFunctionDeclaration(current) && current.name) {
      parts.unshift(exportedName(current.name.text));
      break;
    }
  }
  return parts.join("").replace(/^\./, "");
}

/**
 * @param {import("typescript").Node} node
 * @param {string} text
 * @returns {boolean}
 */
function hasMarkerComment(node, text) {
  const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return comments.some((range) => markerComment.test(text.slice(range.pos, range.end)));
}

/**
 * @param {import("typescript").Node} node
 * @returns {node is import("typescript").StringLiteral | import("typescript").NoSubstitutionTemplateLiteral}
 */
function isStringWithMark(node) {
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.includes(MARK);
}

/**
 * @param {import("typescript").Node} node
 * @returns {boolean}
 */
function containsStringWithMark(node) {
  return isStringWithMark(node) || (ts.forEachChild(node, containsStringWithMark) ?? false);
}

/**
 * Placeholders in one TypeScript source: `{ field, line, value }`, in the order they appear.
 * @param {string} source
 * @returns {Placeholder[]}
 */
export function placeholdersInSource(source, fileName = "content.ts") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {Placeholder[]} */
  const found = [];
  /** @param {import("typescript").Node} valueNode */
  const report = (valueNode) => {
    const line = file.getLineAndCharacterOfPosition(valueNode.getStart()).line + 1;
    const value = isStringWithMark(valueNode) ? valueNode.text : valueNode.getText().replace(/\s+/g, " ");
    found.push({ field: fieldPath(valueNode), line, value: value.length > 90 ? `${value.slice(0, 87)}...` : value });
  };
  /** @param {import("typescript").Node} node */
  const visit = (node) => {
    if (isStringWithMark(node)) {
      report(node);
      return;
    }
    // A marked field whose strings carry the mark themselves is reported through them, not twice.
    if (
      ts.isPropertyAssignment(node) &&
      hasMarkerComment(node, file.text) &&
      !containsStringWithMark(node.initializer)
    ) {
      report(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* contentFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* contentFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * Every placeholder under `dir` (tests excluded): `{ file, field, line, value }`, file paths relative to `root`.
 * @param {string} dir
 * @returns {Promise<(Placeholder & { file: string })[]>}
 */
export async function findPlaceholders(dir, root = process.cwd()) {
  /** @type {(Placeholder & { file: string })[]} */
  const found = [];
  /** @type {string[]} */
  const files = [];
  for await (const file of contentFiles(dir)) files.push(file);
  files.sort();
  for (const file of files) {
    const source = await readFile(file, "utf8");
    if (!source.includes(MARK)) continue;
    for (const placeholder of placeholdersInSource(source, file)) {
      found.push({ file: path.relative(root, file), ...placeholder });
    }
  }
  return found;
}

/**
 * The build's one-line warning: only a build for a real deployment (an https SITE_URL) still carrying placeholders
 * gets one; local and test builds stay quiet.
 * @param {string | undefined} siteUrl
 * @param {number} count
 * @returns {string | null}
 */
export function goLiveWarning(siteUrl, count) {
  if (count === 0 || !/^https:\/\//i.test(siteUrl ?? "")) return null;
  return `warning: ${count} placeholder(s) left in app/content/ for ${siteUrl}: run npm run check-content to list them before going live.`;
}
