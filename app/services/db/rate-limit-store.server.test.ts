import type { AddressInfo } from "node:net";
import express from "express";
import { rateLimit } from "express-rate-limit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { openDatabase } from "./database.server.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.server.ts";

const WINDOW_MS = 15 * 60 * 1000;

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: DatabaseRateLimitStore;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-03-02T09:00:00.000Z");
    store = new DatabaseRateLimitStore(test.database.db, () => now);
    store.init({ windowMs: WINDOW_MS } as Parameters<DatabaseRateLimitStore["init"]>[0]);
  });

  afterEach(async () => {
    store.shutdown();
    await test.remove();
  });

  describe("the shared rate-limit counters", () => {
    it("counts per key within the window, then starts again at 1", async () => {
      expect(await store.increment("203.0.113.7")).toEqual({
        totalHits: 1,
        resetTime: new Date(now + WINDOW_MS),
      });
      now += 1000;
      expect((await store.increment("203.0.113.7")).totalHits).toBe(2);
      expect((await store.increment("198.51.100.1")).totalHits).toBe(1);
      now += WINDOW_MS;
      expect(await store.increment("203.0.113.7")).toEqual({ totalHits: 1, resetTime: new Date(now + WINDOW_MS) });
    });

    it("takes back a hit, forgets a key, and sweeps the counters whose window ran out", async () => {
      await store.increment("a");
      await store.increment("a");
      await store.decrement("a");
      expect((await store.increment("a")).totalHits).toBe(2);
      await store.resetKey("a");
      expect((await store.increment("a")).totalHits).toBe(1);
      await store.increment("b");
      now += WINDOW_MS;
      expect(await store.sweep()).toBe(2);
    });

    it("is one limit for two server processes: the visitor is refused by the second after using it up on the first", async () => {
      const other = await openDatabase(test.location);
      const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];
      const stores = [new DatabaseRateLimitStore(test.database.db), new DatabaseRateLimitStore(other.db)];
      try {
        const urls = await Promise.all(
          stores.map(
            (shared) =>
              new Promise<string>((resolve) => {
                const app = express();
                app.use(rateLimit({ windowMs: WINDOW_MS, limit: 3, store: shared, standardHeaders: "draft-8" }));
                app.post("/devis", (_req, res) => {
                  res.send("ok");
                });
                const server = app.listen(0, "127.0.0.1", () =>
                  resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
                );
                servers.push(server);
              }),
          ),
        );
        const statuses: number[] = [];
        for (const url of [urls[0], urls[1], urls[0], urls[1], urls[0]]) {
          statuses.push((await fetch(`${url}/devis`, { method: "POST" })).status);
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
      } finally {
        for (const server of servers) server.close();
        for (const shared of stores) shared.shutdown();
        await other.close();
      }
    });
  });
});
