import { FileText, LayoutGrid, MessageSquare, SearchX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ProjectCard } from "#app/components/sections/shared/project-card.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { portfolioCopy } from "#app/content/portfolio.ts";
import {
  filterProjects,
  type Project,
  parseProjectCategory,
  portfolioFilterHref,
  portfolioFilterParam,
  projectCategories,
} from "#app/content/projects.ts";
import { ProjectFilters } from "./project-filters.tsx";

/**
 * The filter comes from the URL, never from a loader: the page is prerendered once without a query,
 * the server renders `?service=…` requests on demand, and in the browser the same search params
 * drive the list, so all three paths show the same result.
 */
export function PortfolioProjects({ projects }: { projects: readonly Project[] }) {
  const [searchParams] = useSearchParams();
  const category = parseProjectCategory(searchParams.get(portfolioFilterParam));
  const shown = filterProjects(projects, category);
  const copy = portfolioCopy.projects;
  const categoryLabel = projectCategories.find((item) => item.key === category)?.label ?? null;

  return (
    <section id={copy.anchor} aria-labelledby="projects-title" className="section scroll-mt-16 bg-surface">
      <div className="container-page">
        <SectionHeading id="projects-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
        <div className="mt-10">
          <ProjectFilters active={category} />
        </div>
        <p role="status" className="mt-6 text-center text-sm font-medium text-muted">
          {copy.count(shown.length, categoryLabel)}
        </p>
        <div className="mt-6">
          {shown.length > 0 ? (
            // Flex rather than grid so that a filter with one or two projects keeps them centred under the filters.
            <ul className="flex flex-wrap justify-center gap-6">
              {shown.map((project) => (
                <li key={project.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyResult />
          )}
        </div>
        <FollowUp />
      </div>
    </section>
  );
}

export function EmptyResult() {
  const { empty, anchor } = portfolioCopy.projects;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center rounded-card border-2 border-dashed border-line bg-white px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-navy-700" />
      <h3 className="heading-3 mt-4">{empty.title}</h3>
      <p className="mt-2 text-muted">{empty.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/devis" className={buttonClass("quote", "md")}>
          <FileText aria-hidden="true" className="size-5" />
          {empty.quote}
        </Link>
        <Link to={`${portfolioFilterHref(null)}#${anchor}`} className={buttonClass("outline", "md")}>
          <LayoutGrid aria-hidden="true" className="size-5" />
          {empty.all}
        </Link>
      </div>
    </div>
  );
}

function FollowUp() {
  const { followUp } = portfolioCopy.projects;
  return (
    <div className="mt-12 flex flex-col items-center gap-5 rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8 lg:flex-row lg:justify-between lg:text-left">
      <p className="max-w-xl text-lg font-semibold text-navy-900">{followUp.text}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/devis" className={buttonClass("quote", "md")}>
          <FileText aria-hidden="true" className="size-5" />
          {followUp.quote}
        </Link>
        <Link to="/contact" className={buttonClass("outline", "md")}>
          <MessageSquare aria-hidden="true" className="size-5" />
          {followUp.contact}
        </Link>
      </div>
    </div>
  );
}
