// The reviews' shapes stand apart so that the published content's shape (published.ts) can name them without
// importing the module that derives the reviews from it.

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
 * A review a client left through his private link after his job, as he wrote it, once the owner approved it: the
 * owner may answer it or hide it, never change it (decision 031).
 */
export interface ClientReview {
  /** "avis-12": the review's row. */
  id: string;
  firstName: string;
  town: string;
  rating: Testimonial["rating"];
  text: string;
  /** YYYY-MM-DD (Europe/Paris): the day the client wrote it, shown beside it (Code de la consommation, D111-17). */
  writtenOn: string;
  /** YYYY-MM: the month of the job it is about, shown too (D111-17, the date of the experience). */
  jobMonth: string;
  /** The company's public answer, shown under it; "" none. */
  reply: string;
}
