import { reviewsCopy } from "#app/content/reviews.ts";
import { maxRating } from "#app/content/testimonials.ts";
import type { ReviewAnswer } from "./reviews.server.ts";

const errors = reviewsCopy.client.errors;

export const REVIEW_TEXT_MAX = 2000;
export const FIRST_NAME_MAX = 40;
export const TOWN_MAX = 60;
export const REPLY_MAX = 1000;

/** C0 and C1 controls, line separators and the bidirectional overrides that disguise text. */
const invisible = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * A client's text as the pages show it: one Unicode form, runs of spaces and line breaks as one space. Markup is
 * not refused: it is text, and every page escapes it.
 */
export function cleanReviewText(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/g, " ").trim();
}

export type ReviewFormResult =
  | { ok: true; answer: ReviewAnswer }
  | { ok: false; errors: Partial<Record<"rating" | "text" | "firstName" | "town", string>> };

/** The client's form, checked on the server: every problem named in French, nothing stored until all are fixed. */
export function parseReviewForm(form: FormData): ReviewFormResult {
  const found: Partial<Record<"rating" | "text" | "firstName" | "town", string>> = {};
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const ratingRaw = field("note");
  const rating = Number(ratingRaw);
  if (!/^[1-9]$/.test(ratingRaw) || rating < 1 || rating > maxRating) found.rating = errors.rating;
  const checks: ["text" | "firstName" | "town", string, number, string, (max: number) => string][] = [
    ["text", "avis", REVIEW_TEXT_MAX, errors.text, errors.textLong],
    ["firstName", "prenom", FIRST_NAME_MAX, errors.firstName, errors.firstNameLong],
    ["town", "commune", TOWN_MAX, errors.town, errors.townLong],
  ];
  const values: Record<string, string> = {};
  for (const [key, name, max, missing, tooLong] of checks) {
    const raw = field(name);
    const value = cleanReviewText(raw);
    // Line breaks and tabs are ordinary in a review typed on a phone: they become spaces.
    if (invisible.test(raw.replace(/[\r\n\t]/g, " "))) found[key] = errors.control;
    else if (value.length === 0) found[key] = missing;
    else if (value.length > max) found[key] = tooLong(max);
    values[key] = value;
  }
  if (Object.keys(found).length > 0) return { ok: false, errors: found };
  return {
    ok: true,
    answer: {
      rating: rating as ReviewAnswer["rating"],
      text: values.text ?? "",
      firstName: values.firstName ?? "",
      town: values.town ?? "",
      consent: form.get("publication") === "oui",
    },
  };
}
