import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useLazyEmbla } from "./use-lazy-embla.ts";

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
  const { viewportRef, api, run } = useLazyEmbla({ loop, align: "start" });
  // Before Embla measures anything, a looping carousel can always go back.
  const [canScrollPrev, setCanScrollPrev] = useState(loop && items.length > 1);
  const [canScrollNext, setCanScrollNext] = useState(items.length > 1);
  const regionId = useId();

  const syncButtons = useCallback((carousel: EmblaCarouselType) => {
    setCanScrollPrev(carousel.canScrollPrev());
    setCanScrollNext(carousel.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    syncButtons(api);
    api.on("select", syncButtons).on("reInit", syncButtons);
    return () => {
      api.off("select", syncButtons).off("reInit", syncButtons);
    };
  }, [api, syncButtons]);

  const scrollPrev = useCallback(() => run((carousel) => carousel.scrollPrev()), [run]);
  const scrollNext = useCallback(() => run((carousel) => carousel.scrollNext()), [run]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys inside a form control (a range slider in a slide) belong to that control.
    if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA carousel pattern; focus lets keyboard users scroll with the arrow keys.
      tabIndex={0}
      className="relative rounded-card"
      onKeyDownCapture={onKeyDown}
      data-testid="carousel"
    >
      <div ref={viewportRef} className="overflow-hidden" id={regionId} data-carousel-viewport="">
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
          onClick={scrollPrev}
          disabled={!canScrollPrev}
          aria-controls={regionId}
          aria-label={previousLabel}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 text-navy-900 transition-colors hover:bg-navy-900 hover:text-white disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={scrollNext}
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
