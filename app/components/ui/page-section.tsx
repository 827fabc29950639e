import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** Consecutive sections alternate white and surface so each stays distinct; navy-50 sets one apart. */
export type SectionBackground = "bg-white" | "bg-surface" | "bg-navy-50";

/** A page section: its heading (eyebrow, h2, text), then its content. */
export interface SectionHeadingCopy {
  eyebrow?: string;
  title: string;
  text?: string;
}

export function PageSection({
  titleId,
  heading,
  background = "bg-white",
  children,
}: {
  titleId: string;
  heading: SectionHeadingCopy;
  background?: SectionBackground;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`section ${background}`}>
      <div className="container-page">
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} text={heading.text} />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
