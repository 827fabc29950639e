import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { towns as allTowns, type Town, townListCopy, townPath } from "#app/content/towns.ts";

/** Towns as links to their pages, with their distance from the head office, which stands out. */
export function ZoneTownList({
  towns = allTowns,
  label = townListCopy.allTownsLabel,
}: {
  towns?: readonly Town[];
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.slug}>
          <Link
            to={townPath(town.slug)}
            className={`flex items-center justify-between gap-3 rounded-xl border px-4 py-3 transition-colors ${
              town.headOffice
                ? "border-accent-500 bg-accent-100 hover:bg-accent-100/70"
                : "border-line bg-white hover:border-navy-700"
            }`}
          >
            <span className="inline-flex items-center gap-2 font-semibold text-navy-900">
              {town.headOffice ? (
                <Star aria-hidden="true" className="size-4 shrink-0 fill-accent-500 text-accent-500" />
              ) : (
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
              )}
              {town.name}
              {town.headOffice ? (
                <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs font-bold text-white">
                  {townListCopy.headOffice}
                </span>
              ) : null}
            </span>
            <span className="whitespace-nowrap text-sm text-muted">{townListCopy.distance(town.distanceKm)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
