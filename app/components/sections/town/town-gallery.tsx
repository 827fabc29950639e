import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";
import { Illustration } from "../../ui/illustration.tsx";
import { SectionHeading } from "../section-heading.tsx";

export function TownGallery({ page }: { page: TownPageView }) {
  const { gallery } = page;
  return (
    <section aria-labelledby="town-gallery-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeading
          id="town-gallery-title"
          eyebrow={townPageCopy.gallery.eyebrow}
          title={gallery.title}
          text={gallery.text}
        />
        <ul data-gallery className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.items.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
                <div className="relative">
                  <Illustration
                    name={item.image}
                    alt={item.alt}
                    className={`aspect-[3/2] w-full object-cover ${item.mirrored ? "-scale-x-100" : ""}`}
                  />
                  <span className="absolute top-3 left-3 rounded-full bg-navy-900/90 px-3 py-1 text-xs font-semibold text-white">
                    {item.label}
                  </span>
                </div>
                <figcaption className="flex-1 p-4 text-sm leading-relaxed text-ink">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
