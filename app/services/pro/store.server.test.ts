import { afterEach, beforeEach, expect, it } from "vitest";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { attemptPasswordLogin } from "./login.server.ts";
import { hashPassword } from "./password.server.ts";
import {
  CHALLENGE_LIFETIME_MS,
  EmailTakenError,
  hashToken,
  OwnerStore,
  SESSION_LIFETIME_MS,
  THROTTLE_WINDOW_MS,
} from "./store.server.ts";

const DAY = 24 * 60 * 60 * 1000;
/** The tests are about sessions and throttling, not the hash's cost. */
const cheap = { N: 2 ** 10, r: 8, p: 1 };

forEachEngine((_engine, fresh) => {
  let test: TestDatabase;
  let now: number;
  let store: OwnerStore;

  beforeEach(async () => {
    test = await fresh();
    now = Date.parse("2026-11-23T08:00:00.000Z");
    store = new OwnerStore(test.database.db, () => now);
  });

  afterEach(() => test.remove());

  it("keeps one account per e-mail, whatever its case", async () => {
    const user = await store.addUser("Marc.Dupont@Example.com", "hash");
    expect(user.email).toBe("marc.dupont@example.com");
    expect(user.webauthnUserId).toMatch(/^[\w-]{43}$/);
    await expect(store.addUser("MARC.DUPONT@example.com", "hash")).rejects.toBeInstanceOf(EmailTakenError);
    expect((await store.findUserByEmail(" marc.dupont@EXAMPLE.com "))?.id).toBe(user.id);
  });

  it("stores a session's token hashed, slides its expiry with use, and lets it die after 30 idle days", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    const { token, expiresAt } = await store.createSession(user.id, { userAgent: "Firefox", address: "10.0.0.1" });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBe(now + SESSION_LIFETIME_MS);
    const rows = await test.database.db.selectFrom("owner_sessions").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);

    now += 29 * DAY;
    const used = await store.touchSession(token);
    expect(used?.email).toBe("marc@example.com");
    expect(used?.expiresAt).toBe(now + SESSION_LIFETIME_MS);
    expect(used?.extended).toBe(true);
    // Used again within the minute: no write, nothing to renew.
    expect((await store.touchSession(token))?.extended).toBe(false);

    now += 29 * DAY;
    expect(await store.touchSession(token)).toBeDefined();
    now += SESSION_LIFETIME_MS + 1;
    expect(await store.touchSession(token)).toBeUndefined();
    expect(await store.touchSession("A".repeat(43))).toBeUndefined();
  });

  it("logs out every other session of the account, and only those", async () => {
    const marc = await store.addUser("marc@example.com", "hash");
    const julie = await store.addUser("julie@example.com", "hash");
    const phone = await store.createSession(marc.id, { userAgent: null, address: null });
    const laptop = await store.createSession(marc.id, { userAgent: null, address: null });
    const other = await store.createSession(julie.id, { userAgent: null, address: null });
    expect(await store.deleteOtherSessions(marc.id, hashToken(phone.token))).toBe(1);
    expect(await store.touchSession(phone.token)).toBeDefined();
    expect(await store.touchSession(laptop.token)).toBeUndefined();
    expect(await store.touchSession(other.token)).toBeDefined();
  });

  it("a new password closes the account's sessions; removing the account takes its sessions and passkeys", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    const session = await store.createSession(user.id, { userAgent: null, address: null });
    await store.setPassword(user.id, "new hash");
    expect(await store.touchSession(session.token)).toBeUndefined();

    const again = await store.createSession(user.id, { userAgent: null, address: null });
    await store.addPasskey({
      userId: user.id,
      credentialId: "cred-1",
      publicKey: "key",
      counter: 0,
      transports: ["internal"],
      name: "iPhone",
    });
    expect((await store.listUsers())[0]).toMatchObject({ email: "marc@example.com", passkeys: 1, sessions: 1 });
    expect((await store.removeUser("MARC@example.com"))?.id).toBe(user.id);
    expect(await store.touchSession(again.token)).toBeUndefined();
    expect(await store.findPasskey("cred-1")).toBeUndefined();
    expect(await store.listUsers()).toEqual([]);
  });

  it("deletes a passkey of the account only", async () => {
    const marc = await store.addUser("marc@example.com", "hash");
    const julie = await store.addUser("julie@example.com", "hash");
    const key = await store.addPasskey({
      userId: marc.id,
      credentialId: "cred-1",
      publicKey: "key",
      counter: 3,
      transports: ["internal", "hybrid"],
      name: "iPhone",
    });
    expect(await store.deletePasskey(julie.id, key.id)).toBeUndefined();
    await store.recordPasskeyUse(key.id, 4);
    expect(await store.findPasskey("cred-1")).toMatchObject({ counter: 4, transports: ["internal", "hybrid"] });
    expect((await store.deletePasskey(marc.id, key.id))?.name).toBe("iPhone");
    expect(await store.listPasskeys(marc.id)).toEqual([]);
  });

  it("accepts a WebAuthn challenge once, for its purpose and account, before it expires", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    await store.saveChallenge("login-challenge", "login", null);
    await store.saveChallenge("register-challenge", "register", user.id);
    await store.saveChallenge("late-challenge", "login", null);

    expect(await store.consumeChallenge("login-challenge", "register", user.id)).toBe(false);
    expect(await store.consumeChallenge("login-challenge", "login", null)).toBe(true);
    expect(await store.consumeChallenge("login-challenge", "login", null)).toBe(false);
    expect(await store.consumeChallenge("register-challenge", "register", user.id + 1)).toBe(false);
    expect(await store.consumeChallenge("register-challenge", "register", user.id)).toBe(true);
    now += CHALLENGE_LIFETIME_MS;
    expect(await store.consumeChallenge("late-challenge", "login", null)).toBe(false);
    await store.saveChallenge("next-challenge", "login", null);
    const left = await test.database.db.selectFrom("owner_challenges").select("challenge").execute();
    expect(left.map((row) => row.challenge)).toEqual(["next-challenge"]);
  });

  it("blocks a key after 5 failures until its 15-minute window ends, then counts again from 1", async () => {
    const keys = ["account:marc@example.com"];
    for (let failure = 0; failure < 4; failure++) await store.recordFailure(keys);
    expect(await store.blockedUntil(keys)).toBeNull();
    await store.recordFailure(keys);
    expect(await store.blockedUntil(keys)).toBe(now + THROTTLE_WINDOW_MS);
    expect(await store.blockedUntil(["address:10.0.0.1", ...keys])).toBe(now + THROTTLE_WINDOW_MS);

    now += THROTTLE_WINDOW_MS;
    expect(await store.blockedUntil(keys)).toBeNull();
    await store.recordFailure(keys);
    const row = await test.database.db.selectFrom("owner_login_throttle").selectAll().executeTakeFirstOrThrow();
    expect(Number(row.failures)).toBe(1);
    await store.sweep();
    expect(await test.database.db.selectFrom("owner_login_throttle").selectAll().execute()).toHaveLength(1);
  });

  it("password login: one answer for a wrong password and an unknown account, throttled per account and address", async () => {
    const user = await store.addUser("marc@example.com", await hashPassword("le bon mot de passe", cheap));
    const attempt = (email: string, password: string, address: string) =>
      attemptPasswordLogin(store, { email, password, address }, () => now);

    expect(await attempt("MARC@example.com", "le bon mot de passe", "10.0.0.1")).toEqual({
      outcome: "success",
      userId: user.id,
      email: "marc@example.com",
    });
    expect(await attempt("marc@example.com", "mauvais", "10.0.0.2")).toEqual({ outcome: "invalid" });
    expect(await attempt("personne@example.com", "mauvais", "10.0.0.3")).toEqual({ outcome: "invalid" });

    for (let failure = 0; failure < 4; failure++) await attempt("marc@example.com", "mauvais", `10.0.1.${failure}`);
    now += 3 * 60 * 1000;
    expect(await attempt("marc@example.com", "le bon mot de passe", "10.0.2.1")).toEqual({
      outcome: "throttled",
      retryAfterMs: THROTTLE_WINDOW_MS - 3 * 60 * 1000,
    });

    // Five accounts tried from one address block that address for every account.
    for (let failure = 0; failure < 5; failure++) await attempt(`inconnu${failure}@example.com`, "x", "10.0.3.3");
    const julie = await store.addUser("julie@example.com", await hashPassword("un autre bon mot", cheap));
    expect((await attempt("julie@example.com", "un autre bon mot", "10.0.3.3")).outcome).toBe("throttled");
    expect(await attempt("julie@example.com", "un autre bon mot", "10.0.3.4")).toMatchObject({ userId: julie.id });
  }, 60_000);

  it("keeps the audit trail newest first", async () => {
    await store.addAudit({
      action: "login.success",
      userId: 1,
      email: "marc@example.com",
      address: "10.0.0.1",
      detail: null,
    });
    now += 1000;
    await store.addAudit({ action: "logout", userId: 1, email: "marc@example.com", address: "10.0.0.1", detail: null });
    const entries = await store.listAudit(10);
    expect(entries.map((entry) => entry.action)).toEqual(["logout", "login.success"]);
    expect(entries[0]?.at).toBe("2026-11-23T08:00:01.000Z");
    expect(await store.listAudit(1)).toHaveLength(1);
  });
});
