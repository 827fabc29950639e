import { CheckCircle2, CloudRain } from "lucide-react";
import { IconList } from "#app/components/ui/icon-list.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

export function TownAbout({ page }: { page: TownPageView }) {
  const { about } = page;
  const copy = townPageCopy.about;
  return (
    <section aria-labelledby="town-about-title" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
        <div>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="town-about-title" className="heading-2 mt-2">
            {about.title}
          </h2>
          <div className="prose-content mt-6 max-w-3xl text-base sm:text-lg">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>

        <aside aria-labelledby="town-jobs-title" className="flex flex-col gap-5 lg:pt-10">
          <div className="rounded-card border border-line bg-surface p-6">
            <h3 id="town-jobs-title" className="heading-3">
              {about.jobsTitle}
            </h3>
            <IconList
              items={about.jobs}
              icon={CheckCircle2}
              className="mt-4 space-y-3"
              itemClassName="flex gap-3 text-sm leading-relaxed text-ink"
              iconClassName="mt-0.5 size-5 shrink-0 text-navy-700"
            />
          </div>
          <div className="rounded-card border border-navy-100 bg-navy-50 p-6">
            <h3 className="heading-3 flex items-center gap-2">
              <CloudRain aria-hidden="true" className="size-5 text-navy-700" />
              {copy.exposureTitle}
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-muted">{about.exposure}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
