import { afterEach, beforeEach, expect, it } from "vitest";
import { findLink } from "#app/services/billing/links/private-links.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { replanJob, seedJob, seedPerson, seedPushDevice } from "#tests/support/job-seed.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { type NoticeSweep, sweepJobNotices } from "./client-notices.server.ts";

const device = (name: string) => ({ endpoint: `https://push.example/${name}`, p256dh: "p", auth: "a" });
const everything = ["lead", "job.today", "job.client"];

forEachEngine((engine, fresh) => {
  let test: TestDatabase;
  /** 10:00 in Paris, Monday 2 March 2026. */
  let now = Date.parse("2026-03-02T09:00:00Z");

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-03-02T09:00:00Z");
  });
  afterEach(() => test.remove());

  const sweep = (database: StoreDatabase = test.database): NoticeSweep => ({
    database,
    now: () => now,
    company: () => ({ name: "Toitures Martin", phone: "03 21 00 00 00", email: "contact@toitures.example" }),
    linkFor: (token) => `https://toitures.example/c/${token}`,
  });
  const mails = async () =>
    (await test.database.db.selectFrom("outbox").select("notice").where("push_device_id", "is", null).execute()).map(
      (row) => JSON.parse(row.notice ?? "{}") as { kind: string; to: string; subject: string; text: string },
    );
  const pushes = () =>
    test.database.db
      .selectFrom("outbox")
      .select(["push_device_id", "notice"])
      .where("push_device_id", "is not", null)
      .execute();
  const notices = async (jobId: number) =>
    (await test.database.db.selectFrom("job_notices").select("key").where("job_id", "=", jobId).execute())
      .map((row) => row.key)
      .sort();

  it("tells the client his dates once, with the arrival window, what to prepare and his page's link", async () => {
    const jobId = await seedJob(test.database.db, { arrivalWindow: "07:30-08:30" });
    await replanJob(test.database.db, jobId, [
      { day: "2026-03-10", period: "day" },
      { day: "2026-03-11", period: "am" },
    ]);
    expect(await sweepJobNotices(sweep())).toBe(1);
    expect(await sweepJobNotices(sweep())).toBe(0);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "job.schedule", to: "jeanne@example.com" });
    expect(mail?.subject).toBe("Dates de votre chantier – Réfection de la toiture – Toitures Martin");
    expect(mail?.text).toContain("- mardi 10 mars 2026, toute la journée\n- mercredi 11 mars 2026, le matin");
    expect(mail?.text).toContain("l’équipe arrive entre 7 h 30 et 8 h 30");
    expect(mail?.text).toContain("Rentrez vos animaux");
    const token = /\/c\/([\w-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(await findLink(test.database.db, "job", token)).toMatchObject({ kind: "open", documentId: jobId });
    expect(await notices(jobId)).toEqual(["schedule:1"]);
  });

  it("tells only the latest of several revisions, and a postponement with its reason", async () => {
    const jobId = await seedJob(test.database.db, { clientPreparation: "Le portail reste ouvert." });
    await replanJob(test.database.db, jobId, [{ day: "2026-03-10", period: "day" }]);
    await sweepJobNotices(sweep());
    await replanJob(test.database.db, jobId, [{ day: "2026-03-12", period: "day" }]);
    await replanJob(test.database.db, jobId, [{ day: "2026-03-17", period: "pm" }], {
      kind: "schedule.postponed",
      reason: "intemperies",
      note: "Tempête annoncée mardi.",
    });
    expect(await sweepJobNotices(sweep())).toBe(1);
    const [, latest] = await mails();
    expect(latest?.subject).toBe("Votre chantier est reporté – Réfection de la toiture – Toitures Martin");
    expect(latest?.text).toContain("en raison de la météo");
    expect(latest?.text).toContain("Tempête annoncée mardi.");
    expect(latest?.text).toContain("- mardi 17 mars 2026, l’après-midi");
    expect(latest?.text).not.toContain("12 mars");
    expect(latest?.text).toContain("Le portail reste ouvert.");
    expect(await notices(jobId)).toEqual(["schedule:1", "schedule:3"]);
  });

  it("marks the notice of a job without an e-mail and sends nothing", async () => {
    const jobId = await seedJob(test.database.db, { clientEmail: "" });
    await replanJob(test.database.db, jobId, [{ day: "2026-03-10", period: "day" }]);
    expect(await sweepJobNotices(sweep())).toBe(0);
    expect(await mails()).toEqual([]);
    expect(await notices(jobId)).toEqual(["schedule:1"]);
  });

  // SQLite is one process's store (decision 007): two connections of one thread would only wait on each other.
  it.runIf(engine === "postgres")("two instances sweeping at once queue one e-mail per revision", async () => {
    const jobs = [];
    for (let index = 0; index < 5; index += 1) {
      const jobId = await seedJob(test.database.db);
      await replanJob(test.database.db, jobId, [{ day: "2026-03-10", period: "day" }]);
      jobs.push(jobId);
    }
    const other = await openDatabase(test.location);
    try {
      const queued = await Promise.all([sweepJobNotices(sweep()), sweepJobNotices(sweep(other))]);
      expect(queued[0] + queued[1]).toBe(5);
    } finally {
      await other.close();
    }
    expect(await mails()).toHaveLength(5);
  });

  it("reminds the client the evening before the first day, from 17:00, once", async () => {
    const jobId = await seedJob(test.database.db);
    await replanJob(test.database.db, jobId, [
      { day: "2026-03-03", period: "pm" },
      { day: "2026-03-04", period: "day" },
    ]);
    await sweepJobNotices(sweep());
    now = Date.parse("2026-03-02T15:59:00Z");
    expect(await sweepJobNotices(sweep())).toBe(0);
    now = Date.parse("2026-03-02T16:00:00Z");
    expect(await sweepJobNotices(sweep())).toBe(1);
    expect(await sweepJobNotices(sweep())).toBe(0);
    const eve = (await mails()).filter((mail) => mail.kind === "job.eve");
    expect(eve).toHaveLength(1);
    expect(eve[0]?.subject).toBe("Demain, votre chantier commence – Réfection de la toiture – Toitures Martin");
    expect(eve[0]?.text).toContain("mardi 3 mars 2026, l’après-midi");
    expect(await notices(jobId)).toEqual(["eve:2026-03-03", "schedule:1"]);
  });

  it("pushes a change of today's plan to the devices of the people on the job only", async () => {
    const db = test.database.db;
    const marc = await seedPerson(db, { email: "marc@example.com", displayName: "Marc Dupont", role: "compagnon" });
    const paul = await seedPerson(db, { email: "paul@example.com", displayName: "Paul Roux", role: "compagnon" });
    const boss = await seedPerson(db, { email: "patron@example.com", displayName: "Luc Martin", role: "patron" });
    const marcPhone = await seedPushDevice(db, marc, device("marc"), everything);
    await seedPushDevice(db, paul, device("paul"), everything);
    await seedPushDevice(db, boss, device("boss"), everything);
    const jobId = await seedJob(db, { assignees: [marc] });
    await replanJob(db, jobId, [{ day: "2026-03-05", period: "day" }]);
    await sweepJobNotices(sweep());
    expect(await pushes()).toEqual([]);

    await replanJob(db, jobId, [{ day: "2026-03-02", period: "pm" }]);
    await sweepJobNotices(sweep());
    await sweepJobNotices(sweep());
    const sent = await pushes();
    expect(sent.map((row) => row.push_device_id)).toEqual([marcPhone]);
    expect(JSON.parse(sent[0]?.notice ?? "{}")).toMatchObject({
      title: "Planning du jour modifié",
      url: `/pro/chantiers/${jobId}`,
    });
    expect(await notices(jobId)).toEqual(["push:2", "schedule:1", "schedule:2"]);
  });
});
