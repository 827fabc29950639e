import { ProjectsCarousel } from "#app/components/sections/projects-carousel.tsx";
import { SectionHeading } from "#app/components/sections/section-heading.tsx";
import { ZoneCta } from "#app/components/sections/zone/zone-cta.tsx";
import { ZoneHero } from "#app/components/sections/zone/zone-hero.tsx";
import { ZoneResponseBands } from "#app/components/sections/zone/zone-response-bands.tsx";
import { ZoneServiceDelays } from "#app/components/sections/zone/zone-service-delays.tsx";
import { ZoneTownCards } from "#app/components/sections/zone/zone-town-cards.tsx";
import { portfolioProjects } from "#app/content/projects.ts";
import { zoneCopy } from "#app/content/zone.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/zone-intervention";

// The page ends with its own call-or-contact block.
export const handle: RouteHandle = { hideClosingCta: true };

export const meta: Route.MetaFunction = () => getMeta({ ...zoneCopy.meta, path: "/zone-intervention" });

export default function ZoneIntervention() {
  const { towns, services, projects, bands } = zoneCopy;
  return (
    <>
      <ZoneHero />

      <section aria-labelledby="zone-towns-title" className="section bg-surface">
        <div className="container-page">
          <SectionHeading id="zone-towns-title" eyebrow={towns.eyebrow} title={towns.title} text={towns.text} />
          <div className="mt-12">
            <ZoneTownCards />
          </div>
        </div>
      </section>

      <section aria-labelledby="zone-bands-title" className="section">
        <div className="container-page">
          <SectionHeading id="zone-bands-title" eyebrow={bands.eyebrow} title={bands.title} text={bands.text} />
          <div className="mt-12">
            <ZoneResponseBands />
          </div>
        </div>
      </section>

      <section aria-labelledby="zone-services-title" className="section bg-navy-50">
        <div className="container-page">
          <SectionHeading
            id="zone-services-title"
            eyebrow={services.eyebrow}
            title={services.title}
            text={services.text}
          />
          <div className="mt-12">
            <ZoneServiceDelays />
          </div>
        </div>
      </section>

      <section aria-labelledby="zone-projects-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="zone-projects-title"
            eyebrow={projects.eyebrow}
            title={projects.title}
            text={projects.text}
          />
          <div className="mt-12">
            <ProjectsCarousel projects={portfolioProjects} label={projects.carouselLabel} />
          </div>
        </div>
      </section>

      <ZoneCta />
    </>
  );
}
