import { Icon } from "#app/components/ui/icon.tsx";
import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { FeaturesSection as FeaturesContent } from "#app/content/service-pages/types.ts";

export function FeaturesSection({ section, background }: { section: FeaturesContent; background: SectionBackground }) {
  const navy = section.tone === "navy";
  const columns = section.items.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <section aria-labelledby={section.id} className={`section ${navy ? "bg-navy-900 text-white" : background}`}>
      <div className="container-page">
        <SectionHeading
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          text={section.text}
          tone={navy ? "light" : "dark"}
        />
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
      </div>
    </section>
  );
}
