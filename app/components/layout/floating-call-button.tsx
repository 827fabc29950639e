import { Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { layoutCopy } from "#app/content/layout.ts";
import { telHref } from "#app/content/site.ts";

/** Product spec §9: the button appears once the page has scrolled more than this many pixels. */
export const FLOATING_BUTTON_THRESHOLD_PX = 100;

export function FloatingCallButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <a
      href={telHref}
      aria-label={layoutCopy.floatingCall}
      data-testid="floating-call"
      className={`fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-emergency-700 text-white shadow-lg ring-4 ring-white/70 transition-all duration-200 hover:bg-emergency-800 sm:right-6 sm:bottom-6 ${
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-4 opacity-0"
      }`}
    >
      <Phone aria-hidden="true" className="size-6" />
    </a>
  );
}
