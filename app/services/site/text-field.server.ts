import { z } from "zod";
import { siteEditorCopy } from "#app/content/site-editor.ts";

const errors = siteEditorCopy.errors;

/**
 * Owner text is data: one Unicode form (NFC), runs of ordinary spaces and line breaks as one space, nothing
 * around it. French non-breaking spaces (before « : », in « 45,00 € ») stay where the owner put them.
 */
export function cleanText(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[ \t\r\n]+/g, " ")
    .replace(/^[\s]+|[\s]+$/g, "");
}

/** C0 and C1 controls, line and paragraph separators, and the bidirectional overrides that can disguise text. */
const controlCharacter = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * A text field: trimmed and NFC-normalised, required, at most `max` characters, without `<` or `>` (a page
 * shows it as text anyway; refusing markup tells the owner at once that it will not become formatting).
 * `check` adds the field's own rule, which the build's value is spared (a placeholder stays publishable).
 */
export function text(
  label: string,
  max: number,
  options: { buildValue?: string | undefined; check?: (value: string) => string | null; optional?: boolean } = {},
) {
  return z.string({ error: errors.required(label) }).transform((raw, context) => {
    const value = cleanText(raw);
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (value.length === 0) return options.optional ? value : fail(errors.required(label));
    // The build's own value (a placeholder the owner has not replaced yet) stays publishable as it is.
    if (options.buildValue !== undefined && value === cleanText(options.buildValue)) return value;
    if (value.length > max) return fail(errors.tooLong(label, max));
    if (controlCharacter.test(raw.replace(/[\r\n\t]/g, " "))) return fail(errors.control(label));
    if (/[<>]/.test(value)) return fail(errors.markup(label));
    if (options.check) {
      const problem = options.check(value);
      if (problem) return fail(problem);
    }
    return value;
  });
}

/** The length of a name or a label, and of an address or a description. */
export const SHORT = 120;
export const LONG = 400;

/** The field each problem belongs to, as the form names it (`legal.siret`), with its French message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    found[key] ??= issue.message;
  }
  return found;
}
