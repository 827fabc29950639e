import { ProjectCard } from "#app/components/sections/shared/project-card.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

/** The owner's finished jobs in the town, with their photos; the page has no such section while there are none. */
export function TownProjects({ projects }: { projects: NonNullable<TownPageView["projects"]> }) {
  return (
    <PageSection
      titleId="town-projects-title"
      heading={{ eyebrow: townPageCopy.projects.eyebrow, title: projects.title, text: projects.text }}
    >
      <Carousel
        label={projects.carouselLabel}
        items={projects.items}
        loop={projects.items.length > 3}
        getKey={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} />}
      />
    </PageSection>
  );
}
