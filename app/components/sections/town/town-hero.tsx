import { Clock, MapPin } from "lucide-react";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { HeroIllustration } from "#app/components/ui/hero-illustration.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";
import { townPath } from "#app/content/towns.ts";

function TownFacts({ page }: { page: TownPageView }) {
  const { hero } = page;
  const copy = townPageCopy.hero;
  return (
    <div className="overflow-hidden rounded-2xl border border-white/15 bg-white text-ink shadow-2xl">
      <HeroIllustration name="beffroi" alt={hero.illustrationAlt} crop="top" className="aspect-[2/1] w-full" />
      <div className="p-6 sm:p-7">
        <h2 className="text-lg font-bold text-navy-900">{copy.factsTitle}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
          {hero.facts.map((fact) => (
            <div key={fact.label} className="border-l-4 border-accent-500 pl-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-lg font-extrabold text-navy-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 flex items-center gap-2 border-t border-line pt-4 text-sm font-semibold text-emergency-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-emergency-600" />
          {copy.emergencyNote}
        </p>
      </div>
    </div>
  );
}

export function TownHero({ page }: { page: TownPageView }) {
  const { hero, breadcrumb } = page;
  const copy = townPageCopy.hero;
  return (
    <PageHero
      titleId="town-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.intro}
      breadcrumb={
        <Breadcrumb
          trail={[
            { name: breadcrumb.home, path: "/" },
            { name: breadcrumb.zone, path: breadcrumb.zoneHref },
            { name: breadcrumb.current, path: townPath(page.slug) },
          ]}
        />
      }
      badges={[
        { icon: MapPin, label: hero.distance },
        { icon: Clock, label: hero.time },
      ]}
      actions={[
        { kind: "quote", label: copy.quote },
        { kind: "call", label: copy.call },
      ]}
      aside={<TownFacts page={page} />}
    />
  );
}
