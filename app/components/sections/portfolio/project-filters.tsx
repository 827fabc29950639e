import { Link } from "react-router";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { type ProjectCategory, portfolioFilterHref, projectCategories } from "#app/content/projects.ts";

const filters: readonly { key: ProjectCategory | null; label: string }[] = [
  { key: null, label: portfolioCopy.projects.all },
  ...projectCategories,
];

/**
 * Real links rather than buttons: each filter has its own URL, so it works without JavaScript,
 * can be shared, and the back button undoes it.
 */
export function ProjectFilters({ active }: { active: ProjectCategory | null }) {
  const { projects } = portfolioCopy;
  return (
    <nav aria-label={projects.filterLabel}>
      <ul className="flex flex-wrap justify-center gap-2">
        {filters.map((filter) => {
          const current = filter.key === active;
          return (
            <li key={filter.key ?? "all"}>
              <Link
                to={`${portfolioFilterHref(filter.key)}#${projects.anchor}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold transition-colors ${
                  current
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-line bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50"
                }`}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
