import {
  EmergencySurcharge,
  FlatRateTable,
  PriceRates,
  QuoteTerms,
} from "#app/components/sections/prices/price-sections.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { pricesPath } from "#app/content/navigation.ts";
import { pricesCopy } from "#app/content/prices.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/tarifs";

export const meta: Route.MetaFunction = () => getMeta({ ...pricesCopy.meta, path: pricesPath });

export default function PricesPage() {
  const { hero, legalNote } = pricesCopy;
  return (
    <>
      <PageHero
        titleId="page-title"
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        breadcrumb={<Breadcrumb trail={pricesCopy.breadcrumb} />}
      />
      <div className="section bg-surface">
        <div className="container-page grid gap-10">
          <PriceRates />
          <EmergencySurcharge />
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <FlatRateTable />
            <QuoteTerms />
          </div>
          <p className="max-w-3xl text-xs leading-relaxed text-muted">{legalNote}</p>
        </div>
      </div>
    </>
  );
}
