import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ServiceCard } from "#app/components/ui/service-card.tsx";
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
              <ServiceCard
                href={service.href}
                icon={service.icon}
                title={service.name}
                text={service.description}
                more={service.linkLabel}
                urgent={service.urgent}
                urgentBadge={copy.urgentBadge}
                size="compact"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
