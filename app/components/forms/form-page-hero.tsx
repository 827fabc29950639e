import type { ReactNode } from "react";

/**
 * The navy band that opens /contact, /devis and /tarifs: an optional line above (a breadcrumb, passed in so the
 * pages without one do not load it), eyebrow, the page's h1, a short text.
 */
export function FormPageHero({
  eyebrow,
  title,
  text,
  above,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  above?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgb(242_165_22/0.16),transparent_45%),linear-gradient(135deg,#0c2340_0%,#12325a_65%,#0c2340_100%)]"
      />
      <div className="container-page relative py-12 sm:py-16">
        {above ? <div className="mb-8">{above}</div> : null}
        <p className="eyebrow text-accent-400">{eyebrow}</p>
        <h1 id="page-title" className="heading-1 mt-3 max-w-3xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{text}</p>
        {children}
      </div>
    </section>
  );
}
