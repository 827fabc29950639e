import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { portfolioCopy } from "#app/content/portfolio.ts";
import type { Testimonial } from "#app/content/testimonials.ts";
import { TestimonialCard } from "./testimonial-card.tsx";

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const copy = portfolioCopy.testimonials;
  // Nothing is invented: without a published review the section is not shown at all.
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="section">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
