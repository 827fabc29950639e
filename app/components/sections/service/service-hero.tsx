import { BadgeCheck, FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import type { ServiceHero as ServiceHeroContent, ServicePage } from "#app/content/service-pages/types.ts";
import { telHref } from "#app/content/site.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Illustration } from "../../ui/illustration.tsx";

export const serviceHeroTitleId = "service-hero-title";

const backgrounds: Record<ServicePage["tone"], string> = {
  navy: "bg-[radial-gradient(circle_at_85%_10%,rgb(242_165_22/0.16),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_60%,#0c2340_100%)]",
  emergency:
    "bg-[radial-gradient(circle_at_85%_10%,rgb(255_255_255/0.12),transparent_45%),linear-gradient(135deg,#7a1010_0%,#8f1414_55%,#6b0d0d_100%)]",
};

/** White call button: the red one would vanish on the emergency page's red hero. */
const whiteCallButton =
  "inline-flex whitespace-nowrap items-center justify-center gap-2 rounded-lg bg-white px-6 py-3.5 text-base font-bold text-emergency-800 shadow-sm transition-colors hover:bg-emergency-50 sm:text-lg";

export function ServiceHero({ hero, tone }: { hero: ServiceHeroContent; tone: ServicePage["tone"] }) {
  const emergency = tone === "emergency";
  const callButton = (
    <a href={telHref} className={emergency ? whiteCallButton : buttonClass("emergency", "lg")}>
      <Phone aria-hidden="true" className="size-5" />
      {hero.callLabel}
    </a>
  );
  const quoteButton = (
    <Link to="/devis" className={emergency ? buttonClass("ghost-light", "lg") : buttonClass("quote", "lg")}>
      <FileText aria-hidden="true" className="size-5" />
      {servicePageCopy.quote}
    </Link>
  );
  return (
    <section aria-labelledby={serviceHeroTitleId} className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className={`absolute inset-0 ${backgrounds[tone]}`} />
      <div className="container-page relative grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-14 lg:py-20">
        <div>
          <p className={`eyebrow ${emergency ? "text-white" : "text-accent-400"}`}>{hero.eyebrow}</p>
          <h1 id={serviceHeroTitleId} className="heading-1 mt-3">
            {hero.title}
          </h1>
          <p className={`mt-5 max-w-2xl text-lg leading-relaxed ${emergency ? "text-white" : "text-navy-100"}`}>
            {hero.lead}
          </p>
          <ul className="mt-7 flex flex-wrap gap-2.5">
            {hero.badges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-sm font-semibold"
              >
                <BadgeCheck aria-hidden="true" className={`size-4 ${emergency ? "text-white" : "text-accent-400"}`} />
                {badge}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {emergency ? callButton : quoteButton}
            {emergency ? quoteButton : callButton}
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className={`absolute -inset-3 hidden rotate-2 rounded-3xl lg:block ${emergency ? "bg-white/10" : "bg-accent-500/20"}`}
          />
          <Illustration
            name={hero.image}
            alt={hero.imageAlt}
            priority
            className="relative aspect-[3/2] w-full rounded-2xl border border-white/15 bg-navy-800 object-cover shadow-2xl"
          />
        </div>
      </div>
    </section>
  );
}
