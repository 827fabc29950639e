import { FileText, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { portfolioCopy } from "#app/content/portfolio.ts";
import { buttonClass } from "../../ui/button-styles.ts";

export function PortfolioHero() {
  const { hero } = portfolioCopy;
  return (
    <section aria-labelledby="portfolio-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.18),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_60%,#0c2340_100%)]"
      />
      <div className="container-page relative grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.5fr_1fr] lg:items-center lg:gap-14 lg:py-20">
        <div>
          <p className="eyebrow text-accent-400">{hero.eyebrow}</p>
          <h1 id="portfolio-title" className="heading-1 mt-3 max-w-3xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/devis" className={buttonClass("quote", "lg")}>
              <FileText aria-hidden="true" className="size-5" />
              {hero.quote}
            </Link>
            <Link to="/contact" className={buttonClass("ghost-light", "lg")}>
              <MessageSquare aria-hidden="true" className="size-5" />
              {hero.contact}
            </Link>
          </div>
        </div>
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
      </div>
    </section>
  );
}
