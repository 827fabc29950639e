import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

export function TownNeighbours({ neighbours }: { neighbours: NonNullable<TownPageView["neighbours"]> }) {
  return (
    <PageSection
      titleId="town-neighbours-title"
      heading={{ eyebrow: townPageCopy.neighbours.eyebrow, title: neighbours.title, text: neighbours.text }}
      background="bg-navy-50"
      bare
    >
      <ul aria-label={neighbours.listLabel} className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
        {neighbours.items.map((neighbour) => (
          <li key={neighbour.name}>
            {neighbour.href ? (
              <Link
                to={neighbour.href}
                className="inline-flex items-center gap-2 rounded-full border-2 border-navy-800 bg-white px-4 py-2 font-semibold text-navy-900 transition-colors hover:bg-navy-900 hover:text-white"
              >
                <MapPin aria-hidden="true" className="size-4" />
                {neighbour.name}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 font-medium text-ink">
                <MapPin aria-hidden="true" className="size-4 text-navy-700" />
                {neighbour.name}
              </span>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
