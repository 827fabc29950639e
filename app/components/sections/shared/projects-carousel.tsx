import { Carousel } from "#app/components/ui/carousel.tsx";
import type { Project } from "#app/content/projects.ts";
import { ProjectCard } from "./project-card.tsx";

export function ProjectsCarousel({
  projects,
  label,
  loop = true,
}: {
  projects: readonly Project[];
  label: string;
  loop?: boolean;
}) {
  return (
    <Carousel
      label={label}
      items={projects}
      loop={loop}
      getKey={(project) => project.id}
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
