import { Calendar, MapPin } from "lucide-react";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Project } from "#app/content/projects.ts";
import { projectPhotos } from "#app/images/photos.ts";

// One card per row on phones, two from 640 px, three in the 1280 px container from 1024 px.
const cardImageSizes = "(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw";
const cardImageClass = "aspect-[3/2] w-full object-cover";

export function ProjectCard({
  project,
  headingLevel = 3,
}: {
  // The card never shows the portfolio filter category, so service pages can reuse it for their own projects.
  project: Omit<Project, "category">;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The owner's own photo first, then the build's photo of an example project, then its illustration.
  const ownPhoto = project.photos?.[0];
  const photo = ownPhoto?.image ?? projectPhotos[project.id];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative">
        {photo ? (
          <Picture
            image={photo}
            alt={ownPhoto?.alt ?? project.imageAlt}
            sizes={cardImageSizes}
            className={cardImageClass}
          />
        ) : (
          <Illustration name={project.image} alt={project.imageAlt} className={cardImageClass} />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-navy-900/90 px-3 py-1 text-xs font-semibold text-white">
          {project.serviceLabel}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="heading-3">{project.title}</Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{project.description}</p>
        <ProjectPlaceAndDate town={project.town} date={project.date} />
      </div>
    </article>
  );
}

/** Where and when a project was done, under its description. */
export function ProjectPlaceAndDate({ town, date }: { town: string; date: string }) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-navy-800">
      <span className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4" />
        {town}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        {date}
      </span>
    </p>
  );
}
