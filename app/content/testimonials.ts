import { derive, published } from "./published.ts";
import type { ClientReview, Testimonial } from "./review-shapes.ts";

export type { ClientReview, Testimonial } from "./review-shapes.ts";

/** Ratings are out of 5; it is also the number of stars drawn. */
export const maxRating = 5;

/**
 * What the site's own first version shows; from the first publication on, the owner's list ("Avis clients" in
 * /pro) replaces it whole, and an empty list hides the section.
 */
export const buildTestimonials: readonly Testimonial[] = [
  {
    id: "urgence-lievin",
    name: "Nathalie et Bruno L.",
    town: "Liévin",
    quote:
      "Un dimanche soir de tempête, des tuiles se sont envolées et l’eau coulait dans la chambre de notre fils. L’équipe a bâché le toit moins d’une heure après notre appel, puis tout a été réparé le mardi. Réactifs, calmes et au prix annoncé.",
    rating: 5,
    serviceLabel: "Urgence Fuite",
  },
  {
    id: "zinc-lens",
    name: "Jean-Pierre M.",
    town: "Lens",
    quote:
      "Notre maison de cité avait encore sa couverture d’origine. Devis détaillé poste par poste, chantier terminé en trois semaines comme prévu et un zinc à joint debout superbe. Les voisins nous demandent déjà le contact.",
    rating: 5,
    serviceLabel: "Couverture Zinc",
  },
  {
    id: "desamiantage-henin-beaumont",
    name: "Sophie V.",
    town: "Hénin-Beaumont",
    quote:
      "Le toit du garage était en plaques amiantées et nous ne savions pas par où commencer. Ils se sont occupés de tout : retrait sous confinement, évacuation avec bordereau, nouveau toit en bac acier. Tous les justificatifs nous ont été remis.",
    rating: 5,
    serviceLabel: "Désamiantage",
  },
];

export let testimonials: readonly Testimonial[] = buildTestimonials;

/** The approved reviews the pages show, newest first; none in the build (no client has written one yet). */
export let clientReviews: readonly ClientReview[] = [];

derive(() => {
  testimonials = published?.values.testimonials ?? buildTestimonials;
  clientReviews = published?.values.reviews ?? [];
});

export interface RatingSummary {
  /** The mean rating, rounded to one decimal. */
  average: number;
  count: number;
}

/** The average and the number of the approved reviews; null without any (no figure nobody gave). */
export function ratingSummary(reviews: readonly Pick<ClientReview, "rating">[]): RatingSummary | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}

/** "4,8/5": the average as French pages write it. */
export function ratingValue(summary: RatingSummary): string {
  return `${summary.average.toLocaleString("fr-FR", { maximumFractionDigits: 1 })}/${maxRating}`;
}

/** "12 avis clients", "1 avis client". */
export function reviewCountLabel(count: number): string {
  return `${count}\u00a0avis client${count > 1 ? "s" : ""}`;
}

export const clientRating = ratingSummary(clientReviews);
