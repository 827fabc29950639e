import { ServiceCard, serviceCardOf } from "#app/components/ui/service-card.tsx";
import { homeCopy } from "#app/content/home.ts";
import { offeredServices } from "#app/content/services.ts";

export function ServicesGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offeredServices.map((service) => (
        <li key={service.slug}>
          <ServiceCard
            {...serviceCardOf(service)}
            more={homeCopy.services.more}
            urgentBadge={homeCopy.services.urgentBadge}
          />
        </li>
      ))}
    </ul>
  );
}
