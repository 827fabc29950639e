/**
 * The word that marks a value still waiting for the owner's data, in a string or in a `// PLACEHOLDER` comment
 * just above a field. `npm run check-content` lists them; pages show them flagged.
 */
export const PLACEHOLDER_MARK = "PLACEHOLDER";

export function isPlaceholder(text: string): boolean {
  return text.includes(PLACEHOLDER_MARK);
}
