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

/** A section that stands out in navy, its heading in light colours. */
const darkBackground = "bg-navy-900 text-white";

export function PageSection({
  titleId,
  heading,
  background = "bg-white",
  align,
  bare = false,
  children,
}: {
  titleId: string;
  heading: SectionHeadingCopy;
  background?: SectionBackground | "dark";
  align?: "center" | "left";
  /**
   * The content follows the heading as it is, when it is one element that sets its own spacing (a grid, a list,
   * a narrower block); otherwise it sits in a block 3 rem below the heading.
   */
  bare?: boolean;
  children: ReactNode;
}) {
  const dark = background === "dark";
  return (
    <section aria-labelledby={titleId} className={`section ${dark ? darkBackground : background}`}>
      <div className="container-page">
        <SectionHeading
          id={titleId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          text={heading.text}
          align={align}
          tone={dark ? "light" : "dark"}
        />
        {bare ? children : <div className="mt-12">{children}</div>}
      </div>
    </section>
  );
}
