import type { Kysely } from "kysely";

/**
 * The quote form's fields were stored under French names until the code's names became English.
 * Written here rather than imported from the form's table: a released migration must keep doing the
 * same thing whatever the forms become.
 */
const renamedKeys: Record<string, string> = {
  nom: "name",
  telephone: "phone",
  adresse: "address",
  typeService: "service",
  accepteConditions: "acceptsTerms",
};

/** Keeps the keys' order, so the owner's list reads as the form did. */
export function renameQuoteKeys(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [renamedKeys[key] ?? key, value]));
}

/**
 * Rewrites each old quote lead's JSON in JavaScript rather than with each engine's JSON functions:
 * one code path for SQLite and PostgreSQL, and the few thousand rows a roofer collects fit in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const leads = db as unknown as Kysely<{ leads: { id: number; kind: string; fields: string } }>;
  const rows = await leads.selectFrom("leads").select(["id", "fields"]).where("kind", "=", "devis").execute();
  for (const row of rows) {
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    if (!Object.keys(fields).some((key) => key in renamedKeys)) continue;
    await leads
      .updateTable("leads")
      .set({ fields: JSON.stringify(renameQuoteKeys(fields)) })
      .where("id", "=", row.id)
      .execute();
  }
}
