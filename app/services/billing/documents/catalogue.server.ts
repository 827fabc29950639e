import type { Kysely } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import type { CatalogueItem } from "./quote-document.ts";
import type { VatRate } from "./quote-totals.ts";

/** "Mes prestations": the owner's priced lines, offered when he writes a quote. */

/** "Mes prestations", alphabetical. */
export async function catalogue(db: Kysely<Database>): Promise<CatalogueItem[]> {
  const rows = await db.selectFrom("quote_catalogue").selectAll().orderBy("designation").execute();
  return rows.map((row) => ({
    id: row.id,
    designation: row.designation,
    unit: row.unit,
    unitPriceCents: row.unit_price_cents,
    vatRate: row.vat_rate as VatRate,
  }));
}

/** Adds a line to "Mes prestations", or gives an existing one of that name this price. */
export async function addToCatalogue(db: Kysely<Database>, item: Omit<CatalogueItem, "id">, at: string): Promise<void> {
  await db
    .insertInto("quote_catalogue")
    .values({
      designation: item.designation,
      unit: item.unit,
      unit_price_cents: item.unitPriceCents,
      vat_rate: item.vatRate,
      created_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .column("designation")
        .doUpdateSet({ unit: item.unit, unit_price_cents: item.unitPriceCents, vat_rate: item.vatRate }),
    )
    .execute();
}

/** Starts an empty catalogue with `items` (the /tarifs lines); one that has any item is left as it is. */
export async function seedCatalogue(
  db: Kysely<Database>,
  items: readonly Omit<CatalogueItem, "id">[],
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom("quote_catalogue").select("id").limit(1).executeTakeFirst();
    if (any || items.length === 0) return;
    await trx
      .insertInto("quote_catalogue")
      .values(
        items.map((item) => ({
          designation: item.designation,
          unit: item.unit,
          unit_price_cents: item.unitPriceCents,
          vat_rate: item.vatRate,
          created_at: at,
        })),
      )
      .onConflict((conflict) => conflict.column("designation").doNothing())
      .execute();
  });
}
