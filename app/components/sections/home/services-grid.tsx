import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { homeCopy } from "#app/content/home.ts";
import { servicePath, services } from "#app/content/services.ts";

export function ServicesGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={servicePath(service.slug)}
            className={`group flex h-full flex-col rounded-card border p-6 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg ${
              service.urgent
                ? "border-emergency-700 bg-emergency-700 text-white"
                : "border-line bg-white text-ink hover:border-navy-700"
            }`}
          >
            <span className="flex items-start justify-between gap-3">
              <span
                className={`inline-flex size-12 items-center justify-center rounded-xl ${
                  service.urgent ? "bg-white/15 text-white" : "bg-navy-50 text-navy-800"
                }`}
              >
                <Icon name={service.icon} className="size-6" />
              </span>
              {service.urgent ? (
                <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-emergency-800">
                  {homeCopy.services.urgentBadge}
                </span>
              ) : null}
            </span>
            <span className={`mt-5 text-lg font-bold ${service.urgent ? "text-white" : "text-navy-900"}`}>
              {service.title}
            </span>
            <span className={`mt-2 flex-1 text-sm leading-relaxed ${service.urgent ? "text-white/90" : "text-muted"}`}>
              {service.shortDescription}
            </span>
            <span
              className={`mt-5 inline-flex items-center gap-1.5 text-sm font-semibold ${
                service.urgent ? "text-white" : "text-navy-800"
              }`}
            >
              {homeCopy.services.more}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
