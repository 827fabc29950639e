import { CircleCheck, Phone } from "lucide-react";
import { Link } from "react-router";
import { IconList } from "#app/components/ui/icon-list.tsx";
import { pricesPath } from "#app/content/navigation.ts";
import type { CallSection as CallContent } from "#app/content/service-pages/types.ts";
import { site, telHref } from "#app/content/site.ts";

export function CallSection({ section }: { section: CallContent }) {
  return (
    <section aria-labelledby={section.id} className="relative overflow-hidden bg-emergency-700 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgb(255_255_255/0.14),transparent_40%),radial-gradient(circle_at_90%_90%,rgb(107_13_13/0.7),transparent_50%)]"
      />
      <div className="container-page relative flex flex-col items-center py-14 text-center sm:py-20">
        {section.eyebrow ? <p className="eyebrow text-white">{section.eyebrow}</p> : null}
        <h2 id={section.id} className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          {section.title}
        </h2>
        {section.text ? <p className="mt-4 max-w-2xl text-lg text-white">{section.text}</p> : null}
        <a
          href={telHref}
          className="mt-9 inline-flex items-center gap-4 rounded-2xl bg-white py-4 pr-8 pl-4 text-left text-emergency-800 shadow-2xl transition-transform hover:scale-[1.02] sm:gap-5 sm:py-5 sm:pr-12 sm:pl-5"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emergency-700 text-white sm:size-16">
            <Phone aria-hidden="true" className="size-6 sm:size-8" />
          </span>
          <span className="flex flex-col">
            <span className="text-sm font-semibold sm:text-base">{section.callLabel}</span>
            <span className="text-2xl font-extrabold tracking-tight whitespace-nowrap sm:text-4xl">
              {site.phone.display}
            </span>
          </span>
        </a>
        <IconList
          items={section.points}
          icon={CircleCheck}
          className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-8"
          itemClassName="inline-flex items-center justify-center gap-2 font-semibold"
          iconClassName="size-5"
        />
        {section.prices ? (
          <p className="mt-8 max-w-2xl text-white">
            {section.prices.text}{" "}
            <Link to={pricesPath} className="font-bold underline underline-offset-2 hover:no-underline">
              {section.prices.link}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
