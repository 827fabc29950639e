import { Icon } from "#app/components/ui/icon.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { FeaturesSection as FeaturesContent } from "#app/content/service-pages/types.ts";

export function FeaturesSection({ section, background }: { section: FeaturesContent; background: SectionBackground }) {
  const navy = section.tone === "navy";
  const columns = section.items.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <PageSection titleId={section.id} heading={section} background={navy ? "dark" : background} bare>
      <ul className={`mt-12 grid gap-5 sm:grid-cols-2 ${columns}`}>
        {section.items.map((item) => (
          <li
            key={item.title}
            className={`rounded-card p-6 ${
              navy ? "border border-white/15 bg-white/5" : "border border-line bg-white shadow-card"
            }`}
          >
            <span
              className={`inline-flex size-11 items-center justify-center rounded-full ${
                navy ? "bg-accent-500 text-navy-950" : "bg-accent-100 text-navy-900"
              }`}
            >
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className={`mt-4 text-lg font-semibold ${navy ? "text-white" : "text-navy-900"}`}>{item.title}</h3>
            <p className={`mt-2 leading-relaxed ${navy ? "text-navy-100" : "text-muted"}`}>{item.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
