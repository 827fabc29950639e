import { ChevronDown } from "lucide-react";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { FaqSection as FaqContent } from "#app/content/service-pages/types.ts";

/** Native <details>: answers are in the server HTML and the toggle works by keyboard without any script. */
export function FaqSection({ section, background }: { section: FaqContent; background: SectionBackground }) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <div className="mx-auto mt-10 max-w-3xl space-y-3">
        {section.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-card border border-line bg-white shadow-card open:border-navy-700"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-5 text-left font-semibold text-navy-900 sm:text-lg [&::-webkit-details-marker]:hidden">
              {item.question}
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-800 transition-transform group-open:rotate-180">
                <ChevronDown aria-hidden="true" className="size-5" />
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
