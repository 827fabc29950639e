import { Icon } from "#app/components/ui/icon.tsx";
import { PageSection } from "#app/components/ui/page-section.tsx";
import { type TownPageView, townPageCopy } from "#app/content/town-pages/index.ts";

export function TownWhy({ page }: { page: TownPageView }) {
  return (
    <PageSection
      titleId="town-why-title"
      heading={{ eyebrow: townPageCopy.why.eyebrow, title: page.why.title }}
      background="bg-surface"
      bare
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {page.why.items.map((item) => (
          <li key={item.title} className="rounded-card border border-line bg-white p-7 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-navy-900">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="heading-3 mt-5">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
