import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { type CallToAction, CallToActions } from "./call-to-action.tsx";
import { Picture } from "./picture.tsx";

export interface HeroBadge {
  icon: LucideIcon;
  label: string;
}

/**
 * navy: every page's band; emergency: the leak page's red one; light: the quiet band of the legal page;
 * photo: the home page, its photo under near-opaque navy so the text keeps its contrast.
 */
export type HeroTone = "navy" | "emergency" | "light" | "photo";

const backgrounds: Record<Exclude<HeroTone, "light">, string> = {
  navy: "bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.16),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_60%,#0c2340_100%)]",
  emergency:
    "bg-[radial-gradient(circle_at_85%_10%,rgb(255_255_255/0.12),transparent_45%),linear-gradient(135deg,#7a1010_0%,#8f1414_55%,#6b0d0d_100%)]",
  // On a phone the text covers the whole photo; from lg the photo shows through on the right, behind the aside.
  photo:
    "bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.18),transparent_45%),linear-gradient(180deg,rgb(12_35_64/0.9)_0%,rgb(12_35_64/0.94)_100%)] lg:bg-[radial-gradient(circle_at_85%_15%,rgb(242_165_22/0.18),transparent_45%),linear-gradient(90deg,rgb(12_35_64/0.97)_0%,rgb(12_35_64/0.9)_50%,rgb(12_35_64/0.62)_100%)]",
};

function padding(tone: HeroTone, withAside: boolean): string {
  if (tone === "photo") return "py-14 sm:py-20 lg:py-24";
  return withAside ? "py-12 sm:py-16 lg:py-20" : "py-12 sm:py-16";
}

/**
 * The band that opens every page: eyebrow, the page's one h1, a short text, then as the page needs them a
 * breadcrumb above, badges, its calls to action, content of its own below the text, and an aside (a card, an
 * illustration) beside the text from lg.
 */
export function PageHero({
  titleId,
  eyebrow,
  title,
  text,
  tone = "navy",
  photo,
  breadcrumb,
  badges = [],
  actions = [],
  aside,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  text: string;
  tone?: HeroTone;
  /** The home page's photo: the first screen's largest image, eager and fetched first. Decorative. */
  photo?: ResponsiveImage;
  breadcrumb?: ReactNode;
  badges?: readonly HeroBadge[];
  actions?: readonly CallToAction[];
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const light = tone === "light";
  const onRed = tone === "emergency";
  const accent = onRed ? "text-white" : "text-accent-400";
  const intro = (
    <div>
      <p className={light ? "eyebrow" : `eyebrow ${accent}`}>{eyebrow}</p>
      <h1 id={titleId} className={`heading-1 mt-3 max-w-3xl ${light ? "text-navy-900" : ""}`}>
        {title}
      </h1>
      <p
        className={
          light
            ? "lead-text mt-4 max-w-2xl"
            : `mt-5 max-w-2xl text-lg leading-relaxed ${onRed ? "text-white" : "text-navy-100"} ${tone === "photo" ? "sm:text-xl" : ""}`
        }
      >
        {text}
      </p>
      {badges.length > 0 ? (
        <ul className="mt-7 flex flex-wrap gap-2.5">
          {badges.map(({ icon: BadgeIcon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3.5 py-1.5 text-sm font-semibold"
            >
              <BadgeIcon aria-hidden="true" className={`size-4 ${accent}`} />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {actions.length > 0 ? (
        <CallToActions actions={actions} surface={onRed ? "emergency" : "navy"} className="mt-8" />
      ) : null}
      {children}
    </div>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={light ? "border-b border-line bg-navy-50" : "relative overflow-hidden bg-navy-900 text-white"}
    >
      {photo ? (
        <Picture
          image={photo}
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 size-full object-cover object-[center_35%]"
        />
      ) : null}
      {light ? null : <div aria-hidden="true" className={`absolute inset-0 ${backgrounds[tone]}`} />}
      <div className={`container-page relative ${padding(tone, Boolean(aside))}`}>
        {breadcrumb}
        <div
          className={`${breadcrumb ? "mt-8" : ""} ${aside ? "grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-14" : ""}`}
        >
          {intro}
          {aside}
        </div>
      </div>
    </section>
  );
}
