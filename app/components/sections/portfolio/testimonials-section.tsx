import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { homeCopy } from "#app/content/home.ts";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { type ClientReview, ratingSummary, ratingValue, type Testimonial } from "#app/content/testimonials.ts";
import { ClientReviewCard, TestimonialCard } from "./testimonial-card.tsx";

/**
 * The clients' reviews (newest first, with their dates and how they are collected), then the testimonials the owner
 * typed. The average counts the clients' reviews only: they are the ones the site collected and can vouch for.
 */
export function TestimonialsSection({
  testimonials,
  reviews,
}: {
  testimonials: readonly Testimonial[];
  reviews: readonly ClientReview[];
}) {
  const copy = portfolioCopy.testimonials;
  // Nothing is invented: without a published review the section is not shown at all.
  if (testimonials.length === 0 && reviews.length === 0) return null;
  const summary = ratingSummary(reviews);
  return (
    <section id="avis" aria-labelledby="testimonials-title" className="section">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
        {summary ? (
          <p className="mt-6 text-center font-semibold text-navy-900">
            {homeCopy.hero.rating(ratingValue(summary), summary.count)}
          </p>
        ) : null}
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ClientReviewCard review={review} />
            </li>
          ))}
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        {reviews.length > 0 ? <p className="mt-6 text-center text-sm text-muted">{copy.method}</p> : null}
      </div>
    </section>
  );
}
