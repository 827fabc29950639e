import { ProjectCard } from "#app/components/sections/shared/project-card.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { ProjectsSection as ProjectsContent } from "#app/content/service-pages/types.ts";

export function ProjectsSection({ section, background }: { section: ProjectsContent; background: SectionBackground }) {
  return (
    <PageSection titleId={section.id} heading={section} background={background}>
      <Carousel
        label={section.carouselLabel}
        items={section.projects}
        loop={section.projects.length > 3}
        getKey={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} />}
      />
    </PageSection>
  );
}
