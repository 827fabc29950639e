import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ServiceCard, serviceCardOf } from "#app/components/ui/service-card.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import { getService, type ServiceSlug } from "#app/content/services.ts";

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
              <ServiceCard {...serviceCardOf(service)} more={copy.more} urgentTone="icon" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
