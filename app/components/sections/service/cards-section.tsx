import { Icon } from "#app/components/ui/icon.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { CardsSection as CardsContent } from "#app/content/service-pages/types.ts";

export function CardsSection({ section, background }: { section: CardsContent; background: SectionBackground }) {
  const emergency = section.tone === "emergency";
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card) => (
          <li
            key={card.title}
            className={`relative flex flex-col overflow-hidden rounded-card border bg-white p-6 shadow-card ${
              emergency ? "border-emergency-700/25" : "border-line"
            }`}
          >
            <span
              aria-hidden="true"
              className={`absolute inset-x-0 top-0 h-1 ${emergency ? "bg-emergency-700" : "bg-accent-500"}`}
            />
            <span
              className={`inline-flex size-12 items-center justify-center rounded-xl ${
                emergency ? "bg-emergency-50 text-emergency-700" : "bg-navy-50 text-navy-800"
              }`}
            >
              <Icon name={card.icon} className="size-6" />
            </span>
            <h3 className="heading-3 mt-5">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
