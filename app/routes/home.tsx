import { FileText } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/lead-form-island.tsx";
import { HomeHero } from "#app/components/sections/home/home-hero.tsx";
import { ServicesGrid } from "#app/components/sections/home/services-grid.tsx";
import { ProjectsCarousel } from "#app/components/sections/shared/projects-carousel.tsx";
import { ZoneTownList } from "#app/components/sections/shared/zone-town-list.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { MoreLink } from "#app/components/ui/more-link.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { homeCopy } from "#app/content/home.ts";
import { portfolioProjects } from "#app/content/projects.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export { homeContactAction as action } from "#app/services/leads/action.server.ts";

export const meta: Route.MetaFunction = () => getMeta({ ...homeCopy.meta, path: "/" });

export default function Home() {
  const { services, projects, zone, contact } = homeCopy;
  return (
    <>
      <HomeHero />

      <PageSection titleId="services-title" heading={services} background="bg-surface">
        <ServicesGrid />
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <Link to="/devis" className={buttonClass("primary", "lg")}>
            <FileText aria-hidden="true" className="size-5" />
            {services.cta}
          </Link>
          <p className="text-sm text-muted">{services.ctaText}</p>
        </div>
      </PageSection>

      <PageSection titleId="projects-title" heading={projects}>
        <ProjectsCarousel projects={portfolioProjects} label={projects.carouselLabel} />
        <MoreLink to="/realisations">{projects.all}</MoreLink>
      </PageSection>

      <PageSection titleId="zone-title" heading={zone} background="bg-navy-50">
        <ZoneTownList />
        <MoreLink to="/zone-intervention">{zone.all}</MoreLink>
      </PageSection>

      <section aria-labelledby="contact-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading
            id="contact-title"
            eyebrow={contact.eyebrow}
            title={contact.title}
            text={contact.text}
            align="left"
          />
          <ContactForm />
        </div>
      </section>
    </>
  );
}
