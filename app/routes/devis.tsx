import { QuoteForm } from "#app/components/forms/lead-form-island.tsx";
import {
  QuoteEmergency,
  QuoteGuarantees,
  QuotePromises,
  QuoteSteps,
} from "#app/components/sections/quote/quote-sections.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { quotePageCopy } from "#app/content/quote-page.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/devis";

export { quoteAction as action } from "#app/services/leads/action.server.ts";

export const handle: RouteHandle = { hideClosingCta: true };

export const meta: Route.MetaFunction = () => getMeta({ ...quotePageCopy.meta, path: "/devis" });

export default function QuotePage() {
  const { hero, form } = quotePageCopy;
  return (
    <>
      <PageHero titleId="page-title" eyebrow={hero.eyebrow} title={hero.title} text={hero.text}>
        <QuotePromises />
      </PageHero>

      <div className="section bg-surface">
        <div className="container-page grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
          <section
            aria-labelledby="quote-title"
            className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8 lg:p-10"
          >
            <h2 id="quote-title" className="heading-2 scroll-mt-32 text-2xl sm:text-3xl">
              {form.title}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{form.text}</p>
            <div className="mt-6">
              <QuoteForm labelledBy="quote-title" />
            </div>
          </section>

          <div className="grid gap-6">
            <QuoteSteps />
            <QuoteGuarantees />
            <QuoteEmergency />
          </div>
        </div>
      </div>
    </>
  );
}
