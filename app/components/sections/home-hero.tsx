import { BadgeCheck, Clock, FileText, Phone, ShieldCheck, Siren } from "lucide-react";
import { Link } from "react-router";
import { homeCopy } from "#app/content/home.ts";
import { site, telHref } from "#app/content/site.ts";
import { homeHeroPhoto } from "#app/images/photos.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { Picture } from "../ui/picture.tsx";

const badgeIcons = [Clock, ShieldCheck, BadgeCheck];

export function HomeHero() {
  const { hero } = homeCopy;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-900 text-white">
      {/* The first screen's largest image: eager and fetched first. Decorative, under the text. */}
      <Picture
        image={homeHeroPhoto}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 size-full object-cover object-[center_35%]"
      />
      {/* Text sits on near-opaque navy; the photo shows through on the right, behind the emergency card. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.18),transparent_45%),linear-gradient(180deg,rgb(12_35_64/0.9)_0%,rgb(12_35_64/0.94)_100%)] lg:bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.18),transparent_45%),linear-gradient(90deg,rgb(12_35_64/0.97)_0%,rgb(12_35_64/0.9)_50%,rgb(12_35_64/0.62)_100%)]"
      />
      <div className="container-page relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-14 lg:py-24">
        <div>
          <p className="eyebrow text-accent-400">{hero.eyebrow}</p>
          <h1 id="hero-title" className="heading-1 mt-3">
            {site.name}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">{hero.tagline}</p>
          <ul className="mt-7 flex flex-wrap gap-2.5">
            {hero.badges.map((badge, index) => {
              const BadgeIcon = badgeIcons[index] ?? BadgeCheck;
              return (
                <li
                  key={badge}
                  className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm font-semibold"
                >
                  <BadgeIcon aria-hidden="true" className="size-4 text-accent-400" />
                  {badge}
                </li>
              );
            })}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/devis" className={buttonClass("quote", "lg")}>
              <FileText aria-hidden="true" className="size-5" />
              {hero.quote}
            </Link>
            <a href={telHref} className={buttonClass("emergency", "lg")}>
              <Phone aria-hidden="true" className="size-5" />
              {hero.emergency}
            </a>
          </div>
        </div>
        <div className="rounded-2xl border border-white/15 bg-white p-6 text-ink shadow-2xl sm:p-8">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-emergency-50 text-emergency-700">
              <Siren aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-xl font-bold text-navy-900">{hero.emergencyBox.title}</h2>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{hero.emergencyBox.text}</p>
          <a href={telHref} className={buttonClass("emergency", "lg", "mt-6 w-full")}>
            <Phone aria-hidden="true" className="size-5" />
            {hero.emergencyBox.call}
          </a>
          <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-line pt-5 text-center">
            {hero.highlights.map((item) => (
              <div key={item.label}>
                <dt className="sr-only">{item.label}</dt>
                <dd className="text-lg font-extrabold text-navy-900 sm:text-xl">{item.value}</dd>
                <dd className="text-xs leading-snug text-muted">{item.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
