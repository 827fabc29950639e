import { PageHero } from "#app/components/ui/page-hero.tsx";
import { zoneCopy } from "#app/content/zone.ts";

export function ZoneHero() {
  const { hero } = zoneCopy;
  return (
    <PageHero
      titleId="zone-hero-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      actions={[
        { kind: "quote", label: hero.quote },
        { kind: "call", label: hero.call },
      ]}
      aside={
        <ul className="grid grid-cols-1 gap-3 xs:grid-cols-3 lg:grid-cols-1">
          {hero.stats.map((stat) => (
            <li
              key={stat.value}
              className="rounded-2xl border border-white/15 bg-white/10 px-5 py-4 backdrop-blur-sm lg:flex lg:items-baseline lg:gap-4"
            >
              <span className="block text-2xl font-extrabold text-accent-400 sm:text-3xl">{stat.value}</span>
              <span className="mt-1 block text-sm text-navy-100 lg:mt-0">{stat.label}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
