import { afterEach, beforeEach, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { buildContent } from "./schema.server.ts";
import { SiteContentStore } from "./store.server.ts";

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let store: SiteContentStore;

  beforeEach(async () => {
    test = await fresh();
    store = new SiteContentStore(test.database.db, () => new Date("2026-11-25T09:00:00.000Z"));
  });

  afterEach(() => test.remove());

  it("keeps one draft, numbers publications from 2 and removes the draft with its publication", async () => {
    expect(await store.latestNumber()).toBe(1);
    expect(await store.draft()).toBeNull();
    const first = buildContent();
    const edited = { ...first, site: { ...first.site, name: "Couvertures Martin" } };
    await store.saveDraft(first, "a@example.com");
    await store.saveDraft(edited, "b@example.com");
    expect((await store.draft())?.site.name).toBe("Couvertures Martin");

    const version = await store.publish(edited, {
      email: "b@example.com",
      changes: ["l’entreprise"],
      clearDraft: true,
    });
    expect(version).toBe(2);
    expect(await store.draft()).toBeNull();
    expect(await store.latestNumber()).toBe(2);
    expect((await store.version(2))?.document.site.name).toBe("Couvertures Martin");
    expect(await store.version(1)).toBeNull();

    const restored = await store.publish(first, {
      email: "a@example.com",
      changes: ["restauration de la version 1"],
      restoredFrom: 1,
      clearDraft: false,
    });
    expect(restored).toBe(3);
    expect(await store.versions()).toEqual([
      {
        number: 3,
        publishedAt: "2026-11-25T09:00:00.000Z",
        publishedBy: "a@example.com",
        changes: ["restauration de la version 1"],
        restoredFrom: 1,
      },
      {
        number: 2,
        publishedAt: "2026-11-25T09:00:00.000Z",
        publishedBy: "b@example.com",
        changes: ["l’entreprise"],
        restoredFrom: null,
      },
    ]);
  });

  it("gives two publications made at once two numbers", async () => {
    const document = buildContent();
    const numbers = await Promise.all(
      [1, 2, 3].map(() => store.publish(document, { email: "a@example.com", changes: [], clearDraft: false })),
    );
    expect(numbers.sort()).toEqual([2, 3, 4]);
  });
});
