import { ArrowRight, MapPin, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { formatPopulation } from "#app/content/town-pages/shared.ts";
import { townPath, towns } from "#app/content/towns.ts";
import { zoneCopy } from "#app/content/zone.ts";

export function ZoneTownCards() {
  const copy = zoneCopy.towns;
  return (
    <ul aria-label={copy.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {towns.map((town) => (
        <li key={town.slug} className={town.headOffice ? "sm:col-span-2 lg:col-span-1" : undefined}>
          <Link
            to={townPath(town.slug)}
            data-town-card
            className={`group flex h-full flex-col rounded-card border p-5 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg ${
              town.headOffice ? "border-accent-500 bg-accent-100" : "border-line bg-white hover:border-navy-700"
            }`}
          >
            <span className="flex items-start justify-between gap-2">
              <span className="text-lg font-bold text-navy-900">{town.name}</span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-navy-700 transition-transform group-hover:translate-x-1"
              />
            </span>
            <span className="mt-2 flex flex-wrap gap-1.5">
              {town.headOffice ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-bold text-white">
                  <Star aria-hidden="true" className="size-3 fill-accent-400 text-accent-400" />
                  {copy.headOffice}
                </span>
              ) : null}
              <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800 ring-1 ring-navy-100">
                {copy.dedicated}
              </span>
            </span>
            <span className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-3 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-navy-700" />
                <span className="sr-only">{copy.distanceLabel}&#8239;: </span>
                {copy.distance(town.distanceKm)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-navy-700" />
                <span className="sr-only">{copy.populationLabel}&#8239;: </span>
                {copy.population(formatPopulation(town.population))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
