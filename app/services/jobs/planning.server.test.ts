import { afterEach, beforeEach, expect, it } from "vitest";
import { seedJob, seedPerson } from "#tests/support/job-seed.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { PlanningStore } from "./planning.server.ts";
import { findConflicts, parseSlotKey, type Slot } from "./planning-rules.ts";

const office = { userId: 1, email: "bureau@example.com" };
const slots = (...keys: string[]) => keys.map((key) => parseSlotKey(key) as Slot);

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let planning: PlanningStore;
  let paul: number;
  let marc: number;

  beforeEach(async () => {
    test = await fresh();
    planning = new PlanningStore(test.database, () => Date.parse("2026-12-01T08:00:00.000Z"), "toitures.test");
    paul = await seedPerson(test.database.db, { email: "paul@example.com", displayName: "Paul", role: "compagnon" });
    marc = await seedPerson(test.database.db, { email: "marc@example.com", displayName: "Marc", role: "compagnon" });
  });
  afterEach(() => test.remove());

  const db = () => test.database.db;
  const daysOf = (jobId: number) =>
    db()
      .selectFrom("job_days")
      .select(["id", "day", "period", "uid", "sequence", "cancelled_at"])
      .where("job_id", "=", jobId)
      .orderBy("id")
      .execute();
  const jobRow = (jobId: number) =>
    db()
      .selectFrom("jobs")
      .select(["state", "schedule_revision", "postpone_reason", "postpone_note"])
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
  const eventsOf = async (jobId: number) =>
    (
      await db().selectFrom("job_events").select(["kind", "detail"]).where("job_id", "=", jobId).orderBy("id").execute()
    ).map((event) => ({ kind: event.kind, detail: JSON.parse(event.detail) }));
  async function planned(title: string, people: number[], ...keys: string[]): Promise<number> {
    const id = await seedJob(db(), { title });
    const result = await planning.plan(
      id,
      { slots: slots(...keys), assignees: people, revision: 0, confirm: true },
      office,
    );
    expect(result).toMatchObject({ ok: true, revision: 1 });
    return id;
  }

  it("plans a job (its days and its people), which becomes planifie at revision 1 with one event", async () => {
    const id = await seedJob(db(), { title: "Toiture Martin" });
    const result = await planning.plan(
      id,
      { slots: slots("2026-12-08:day", "2026-12-07:day"), assignees: [paul, marc, paul], revision: 0, confirm: false },
      office,
    );
    expect(result).toEqual({ ok: true, revision: 1, changed: true });
    expect(await jobRow(id)).toMatchObject({ state: "planifie", schedule_revision: 1 });
    const days = await daysOf(id);
    expect(days.map((day) => [day.day, day.period, day.sequence, day.cancelled_at])).toEqual([
      ["2026-12-07", "day", 0, null],
      ["2026-12-08", "day", 0, null],
    ]);
    expect(days.every((day) => day.uid.endsWith("@toitures.test"))).toBe(true);
    expect(await eventsOf(id)).toEqual([
      { kind: "team.assigned", detail: { before: [], after: [paul, marc] } },
      {
        kind: "schedule.planned",
        detail: { revision: 1, before: [], after: ["2026-12-07:day", "2026-12-08:day"] },
      },
    ]);
    const view = await planning.job(id);
    expect(view?.assignees.map((person) => person.name)).toEqual(["Marc", "Paul"]);
    expect(view?.days.map((day) => day.day)).toEqual(["2026-12-07", "2026-12-08"]);
    // The same form again changes nothing: no revision, no event.
    expect(
      await planning.plan(
        id,
        { slots: slots("2026-12-07:day", "2026-12-08:day"), assignees: [marc, paul], revision: 1, confirm: false },
        office,
      ),
    ).toEqual({ ok: true, revision: 1, changed: false });
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it("moves a day under its own UID, splits a job with a day apart, and keeps a removed day cancelled", async () => {
    const id = await planned("Toiture Martin", [paul], "2026-12-07:day", "2026-12-08:day");
    const [monday, tuesday] = await daysOf(id);
    expect(
      await planning.moveDay(
        id,
        { dayId: tuesday?.id ?? 0, to: slots("2026-12-10:am")[0] as Slot, revision: 1, confirm: false },
        office,
      ),
    ).toMatchObject({ ok: true, revision: 2 });
    expect(
      await planning.addDay(id, { slot: slots("2026-12-15:pm")[0] as Slot, revision: 2, confirm: false }, office),
    ).toMatchObject({
      ok: true,
      revision: 3,
    });
    expect(await planning.removeDay(id, { dayId: monday?.id ?? 0, revision: 3 }, office)).toMatchObject({
      ok: true,
      revision: 4,
    });
    const days = await daysOf(id);
    expect(
      days.map((day) => [
        day.uid === monday?.uid || day.uid === tuesday?.uid,
        day.day,
        day.period,
        day.sequence,
        !!day.cancelled_at,
      ]),
    ).toEqual([
      [true, "2026-12-07", "day", 1, true],
      [true, "2026-12-10", "am", 1, false],
      [false, "2026-12-15", "pm", 0, false],
    ]);
    expect((await eventsOf(id)).slice(-3)).toEqual([
      {
        kind: "schedule.moved",
        detail: {
          revision: 2,
          before: ["2026-12-07:day", "2026-12-08:day"],
          after: ["2026-12-07:day", "2026-12-10:am"],
        },
      },
      {
        kind: "schedule.moved",
        detail: {
          revision: 3,
          before: ["2026-12-07:day", "2026-12-10:am"],
          after: ["2026-12-07:day", "2026-12-10:am", "2026-12-15:pm"],
        },
      },
      {
        kind: "schedule.moved",
        detail: {
          revision: 4,
          before: ["2026-12-07:day", "2026-12-10:am", "2026-12-15:pm"],
          after: ["2026-12-10:am", "2026-12-15:pm"],
        },
      },
    ]);
    // Every day taken off: the job is to plan again, its rows all kept.
    await planning.plan(id, { slots: [], assignees: [paul], revision: 4, confirm: false }, office);
    expect(await jobRow(id)).toMatchObject({ state: "a_planifier", schedule_revision: 5 });
    expect((await daysOf(id)).every((day) => day.cancelled_at !== null)).toBe(true);
  });

  it("refuses a stale form, a day off, the same day twice, and a person who is not on the team", async () => {
    const id = await planned("Toiture Martin", [paul], "2026-12-07:day");
    const stale = await planning.plan(
      id,
      { slots: slots("2026-12-09:day"), assignees: [paul], revision: 0, confirm: false },
      office,
    );
    expect(stale).toEqual({ ok: false, reason: "stale", revision: 1 });
    expect(
      await planning.plan(
        id,
        { slots: slots("2026-12-12:day"), assignees: [paul], revision: 1, confirm: false },
        office,
      ),
    ).toEqual({
      ok: false,
      reason: "invalid",
      error: { kind: "notWorkingDay", day: "2026-12-12" },
    });
    expect(
      await planning.plan(
        id,
        { slots: slots("2026-12-09:am", "2026-12-09:pm"), assignees: [paul], revision: 1, confirm: false },
        office,
      ),
    ).toMatchObject({ ok: false, reason: "invalid", error: { kind: "twice" } });
    expect(
      await planning.plan(
        id,
        { slots: slots("2026-12-09:day"), assignees: [9999], revision: 1, confirm: false },
        office,
      ),
    ).toEqual({
      ok: false,
      reason: "unknownPerson",
    });
    expect(
      await planning.moveDay(
        id,
        { dayId: 9999, to: slots("2026-12-09:day")[0] as Slot, revision: 1, confirm: false },
        office,
      ),
    ).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await jobRow(id)).toMatchObject({ schedule_revision: 1 });
    expect((await daysOf(id)).map((day) => day.day)).toEqual(["2026-12-07"]);
  });

  it("asks to confirm a double booking on the same half-day, then saves it; a confirmed one is not asked again", async () => {
    const first = await planned("Toiture Martin", [paul, marc], "2026-12-07:day");
    const second = await seedJob(db(), { title: "Gouttière Dupont" });
    const asked = await planning.plan(
      second,
      { slots: slots("2026-12-07:pm", "2026-12-08:am"), assignees: [paul], revision: 0, confirm: false },
      office,
    );
    expect(asked).toEqual({
      ok: false,
      reason: "conflicts",
      conflicts: [
        { userId: paul, person: "Paul", day: "2026-12-07", half: "pm", jobs: [{ id: first, title: "Toiture Martin" }] },
      ],
    });
    expect(await daysOf(second)).toEqual([]);
    // The morning is free for Paul on the first job's day if the second takes the afternoon only: no conflict there.
    expect(
      await planning.plan(
        second,
        { slots: slots("2026-12-07:pm", "2026-12-08:am"), assignees: [paul], revision: 0, confirm: true },
        office,
      ),
    ).toMatchObject({ ok: true, revision: 1 });
    const [, tuesday] = await daysOf(second);
    expect(
      await planning.moveDay(
        second,
        { dayId: tuesday?.id ?? 0, to: slots("2026-12-09:am")[0] as Slot, revision: 1, confirm: false },
        office,
      ),
    ).toMatchObject({ ok: true, revision: 2 });
    const week = await planning.week("2026-12-07", "2026-12-11", "2026-12-01");
    expect(week.conflicts).toEqual([{ userId: paul, day: "2026-12-07", half: "pm", jobIds: [first, second] }]);
    expect(week.bookings.map((booking) => [booking.jobId, booking.day, booking.period, booking.assignees])).toEqual([
      [first, "2026-12-07", "day", [paul, marc].sort((a, b) => a - b)],
      [second, "2026-12-07", "pm", [paul]],
      [second, "2026-12-09", "am", [paul]],
    ]);
  });

  it("lists the jobs to plan: new ones and postponed ones without a day to come", async () => {
    const fresh = await seedJob(db(), { title: "Toiture neuve" });
    await planned("Déjà planifié", [paul], "2026-12-07:day");
    const week = await planning.week("2026-12-07", "2026-12-11", "2026-12-01");
    expect(week.toPlan.map((job) => job.id)).toEqual([fresh]);
    expect(week.people.map((person) => person.name)).toEqual(["Marc", "Paul"]);
  });

  it("postpones for the weather, pushing the team's next job along, each with its own revision and event", async () => {
    const first = await planned("Toiture Martin", [paul, marc], "2026-12-07:day", "2026-12-08:day");
    const next = await planned("Gouttière Dupont", [paul], "2026-12-09:day");
    const elsewhere = await planned("Velux Bernard", [marc], "2026-12-11:day");
    const rowsBefore = (await daysOf(first)).length + (await daysOf(next)).length;
    const preview = await planning.previewPostpone(first, { from: "2026-12-08", resumeOn: null });
    if (!preview.ok) throw new Error(preview.reason);
    expect(
      preview.moves.map((move) => [move.jobId, move.title, move.after.map((slot) => slot.day), move.pushedBy]),
    ).toEqual([
      [first, "Toiture Martin", ["2026-12-07", "2026-12-09"], undefined],
      [next, "Gouttière Dupont", ["2026-12-10"], first],
    ]);
    const input = {
      from: "2026-12-08",
      resumeOn: null,
      reason: "intemperies" as const,
      note: "Pluie annoncée",
      revision: 1,
    };
    expect(await planning.postpone(first, { ...input, fingerprint: preview.fingerprint }, office)).toMatchObject({
      ok: true,
    });
    expect(await jobRow(first)).toEqual({
      state: "reporte",
      schedule_revision: 2,
      postpone_reason: "intemperies",
      postpone_note: "Pluie annoncée",
    });
    expect(await jobRow(next)).toMatchObject({ state: "planifie", schedule_revision: 2, postpone_reason: null });
    expect(await jobRow(elsewhere)).toMatchObject({ schedule_revision: 1 });
    expect((await eventsOf(first)).at(-1)).toEqual({
      kind: "schedule.postponed",
      detail: {
        revision: 2,
        before: ["2026-12-07:day", "2026-12-08:day"],
        after: ["2026-12-07:day", "2026-12-09:day"],
        reason: "intemperies",
        note: "Pluie annoncée",
      },
    });
    expect((await eventsOf(next)).at(-1)).toEqual({
      kind: "schedule.postponed",
      detail: {
        revision: 2,
        before: ["2026-12-09:day"],
        after: ["2026-12-10:day"],
        reason: "intemperies",
        pushedBy: first,
      },
    });
    // The moved days are the same rows (same UIDs), their sequence raised: nothing deleted, nothing doubled.
    expect((await daysOf(first)).length + (await daysOf(next)).length).toBe(rowsBefore);
    expect((await daysOf(next)).map((day) => [day.day, day.sequence])).toEqual([["2026-12-10", 1]]);
    // The same confirmation again is stale; planning the postponed job again makes it planifie and drops its reason.
    expect(await planning.postpone(first, { ...input, fingerprint: preview.fingerprint }, office)).toEqual({
      ok: false,
      reason: "stale",
      revision: 2,
    });
    await planning.plan(
      first,
      { slots: slots("2026-12-07:day", "2026-12-14:day"), assignees: [paul, marc], revision: 2, confirm: true },
      office,
    );
    expect(await jobRow(first)).toEqual({
      state: "planifie",
      schedule_revision: 3,
      postpone_reason: null,
      postpone_note: "",
    });
  });

  it("refuses to confirm a postponement whose plan changed since its preview", async () => {
    const first = await planned("Toiture Martin", [paul], "2026-12-07:day");
    const preview = await planning.previewPostpone(first, { from: "2026-12-07", resumeOn: null });
    if (!preview.ok) throw new Error(preview.reason);
    await planned("Arrivé entre-temps", [paul], "2026-12-08:day");
    const input = { from: "2026-12-07", resumeOn: null, reason: "client" as const, note: "", revision: 1 };
    expect(await planning.postpone(first, { ...input, fingerprint: preview.fingerprint }, office)).toEqual({
      ok: false,
      reason: "changed",
    });
    expect(await jobRow(first)).toMatchObject({ state: "planifie", schedule_revision: 1 });
  });

  it("two postponements confirmed at once: one is written, the other refused, nobody booked twice", async () => {
    const first = await planned("Toiture Martin", [paul], "2026-12-07:day");
    const second = await planned("Gouttière Dupont", [paul], "2026-12-08:day");
    const previews = await Promise.all([
      planning.previewPostpone(first, { from: "2026-12-07", resumeOn: null }),
      planning.previewPostpone(second, { from: "2026-12-08", resumeOn: null }),
    ]);
    const [a, b] = previews.map((preview) => (preview.ok ? preview.fingerprint : ""));
    const base = { resumeOn: null, reason: "intemperies" as const, note: "", revision: 1 };
    const results = await Promise.all([
      planning.postpone(first, { ...base, from: "2026-12-07", fingerprint: a ?? "" }, office),
      planning.postpone(second, { ...base, from: "2026-12-08", fingerprint: b ?? "" }, office),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual([
      expect.stringMatching(/^(stale|changed)$/),
    ]);
    const week = await planning.week("2026-12-07", "2026-12-18", "2026-12-01");
    expect(
      findConflicts(
        week.bookings.map((booking) => ({
          jobId: booking.jobId,
          userId: paul,
          day: booking.day,
          period: booking.period,
        })),
      ),
    ).toEqual([]);
  });
});
