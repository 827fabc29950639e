import { afterEach, beforeEach, expect, it } from "vitest";
import { sha256Hex } from "#app/services/billing/documents/document-store.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import { finishedJob } from "#tests/support/finished-job.ts";
import { completeCompany } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { AcceptanceStore, type SigningContext } from "./acceptance.server.ts";

const company = completeCompany();
const onSite: SigningContext = {
  where: "site",
  member: { userId: 1, email: "patron@example.com", name: "Paul Lefèvre" },
  address: "203.0.113.9",
  userAgent: "Mozilla/5.0 (test)",
};
const online: SigningContext = { ...onSite, where: "online", member: null };
const reserve = { text: "Solin à refixer côté cheminée", liftBy: "2026-12-15" };

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: AcceptanceStore;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    store = new AcceptanceStore(test.database, () => now);
  });
  afterEach(() => test.remove());

  async function hashOf(jobId: number): Promise<string> {
    return (await store.prepare(jobId, company))?.draftHash ?? "";
  }

  it("drafts the PV from the job and its accepted quote, without a price", async () => {
    const { jobId } = await finishedJob(test.database, () => now);
    const prepared = await store.prepare(jobId, company);
    expect(prepared?.draft).toMatchObject({
      jobId,
      client: { name: "Jeanne Martin", address: "3 rue des Lilas, 62300 Lens" },
      siteAddress: "3 rue des Lilas, 62300 Lens",
      works: {
        title: "Réfection de la gouttière",
        quoteNumber: "D-2026-0001",
        quoteDate: "2026-11-23",
        items: ["Gouttière", "Dépose de la gouttière", "Zinc naturel", "Déplacement"],
      },
      finishedOn: "2026-11-23",
    });
    expect(JSON.stringify(prepared?.draft.works)).not.toMatch(/Cents|€/);
    expect(await store.prepare(999, company)).toBeNull();
  });

  it("signs once: a job not finished, a changed draft and a second signature are refused, nothing written", async () => {
    const unfinished = await finishedJob(test.database, () => now, { finish: false });
    const signing = { name: "Jeanne Martin", reserves: [reserve] };
    expect(await store.sign(unfinished.jobId, company, await hashOf(unfinished.jobId), signing, onSite)).toBe(
      "notFinished",
    );
    const { jobId } = await finishedJob(test.database, () => now);
    expect(await store.sign(jobId, company, "0".repeat(64), signing, onSite)).toBe("changed");
    expect(await store.signed(jobId)).toBeNull();

    expect(await store.sign(jobId, company, await hashOf(jobId), signing, onSite)).toBe("signed");
    expect(await store.sign(jobId, company, await hashOf(jobId), { name: "X Y", reserves: [] }, online)).toBe(
      "already",
    );
    const signed = await store.signed(jobId);
    expect(signed).toMatchObject({ intact: true, signedWhere: "site", reservesCount: 1, lift: null });
    expect(signed?.document).toMatchObject({
      acceptedOn: "2026-11-23",
      reserves: [reserve],
      guarantees: { parfaitAchevement: "2027-11-23", biennale: "2028-11-23", decennale: "2036-11-23" },
      signature: { name: "Jeanne Martin", where: "site", collectedBy: "Paul Lefèvre", address: "203.0.113.9" },
    });
    const row = await test.database.db.selectFrom("job_acceptances").selectAll().executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha256Hex(Buffer.from(row.document, "utf8")));
    expect(row).toMatchObject({ signed_name: "Jeanne Martin", signed_where: "site", reserves_count: 1 });
    const events = await test.database.db
      .selectFrom("job_events")
      .select(["kind", "user_email"])
      .where("job_id", "=", jobId)
      .where("kind", "like", "acceptance.%")
      .execute();
    expect(events).toEqual([{ kind: "acceptance.signed", user_email: "patron@example.com" }]);
  });

  it("keeps the signed PV as it was when the job, its quote's client or the company change afterwards", async () => {
    const { jobId } = await finishedJob(test.database, () => now);
    await store.sign(jobId, company, await hashOf(jobId), { name: "Jeanne Martin", reserves: [] }, online);
    const before = await test.database.db.selectFrom("job_acceptances").selectAll().executeTakeFirstOrThrow();
    await test.database.db
      .updateTable("jobs")
      .set({ title: "Autre chose", client_name: "Quelqu'un d'autre", site_address: "Ailleurs" })
      .where("id", "=", jobId)
      .execute();
    const other = { ...company, identity: { ...company.identity, name: "Autre entreprise" } };
    const after = await test.database.db.selectFrom("job_acceptances").selectAll().executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const signed = await store.signed(jobId);
    expect(signed?.intact).toBe(true);
    expect(signed?.document).toMatchObject({
      works: { title: "Réfection de la gouttière" },
      client: { name: "Jeanne Martin" },
      company: { name: company.identity.name },
      signature: { where: "online", collectedBy: null },
    });
    expect((await store.prepare(jobId, other))?.draft).toMatchObject({
      works: { title: "Autre chose" },
      company: { name: "Autre entreprise" },
    });
  });

  it("lifts the reserves once by a second frozen signature naming the PV, and never a PV without any", async () => {
    const { jobId } = await finishedJob(test.database, () => now);
    expect(await store.lift(jobId, "Jeanne Martin", online)).toBe("unsigned");
    await store.sign(jobId, company, await hashOf(jobId), { name: "Jeanne Martin", reserves: [reserve] }, onSite);
    now += 20 * 86_400_000;
    expect(await store.lift(jobId, "Jeanne Martin", online)).toBe("lifted");
    expect(await store.lift(jobId, "Jeanne Martin", onSite)).toBe("already");
    const signed = await store.signed(jobId);
    expect(signed?.lift).toMatchObject({
      intact: true,
      liftedAt: "2026-12-13T09:00:00.000Z",
      document: { acceptanceSha256: signed?.sha256, reserves: [reserve], liftedOn: "2026-12-13" },
    });
    expect(signed?.intact).toBe(true);
    const row = await test.database.db.selectFrom("job_acceptances").selectAll().executeTakeFirstOrThrow();
    expect(row.lift_sha256).toBe(sha256Hex(Buffer.from(row.lift_document ?? "", "utf8")));
    expect(row.lift_signed_name).toBe("Jeanne Martin");

    const second = await finishedJob(test.database, () => now);
    await store.sign(
      second.jobId,
      company,
      await hashOf(second.jobId),
      { name: "Jeanne Martin", reserves: [] },
      online,
    );
    expect(await store.lift(second.jobId, "Jeanne Martin", online)).toBe("noReserves");
  });

  it("tells the office's devices and the history when the client signs or lifts online, not on site", async () => {
    const owners = new OwnerStore(test.database.db, () => now, { idleMs: 3_600_000, absoluteMs: 86_400_000 });
    for (const [role, email] of [
      ["bureau", "bureau@example.com"],
      ["compagnon", "marc@example.com"],
    ] as const) {
      const user = await owners.addUser(email, "hash", { role, displayName: role });
      await test.database.db
        .insertInto("push_devices")
        .values({
          user_id: user.id,
          endpoint: `https://push.example/${role}`,
          p256dh: "k",
          auth: "a",
          name: role,
          session_hash: null,
          events: JSON.stringify(["job.client"]),
          quiet_from: null,
          quiet_to: null,
          urgent_rings: 1,
          created_at: now,
        })
        .execute();
    }
    const pushes = async () =>
      (
        await test.database.db
          .selectFrom("outbox")
          .innerJoin("push_devices", "push_devices.id", "outbox.push_device_id")
          .select(["push_devices.name", "outbox.notice"])
          .orderBy("outbox.id")
          .execute()
      ).map((row) => [row.name, (JSON.parse(row.notice ?? "{}") as { title: string; body: string }).title]);

    const onSiteJob = await finishedJob(test.database, () => now);
    const signing = { name: "Jeanne Martin", reserves: [reserve] };
    await store.sign(onSiteJob.jobId, company, await hashOf(onSiteJob.jobId), signing, onSite);
    expect(await pushes()).toEqual([]);

    const { jobId } = await finishedJob(test.database, () => now);
    expect(await store.sign(jobId, company, await hashOf(jobId), signing, online)).toBe("signed");
    expect(await store.lift(jobId, "Jeanne Martin", online)).toBe("lifted");
    expect(await store.lift(jobId, "Jeanne Martin", online)).toBe("already");
    // The compagnon's phone hears nothing of a client's answer: the office's right.
    expect(await pushes()).toEqual([
      ["bureau", "PV signé en ligne"],
      ["bureau", "Réserves levées en ligne"],
    ]);
    const events = await test.database.db
      .selectFrom("job_events")
      .select(["kind", "user_id", "detail"])
      .where("job_id", "=", jobId)
      .where("kind", "like", "acceptance.%")
      .orderBy("id")
      .execute();
    expect(events.map((event) => [event.kind, event.user_id, JSON.parse(event.detail).where])).toEqual([
      ["acceptance.signed", null, "online"],
      ["acceptance.lifted", null, "online"],
    ]);
  });

  // Two instances share one PostgreSQL; SQLite serves one process, where concurrency is within it.
  it("takes one signature of two at once from two instances, and one lifting", async () => {
    const second: StoreDatabase = engine === "postgres" ? await openDatabase(test.location) : test.database;
    try {
      const { jobId } = await finishedJob(test.database, () => now);
      const stores = [store, new AcceptanceStore(second, () => now)];
      const hash = await hashOf(jobId);
      const signing = { name: "Jeanne Martin", reserves: [reserve] };
      const signed = await Promise.all(stores.map((each) => each.sign(jobId, company, hash, signing, online)));
      expect(signed.sort()).toEqual(["already", "signed"]);
      const lifted = await Promise.all(stores.map((each) => each.lift(jobId, "Jeanne Martin", online)));
      expect(lifted.sort()).toEqual(["already", "lifted"]);
      const count = await test.database.db
        .selectFrom("job_acceptances")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    } finally {
      if (second !== test.database) await second.close();
    }
  });
});
