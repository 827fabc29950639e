import { legalCopy } from "#app/content/legal.ts";

export function LegalHero() {
  const { hero } = legalCopy;
  return (
    <section aria-labelledby="legal-title" className="border-b border-line bg-navy-50">
      <div className="container-page py-12 sm:py-16">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 id="legal-title" className="heading-1 mt-3 text-navy-900">
          {hero.title}
        </h1>
        <p className="lead-text mt-4 max-w-2xl">{hero.intro}</p>
      </div>
    </section>
  );
}
