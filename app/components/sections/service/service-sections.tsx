import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import type { ServicePage, ServiceSection } from "#app/content/service-pages/types.ts";
import { ArticleSection } from "./article-section.tsx";
import { BeforeAfterSection } from "./before-after-section.tsx";
import { CallSection } from "./call-section.tsx";
import { CardsSection } from "./cards-section.tsx";
import { ComparisonSection } from "./comparison-section.tsx";
import { EmergencyZoneSection } from "./emergency-zone-section.tsx";
import { FaqSection } from "./faq-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { GallerySection } from "./gallery-section.tsx";
import { IntroSection } from "./intro-section.tsx";
import { ProcessSection } from "./process-section.tsx";
import { ProjectsSection } from "./projects-section.tsx";
import { RelatedServices } from "./related-services.tsx";
import { StatsBand } from "./stats-band.tsx";
import { TownZoneSection } from "./town-zone-section.tsx";

/** Sections that paint their own background and break the white/grey alternation. */
function hasOwnBackground(section: ServiceSection): boolean {
  return (
    section.kind === "stats" ||
    section.kind === "call" ||
    section.kind === "town-zone" ||
    (section.kind === "features" && section.tone === "navy")
  );
}

function SectionView({ section, background }: { section: ServiceSection; background: SectionBackground }) {
  switch (section.kind) {
    case "intro":
      return <IntroSection section={section} background={background} />;
    case "cards":
      return <CardsSection section={section} background={background} />;
    case "projects":
      return <ProjectsSection section={section} background={background} />;
    case "before-after":
      return <BeforeAfterSection section={section} background={background} />;
    case "stats":
      return <StatsBand section={section} />;
    case "features":
      return <FeaturesSection section={section} background={background} />;
    case "article":
      return <ArticleSection section={section} background={background} />;
    case "process":
      return <ProcessSection section={section} background={background} />;
    case "comparison":
      return <ComparisonSection section={section} background={background} />;
    case "gallery":
      return <GallerySection section={section} background={background} />;
    case "faq":
      return <FaqSection section={section} background={background} />;
    case "emergency-zone":
      return <EmergencyZoneSection section={section} background={background} />;
    case "town-zone":
      return <TownZoneSection section={section} />;
    case "call":
      return <CallSection section={section} />;
  }
}

function backgroundAt(plainIndex: number): SectionBackground {
  return plainIndex % 2 === 0 ? "bg-white" : "bg-surface";
}

/** Renders a service page body in content order, alternating plain backgrounds, then the related services. */
export function ServiceSections({ page }: { page: Pick<ServicePage, "sections" | "related"> }) {
  let plain = 0;
  const views = page.sections.map((section) => {
    const background = backgroundAt(plain);
    plain = hasOwnBackground(section) ? 0 : plain + 1;
    return <SectionView key={section.id} section={section} background={background} />;
  });
  return (
    <>
      {views}
      <RelatedServices slugs={page.related} background={backgroundAt(plain)} />
    </>
  );
}
