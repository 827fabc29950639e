import { BadgeCheck, Clock, ShieldCheck, Siren, Star } from "lucide-react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { homeCopy } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { clientRating, ratingValue } from "#app/content/testimonials.ts";
import { homeHeroPhoto } from "#app/images/photos.ts";

const badgeIcons = [Clock, ShieldCheck, BadgeCheck];

function EmergencyCard() {
  const { emergencyBox, highlights } = homeCopy.hero;
  return (
    <div className="rounded-2xl border border-white/15 bg-white p-6 text-ink shadow-2xl sm:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emergency-50 text-emergency-700">
          <Siren aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-xl font-bold text-navy-900">{emergencyBox.title}</h2>
      </div>
      <p className="mt-4 leading-relaxed text-muted">{emergencyBox.text}</p>
      <CallButton className={buttonClass("emergency", "lg", "mt-6 w-full")}>{emergencyBox.call}</CallButton>
      <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-line pt-5 text-center">
        {highlights.map((item) => (
          <div key={item.label}>
            <dt className="sr-only">{item.label}</dt>
            <dd className="text-lg font-extrabold text-navy-900 sm:text-xl">{item.value}</dd>
            <dd className="text-xs leading-snug text-muted">{item.label}</dd>
          </div>
        ))}
      </dl>
      {clientRating ? (
        <p className="mt-4 flex items-center justify-center gap-2 text-sm">
          <Star aria-hidden="true" className="size-5 fill-accent-500 text-accent-500" />
          <a href="/realisations#avis" className="font-semibold text-navy-900 underline">
            {homeCopy.hero.rating(ratingValue(clientRating), clientRating.count)}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function HomeHero() {
  const { hero } = homeCopy;
  return (
    <PageHero
      titleId="hero-title"
      tone="photo"
      photo={homeHeroPhoto}
      eyebrow={hero.eyebrow}
      title={site.name}
      text={hero.tagline}
      badges={hero.badges.map((label, index) => ({ icon: badgeIcons[index] ?? BadgeCheck, label }))}
      actions={[
        { kind: "quote", label: hero.quote },
        { kind: "call", label: hero.emergency },
      ]}
      aside={<EmergencyCard />}
    />
  );
}
