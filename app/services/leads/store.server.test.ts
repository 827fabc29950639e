import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/services/db/database.server.ts";
import { migrationNames } from "#app/services/db/migrations/index.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { contentHash, DUPLICATE_WINDOW_MS, LeadStore, type NewLead } from "./store.server.ts";

const contactLead: NewLead = {
  kind: "contact",
  page: "/contact",
  status: "received",
  fields: {
    name: "Jeanne Martin",
    phone: "06 12 34 56 78",
    email: "jeanne@example.com",
    city: "Liévin",
    service: "Ardoise",
    message: "Ardoises glissées sur le pan nord.",
  },
  idempotencyKey: null,
};

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: LeadStore;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-03-02T09:00:00.000Z");
    store = new LeadStore(test.database, () => now);
  });

  afterEach(() => test.remove());

  const count = async (table: "leads" | "outbox") =>
    Number(
      (
        await test.database.db
          .selectFrom(table)
          .select(({ fn }) => fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const columnsOf = async (table: string): Promise<string[]> => {
    const query =
      engine === "sqlite"
        ? sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) ORDER BY cid`
        : sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`;
    return (await query.execute(test.database.db)).rows.map((row) => row.name);
  };

  /** A trigger that refuses every outbox insert, as a full disk would refuse the second write. */
  const failOutboxInserts = async () => {
    const db = test.database.db;
    if (engine === "sqlite") {
      await sql`CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(
        db,
      );
    } else {
      await sql`CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION fail_outbox()`.execute(
        db,
      );
    }
    return () => sql`DROP TRIGGER fail_outbox${engine === "postgres" ? sql` ON outbox` : sql``}`.execute(db);
  };

  describe("opening the database", () => {
    it.runIf(engine === "sqlite")("creates the folder, uses WAL with synchronous=FULL", async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(test.database.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
    });

    it("records every migration, and migrates only once", async () => {
      const applied = async (db: typeof test.database.db) =>
        (
          await db
            .selectFrom("kysely_migration" as never)
            .select("name" as never)
            .orderBy("name" as never)
            .execute()
        ).map((row) => (row as { name: string }).name);
      expect(await applied(test.database.db)).toEqual(migrationNames);
      const reopened = await openDatabase(test.location);
      expect(await applied(reopened.db)).toEqual(migrationNames);
      await reopened.close();
    });
  });

  describe("storing a lead", () => {
    it("writes the lead with its kind, page, time and fields, and a due outbox row, together", async () => {
      const { id, duplicate } = await store.insertLead(contactLead);
      expect(duplicate).toBe(false);
      const [row] = await store.listLeads();
      expect(row).toMatchObject({
        id,
        kind: "contact",
        page: "/contact",
        status: "received",
        fields: contactLead.fields,
        createdAt: "2026-03-02T09:00:00.000Z",
        delivery: "pending",
        attempts: 0,
      });
      expect(await store.nextWakeAt()).toBe(now);
    });

    it("stores no IP address or any column beyond the form and the owner's workflow", async () => {
      expect(await columnsOf("leads")).toEqual([
        "id",
        "kind",
        "page",
        "status",
        "fields",
        "idempotency_key",
        "content_hash",
        "created_at",
        "workflow_status",
        "town",
        "service",
        "search_text",
        // The owner's "Chantier terminé" mark and "no review for this client" (decision 031).
        "job_done_at",
        "review_request_off",
      ]);
    });

    it("writes nothing when the transaction fails half-way", async () => {
      const removeTrigger = await failOutboxInserts();
      await expect(store.insertLead(contactLead)).rejects.toThrow(/disk full/);
      expect(await count("leads")).toBe(0);
      expect(await count("outbox")).toBe(0);
      await removeTrigger();
      expect((await store.insertLead(contactLead)).duplicate).toBe(false);
      expect(await count("leads")).toBe(1);
    });

    it("keeps spam for review without any delivery", async () => {
      await store.insertLead({ ...contactLead, status: "spam" });
      expect(await count("leads")).toBe(1);
      expect(await count("outbox")).toBe(0);
      expect((await store.listLeads())[0]).toMatchObject({ status: "spam", delivery: null });
    });
  });

  describe("duplicates", () => {
    it("answers the first lead for a repeated browser key, even with other content", async () => {
      const key = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
      const first = await store.insertLead({ ...contactLead, idempotencyKey: key });
      const again = await store.insertLead({
        ...contactLead,
        idempotencyKey: key,
        fields: { ...contactLead.fields, city: "Lens" },
      });
      expect(again).toEqual({ id: first.id, duplicate: true });
      expect(await count("leads")).toBe(1);
      expect(await count("outbox")).toBe(1);
    });

    it("treats the same content as one lead within the window, and as a new one after it", async () => {
      const first = await store.insertLead(contactLead);
      now += DUPLICATE_WINDOW_MS - 1000;
      expect(await store.insertLead({ ...contactLead, fields: { ...contactLead.fields } })).toEqual({
        id: first.id,
        duplicate: true,
      });
      now += 2000;
      expect((await store.insertLead(contactLead)).duplicate).toBe(false);
      expect(await count("leads")).toBe(2);
    });

    it("hashes content independently of field order and per form", async () => {
      const reversed = Object.fromEntries(Object.entries(contactLead.fields).reverse());
      expect(contentHash("contact", reversed)).toBe(contentHash("contact", contactLead.fields));
      expect(contentHash("devis", contactLead.fields)).not.toBe(contentHash("contact", contactLead.fields));
    });
  });

  describe("the outbox state machine", () => {
    it("pending → sending (claimed once) → sent, never claimed again", async () => {
      await store.insertLead(contactLead);
      const job = await store.claimNext(60_000);
      expect(job).toMatchObject({ attempts: 1, lead: { fields: contactLead.fields } });
      expect(await store.claimNext(60_000)).toBeNull();
      await store.markSent(job!.outboxId, "smtp");
      now += 10 * 60_000;
      expect(await store.claimNext(60_000)).toBeNull();
      expect((await store.listLeads())[0]).toMatchObject({
        delivery: "sent",
        attempts: 1,
        sentAt: new Date(now - 600_000).toISOString(),
      });
      expect(await store.nextWakeAt()).toBeNull();
    });

    it("sending → pending with a later due time on a transient failure", async () => {
      await store.insertLead(contactLead);
      const job = (await store.claimNext(60_000))!;
      await store.markRetry(job.outboxId, "smtp", "ECONNREFUSED", now + 30_000);
      expect(await store.claimNext(60_000)).toBeNull();
      expect(await store.nextWakeAt()).toBe(now + 30_000);
      now += 30_000;
      expect(await store.claimNext(60_000)).toMatchObject({ attempts: 2 });
      expect((await store.listLeads())[0]).toMatchObject({ delivery: "sending", lastError: "ECONNREFUSED" });
    });

    it("sending → dead with the reason, and back to pending through requeueDead", async () => {
      await store.insertLead(contactLead);
      const job = (await store.claimNext(60_000))!;
      await store.markDead(job.outboxId, "relay", "relay answered HTTP 400");
      expect(await store.outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 0, dead: 1 });
      expect((await store.listLeads())[0]).toMatchObject({ delivery: "dead", lastError: "relay answered HTTP 400" });
      expect(await store.claimNext(60_000)).toBeNull();
      expect(await store.requeueDead()).toBe(1);
      expect(await store.claimNext(60_000)).toMatchObject({ attempts: 1 });
    });

    it("takes back a delivery whose worker died once its lease has run out", async () => {
      await store.insertLead(contactLead);
      await store.claimNext(60_000);
      now += 59_000;
      expect(await store.claimNext(60_000)).toBeNull();
      expect(await store.nextWakeAt()).toBe(now + 1000);
      now += 1000;
      expect(await store.claimNext(60_000)).toMatchObject({ attempts: 2 });
    });

    it("makes every pending delivery due at start", async () => {
      await store.insertLead(contactLead);
      const job = (await store.claimNext(60_000))!;
      await store.markRetry(job.outboxId, "smtp", "ECONNREFUSED", now + 3_600_000);
      expect(await store.resumePending()).toBe(1);
      expect(await store.claimNext(60_000)).not.toBeNull();
    });

    it("ignores a late result for a delivery that is no longer claimed", async () => {
      await store.insertLead(contactLead);
      const job = (await store.claimNext(60_000))!;
      await store.markSent(job.outboxId, "smtp");
      await store.markRetry(job.outboxId, "smtp", "late timeout", now + 1000);
      await store.markDead(job.outboxId, "smtp", "late failure");
      expect((await store.listLeads())[0]).toMatchObject({ delivery: "sent", lastError: null });
    });
  });

  describe("several server processes on one database", () => {
    it("gives each due delivery to exactly one of two stores claiming at the same time", async () => {
      const other = await openDatabase(test.location);
      try {
        const stores = [store, new LeadStore(other, () => now)];
        for (let index = 0; index < 30; index++) {
          await store.insertLead({ ...contactLead, fields: { ...contactLead.fields, message: `fuite ${index}` } });
        }
        const claimed: number[][] = [[], []];
        await Promise.all(
          stores.map(async (claimer, which) => {
            for (;;) {
              const job = await claimer.claimNext(60_000);
              if (!job) return;
              claimed[which]!.push(job.lead.id);
              await claimer.markSent(job.outboxId, "smtp");
            }
          }),
        );
        const all = [...claimed[0]!, ...claimed[1]!];
        expect(all).toHaveLength(30);
        expect(new Set(all).size).toBe(30);
        expect(await store.outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 30, dead: 0 });
      } finally {
        await other.close();
      }
    });

    it("lets another process take over a delivery once the lease of the one that claimed it ran out", async () => {
      const other = await openDatabase(test.location);
      try {
        const survivor = new LeadStore(other, () => now);
        await store.insertLead(contactLead);
        expect(await store.claimNext(60_000)).toMatchObject({ attempts: 1 });
        // The first process dies here, without marking anything.
        expect(await survivor.claimNext(60_000)).toBeNull();
        now += 60_000;
        const job = await survivor.claimNext(60_000);
        expect(job).toMatchObject({ attempts: 2, lead: { fields: contactLead.fields } });
        await survivor.markSent(job!.outboxId, "smtp");
        expect(await store.outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 1, dead: 0 });
      } finally {
        await other.close();
      }
    });

    // Two SQLite connections in one process would wait on each other's lock inside one event loop;
    // SQLite serves one server process, whose single connection queues its transactions.
    it.runIf(engine === "postgres")("stores a browser key sent to two processes at once as one lead", async () => {
      const other = await openDatabase(test.location);
      try {
        const key = "f0e1d2c3b4a5968778695a4b3c2d1e0f";
        const results = await Promise.all(
          [store, new LeadStore(other, () => now)].map((writer, index) =>
            writer.insertLead({
              ...contactLead,
              idempotencyKey: key,
              fields: { ...contactLead.fields, message: `copie ${index}` },
            }),
          ),
        );
        expect(new Set(results.map((result) => result.id)).size).toBe(1);
        expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
        expect(await count("leads")).toBe(1);
        expect(await count("outbox")).toBe(1);
      } finally {
        await other.close();
      }
    });
  });

  describe("a lead's photos", () => {
    const photo = (letter: string, originalName = "toit.jpg") => ({
      storedName: `${letter.repeat(32)}.jpg`,
      contentType: "image/jpeg" as const,
      bytes: 123_456,
      width: 2560,
      height: 1920,
      originalName,
    });

    it("writes the photos' rows in the lead's transaction, in the visitor's order, and hands them to the worker", async () => {
      const { id } = await store.insertLead(contactLead, [photo("a", "fuite.jpg"), photo("b", "gouttière.png")]);
      const photos = await store.photosOf(id);
      expect(photos.map((row) => [row.position, row.storedName, row.originalName, row.width])).toEqual([
        [1, photo("a").storedName, "fuite.jpg", 2560],
        [2, photo("b").storedName, "gouttière.png", 2560],
      ]);
      expect(await store.photo(id, photos[1]!.id)).toEqual(photos[1]);
      // A photo is only reachable through its own request.
      expect(await store.photo(id + 1, photos[1]!.id)).toBeNull();
      expect(await store.referencedPhotoFiles()).toEqual(new Set([photo("a").storedName, photo("b").storedName]));
      expect((await store.claimNext(60_000))?.photos).toEqual(photos);
    });

    it("writes no photo row for a duplicate, and no lead when a photo row cannot be written", async () => {
      const first = await store.insertLead({ ...contactLead, idempotencyKey: "k-photos" }, [photo("a")]);
      const again = await store.insertLead({ ...contactLead, idempotencyKey: "k-photos" }, [photo("b")]);
      expect(again).toEqual({ id: first.id, duplicate: true });
      expect(await store.referencedPhotoFiles()).toEqual(new Set([photo("a").storedName]));
      // The same stored name twice breaks the unique constraint: the whole lead is rolled back.
      const other = { ...contactLead, fields: { ...contactLead.fields, name: "Autre" } };
      await expect(store.insertLead(other, [photo("c"), photo("c")])).rejects.toThrow();
      expect(await count("leads")).toBe(1);
      expect(await count("outbox")).toBe(1);
    });

    it("purges old leads with their photos' rows and answers the files to remove", async () => {
      const { id } = await store.insertLead(contactLead, [photo("a"), photo("b")]);
      await store.markSent((await store.claimNext(60_000))!.outboxId, "smtp");
      now += 4 * 365 * 24 * 3600 * 1000;
      const kept = await store.insertLead({ ...contactLead, fields: { ...contactLead.fields, name: "Récent" } }, [
        photo("c"),
      ]);
      const purged = await store.purgeBefore(new Date(now - 1000));
      expect(purged).toEqual({ count: 1, photoFiles: [photo("a").storedName, photo("b").storedName] });
      expect(await store.photosOf(id)).toEqual([]);
      expect((await store.photosOf(kept.id)).map((row) => row.storedName)).toEqual([photo("c").storedName]);
    });
  });
});
