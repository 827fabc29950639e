import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { ComparisonSection as ComparisonContent } from "#app/content/service-pages/types.ts";

export function ComparisonSection({
  section,
  background,
}: {
  section: ComparisonContent;
  background: SectionBackground;
}) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <div className="mx-auto mt-12 max-w-5xl overflow-hidden rounded-card border border-line bg-white shadow-card">
        <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{section.caption}</caption>
          <colgroup>
            <col className="w-[28%] sm:w-1/4" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr className="bg-navy-900 text-white">
              <td className="p-3 sm:p-4" />
              {section.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`p-3 font-bold sm:p-4 sm:text-lg ${index === 0 ? "text-accent-400" : "text-white"}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.criterion} className="border-t border-line even:bg-surface">
                <th scope="row" className="p-3 align-top font-semibold text-navy-900 sm:p-4">
                  {row.criterion}
                </th>
                {row.values.map((value) => (
                  <td key={value} className="p-3 align-top leading-snug text-ink sm:p-4">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mx-auto mt-6 max-w-3xl text-center leading-relaxed text-muted">{section.conclusion}</p>
    </PageSection>
  );
}
