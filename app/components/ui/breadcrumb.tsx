import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { layoutCopy } from "#app/content/layout.ts";
import type { Crumb } from "#app/lib/structured-data.ts";

/** The visible trail of a page, on a navy hero; the last crumb is the page itself. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label={layoutCopy.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-100">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="font-semibold text-white">
              {crumb.name}
            </li>
          ) : (
            <Fragment key={crumb.path}>
              <li>
                <Link to={crumb.path} className="hover:text-white hover:underline">
                  {crumb.name}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            </Fragment>
          ),
        )}
      </ol>
    </nav>
  );
}
