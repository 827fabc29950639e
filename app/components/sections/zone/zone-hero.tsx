import { FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "#app/content/site.ts";
import { zoneCopy } from "#app/content/zone.ts";
import { buttonClass } from "../../ui/button-styles.ts";

export function ZoneHero() {
  const { hero } = zoneCopy;
  return (
    <section aria-labelledby="zone-hero-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.16),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_60%,#0c2340_100%)]"
      />
      <div className="container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:gap-14">
        <div>
          <p className="eyebrow text-accent-400">{hero.eyebrow}</p>
          <h1 id="zone-hero-title" className="heading-1 mt-3">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/devis" className={buttonClass("quote", "lg")}>
              <FileText aria-hidden="true" className="size-5" />
              {hero.quote}
            </Link>
            <a href={telHref} className={buttonClass("emergency", "lg")}>
              <Phone aria-hidden="true" className="size-5" />
              {hero.call}
            </a>
          </div>
        </div>
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
      </div>
    </section>
  );
}
