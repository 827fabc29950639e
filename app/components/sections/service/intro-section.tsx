import { CircleCheck } from "lucide-react";
import { IconList } from "#app/components/ui/icon-list.tsx";
import type { SectionBackground } from "#app/components/ui/page-section.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { IntroSection as IntroContent } from "#app/content/service-pages/types.ts";

export function IntroSection({ section, background }: { section: IntroContent; background: SectionBackground }) {
  return (
    <section aria-labelledby={section.id} className={`section ${background}`}>
      <div className="container-page grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id={section.id} eyebrow={section.eyebrow} title={section.title} align="left" />
          <div className="prose-content mt-6 max-w-3xl sm:text-lg">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside
          aria-labelledby={`${section.id}-points`}
          className={`self-start rounded-card border border-line p-6 shadow-card sm:p-8 ${background === "bg-surface" ? "bg-white" : "bg-surface"}`}
        >
          <h3 id={`${section.id}-points`} className="heading-3">
            {section.highlightsTitle}
          </h3>
          <IconList
            items={section.highlights}
            icon={CircleCheck}
            className="mt-5 space-y-3.5"
            itemClassName="flex gap-3 leading-snug text-ink"
            iconClassName="mt-0.5 size-5 shrink-0 text-navy-700"
          />
        </aside>
      </div>
    </section>
  );
}
