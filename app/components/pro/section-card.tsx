import type { ReactNode } from "react";

/** One titled block of an owner page: a white card on the space's grey background. */
export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
