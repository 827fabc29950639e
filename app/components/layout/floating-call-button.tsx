import { Phone } from "lucide-react";
import { layoutCopy } from "#app/content/layout.ts";
import { telHref } from "#app/content/site.ts";
import { useIsland } from "#app/lib/islands.tsx";

/** Product spec §9: the button appears once the page has scrolled more than this many pixels. */
export const FLOATING_BUTTON_THRESHOLD_PX = 100;

/**
 * Hidden until the layout island (app/islands/layout.ts) sees the page scrolled past the threshold and sets
 * `data-visible`. Without JavaScript the header's and the banner's call buttons remain.
 */
export function FloatingCallButton() {
  useIsland("layout");
  return (
    <a
      href={telHref}
      aria-label={layoutCopy.floatingCall}
      data-testid="floating-call"
      data-floating-call=""
      data-threshold={FLOATING_BUTTON_THRESHOLD_PX}
      className="invisible fixed right-4 bottom-4 z-50 inline-flex size-14 translate-y-4 items-center justify-center rounded-full bg-emergency-700 text-white opacity-0 shadow-lg ring-4 ring-white/70 transition-all duration-200 hover:bg-emergency-800 data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 sm:right-6 sm:bottom-6"
    >
      <Phone aria-hidden="true" className="size-6" />
    </a>
  );
}
