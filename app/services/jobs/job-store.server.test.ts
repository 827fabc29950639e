import { afterEach, beforeEach, expect, it } from "vitest";
import { QuoteStore } from "#app/services/billing/documents/quotes.server.ts";
import { findLink } from "#app/services/billing/links/private-links.server.ts";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import { completeCompany, exampleAcceptance, exampleQuote, exampleRequest } from "#tests/support/quotes.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { JobStore } from "./job-store.server.ts";

const company = completeCompany();

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let jobs: JobStore;
  let quotes: QuoteStore;
  let leads: LeadStore;
  let patron: { userId: number; email: string };
  let marc: { userId: number; email: string };

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T09:00:00.000Z");
    jobs = new JobStore(test.database, () => now);
    quotes = new QuoteStore(test.database, () => now);
    leads = new LeadStore(test.database, () => now);
    const owners = new OwnerStore(test.database.db, () => now, { idleMs: 3_600_000, absoluteMs: 86_400_000 });
    const p = await owners.addUser("patron@example.com", "hash", { role: "patron", displayName: "Paul" });
    const m = await owners.addUser("marc@example.com", "hash", { role: "compagnon", displayName: "Marc" });
    patron = { userId: p.id, email: p.email };
    marc = { userId: m.id, email: m.email };
  });
  afterEach(() => test.remove());

  /** A device of that person which chose every job notification. */
  async function device(userId: number, name: string) {
    await test.database.db
      .insertInto("push_devices")
      .values({
        user_id: userId,
        endpoint: `https://push.example/${name}`,
        p256dh: "k",
        auth: "a",
        name,
        session_hash: null,
        events: JSON.stringify(["job.emergency", "job.finished"]),
        quiet_from: null,
        quiet_to: null,
        urgent_rings: 1,
        created_at: now,
      })
      .execute();
  }

  async function pushesQueued(): Promise<{ device: string; title: string; body: string }[]> {
    const rows = await test.database.db
      .selectFrom("outbox")
      .innerJoin("push_devices", "push_devices.id", "outbox.push_device_id")
      .select(["push_devices.name", "outbox.notice"])
      .orderBy("outbox.id")
      .execute();
    return rows.map((row) => {
      const message = JSON.parse(row.notice ?? "{}") as { title: string; body: string };
      return { device: row.name, title: message.title, body: message.body };
    });
  }

  async function acceptedQuote(siteAddress = "12 rue Jean Jaurès, 62300 Lens"): Promise<number> {
    const leadId = (await leads.insertLead(exampleRequest())).id;
    const id = (await quotes.create(leadId, {})) as number;
    await quotes.save(id, { ...exampleQuote, siteAddress });
    const sent = await quotes.send(id, company, patron);
    if (!sent.ok) throw new Error(sent.reason);
    expect(await quotes.accept(id, exampleAcceptance(sent.revision))).toBe("accepted");
    return id;
  }

  it("opens the job with the quote's acceptance, the client and site copied, to plan", async () => {
    const quoteId = await acceptedQuote();
    const jobId = await jobs.jobOfQuote(quoteId);
    expect(jobId).not.toBeNull();
    const job = await jobs.detail(jobId as number);
    expect(job).toMatchObject({
      origin: "quote",
      state: "a_planifier",
      quoteId,
      title: "Réfection de la gouttière",
      clientName: "Jeanne Martin",
      clientEmail: "jeanne@example.com",
      clientPhone: "06 12 34 56 78",
      siteAddress: "12 rue Jean Jaurès, 62300 Lens",
      town: "Lens",
      service: "Zinguerie",
      requestedAt: null,
    });
    expect(job?.events.map((event) => [event.kind, event.by])).toEqual([["job.created", null]]);
    expect(await jobs.quotesWithoutJob()).toEqual([]);
  });

  it("makes one job of a quote however many times it is asked at once", async () => {
    const quoteId = await acceptedQuote();
    await test.database.db.deleteFrom("jobs").execute();
    expect((await jobs.quotesWithoutJob()).map((quote) => quote.quoteId)).toEqual([quoteId]);
    const answers = await Promise.all([
      jobs.openForQuote(quoteId, patron),
      jobs.openForQuote(quoteId, patron),
      new JobStore(test.database, () => now).openForQuote(quoteId, patron),
    ]);
    expect(new Set(answers.map((answer) => answer?.id)).size).toBe(1);
    expect(answers.filter((answer) => answer?.created)).toHaveLength(1);
    expect(await test.database.db.selectFrom("jobs").select("id").execute()).toHaveLength(1);
    const events = await test.database.db.selectFrom("job_events").select("kind").execute();
    expect(events).toEqual([{ kind: "job.created" }]);
    const draft = (await quotes.create(null, { clientName: "X" })) as number;
    expect(await jobs.openForQuote(draft, patron)).toBeNull();
  });

  it("opens an emergency for today from a request: its clock, its day, its people, the office told", async () => {
    await device(patron.userId, "patron-phone");
    await device(marc.userId, "marc-phone");
    now = Date.parse("2026-11-23T22:40:00.000Z");
    const lead = await leads.insertLead({
      ...exampleRequest(),
      kind: "contact",
      fields: { name: "Luc Dubois", phone: "06 11 22 33 44", city: "Liévin", service: "Urgence Fuite Toiture" },
    });
    const arrival = new Date(now).toISOString();
    now += 10 * 60_000;
    expect(await jobs.openEmergency(lead.id, [], patron, "couvreur.example")).toEqual({
      ok: false,
      reason: "no-assignee",
    });
    expect(await jobs.openEmergency(lead.id, [9999], patron, "couvreur.example")).toEqual({
      ok: false,
      reason: "unknown-assignee",
    });
    const opened = await jobs.openEmergency(lead.id, [marc.userId], patron, "couvreur.example");
    expect(opened).toMatchObject({ ok: true, created: true });
    const id = opened.ok ? opened.id : 0;
    expect(await jobs.openEmergency(lead.id, [marc.userId], patron, "couvreur.example")).toEqual({
      ok: true,
      id,
      created: false,
    });
    const job = await jobs.detail(id);
    expect(job).toMatchObject({
      origin: "emergency",
      state: "planifie",
      leadId: lead.id,
      clientName: "Luc Dubois",
      siteAddress: "Liévin",
      town: "Liévin",
      requestedAt: arrival,
      scheduleRevision: 1,
    });
    // 23:50 in Paris on the 23rd: the day is Paris's.
    expect(job?.days).toMatchObject([{ day: "2026-11-23", period: "day", sequence: 0, cancelled: false }]);
    expect(job?.days[0]?.uid).toMatch(/^[0-9a-f-]{36}@couvreur\.example$/);
    expect(job?.assignees.map((person) => person.name)).toEqual(["Marc"]);
    const planned = job?.events.find((event) => event.kind === "schedule.planned");
    expect(planned?.detail).toEqual({ revision: 1, before: [], after: ["2026-11-23:day"] });
    expect(planned?.by).toBe("Paul");
    // The compagnon's phone is not the office's.
    expect(await pushesQueued()).toEqual([
      { device: "patron-phone", title: "Urgence en route", body: "Urgence\u202f: Marc est en route — Liévin" },
    ]);
    expect(await jobs.daysOf(marc.userId, "2026-11-23", "2026-11-29")).toMatchObject([
      { day: "2026-11-23", job: { id, clientPhone: "06 11 22 33 44" } },
    ]);
    expect(await jobs.daysOf(patron.userId, "2026-11-23", "2026-11-29")).toEqual([]);
    expect(await jobs.openEmergency(424242, [marc.userId], patron, "x")).toEqual({ ok: false, reason: "missing" });
  });

  it("notes « Arrivé » once for the clock and « Terminé » once, each naming who did it", async () => {
    await device(patron.userId, "patron-phone");
    const quoteId = await acceptedQuote();
    const id = (await jobs.jobOfQuote(quoteId)) as number;
    now += 60_000;
    expect(await jobs.arrive(id, marc)).toBe("arrived");
    const arrivedAt = new Date(now).toISOString();
    now += 24 * 3_600_000;
    expect(await jobs.arrive(id, patron)).toBe("again");
    let job = await jobs.detail(id);
    expect(job).toMatchObject({ state: "en_cours", arrivedAt, arrivedBy: "Marc" });
    expect(await jobs.addNote(id, "Clé chez la voisine", marc)).toBe(true);
    expect(await jobs.addNote(999, "x", marc)).toBe(false);
    expect(
      await jobs.addPhoto(
        id,
        "avant",
        { storedName: `${"a".repeat(32)}.jpg`, contentType: "image/jpeg", bytes: 10, width: 4, height: 3 },
        marc,
      ),
    ).toBeTypeOf("number");
    expect(await jobs.referencedPhotoFiles()).toEqual([`${"a".repeat(32)}.jpg`]);
    const [finishA, finishB] = await Promise.all([jobs.finish(id, marc), jobs.finish(id, patron)]);
    expect([finishA, finishB].sort()).toEqual(["already", "finished"]);
    expect(await jobs.arrive(id, marc)).toBe("finished");
    expect(await jobs.finish(777, marc)).toBe("missing");
    job = await jobs.detail(id);
    expect(job?.state).toBe("termine");
    expect(job?.finishedAt).not.toBeNull();
    expect(job?.notes).toMatchObject([{ body: "Clé chez la voisine", by: "Marc" }]);
    expect(job?.photos).toMatchObject([{ phase: "avant", by: "Marc" }]);
    expect(job?.events.map((event) => event.kind).reverse()).toEqual([
      "job.created",
      "job.arrived",
      "job.arrived",
      "job.note",
      "job.photo",
      "job.finished",
    ]);
    expect(job?.events[0]?.by).toMatch(/^(Marc|Paul)$/);
    expect(await pushesQueued()).toEqual([
      { device: "patron-phone", title: "Chantier terminé", body: "Chantier terminé\u202f: Réfection de la gouttière" },
    ]);
    expect(await jobs.counts()).toMatchObject({ termine: 1, a_planifier: 0 });
    expect((await jobs.list("termine")).map((row) => row.id)).toEqual([id]);
    expect(await jobs.list("en_cours")).toEqual([]);
  });

  it("saves the practical details with a line naming who and what changed, and mints a client link kept hashed", async () => {
    const id = (await jobs.jobOfQuote(await acceptedQuote())) as number;
    const details = { arrivalWindow: "07:30-08:30", clientPreparation: "Portail ouvert", toBring: "Bâche" };
    expect(await jobs.saveDetails(id, details, patron)).toBe(true);
    expect(await jobs.saveDetails(id, { ...details, toBring: "Bâche, échelle" }, patron)).toBe(true);
    expect(await jobs.saveDetails(id, { ...details, toBring: "Bâche, échelle" }, patron)).toBe(true);
    expect(await jobs.saveDetails(777, details, patron)).toBe(false);
    const job = await jobs.detail(id);
    expect(job).toMatchObject({
      arrivalWindow: "07:30-08:30",
      clientPreparation: "Portail ouvert",
      toBring: "Bâche, échelle",
    });
    const lines = job?.events.filter((event) => event.kind === "job.details") ?? [];
    expect(lines.map((event) => [event.by, event.detail.changed])).toEqual([
      ["Paul", ["toBring"]],
      ["Paul", ["arrivalWindow", "clientPreparation", "toBring"]],
    ]);

    const token = await jobs.newClientLink(id, patron);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await findLink(test.database.db, "job", token ?? "")).toMatchObject({ kind: "open", documentId: id });
    const stored = await test.database.db.selectFrom("job_links").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(await jobs.newClientLink(777, patron)).toBeNull();
    expect((await jobs.detail(id))?.events[0]).toMatchObject({ kind: "client.link", by: "Paul" });
  });
});
