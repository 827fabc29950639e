import { ChevronRight, Clock, FileText, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "#app/content/site.ts";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Illustration } from "../../ui/illustration.tsx";

export function TownHero({ page }: { page: TownPageView }) {
  const { hero, breadcrumb } = page;
  const copy = townPageCopy.hero;
  return (
    <section aria-labelledby="town-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.16),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_60%,#0c2340_100%)]"
      />
      <div className="container-page relative py-10 sm:py-14 lg:py-20">
        <nav aria-label={townPageCopy.breadcrumb.label}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-navy-100">
            <li>
              <Link to="/" className="hover:text-white hover:underline">
                {breadcrumb.home}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <Link to={breadcrumb.zoneHref} className="hover:text-white hover:underline">
                {breadcrumb.zone}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-semibold text-white">
              {breadcrumb.current}
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-14">
          <div>
            <p className="eyebrow text-accent-400">{hero.eyebrow}</p>
            <h1 id="town-title" className="heading-1 mt-3">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{hero.intro}</p>
            <ul className="mt-7 flex flex-wrap gap-2.5">
              <li className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm font-semibold">
                <MapPin aria-hidden="true" className="size-4 text-accent-400" />
                {hero.distance}
              </li>
              <li className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm font-semibold">
                <Clock aria-hidden="true" className="size-4 text-accent-400" />
                {hero.time}
              </li>
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/devis" className={buttonClass("quote", "lg")}>
                <FileText aria-hidden="true" className="size-5" />
                {copy.quote}
              </Link>
              <a href={telHref} className={buttonClass("emergency", "lg")}>
                <Phone aria-hidden="true" className="size-5" />
                {copy.call}
              </a>
            </div>
          </div>

          <div className="overflow-hidden rounded-2xl border border-white/15 bg-white text-ink shadow-2xl">
            <Illustration
              name="beffroi"
              alt={hero.illustrationAlt}
              priority
              className="aspect-[2/1] w-full object-cover object-top"
            />
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
        </div>
      </div>
    </section>
  );
}
