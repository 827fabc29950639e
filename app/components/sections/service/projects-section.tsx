import { ProjectCard } from "#app/components/sections/shared/project-card.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { ProjectsSection as ProjectsContent } from "#app/content/service-pages/types.ts";

export function ProjectsSection({ section, background }: { section: ProjectsContent; background: SectionBackground }) {
  return (
    <section aria-labelledby={section.id} className={`section ${background}`}>
      <div className="container-page">
        <SectionHeading id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text} />
        <div className="mt-12">
          <Carousel
            label={section.carouselLabel}
            items={section.projects}
            loop={section.projects.length > 3}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} />}
          />
        </div>
      </div>
    </section>
  );
}
