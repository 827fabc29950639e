import type { Project } from "#app/content/projects.ts";
import { Carousel } from "../ui/carousel.tsx";
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
