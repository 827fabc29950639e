import { MapPin, Timer } from "lucide-react";
import { Link } from "react-router";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import type { ResponseBand, EmergencyZoneSection as ZoneContent } from "#app/content/service-pages/types.ts";
import { type Town, townPath, towns } from "#app/content/towns.ts";

function townsIn(band: ResponseBand): Town[] {
  return towns.filter((town) => town.distanceKm > band.fromKm && town.distanceKm <= band.toKm);
}

const ringShades = [
  "bg-emergency-50 border-emergency-600/30",
  "bg-emergency-600/10 border-emergency-600/40",
  "bg-emergency-600/20 border-emergency-700/50",
];

/** Head office at the centre, one ring per distance band. */
function RadiusRings({ bands }: { bands: readonly ResponseBand[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-sm">
      {[...bands].reverse().map((band, index) => {
        // Evenly spaced rings read better than true scale, where the first band would hide under the pin.
        const size = 100 - index * (58 / Math.max(bands.length - 1, 1));
        return (
          <div
            key={band.toKm}
            className={`absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed ${ringShades[index] ?? ringShades[0]}`}
            style={{ width: `${size}%`, height: `${size}%` }}
          >
            <span className="absolute top-2 left-1/2 -translate-x-1/2 rounded-full bg-white px-2 py-0.5 text-xs font-bold whitespace-nowrap text-emergency-800 shadow-sm">
              {servicePageCopy.radius(band.toKm)} · {band.time}
            </span>
          </div>
        );
      })}
      <span className="absolute top-1/2 left-1/2 inline-flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-emergency-700 text-white shadow-lg ring-4 ring-white">
        <MapPin className="size-5" />
      </span>
      <span className="absolute top-1/2 left-1/2 mt-7 -translate-x-1/2 rounded bg-white px-2 py-0.5 text-xs font-bold whitespace-nowrap text-navy-900 shadow-sm">
        {servicePageCopy.headOffice}
      </span>
    </div>
  );
}

export function EmergencyZoneSection({ section, background }: { section: ZoneContent; background: SectionBackground }) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-14">
        <RadiusRings bands={section.bands} />
        <ul className="space-y-4">
          {section.bands.map((band) => {
            const bandTowns = townsIn(band);
            return (
              <li key={band.toKm} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 className="heading-3 text-xl">{servicePageCopy.responseBand(band)}</h3>
                  <p className="inline-flex items-center gap-2 rounded-full bg-emergency-700 px-3.5 py-1.5 font-bold text-white">
                    <Timer aria-hidden="true" className="size-4" />
                    <span className="sr-only">{section.bandTimeLabel}&#8239;: </span>
                    {band.time}
                  </p>
                </div>
                {bandTowns.length > 0 ? (
                  <>
                    <p className="mt-4 text-sm font-semibold text-muted">{section.townsLabel}</p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {bandTowns.map((town) => (
                        <li key={town.slug}>
                          <Link
                            to={townPath(town.slug)}
                            className="inline-flex items-center gap-1 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-navy-900 transition-colors hover:border-navy-700"
                          >
                            {town.name}
                            <span className="text-muted">· {servicePageCopy.radius(town.distanceKm)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="mx-auto mt-8 max-w-3xl text-center text-muted">{section.note}</p>
    </PageSection>
  );
}
