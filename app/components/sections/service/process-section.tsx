import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import type { ProcessSection as ProcessContent } from "#app/content/service-pages/types.ts";

const columns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

export function ProcessSection({ section, background }: { section: ProcessContent; background: SectionBackground }) {
  const emergency = section.tone === "emergency";
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <ol className={`mt-12 grid gap-5 ${columns[section.steps.length] ?? "lg:grid-cols-4"}`}>
        {section.steps.map((step) => (
          <li
            key={step.step}
            className="relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-extrabold text-white ${
                  emergency ? "bg-emergency-700" : "bg-navy-900"
                }`}
              >
                {step.step}
              </span>
              <span
                className={`text-xs font-bold tracking-wider uppercase ${emergency ? "text-emergency-700" : "text-navy-700"}`}
              >
                {servicePageCopy.stepLabel(step.step)}
              </span>
            </span>
            <h3 className="heading-3 mt-4">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
