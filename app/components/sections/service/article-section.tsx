import { Icon } from "#app/components/ui/icon.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { ArticleSection as ArticleContent } from "#app/content/service-pages/types.ts";

export function ArticleSection({ section, background }: { section: ArticleContent; background: SectionBackground }) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} align="left" bare>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
        <div className="space-y-8">
          {section.blocks.map((block) => (
            <div key={block.title ?? block.paragraphs[0]} className="border-l-4 border-accent-500 pl-5">
              {block.title ? <h3 className="heading-3 text-xl">{block.title}</h3> : null}
              <div className="prose-content mt-3">
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </div>
          ))}
        </div>
        {section.aside ? (
          <aside
            aria-labelledby={`${section.id}-aside`}
            className="self-start rounded-2xl bg-navy-900 p-7 text-white shadow-card lg:sticky lg:top-28"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-500 text-navy-950">
              <Icon name={section.aside.icon} className="size-6" />
            </span>
            <h3 id={`${section.id}-aside`} className="mt-5 text-2xl font-extrabold tracking-tight text-white">
              {section.aside.title}
            </h3>
            <p className="mt-3 leading-relaxed text-navy-100">{section.aside.text}</p>
          </aside>
        ) : null}
      </div>
    </PageSection>
  );
}
