import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import { ServiceCard, serviceCardOf } from "#app/components/ui/service-card.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import { getService, isServiceOffered, type ServiceSlug } from "#app/content/services.ts";

export function RelatedServices({
  slugs,
  background,
}: {
  slugs: readonly ServiceSlug[];
  background: SectionBackground;
}) {
  const copy = servicePageCopy.related;
  return (
    <PageSection
      titleId="services-complementaires"
      heading={{ eyebrow: copy.eyebrow, title: copy.title }}
      background={background}
      bare
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {slugs
          .filter(isServiceOffered)
          .map(getService)
          .map((service) => (
            <li key={service.slug}>
              <ServiceCard {...serviceCardOf(service)} more={copy.more} urgentTone="icon" />
            </li>
          ))}
      </ul>
    </PageSection>
  );
}
