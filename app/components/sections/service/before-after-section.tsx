import { MoveHorizontal } from "lucide-react";
import { type CSSProperties, useId } from "react";
import { ProjectPlaceAndDate } from "#app/components/sections/shared/project-card.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { Illustration } from "#app/components/ui/illustration.tsx";
import { PageSection, type SectionBackground } from "#app/components/ui/page-section.tsx";
import { servicePageCopy } from "#app/content/service-pages/shared.ts";
import type { BeforeAfterSection as BeforeAfterContent, FacadeProject } from "#app/content/service-pages/types.ts";
import { useIsland } from "#app/lib/islands.tsx";

const copy = servicePageCopy.beforeAfter;

const SLIDER_STEP = 5;
/** Where the divider starts, in percent from the left. */
const START_POSITION = 50;
/** What a screen reader announces at each position of the slider, for the island to set (index = position / step). */
const valueTexts = JSON.stringify(
  Array.from({ length: 100 / SLIDER_STEP + 1 }, (_, index) => copy.valueText(100 - index * SLIDER_STEP)),
);

/**
 * One before/after pair. A native range input drives the split, so mouse, touch and keyboard
 * (arrows, Home, End, Page Up/Down) all work and screen readers announce the position; the before-after island
 * (app/islands/before-after.ts) moves the divider with it. Without JavaScript the pair shows half and half.
 */
function BeforeAfterCard({ project }: { project: FacadeProject }) {
  useIsland("before-after");
  // Position of the divider from the left, in percent: "before" on its left, "after" on its right.
  const position = START_POSITION;
  const hintId = useId();
  const afterShare = 100 - position;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative aspect-[3/2] overflow-hidden bg-navy-50 outline-offset-2 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent-500">
        <Illustration name={project.imageAvant} alt={project.imageAvantAlt} className="size-full object-cover" />
        <div
          className="absolute inset-0"
          style={{ clipPath: `inset(0 0 0 ${position}%)` } satisfies CSSProperties}
          data-testid="after-layer"
          data-comparison-after=""
        >
          <Illustration name={project.imageApres} alt={project.imageApresAlt} className="size-full object-cover" />
        </div>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(7_24_43/0.25)]"
          style={{ left: `${position}%` }}
          data-comparison-divider=""
        >
          <span className="absolute top-1/2 left-1/2 inline-flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-navy-900 text-white shadow-lg">
            <MoveHorizontal className="size-5" />
          </span>
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 rounded-full bg-navy-950/85 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
        >
          {copy.before}
        </span>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-3 right-3 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase"
        >
          {copy.after}
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={SLIDER_STEP}
          defaultValue={position}
          data-comparison-slider=""
          data-value-texts={valueTexts}
          aria-label={copy.sliderLabel(project.title)}
          aria-valuetext={copy.valueText(afterShare)}
          aria-describedby={hintId}
          className="absolute inset-0 size-full cursor-ew-resize touch-pan-y opacity-0"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-navy-700 uppercase">{project.type}</p>
        <h3 className="heading-3 mt-1.5">{project.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{project.description}</p>
        <ProjectPlaceAndDate town={project.town} date={project.date} />
        <p id={hintId} className="sr-only">
          {copy.hint}
        </p>
      </div>
    </article>
  );
}

export function BeforeAfterSection({
  section,
  background,
}: {
  section: BeforeAfterContent;
  background: SectionBackground;
}) {
  return (
    <PageSection titleId={section.id} heading={section} background={background} bare>
      <div className="mx-auto mt-12 max-w-6xl">
        <Carousel
          label={section.carouselLabel}
          items={section.projects}
          getKey={(project) => project.id}
          slideSize="basis-[88%] md:basis-1/2"
          renderItem={(project) => <BeforeAfterCard project={project} />}
        />
      </div>
    </PageSection>
  );
}
