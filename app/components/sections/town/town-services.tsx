import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

export function TownServices({ page }: { page: TownPageView }) {
  const copy = townPageCopy.services;
  return (
    <section aria-labelledby="town-services-title" className="section">
      <div className="container-page">
        <SectionHeading id="town-services-title" eyebrow={copy.eyebrow} title={page.services.title} text={copy.text} />
        <ul className="mt-10 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {page.services.items.map((service) => (
            <li key={service.name}>
              <Link
                to={service.href}
                className={`group flex h-full items-start gap-4 rounded-card border p-4 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lg sm:flex-col sm:gap-0 sm:p-5 ${
                  service.urgent
                    ? "border-emergency-700 bg-emergency-700 text-white"
                    : "border-line bg-white text-ink hover:border-navy-700"
                }`}
              >
                <span className="flex shrink-0 items-start justify-between gap-3 sm:w-full">
                  <span
                    className={`inline-flex size-11 items-center justify-center rounded-xl ${
                      service.urgent ? "bg-white/15 text-white" : "bg-navy-50 text-navy-800"
                    }`}
                  >
                    <Icon name={service.icon} className="size-5" />
                  </span>
                  {service.urgent ? (
                    <span className="hidden rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-emergency-800 sm:inline">
                      {copy.urgentBadge}
                    </span>
                  ) : null}
                </span>
                <span className="flex flex-1 flex-col">
                  <span className={`font-bold sm:mt-4 ${service.urgent ? "text-white" : "text-navy-900"}`}>
                    {service.name}
                  </span>
                  <span
                    className={`mt-1 flex-1 text-sm leading-relaxed sm:mt-1.5 ${service.urgent ? "text-white/90" : "text-muted"}`}
                  >
                    {service.description}
                  </span>
                  <span
                    className={`mt-3 inline-flex items-center gap-1.5 text-sm font-semibold sm:mt-4 ${
                      service.urgent ? "text-white" : "text-navy-800"
                    }`}
                  >
                    {service.linkLabel}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
