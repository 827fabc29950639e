import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import { getService, type ServiceSlug, servicePath } from "#app/content/services.ts";

export function RelatedServices({
  slugs,
  background,
}: {
  slugs: readonly ServiceSlug[];
  background: SectionBackground;
}) {
  const copy = servicePageCopy.related;
  return (
    <section aria-labelledby="services-complementaires" className={`section ${background}`}>
      <div className="container-page">
        <SectionHeading id="services-complementaires" eyebrow={copy.eyebrow} title={copy.title} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {slugs.map(getService).map((service) => (
            <li key={service.slug}>
              <Link
                to={servicePath(service.slug)}
                className="group flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-all hover:-translate-y-0.5 hover:border-navy-700 hover:shadow-lg"
              >
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-xl ${
                    service.urgent ? "bg-emergency-50 text-emergency-700" : "bg-navy-50 text-navy-800"
                  }`}
                >
                  <Icon name={service.icon} className="size-6" />
                </span>
                <span className="mt-5 text-lg font-bold text-navy-900">{service.title}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{service.shortDescription}</span>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800">
                  {copy.more}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
