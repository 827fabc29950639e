import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { buildContent } from "./build-content.server.ts";
import { packRenderedSet, unpackRenderedSet } from "./rendered-set.server.ts";
import { RENDERED_VERSIONS_KEPT, SiteContentStore, type StoredRender } from "./store.server.ts";

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

  it("stores a version's rendered set with it, for its build only, and keeps the last few versions' sets", async () => {
    const page = `<!DOCTYPE html><html><body>${"Couvertures Martin ".repeat(200)}</body></html>`;
    const sources = { scripts: ["'sha256-a'"], styles: [], styleAttributes: [] };
    const packed = packRenderedSet([
      {
        key: "/",
        contentType: "text/html; charset=utf-8",
        status: 200,
        body: Buffer.from(page),
        br: null,
        gz: gzipSync(page),
        sources,
      },
      {
        key: "/robots",
        contentType: "text/plain",
        status: 404,
        body: Buffer.from("court"),
        br: null,
        gz: null,
        sources: null,
      },
    ]);
    const render = (version: number, showsUntil: string | null = null): StoredRender => ({
      version,
      buildId: "build-a",
      showsUntil,
      ...packed,
    });
    const meta = { email: "a@example.com", changes: [], clearDraft: false };
    // A set rendered for a number another publication took is not stored under the wrong version.
    expect(await store.publish(buildContent(), meta, render(3))).toBe(2);
    expect(await store.renderedSet(2, "build-a", "2026-11-25")).toBeNull();
    expect(await store.publish(buildContent(), meta, render(3))).toBe(3);

    const stored = await store.renderedSet(3, "build-a", "2026-11-25");
    expect(stored).not.toBeNull();
    expect(await store.renderedSet(3, "build-b", "2026-11-25")).toBeNull();
    const files = await unpackRenderedSet(stored?.manifest ?? "[]", stored?.bodies ?? new Uint8Array());
    expect(files.map((file) => [file.key, file.status, Buffer.from(file.body).toString()])).toEqual([
      ["/", 200, page],
      ["/robots", 404, "court"],
    ]);
    expect(files[0]?.sources).toEqual(sources);
    expect(files[0]?.gz).not.toBeNull();

    // An announcement's set serves until its last day; then another set of the same version is needed.
    await store.saveRenderedSet(render(3, "2026-11-26"));
    expect((await store.renderedSet(3, "build-a", "2026-11-26"))?.showsUntil).toBe("2026-11-26");
    expect((await store.renderedSet(3, "build-a", "2026-11-27"))?.showsUntil).toBeNull();

    for (let version = 4; version <= 3 + RENDERED_VERSIONS_KEPT; version++) {
      expect(await store.publish(buildContent(), meta, render(version))).toBe(version);
    }
    expect(await store.renderedSet(3, "build-a", "2026-11-25")).toBeNull();
    expect(await store.renderedSet(4, "build-a", "2026-11-25")).not.toBeNull();
  });
});
