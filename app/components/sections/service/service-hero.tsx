import { BadgeCheck } from "lucide-react";
import { HeroIllustration } from "#app/components/ui/hero-illustration.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import type { ServiceHero as ServiceHeroContent, ServicePage } from "#app/content/service-pages/types.ts";

export const serviceHeroTitleId = "service-hero-title";

export function ServiceHero({ hero, tone }: { hero: ServiceHeroContent; tone: ServicePage["tone"] }) {
  const emergency = tone === "emergency";
  const quote = { kind: "quote", label: servicePageCopy.quote } as const;
  const call = { kind: "call", label: hero.callLabel } as const;
  return (
    <PageHero
      titleId={serviceHeroTitleId}
      tone={tone}
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.lead}
      badges={hero.badges.map((label) => ({ icon: BadgeCheck, label }))}
      // Someone with water coming in is offered the call first.
      actions={emergency ? [call, quote] : [quote, call]}
      aside={
        <div className="relative">
          <div
            aria-hidden="true"
            className={`absolute -inset-3 hidden rotate-2 rounded-3xl lg:block ${emergency ? "bg-white/10" : "bg-accent-500/20"}`}
          />
          <HeroIllustration
            name={hero.image}
            alt={hero.imageAlt}
            crop="center"
            className="relative aspect-[3/2] w-full rounded-2xl border border-white/15 bg-navy-800 shadow-2xl"
          />
        </div>
      }
    />
  );
}
