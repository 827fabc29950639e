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
  // The ring's white at 70 % is written as its hex: the theme's white with a 70 % opacity modifier compiles, with the
  // theme's values inline, to an oklab() with an exponent (5.96046e-8) that the W3C Nu checker's CSS parser refuses.
  return (
    <a
      href={telHref}
      aria-label={layoutCopy.floatingCall}
      data-testid="floating-call"
      data-floating-call=""
      data-threshold={FLOATING_BUTTON_THRESHOLD_PX}
      className="invisible fixed right-4 bottom-4 z-50 inline-flex size-14 translate-y-4 items-center justify-center rounded-full bg-emergency-700 text-white opacity-0 shadow-lg ring-4 ring-[#ffffffb3] transition-all duration-200 hover:bg-emergency-800 data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 sm:right-6 sm:bottom-6"
    >
      <Phone aria-hidden="true" className="size-6" />
    </a>
  );
}
