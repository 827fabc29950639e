import { Illustration } from "#app/components/ui/illustration.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

export function TownGallery({ page }: { page: TownPageView }) {
  const { gallery } = page;
  return (
    <PageSection
      titleId="town-gallery-title"
      heading={{ eyebrow: townPageCopy.gallery.eyebrow, title: gallery.title, text: gallery.text }}
      background="bg-surface"
      bare
    >
      <ul data-gallery className="mt-10 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-3">
        {gallery.items.map((item, index) => (
          // With an odd count the first photo spans the two-column rows, so no photo is left alone at the end.
          <li key={item.id} className={index === 0 && gallery.items.length % 2 === 1 ? "col-span-2 lg:col-span-1" : ""}>
            <figure className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
              <div className="relative">
                <Illustration
                  name={item.image}
                  alt={item.alt}
                  className={`aspect-[3/2] w-full object-cover ${item.mirrored ? "-scale-x-100" : ""}`}
                />
                <span className="absolute top-2 left-2 rounded-full bg-navy-900/90 px-2.5 py-0.5 text-xs font-semibold text-white sm:top-3 sm:left-3 sm:px-3 sm:py-1">
                  {item.label}
                </span>
              </div>
              <figcaption className="flex-1 p-3 text-xs leading-relaxed text-ink sm:p-4 sm:text-sm">
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
