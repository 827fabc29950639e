import { PageHero } from "#app/components/ui/page-hero.tsx";
import { portfolioCopy } from "#app/content/portfolio.ts";

function Highlights() {
  const { hero } = portfolioCopy;
  return (
    <div className="rounded-2xl border border-white/15 bg-white/5 p-6 sm:p-8">
      <p id="portfolio-highlights" className="text-sm font-semibold uppercase tracking-wider text-accent-400">
        {hero.highlightsLabel}
      </p>
      <ul aria-labelledby="portfolio-highlights" className="mt-5 space-y-5">
        {hero.highlights.map((item) => (
          <li
            key={item.value}
            className="flex items-baseline gap-4 border-t border-white/10 pt-5 first:border-0 first:pt-0"
          >
            <span className="w-20 shrink-0 text-2xl font-extrabold text-white">{item.value}</span>
            <span className="text-navy-100">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PortfolioHero() {
  const { hero } = portfolioCopy;
  return (
    <PageHero
      titleId="portfolio-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.intro}
      actions={[
        { kind: "quote", label: hero.quote },
        { kind: "contact", label: hero.contact },
      ]}
      aside={<Highlights />}
    />
  );
}
