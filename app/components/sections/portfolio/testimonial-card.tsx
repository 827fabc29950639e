import { Quote, Star } from "lucide-react";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { site } from "#app/content/site.ts";
import { type ClientReview, maxRating, type Testimonial } from "#app/content/testimonials.ts";

const starSlots = Array.from({ length: maxRating }, (_, index) => index + 1);

function Rating({ rating }: { rating: number }) {
  const copy = portfolioCopy.testimonials;
  return (
    <div className="flex items-center justify-between gap-4">
      <p className="flex items-center gap-2">
        <span className="flex gap-0.5" aria-hidden="true">
          {starSlots.map((slot) => (
            <Star key={slot} className={`size-5 ${slot <= rating ? "fill-accent-500 text-accent-500" : "text-line"}`} />
          ))}
        </span>
        <span className="sr-only">{copy.rating(rating, maxRating)}</span>
        <span aria-hidden="true" className="text-sm font-bold text-navy-900">
          {copy.ratingShort(rating, maxRating)}
        </span>
      </p>
      <Quote aria-hidden="true" className="size-8 shrink-0 text-navy-100" />
    </div>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
      <Rating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <span className="block font-semibold text-navy-900">{testimonial.name}</span>
        <span className="mt-0.5 block text-sm text-muted">
          {testimonial.town} · {testimonial.serviceLabel}
        </span>
      </figcaption>
    </figure>
  );
}

/** A client's own review, as he wrote it, with its dates and the company's answer when there is one. */
export function ClientReviewCard({ review }: { review: ClientReview }) {
  const copy = portfolioCopy.testimonials;
  return (
    <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
      <Rating rating={review.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed break-words text-ink">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <span className="block font-semibold text-navy-900">{review.firstName}</span>
        <span className="mt-0.5 block text-sm text-muted">{review.town}</span>
        <span className="mt-0.5 block text-sm text-muted">{copy.dates(review.writtenOn, review.jobMonth)}</span>
      </figcaption>
      {review.reply ? (
        <div className="mt-4 rounded-lg bg-navy-50 p-4 text-sm leading-relaxed break-words text-ink">
          <p className="font-semibold text-navy-900">{copy.reply(site.shortName)}</p>
          <p className="mt-1">{review.reply}</p>
        </div>
      ) : null}
    </figure>
  );
}
