import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "#app/services/db/database.server.ts";
import { forEachEngine, type TestDatabase } from "#tests/support/store-engines.ts";
import { addressThrottleKey, attemptPasswordLogin } from "./login.server.ts";
import { THROTTLE_MAX_ATTEMPTS, THROTTLE_WINDOW_MS } from "./login-throttle.server.ts";
import { CHALLENGE_LIFETIME_MS } from "./passkey-store.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import {
  DEFAULT_SESSION_POLICY,
  EmailTakenError,
  ENDED_SESSION_KEPT_MS,
  hashToken,
  OwnerStore,
} from "./store.server.ts";

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

  it("stores a session's token hashed and ends it after its inactivity limit", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    const { token, expiresAt } = await store.createSession(user.id, { userAgent: "Firefox", address: "10.0.0.1" });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBe(now + DEFAULT_SESSION_POLICY.idleMs);
    const rows = await test.database.db.selectFrom("owner_sessions").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);

    // Used before the limit each time, the session goes on.
    now += DEFAULT_SESSION_POLICY.idleMs - 1;
    const used = await store.touchSession(token);
    expect(used?.email).toBe("marc@example.com");
    expect(used?.expiresAt).toBe(now + DEFAULT_SESSION_POLICY.idleMs);
    expect(used?.authenticatedAt).toBe(used?.createdAt);

    now += DEFAULT_SESSION_POLICY.idleMs;
    expect(await store.lookupSession(token)).toEqual({ ended: "idle" });
    // Ended, it stays ended: never revived by a later use.
    expect(await store.touchSession(token)).toBeUndefined();
    expect(await store.lookupSession(token)).toEqual({ ended: "idle" });
    // Kept a week after its end, so the login page can still say why; then swept.
    await store.sweep();
    expect(await store.lookupSession(token)).toEqual({ ended: "idle" });
    now += ENDED_SESSION_KEPT_MS;
    await store.sweep();
    expect(await store.lookupSession(token)).toBeUndefined();
    expect(await store.touchSession("A".repeat(43))).toBeUndefined();
  });

  it("ends a session at its stored expiry too (one made under longer limits, or closed from outside)", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    const { token } = await store.createSession(user.id, { userAgent: null, address: null });
    await test.database.db
      .updateTable("owner_sessions")
      .set({ expires_at: now - 1 })
      .execute();
    expect(await store.lookupSession(token)).toEqual({ ended: "idle" });
  });

  it("ends a session used all day at its absolute lifetime, whatever its use", async () => {
    const policy = { idleMs: 30 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 };
    const strict = new OwnerStore(test.database.db, () => now, policy);
    const user = await strict.addUser("marc@example.com", "hash");
    const { token } = await strict.createSession(user.id, { userAgent: null, address: null });
    const started = now;
    while (now + policy.idleMs / 2 < started + policy.absoluteMs) {
      now += policy.idleMs / 2;
      expect(await strict.touchSession(token), new Date(now).toISOString()).toBeDefined();
    }
    const last = await strict.touchSession(token);
    expect(last?.expiresAt).toBe(started + policy.absoluteMs);
    now = started + policy.absoluteMs;
    expect(await strict.lookupSession(token)).toEqual({ ended: "absolute" });
  });

  it("records a confirmation of identity on the session", async () => {
    const user = await store.addUser("marc@example.com", "hash");
    const { token } = await store.createSession(user.id, { userAgent: null, address: null });
    now += 20 * 60 * 1000;
    expect((await store.touchSession(token))?.authenticatedAt).toBe(now - 20 * 60 * 1000);
    await store.confirmIdentity(hashToken(token));
    expect((await store.touchSession(token))?.authenticatedAt).toBe(now);
  });

  it("tells a browser that never logged in to an account from one that did", async () => {
    const marc = await store.addUser("marc@example.com", "hash");
    const julie = await store.addUser("julie@example.com", "hash");
    expect(await store.recordDevice(marc.id, "phone")).toBe(true);
    now += 1000;
    expect(await store.recordDevice(marc.id, "phone")).toBe(false);
    expect(await store.recordDevice(julie.id, "phone")).toBe(true);
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
    const kept = await store.createSession(user.id, { userAgent: null, address: null });
    expect(await store.setPassword(user.id, "hash 2", hashToken(kept.token), false)).toBe(0);
    expect(await store.touchSession(session.token)).toBeDefined();
    expect(await store.setPassword(user.id, "new hash", hashToken(kept.token))).toBe(1);
    expect(await store.touchSession(session.token)).toBeUndefined();
    expect(await store.touchSession(kept.token)).toBeDefined();

    const again = await store.createSession(user.id, { userAgent: null, address: null });
    await store.addPasskey({
      userId: user.id,
      credentialId: "cred-1",
      publicKey: "key",
      counter: 0,
      transports: ["internal"],
      name: "iPhone",
    });
    expect((await store.listUsers())[0]).toMatchObject({ email: "marc@example.com", passkeys: 1, sessions: 2 });
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
    await store.saveChallenge("login-challenge", "login", null, "browser-a");
    await store.saveChallenge("register-challenge", "register", user.id, "session-a");
    await store.saveChallenge("late-challenge", "login", null, "browser-a");

    expect(await store.consumeChallenge("login-challenge", "register", user.id, "browser-a")).toBe(false);
    // Asked by one browser, the challenge is not answered from another one (or from none).
    expect(await store.consumeChallenge("login-challenge", "login", null, "browser-b")).toBe(false);
    expect(await store.consumeChallenge("login-challenge", "login", null, null)).toBe(false);
    expect(await store.consumeChallenge("login-challenge", "login", null, "browser-a")).toBe(true);
    expect(await store.consumeChallenge("login-challenge", "login", null, "browser-a")).toBe(false);
    expect(await store.consumeChallenge("register-challenge", "register", user.id + 1, "session-a")).toBe(false);
    expect(await store.consumeChallenge("register-challenge", "register", user.id, "session-a")).toBe(true);
    now += CHALLENGE_LIFETIME_MS;
    expect(await store.consumeChallenge("late-challenge", "login", null, "browser-a")).toBe(false);
    await store.saveChallenge("next-challenge", "login", null, "browser-a");
    const left = await test.database.db.selectFrom("owner_challenges").select("challenge").execute();
    expect(left.map((row) => row.challenge)).toEqual(["next-challenge"]);
  });

  it("refuses a key's 6th attempt until its 15-minute window ends, then counts again from 1", async () => {
    const keys = ["account:marc@example.com"];
    for (let attempt = 0; attempt < 5; attempt++) expect(await store.chargeAttempt(keys)).toBeNull();
    expect(await store.blockedUntil(keys)).toBe(now + THROTTLE_WINDOW_MS);
    expect(await store.chargeAttempt(keys)).toBe(now + THROTTLE_WINDOW_MS);
    expect(await store.chargeAttempt(["address:10.0.0.1", ...keys])).toBe(now + THROTTLE_WINDOW_MS);

    now += THROTTLE_WINDOW_MS;
    expect(await store.blockedUntil(keys)).toBeNull();
    expect(await store.chargeAttempt(keys)).toBeNull();
    const row = await test.database.db
      .selectFrom("owner_login_throttle")
      .selectAll()
      .where("key", "=", keys[0]!)
      .executeTakeFirstOrThrow();
    expect(Number(row.failures)).toBe(1);
    await store.sweep();
    expect(await test.database.db.selectFrom("owner_login_throttle").selectAll().execute()).toHaveLength(1);
  });

  it("40 wrong passwords at once on one account, from two server processes, evaluate at most 5 guesses", async () => {
    const password = await hashPassword("le bon mot de passe", cheap);
    await store.addUser("marc@example.com", password);
    // A second connection to the same database: another server process sharing it.
    const other = await openDatabase(test.location);
    try {
      const stores = [store, new OwnerStore(other.db, () => now)];
      let evaluated = 0;
      const countingVerify: typeof verifyPassword = (...args) => {
        evaluated += 1;
        return verifyPassword(...args);
      };
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          attemptPasswordLogin(
            stores[index % 2]!,
            { email: "marc@example.com", password: `faux ${index}`, address: `10.1.${index}.1` },
            () => now,
            countingVerify,
          ),
        ),
      );
      const invalid = outcomes.filter((outcome) => outcome.outcome === "invalid").length;
      expect(evaluated).toBe(THROTTLE_MAX_ATTEMPTS);
      expect(invalid).toBe(THROTTLE_MAX_ATTEMPTS);
      expect(outcomes.filter((outcome) => outcome.outcome === "throttled")).toHaveLength(40 - THROTTLE_MAX_ATTEMPTS);
      // The right password is refused as well until the window ends.
      expect(
        (
          await attemptPasswordLogin(
            store,
            { email: "marc@example.com", password: "le bon mot de passe", address: "10.2.0.1" },
            () => now,
          )
        ).outcome,
      ).toBe("throttled");
    } finally {
      await other.close();
    }
  }, 60_000);

  it("counts IPv6 clients per /64 and an IPv4-mapped address as its IPv4 address", async () => {
    expect(addressThrottleKey("2001:db8:1:2:aaaa::1")).toBe(addressThrottleKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(addressThrottleKey("2001:db8:1:2::1")).not.toBe(addressThrottleKey("2001:db8:1:3::1"));
    expect(addressThrottleKey("2001:db8::1")).toBe("address:2001:db8:0:0::/64");
    expect(addressThrottleKey("::1")).toBe("address:0:0:0:0::/64");
    expect(addressThrottleKey("::ffff:192.0.2.1")).toBe("address:192.0.2.1");
    expect(addressThrottleKey("192.0.2.1")).toBe("address:192.0.2.1");
    expect(addressThrottleKey(null)).toBe("address:unknown");

    // Five guesses spread over one /64 block the whole /64.
    for (let index = 0; index < 5; index++) {
      await attemptPasswordLogin(
        store,
        { email: `x${index}@example.com`, password: "x", address: `2001:db8:5:6::${index + 1}` },
        () => now,
      );
    }
    const next = await attemptPasswordLogin(
      store,
      { email: "y@example.com", password: "x", address: "2001:db8:5:6:ffff:ffff:ffff:ffff" },
      () => now,
    );
    expect(next.outcome).toBe("throttled");
  }, 60_000);

  it("password login: one answer for a wrong password and an unknown account, throttled per account and address", async () => {
    const user = await store.addUser("marc@example.com", await hashPassword("le bon mot de passe", cheap));
    const attempt = (email: string, password: string, address: string) =>
      attemptPasswordLogin(store, { email, password, address }, () => now);

    expect(await attempt("MARC@example.com", "le bon mot de passe", "10.0.0.1")).toEqual({
      outcome: "success",
      userId: user.id,
      email: "marc@example.com",
      role: "patron",
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
