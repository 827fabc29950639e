import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useIsland } from "#app/lib/islands.tsx";

export interface CarouselProps<Item> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly Item[];
  getKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  slideLabel?: (index: number, total: number) => string;
  /** Width of a slide per breakpoint; the default is the 1, 2 then 3 per view. */
  slideSize?: string;
}

export function Carousel<Item>({
  label,
  items,
  getKey,
  renderItem,
  loop = false,
  previousLabel = "Précédent",
  nextLabel = "Suivant",
  slideLabel = (index, total) => `${index + 1} sur ${total}`,
  slideSize = "basis-full md:basis-1/2 lg:basis-1/3",
}: CarouselProps<Item>) {
  useIsland("carousel");
  const regionId = useId();
  // The server draws the first slides in place; the carousel island (app/islands/carousel.ts) starts Embla when
  // the carousel comes near the screen, and keeps the buttons' state from then on.
  const canScrollPrev = loop && items.length > 1;
  const canScrollNext = items.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA carousel pattern; focus lets keyboard users scroll with the arrow keys.
      tabIndex={0}
      className="relative rounded-card"
      data-testid="carousel"
      data-carousel=""
      data-loop={loop}
    >
      <div className="overflow-hidden" id={regionId} data-carousel-viewport="">
        <div className="-ml-4 flex touch-pan-y" data-carousel-track="">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a slide is a group, not a form fieldset.
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, items.length)}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideSize}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 hidden justify-end gap-2 md:flex">
        <button
          type="button"
          data-carousel-prev=""
          disabled={!canScrollPrev}
          aria-controls={regionId}
          aria-label={previousLabel}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 text-navy-900 transition-colors hover:bg-navy-900 hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-carousel-next=""
          disabled={!canScrollNext}
          aria-controls={regionId}
          aria-label={nextLabel}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 text-navy-900 transition-colors hover:bg-navy-900 hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
