import type { EditablePrices } from "#app/content/published.ts";
import { publishedDocument } from "#app/services/site/editor.server.ts";
import { siteContentStore } from "#app/services/site/publication.server.ts";
import { parsePriceCents, type QuoteUnit } from "./quote-totals.ts";
import type { CatalogueItem } from "./quotes.server.ts";

/** /tarifs shows prices including VAT at 10 % (its own note says so); the catalogue keeps them without. */
const TARIFS_RATE = 1000;

/** "45,00 €" TTC → cents excluding VAT at 10 %, rounded half away from zero; null for "Gratuit" or a placeholder. */
function exclFromIncl(amount: string): number | null {
  const match = /(\d[\d\s\u00a0\u202f]*(?:[.,]\d{1,2})?)\s*€/.exec(amount);
  const parsed = match?.[1] ? parsePriceCents(match[1]) : null;
  if (!parsed || !("value" in parsed) || parsed.value === 0) return null;
  return Math.floor((parsed.value * 10_000 + 5_500) / (10_000 + TARIFS_RATE));
}

/** The /tarifs lines and flat rates as catalogue items, excluding VAT with their rate. */
export function catalogueFromPrices(prices: EditablePrices): Omit<CatalogueItem, "id">[] {
  const items: Omit<CatalogueItem, "id">[] = [];
  for (const line of prices.rates.lines) {
    const cents = exclFromIncl(line.amount);
    const unit: QuoteUnit = /heure/i.test(line.unit) ? "h" : "forfait";
    if (cents !== null) items.push({ designation: line.label, unit, unitPriceCents: cents, vatRate: TARIFS_RATE });
  }
  for (const job of prices.flatRates.jobs) {
    const cents = exclFromIncl(job.amount);
    if (cents !== null)
      items.push({ designation: job.label, unit: "forfait", unitPriceCents: cents, vatRate: TARIFS_RATE });
  }
  return items;
}

/** The published /tarifs, for starting "Mes prestations". */
export async function publishedPrices(): Promise<EditablePrices> {
  return (await publishedDocument(await siteContentStore())).prices;
}
