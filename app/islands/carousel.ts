// The carousels of public pages: Embla (core) started when a carousel comes near the screen, or at once when a
// visitor presses one of its buttons or an arrow key before that; the command then runs as soon as Embla is ready.
// Most carousels sit below the first screen: loading and measuring them with the page would cost every visitor
// main-thread time and 7 KB for something they may never reach. Until then the server's markup shows the first
// slides in place, so nothing moves when Embla starts. Swiping is Embla's own.
import type { EmblaCarouselType } from "embla-carousel";

type Command = (carousel: EmblaCarouselType) => void;

/** How far below the screen a carousel starts loading, so it is ready before it scrolls into view. */
const PREPARE_MARGIN = "300px";

function enhance(region: HTMLElement): void {
  const viewport = region.querySelector<HTMLElement>("[data-carousel-viewport]");
  const previous = region.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = region.querySelector<HTMLButtonElement>("[data-carousel-next]");
  if (!viewport) return;
  let carousel: EmblaCarouselType | undefined;
  let starting = false;
  let pending: Command | null = null;

  const syncButtons = (started: EmblaCarouselType) => {
    if (previous) previous.disabled = !started.canScrollPrev();
    if (next) next.disabled = !started.canScrollNext();
  };

  const start = () => {
    if (starting) return;
    starting = true;
    observer.disconnect();
    import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        carousel = EmblaCarousel(viewport, { loop: region.dataset.loop === "true", align: "start" });
        carousel.on("select", syncButtons).on("reInit", syncButtons);
        syncButtons(carousel);
        pending?.(carousel);
        pending = null;
      })
      // Offline or a failed download: the slides stay as the server drew them, the first ones in view.
      .catch(() => {
        pending = null;
      });
  };

  const run = (command: Command) => {
    if (carousel) command(carousel);
    else {
      pending = command;
      start();
    }
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: PREPARE_MARGIN },
  );
  observer.observe(viewport);

  previous?.addEventListener("click", () => run((started) => started.scrollPrev()));
  next?.addEventListener("click", () => run((started) => started.scrollNext()));
  region.addEventListener(
    "keydown",
    (event) => {
      // Arrow keys inside a form control (the comparison's range slider in a slide) belong to that control.
      if (event.target instanceof HTMLElement && event.target.closest("input, select, textarea")) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      run((started) => (event.key === "ArrowLeft" ? started.scrollPrev() : started.scrollNext()));
    },
    { capture: true },
  );
}

for (const region of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhance(region);
