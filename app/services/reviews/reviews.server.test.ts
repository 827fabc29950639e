import { afterEach, beforeEach, expect, it } from "vitest";
import { LeadStore } from "#app/services/leads/store.server.ts";
import { hashToken } from "#app/services/pro/store.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { type ReviewAnswer, type ReviewJob, ReviewStore, releaseReviewsOf } from "./reviews.server.ts";

const job: ReviewJob = { key: "lead:7", leadId: 7, invoiceId: null, email: "client@example.fr", label: "Toiture" };
const fiveStars: ReviewAnswer = {
  rating: 5,
  text: "Chantier propre, délais tenus.",
  firstName: "Claire",
  town: "Liévin",
  consent: true,
};

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let reviews: ReviewStore;
  let leads: LeadStore;
  let now = Date.parse("2026-11-20T10:00:00Z");
  beforeEach(async () => {
    test = await fresh();
    reviews = new ReviewStore(test.database.db, () => now);
    leads = new LeadStore(test.database);
  });
  afterEach(() => test.remove());

  /** Asks as the service does: the e-mail queued in the request's transaction. Answers the link's token. */
  async function ask(asked: ReviewJob = job): Promise<{ outcome: string; token: string | null }> {
    let token: string | null = null;
    const outcome = await reviews.ask(asked, async (issued, trx) => {
      token = issued;
      await leads.enqueueNotice({ kind: "review.request", to: asked.email, subject: "Votre avis", text: issued }, trx);
    });
    return { outcome, token };
  }

  const queuedNotices = async () =>
    (await test.database.db.selectFrom("outbox").select("notice").where("notice", "is not", null).execute()).length;

  it("asks a job's client once, with a link of 256 random bits stored only as its hash", async () => {
    const first = await ask();
    expect(first.outcome).toBe("asked");
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await ask({ ...job, email: "other@example.fr" });
    expect(second.outcome).toBe("already");
    expect(await queuedNotices()).toBe(1);
    const rows = await test.database.db.selectFrom("client_reviews").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(first.token as string));
    expect(JSON.stringify(rows)).not.toContain(first.token as string);
  });

  it("asks two jobs asking at the same moment each once", async () => {
    const outcomes = await Promise.all([ask(), ask(), ask({ ...job, key: "invoice:3", leadId: null, invoiceId: 3 })]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["already", "asked", "asked"]);
    expect(await queuedNotices()).toBe(2);
  });

  it("takes one answer per link: a second one changes nothing", async () => {
    const { token } = await ask();
    expect(await reviews.open(token as string)).toMatchObject({ kind: "open", label: "Toiture" });
    expect(await reviews.submit(token as string, fiveStars)).toBe("saved");
    expect(await reviews.submit(token as string, { ...fiveStars, rating: 1, text: "Autre chose" })).toBe("already");
    expect(await reviews.open(token as string)).toMatchObject({ kind: "answered" });
    const [stored] = (await reviews.forOwner()).reviews;
    expect(stored).toMatchObject({ rating: 5, text: fiveStars.text, status: "recu" });
    expect(await reviews.submit("A".repeat(43), fiveStars)).toBe("unknown");
  });

  it("publishes only what the owner approved, with the client's consent, newest first", async () => {
    const asked = [];
    for (const key of ["lead:1", "lead:2", "lead:3"]) asked.push((await ask({ ...job, key })).token as string);
    const [first, second, private_] = asked as [string, string, string];
    await reviews.submit(first, fiveStars);
    now += 86_400_000;
    await reviews.submit(second, { ...fiveStars, rating: 4, firstName: "Marc" });
    await reviews.submit(private_, { ...fiveStars, consent: false, firstName: "Paul" });
    expect(await reviews.approved()).toEqual([]);
    const byName = Object.fromEntries(
      (await reviews.forOwner()).reviews.map((review) => [review.firstName, review.id]),
    );
    expect(await reviews.decide(byName.Paul as number, "approuve")).toBe("refused");
    expect(await reviews.decide(byName.Claire as number, "approuve")).toBe("done");
    expect(await reviews.decide(byName.Marc as number, "approuve")).toBe("done");
    await reviews.reply(byName.Claire as number, "Merci Claire !");
    const online = await reviews.approved();
    expect(online.map((review) => review.firstName)).toEqual(["Marc", "Claire"]);
    expect(online[1]).toMatchObject({ writtenOn: "2026-11-20", jobMonth: "2026-11", reply: "Merci Claire !" });
    await reviews.decide(byName.Marc as number, "masque");
    expect((await reviews.approved()).map((review) => review.firstName)).toEqual(["Claire"]);
  });

  it("keeps of an erased request only the review its client agreed to publish, without his e-mail", async () => {
    const answered = (await ask({ ...job, key: "lead:1", leadId: 1 })).token as string;
    await ask({ ...job, key: "lead:2", leadId: 2 });
    await reviews.submit(answered, fiveStars);
    await test.database.db.transaction().execute((trx) => releaseReviewsOf(trx, [1, 2]));
    const rows = await test.database.db.selectFrom("client_reviews").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lead_id: null, client_email: "", first_name: "Claire", text: fiveStars.text });
  });

  it("asks by default, until the owner turns requests off", async () => {
    expect(await reviews.requestsOn()).toBe(true);
    await reviews.setRequestsOn(false);
    expect(await reviews.requestsOn()).toBe(false);
    await reviews.setRequestsOn(true);
    expect(await reviews.requestsOn()).toBe(true);
  });
});
