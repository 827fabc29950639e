import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { up } from "./003-english-quote-fields.server.ts";

/** A quote lead as the release before the English names stored it. */
const frenchQuote = {
  nom: "Karim Benali",
  email: "karim@example.com",
  telephone: "06 12 34 56 78",
  adresse: "4 rue Émile Zola, 62300 Lens",
  typeService: "Zinguerie",
  description: "Toit plat",
  accepteConditions: true,
};

const contactFields = {
  name: "Jeanne Martin",
  phone: "06 12 34 56 78",
  email: "jeanne@example.com",
  city: "Liévin",
  service: "Ardoise",
  message: "Ardoises glissées.",
};

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.remove());

  async function insertRaw(kind: string, fields: object): Promise<void> {
    await test.database.db
      .insertInto("leads")
      .values({
        kind,
        page: kind === "devis" ? "/devis" : "/contact",
        status: "received",
        fields: JSON.stringify(fields),
        idempotency_key: null,
        content_hash: `hash-${kind}-${Math.random()}`,
        created_at: "2026-10-01T08:00:00.000Z",
      } as never)
      .execute();
  }

  describe("003-english-quote-fields", () => {
    it("renames an old quote lead's keys in the form's order, and leaves contact leads and new ones alone", async () => {
      await insertRaw("devis", frenchQuote);
      await insertRaw("contact", contactFields);
      const english = { name: "Déjà", email: "d@example.com", phone: "06 00 00 00 00", service: "Urgence" };
      await insertRaw("devis", english);

      await up(test.database.db as never);
      // Run twice, as a migration re-tried after a crash would be: nothing changes the second time.
      await up(test.database.db as never);

      const leads = (await new LeadStore(test.database).listLeads()).sort((a, b) => a.id - b.id);
      expect(leads.map((lead) => lead.fields)).toEqual([
        {
          name: "Karim Benali",
          email: "karim@example.com",
          phone: "06 12 34 56 78",
          address: "4 rue Émile Zola, 62300 Lens",
          service: "Zinguerie",
          description: "Toit plat",
          acceptsTerms: true,
        },
        contactFields,
        english,
      ]);
      expect(Object.keys(leads[0]!.fields)).toEqual([
        "name",
        "email",
        "phone",
        "address",
        "service",
        "description",
        "acceptsTerms",
      ]);
    });
  });
});
