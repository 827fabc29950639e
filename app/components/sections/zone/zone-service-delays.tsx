import { Clock } from "lucide-react";
import { ServiceCard, serviceCardOf } from "#app/components/ui/service-card.tsx";
import { getService, isServiceOffered } from "#app/content/services.ts";
import { serviceDelays, zoneCopy } from "#app/content/zone.ts";

export function ZoneServiceDelays() {
  const copy = zoneCopy.services;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {serviceDelays
        .filter(({ service }) => isServiceOffered(service))
        .map(({ service: slug, delay }) => {
          const service = getService(slug);
          return (
            <li key={slug}>
              <ServiceCard
                {...serviceCardOf(service)}
                more={copy.more}
                detail={
                  <span
                    className={`mt-5 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                      service.urgent ? "bg-white text-emergency-800" : "bg-accent-100 text-navy-900"
                    }`}
                  >
                    <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{copy.delayLabel}&#8239;: </span>
                      {delay}
                    </span>
                  </span>
                }
              />
            </li>
          );
        })}
    </ul>
  );
}
