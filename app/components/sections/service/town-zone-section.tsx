import { ZoneTownList } from "#app/components/sections/shared/zone-town-list.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { TownZoneSection as TownZoneContent } from "#app/content/service-pages/types.ts";

export function TownZoneSection({ section }: { section: TownZoneContent }) {
  return (
    <section aria-labelledby={section.id} className="section bg-navy-50">
      <div className="container-page">
        <SectionHeading id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text} />
        <div className="mt-10">
          <ZoneTownList />
        </div>
      </div>
    </section>
  );
}
