import { Illustration } from "#app/components/ui/illustration.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import type { GallerySection as GalleryContent } from "#app/content/service-pages/types.ts";

export function GallerySection({ section, background }: { section: GalleryContent; background: SectionBackground }) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id}>
            <figure className="group h-full overflow-hidden rounded-card border border-line bg-white shadow-card">
              <div className="relative overflow-hidden">
                <Illustration
                  name={item.image}
                  alt={item.imageAlt}
                  className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-navy-900 shadow-sm">
                  {item.category}
                </span>
              </div>
              <figcaption className="p-5">
                <span className="block font-semibold text-navy-900">{item.title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-muted">{item.description}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
