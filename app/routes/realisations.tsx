import { PortfolioHero } from "#app/components/sections/portfolio/portfolio-hero.tsx";
import { PortfolioProjects } from "#app/components/sections/portfolio/portfolio-projects.tsx";
import { TestimonialsSection } from "#app/components/sections/portfolio/testimonials-section.tsx";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { portfolioPath, portfolioProjects } from "#app/content/projects.ts";
import { clientReviews, testimonials } from "#app/content/testimonials.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/realisations";

// Filtered views (?service=…) share the canonical of the full portfolio: they are subsets of one page.
export const meta: Route.MetaFunction = () => getMeta({ ...portfolioCopy.meta, path: portfolioPath });

export default function Realisations() {
  return (
    <>
      <PortfolioHero />
      <PortfolioProjects projects={portfolioProjects} />
      <TestimonialsSection testimonials={testimonials} reviews={clientReviews} />
    </>
  );
}
