import { ZoneTownList } from "#app/components/sections/shared/zone-town-list.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import type { TownZoneSection as TownZoneContent } from "#app/content/service-pages/types.ts";

export function TownZoneSection({ section }: { section: TownZoneContent }) {
  return (
    <PageSection titleId={section.id} heading={section} background="bg-navy-50" bare>
      <div className="mt-10">
        <ZoneTownList />
      </div>
    </PageSection>
  );
}
