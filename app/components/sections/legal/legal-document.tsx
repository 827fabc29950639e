import { type LegalSection, legalCopy } from "#app/content/legal.ts";
import { LegalBlocks } from "./legal-text.tsx";

export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-labelledby="legal-toc-title" className="self-start lg:sticky lg:top-28">
        <p id="legal-toc-title" className="eyebrow">
          {legalCopy.tocLabel}
        </p>
        <ol className="mt-3 space-y-1 rounded-card border border-line bg-surface p-4 text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-md px-2 py-1.5 font-medium text-navy-900 hover:bg-white hover:text-navy-700"
              >
                <span aria-hidden="true" className="w-5 shrink-0 tabular-nums text-navy-700">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-12">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="heading-2 scroll-mt-28 border-b border-line pb-3 text-2xl sm:text-3xl">
              {section.title}
            </h2>
            <div className="mt-4">
              <LegalBlocks blocks={section.blocks} />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
