import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedPerson, seedPushDevice } from "#tests/support/job-seed.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { up } from "./025-job-push-events.server.ts";

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.remove());

  describe("025-job-push-events", () => {
    it("adds the job's three kinds to every device registered before, keeping its own choice, once", async () => {
      const { db } = test.database;
      const patron = await seedPerson(db, { email: "p@example.com", displayName: "Marc", role: "patron" });
      const compagnon = await seedPerson(db, { email: "c@example.com", displayName: "Paul", role: "compagnon" });
      const device = (n: number) => ({ endpoint: `https://push.example/${n}`, p256dh: "key", auth: "auth" });
      await seedPushDevice(db, patron, device(1), ["lead", "invoice.paid"]);
      await seedPushDevice(db, patron, device(2), ["job.today", "lead"]);
      await seedPushDevice(db, compagnon, device(3), []);

      await up(db as never);
      // Run twice, as a migration re-tried after a crash would be: nothing changes the second time.
      await up(db as never);

      const rows = await db.selectFrom("push_devices").select(["endpoint", "events"]).orderBy("id").execute();
      expect(rows.map((row) => [row.endpoint, JSON.parse(row.events)])).toEqual([
        [device(1).endpoint, ["lead", "invoice.paid", "job.emergency", "job.client", "job.today"]],
        [device(2).endpoint, ["job.today", "lead", "job.emergency", "job.client"]],
        [device(3).endpoint, ["job.emergency", "job.client", "job.today"]],
      ]);
    });
  });
});
