import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

export type CarouselCommand = (carousel: EmblaCarouselType) => void;

/** How far below the screen a carousel starts loading, so it is ready before it scrolls into view. */
const PREPARE_MARGIN = "300px";

/**
 * Embla, started only when its carousel comes near the screen (or is used before that): most carousels sit
 * below the first screen, so loading and measuring them at hydration cost every visitor main-thread time
 * and 7 KB for something they may never reach. Until then the server's markup shows the first slides.
 * A command given before Embla is ready (a click, an arrow key) runs as soon as it is.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const pending = useRef<CarouselCommand | null>(null);
  const initialOptions = useRef(options);

  useEffect(() => {
    if (!viewport || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: PREPARE_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        carousel = EmblaCarousel(viewport, initialOptions.current);
        setApi(carousel);
        pending.current?.(carousel);
        pending.current = null;
      })
      // Offline or a failed download: the slides stay as the server drew them, the first ones in view.
      .catch(() => {
        pending.current = null;
      });
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted]);

  const run = useCallback(
    (command: CarouselCommand) => {
      if (api) {
        command(api);
        return;
      }
      pending.current = command;
      setWanted(true);
    },
    [api],
  );

  return { viewportRef: setViewport, api, run };
}
