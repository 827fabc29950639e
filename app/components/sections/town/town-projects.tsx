import { ProjectCard } from "#app/components/sections/shared/project-card.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

/** Up to this many projects fit side by side on a desktop screen: a carousel would only add its buttons. */
const SIDE_BY_SIDE = 3;

/** The owner's finished jobs in the town, with their photos; the page has no such section while there are none. */
export function TownProjects({ projects }: { projects: NonNullable<TownPageView["projects"]> }) {
  return (
    <PageSection
      titleId="town-projects-title"
      heading={{ eyebrow: townPageCopy.projects.eyebrow, title: projects.title, text: projects.text }}
    >
      {projects.items.length > SIDE_BY_SIDE ? (
        <Carousel
          label={projects.carouselLabel}
          items={projects.items}
          loop
          getKey={(project) => project.id}
          renderItem={(project) => <ProjectCard project={project} />}
        />
      ) : (
        <ul aria-label={projects.carouselLabel} className="flex flex-wrap justify-center gap-6">
          {projects.items.map((project) => (
            <li key={project.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
