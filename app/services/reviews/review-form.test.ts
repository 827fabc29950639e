import { describe, expect, it } from "vitest";
import { reviewsCopy } from "#app/content/reviews.ts";
import { parseReviewForm, REVIEW_TEXT_MAX } from "./review-form.ts";

const errors = reviewsCopy.client.errors;

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const complete = { note: "5", avis: "Travail  soigné,\n équipe ponctuelle.", prenom: "Claire", commune: "Liévin" };

describe("the client's review form, checked on the server", () => {
  it("keeps the review as written, its spaces folded, and the consent only when ticked", () => {
    expect(parseReviewForm(form({ ...complete, publication: "oui" }))).toEqual({
      ok: true,
      answer: {
        rating: 5,
        text: "Travail soigné, équipe ponctuelle.",
        firstName: "Claire",
        town: "Liévin",
        consent: true,
      },
    });
    const parsed = parseReviewForm(form(complete));
    expect(parsed.ok && parsed.answer.consent).toBe(false);
  });

  it("keeps markup as text: the pages escape it", () => {
    const parsed = parseReviewForm(form({ ...complete, avis: '<script>alert("x")</script> & <b>bien</b>' }));
    expect(parsed.ok && parsed.answer.text).toBe('<script>alert("x")</script> & <b>bien</b>');
  });

  it("names every problem in French, and stores nothing", () => {
    expect(parseReviewForm(form({}))).toEqual({
      ok: false,
      errors: { rating: errors.rating, text: errors.text, firstName: errors.firstName, town: errors.town },
    });
    for (const note of ["0", "6", "4.5", "5 ", "cinq", "-1"]) {
      expect(parseReviewForm(form({ ...complete, note })), note).toEqual({
        ok: false,
        errors: { rating: errors.rating },
      });
    }
    expect(parseReviewForm(form({ ...complete, avis: "x".repeat(REVIEW_TEXT_MAX + 1) }))).toEqual({
      ok: false,
      errors: { text: errors.textLong(REVIEW_TEXT_MAX) },
    });
    expect(parseReviewForm(form({ ...complete, prenom: "Cl\u202eaire" }))).toEqual({
      ok: false,
      errors: { firstName: errors.control },
    });
  });
});
