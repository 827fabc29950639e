import { ArrowRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { ProjectsCarousel } from "#app/components/sections/projects-carousel.tsx";
import { SectionHeading } from "#app/components/sections/section-heading.tsx";
import { ServicesGrid } from "#app/components/sections/services-grid.tsx";
import { ZoneTownList } from "#app/components/sections/zone-town-list.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { homeCopy } from "#app/content/home.ts";
import { portfolioProjects } from "#app/content/projects.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export { contactClientAction as clientAction } from "#app/components/forms/lead-client-action.ts";
export { homeContactAction as action } from "#app/server/leads/action.server.ts";

export const meta: Route.MetaFunction = () => getMeta({ ...homeCopy.meta, path: "/" });

export default function Home() {
  const { services, projects, zone, contact } = homeCopy;
  return (
    <>
      <HomeHero />

      <section aria-labelledby="services-title" className="section bg-surface">
        <div className="container-page">
          <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.title} text={services.text} />
          <div className="mt-12">
            <ServicesGrid />
          </div>
          <div className="mt-12 flex flex-col items-center gap-3 text-center">
            <Link to="/devis" className={buttonClass("primary", "lg")}>
              <FileText aria-hidden="true" className="size-5" />
              {services.cta}
            </Link>
            <p className="text-sm text-muted">{services.ctaText}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="projects-title" className="section">
        <div className="container-page">
          <SectionHeading id="projects-title" eyebrow={projects.eyebrow} title={projects.title} text={projects.text} />
          <div className="mt-12">
            <ProjectsCarousel projects={portfolioProjects} label={projects.carouselLabel} />
          </div>
          <p className="mt-8 text-center">
            <Link
              to="/realisations"
              className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
            >
              {projects.all}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="zone-title" className="section bg-navy-50">
        <div className="container-page">
          <SectionHeading id="zone-title" eyebrow={zone.eyebrow} title={zone.title} text={zone.text} />
          <div className="mt-10">
            <ZoneTownList />
          </div>
          <p className="mt-8 text-center">
            <Link
              to="/zone-intervention"
              className="inline-flex items-center gap-2 font-semibold text-navy-800 hover:underline"
            >
              {zone.all}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </section>

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
