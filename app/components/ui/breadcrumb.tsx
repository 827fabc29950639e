import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

/** Where the page sits, on a navy hero: the ancestors as links, the page itself last. */
export function Breadcrumb({
  label,
  ancestors,
  current,
}: {
  label: string;
  ancestors: readonly { label: string; href: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-100">
        {ancestors.map((ancestor) => (
          <Fragment key={ancestor.href}>
            <li>
              <Link to={ancestor.href} className="hover:text-white hover:underline">
                {ancestor.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
