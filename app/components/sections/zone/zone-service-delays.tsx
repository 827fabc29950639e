import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { getService, servicePath } from "#app/content/services.ts";
import { serviceDelays, zoneCopy } from "#app/content/zone.ts";

export function ZoneServiceDelays() {
  const copy = zoneCopy.services;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {serviceDelays.map(({ service: slug, delay }) => {
        const service = getService(slug);
        return (
          <li key={slug}>
            <Link
              to={servicePath(slug)}
              className={`group flex h-full flex-col rounded-card border p-6 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg ${
                service.urgent
                  ? "border-emergency-700 bg-emergency-700 text-white"
                  : "border-line bg-white text-ink hover:border-navy-700"
              }`}
            >
              <span
                className={`inline-flex size-12 items-center justify-center rounded-xl ${
                  service.urgent ? "bg-white/15 text-white" : "bg-navy-50 text-navy-800"
                }`}
              >
                <Icon name={service.icon} className="size-6" />
              </span>
              <span className={`mt-5 text-lg font-bold ${service.urgent ? "text-white" : "text-navy-900"}`}>
                {service.title}
              </span>
              <span
                className={`mt-2 flex-1 text-sm leading-relaxed ${service.urgent ? "text-white/90" : "text-muted"}`}
              >
                {service.shortDescription}
              </span>
              <span
                className={`mt-5 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                  service.urgent ? "bg-white text-emergency-800" : "bg-accent-100 text-navy-900"
                }`}
              >
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{copy.delayLabel} : </span>
                  {delay}
                </span>
              </span>
              <span
                className={`mt-4 inline-flex items-center gap-1.5 text-sm font-semibold ${
                  service.urgent ? "text-white" : "text-navy-800"
                }`}
              >
                {copy.more}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
