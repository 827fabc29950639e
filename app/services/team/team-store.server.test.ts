import { afterEach, beforeEach, expect, it } from "vitest";
import { Outbox } from "#app/services/leads/outbox.server.ts";
import { OwnerStore } from "#app/services/pro/store.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { INVITE_LIFETIME_MS, type InviteInput, TeamStore } from "./team-store.server.ts";

const julie: InviteInput = {
  email: "Julie@Example.com",
  displayName: "Julie Leroy",
  phone: "06 12 34 56 78",
  role: "bureau",
};
const notice = (code: string) => ({ kind: "team.invited", to: "julie@example.com", subject: "Invitation", text: code });

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let team: TeamStore;
  let owners: OwnerStore;
  let patronId: number;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-12-01T08:00:00.000Z");
    team = new TeamStore(test.database, () => now);
    owners = new OwnerStore(test.database.db, () => now);
    patronId = (await owners.addUser("marc@example.com", "hash")).id;
  });
  afterEach(() => test.remove());

  it("invites once: the code's hash only, its e-mail in the outbox, a new invitation replacing the pending one", async () => {
    const first = await team.invite(julie, patronId, notice);
    if (!first.ok) throw new Error("refused");
    expect(first.code).toMatch(/^[\w-]{43}$/);
    expect(first.invite).toMatchObject({
      email: "julie@example.com",
      role: "bureau",
      expiresAt: now + INVITE_LIFETIME_MS,
    });
    const stored = await test.database.db.selectFrom("team_invites").selectAll().execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(first.code);
    const queued = await new Outbox(test.database, () => now).claimNextNotice(60_000);
    expect(queued?.notice).toMatchObject({ kind: "team.invited", to: "julie@example.com", text: first.code });

    const second = await team.invite({ ...julie, role: "compagnon" }, patronId, notice);
    if (!second.ok) throw new Error("refused");
    expect(await team.findInvite(first.code)).toBeUndefined();
    expect(await team.findInvite(second.code)).toMatchObject({ role: "compagnon", phone: "06 12 34 56 78" });
    expect((await team.listInvites()).map((invite) => invite.email)).toEqual(["julie@example.com"]);

    expect(await team.invite({ ...julie, email: "MARC@example.com" }, patronId, notice)).toEqual({
      ok: false,
      reason: "member",
    });
  });

  it("accepts a live code once, with the invitation's role, name and phone; refuses an expired or revoked one", async () => {
    const invited = await team.invite(julie, patronId, notice);
    if (!invited.ok) throw new Error("refused");
    const accepted = await team.accept(invited.code, "hash-julie");
    expect(accepted).toEqual({
      ok: true,
      user: {
        id: expect.any(Number),
        email: "julie@example.com",
        role: "bureau",
        displayName: "Julie Leroy",
        phone: "06 12 34 56 78",
      },
    });
    expect(await team.accept(invited.code, "hash-again")).toEqual({ ok: false, reason: "invalid" });
    expect((await owners.findUserByEmail("julie@example.com"))?.passwordHash).toBe("hash-julie");
    expect(await team.listInvites()).toEqual([]);

    const late = await team.invite({ ...julie, email: "paul@example.com", role: "compagnon" }, patronId, notice);
    if (!late.ok) throw new Error("refused");
    now += INVITE_LIFETIME_MS;
    expect(await team.findInvite(late.code)).toBeUndefined();
    expect(await team.accept(late.code, "hash")).toEqual({ ok: false, reason: "invalid" });

    const revoked = await team.invite({ ...julie, email: "luc@example.com" }, patronId, notice);
    if (!revoked.ok) throw new Error("refused");
    expect((await team.revokeInvite(revoked.invite.id))?.email).toBe("luc@example.com");
    expect(await team.accept(revoked.code, "hash")).toEqual({ ok: false, reason: "invalid" });
    expect(await owners.findUserByEmail("luc@example.com")).toBeUndefined();
  });

  it("refuses an invitation whose address got an account meanwhile, writing nothing", async () => {
    const invited = await team.invite(julie, patronId, notice);
    if (!invited.ok) throw new Error("refused");
    await owners.addUser("julie@example.com", "hash-cli", { role: "compagnon" });
    expect(await team.accept(invited.code, "hash")).toEqual({ ok: false, reason: "taken" });
    expect(await team.findInvite(invited.code)).toBeDefined();
    expect((await team.listPeople()).find((person) => person.email === "julie@example.com")?.role).toBe("compagnon");
  });

  it("keeps a patron: the last one can neither be demoted nor removed, one of two can", async () => {
    expect(await team.changeRole(patronId, "bureau")).toEqual({ ok: false, reason: "lastPatron" });
    expect(await team.remove(patronId)).toEqual({ ok: false, reason: "lastPatron" });
    expect(await team.changeRole(patronId, "patron")).toMatchObject({ ok: true });
    const other = await owners.addUser("anne@example.com", "hash", { role: "patron", displayName: "Anne" });
    expect(await team.changeRole(patronId, "bureau")).toMatchObject({ ok: true, person: { role: "patron" } });
    expect((await team.findPerson(patronId))?.role).toBe("bureau");
    expect(await team.remove(other.id)).toEqual({ ok: false, reason: "lastPatron" });
    expect(await team.changeRole(9999, "bureau")).toEqual({ ok: false, reason: "missing" });
  });

  it("removes a person at once: sessions, passkeys, devices and feeds gone, his row and jobs kept, back on a new invitation", async () => {
    const paul = await owners.addUser("paul@example.com", "hash", { role: "compagnon", displayName: "Paul" });
    const { token } = await owners.createSession(paul.id, { userAgent: "Firefox", address: null });
    expect((await team.findPerson(paul.id))?.lastSeenAt).toBe(now);
    await owners.addPasskey({
      userId: paul.id,
      credentialId: "cred",
      publicKey: "key",
      counter: 0,
      transports: [],
      name: "iPhone",
    });
    const db = test.database.db;
    await db
      .insertInto("push_devices")
      .values({
        user_id: paul.id,
        endpoint: "https://push.example/1",
        p256dh: "p",
        auth: "a",
        name: "iPhone",
        session_hash: null,
        events: "[]",
        quiet_from: null,
        quiet_to: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("calendar_feeds")
      .values({ user_id: paul.id, token_hash: "feed", created_at: now, revoked_at: null })
      .execute();
    const at = new Date(now).toISOString();
    const job = await db
      .insertInto("jobs")
      .values({
        origin: "emergency",
        quote_id: null,
        lead_id: null,
        title: "Fuite",
        client_name: "Jeanne",
        requested_at: null,
        arrived_at: null,
        arrived_by: null,
        finished_at: null,
        client_confirmed_at: null,
        client_change_request: null,
        final_invoice_id: null,
        review_asked_at: null,
        portfolio_draft_at: null,
        postpone_reason: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("job_assignees").values({ job_id: job.id, user_id: paul.id }).execute();

    expect(await team.remove(paul.id)).toMatchObject({ ok: true, person: { email: "paul@example.com" } });
    expect(await owners.lookupSession(token)).toBeUndefined();
    expect(await owners.findUserByEmail("paul@example.com")).toBeUndefined();
    expect(await owners.findUser(paul.id)).toBeUndefined();
    expect(await owners.listPasskeys(paul.id)).toEqual([]);
    expect(await db.selectFrom("push_devices").selectAll().execute()).toEqual([]);
    expect(
      (await db.selectFrom("calendar_feeds").select("revoked_at").executeTakeFirstOrThrow()).revoked_at,
    ).not.toBeNull();
    expect(await db.selectFrom("job_assignees").selectAll().execute()).toEqual([{ job_id: job.id, user_id: paul.id }]);
    expect((await team.listPeople()).map((person) => person.email)).toEqual(["marc@example.com"]);
    expect((await owners.listUsers()).map((user) => user.email)).toEqual(["marc@example.com"]);
    expect(await team.remove(paul.id)).toEqual({ ok: false, reason: "missing" });

    // Invited again, he is the same person: his row, his jobs.
    const again = await team.invite(
      { ...julie, email: "paul@example.com", displayName: "Paul B.", role: "bureau" },
      patronId,
      notice,
    );
    if (!again.ok) throw new Error("refused");
    const back = await team.accept(again.code, "hash-new");
    expect(back).toMatchObject({ ok: true, user: { id: paul.id, role: "bureau", displayName: "Paul B." } });
    expect((await owners.findUserByEmail("paul@example.com"))?.passwordHash).toBe("hash-new");
  });
});
