import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { fillWorkflowColumns } from "./005-lead-workflow.server.ts";

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.remove());

  /** A request as the release before this migration stored it: no workflow status, no inbox columns. */
  async function insertOld(kind: "contact" | "devis", status: "received" | "spam", fields: object): Promise<number> {
    const { id } = await test.database.db
      .insertInto("leads")
      .values({
        kind,
        page: kind === "devis" ? "/devis" : "/contact",
        status,
        fields: JSON.stringify(fields),
        idempotency_key: null,
        content_hash: `hash-${Math.random()}`,
        created_at: "2026-10-01T08:00:00.000Z",
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  describe("005-lead-workflow", () => {
    it("puts the honeypot's catches in spam, the others in 'nouvelle', and fills the inbox columns", async () => {
      const person = await insertOld("devis", "received", {
        name: "Éloïse Dupré",
        phone: "06 12 34 56 78",
        email: "eloise@example.com",
        address: "4 rue Émile Zola, 62300 LENS",
        service: "Zinguerie",
        description: "Chéneau percé",
      });
      const bot = await insertOld("contact", "spam", { name: "bot", city: "x", message: "buy" });

      await fillWorkflowColumns(test.database.db as never);

      const rows = await test.database.db
        .selectFrom("leads")
        .select(["id", "workflow_status", "town", "service", "search_text"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          id: person,
          workflow_status: "nouvelle",
          town: "Lens",
          service: "Zinguerie",
          search_text:
            "eloise dupre\n06 12 34 56 78\n0612345678\neloise@example.com\n4 rue emile zola, 62300 lens\ncheneau perce",
        },
        { id: bot, workflow_status: "spam", town: "x", service: "", search_text: "bot\n\n\n\nx\nbuy" },
      ]);
    });
  });
});
