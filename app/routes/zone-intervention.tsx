import { ProjectsCarousel } from "#app/components/sections/shared/projects-carousel.tsx";
import { ZoneHero } from "#app/components/sections/zone/zone-hero.tsx";
import { ZoneResponseBands } from "#app/components/sections/zone/zone-response-bands.tsx";
import { ZoneServiceDelays } from "#app/components/sections/zone/zone-service-delays.tsx";
import { ZoneTownCards } from "#app/components/sections/zone/zone-town-cards.tsx";
import { ClosingBlock } from "#app/components/ui/closing-block.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { portfolioProjects } from "#app/content/projects.ts";
import { zoneCopy } from "#app/content/zone.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/zone-intervention";

// The page ends with its own call-or-contact block.
export const handle: RouteHandle = { hideClosingCta: true };

export const meta: Route.MetaFunction = () => getMeta({ ...zoneCopy.meta, path: "/zone-intervention" });

export default function ZoneIntervention() {
  const { towns, services, projects, bands, cta } = zoneCopy;
  return (
    <>
      <ZoneHero />
      <PageSection titleId="zone-towns-title" background="bg-surface" heading={towns}>
        <ZoneTownCards />
      </PageSection>
      <PageSection titleId="zone-bands-title" heading={bands}>
        <ZoneResponseBands />
      </PageSection>
      <PageSection titleId="zone-services-title" background="bg-navy-50" heading={services}>
        <ZoneServiceDelays />
      </PageSection>
      <PageSection titleId="zone-projects-title" heading={projects}>
        <ProjectsCarousel projects={portfolioProjects} label={projects.carouselLabel} />
      </PageSection>
      <ClosingBlock
        titleId="zone-cta-title"
        title={cta.title}
        text={cta.text}
        actions={[
          { kind: "call", label: cta.call },
          { kind: "contact", label: cta.contact },
        ]}
      />
    </>
  );
}
