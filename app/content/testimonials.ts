import { published } from "./published.ts";

/** Ratings are out of 5; it is also the number of stars drawn. */
export const maxRating = 5;

export interface Testimonial {
  id: string;
  /** First name and initial of the surname only: a testimonial must not identify a private customer. */
  name: string;
  town: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
  serviceLabel: string;
}

/**
 * What the site's own first version shows; from the first publication on, the owner's list ("Avis clients" in
 * /pro) replaces it whole, and an empty list hides the section.
 */
const firstTestimonials: readonly Testimonial[] = [
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

export const testimonials: readonly Testimonial[] = published?.values.testimonials ?? firstTestimonials;
