import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { ChallengePurpose } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { deletePushDevicesOf } from "#app/services/push/store.server.ts";
import type { SessionEnd } from "./request.server.ts";

/**
 * How long a session lives: `idleMs` after its last use (SESSION_IDLE_SECONDS), and never more than `absoluteMs`
 * after the login that opened it (SESSION_ABSOLUTE_SECONDS). The defaults and why: decision 019.
 */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 };

/**
 * A session's last use is written at most this often (a page view does not cost a write each time): a minute,
 * or a tenth of the inactivity limit when that is shorter, so the limit stays accurate to a tenth.
 */
function touchIntervalMs(policy: SessionPolicy): number {
  return Math.min(60 * 1000, Math.floor(policy.idleMs / 10));
}

/**
 * An ended session is kept (and its cookie in the browser) this long after its end, so that the owner coming back
 * the next morning is told why he must log in again; it opens nothing meanwhile.
 */
export const ENDED_SESSION_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts allowed per key and window; the next one is refused before any password is hashed. */
export const THROTTLE_MAX_ATTEMPTS = 5;

export interface OwnerUser {
  id: number;
  email: string;
  webauthnUserId: string;
  createdAt: string;
}

export interface OwnerSession {
  tokenHash: string;
  userId: number;
  email: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string | null;
  address: string | null;
  /** When the session last proved its owner: its login, or a confirmation asked before an account change. */
  authenticatedAt: number;
}

export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  action: string;
  userId: number | null;
  email: string | null;
  address: string | null;
  detail: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The cookie carries the token; the database keeps only its SHA-256, so a leaked copy opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits, base64url: unguessable, and safe in a cookie as it is. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export class EmailTakenError extends Error {}

/** Everything the owner's space keeps about its accounts, on either engine, through parameterised Kysely. */
export class OwnerStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;
  readonly #policy: SessionPolicy;

  constructor(db: Kysely<Database>, now: () => number = Date.now, policy: SessionPolicy = DEFAULT_SESSION_POLICY) {
    this.#db = db;
    this.#now = now;
    this.#policy = policy;
  }

  /** The end of a session last used at `lastSeenAt`: its inactivity limit, or its absolute lifetime if sooner. */
  #expiryOf(createdAt: number, lastSeenAt: number): number {
    return Math.min(lastSeenAt + this.#policy.idleMs, createdAt + this.#policy.absoluteMs);
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  // Accounts

  async addUser(email: string, passwordHash: string): Promise<OwnerUser> {
    const at = this.#iso();
    try {
      const row = await this.#db
        .insertInto("owner_users")
        .values({
          email: normalizeEmail(email),
          password_hash: passwordHash,
          webauthn_user_id: randomBytes(32).toString("base64url"),
          created_at: at,
          password_changed_at: at,
        })
        .returning(["id", "email", "webauthn_user_id", "created_at"])
        .executeTakeFirstOrThrow();
      return { id: row.id, email: row.email, webauthnUserId: row.webauthn_user_id, createdAt: row.created_at };
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(email);
      throw error;
    }
  }

  async findUserByEmail(email: string): Promise<(OwnerUser & { passwordHash: string }) | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at", "password_hash"])
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    return row && { ...userOf(row), passwordHash: row.password_hash };
  }

  async findUser(id: number): Promise<OwnerUser | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row && userOf(row);
  }

  async findUserByWebauthnId(webauthnUserId: string): Promise<OwnerUser | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at"])
      .where("webauthn_user_id", "=", webauthnUserId)
      .executeTakeFirst();
    return row && userOf(row);
  }

  async listUsers(): Promise<(OwnerUser & { passkeys: number; sessions: number })[]> {
    const now = this.#now();
    const rows = await this.#db
      .selectFrom("owner_users")
      .select((eb) => [
        "owner_users.id",
        "owner_users.email",
        "owner_users.webauthn_user_id",
        "owner_users.created_at",
        eb
          .selectFrom("owner_passkeys")
          .select((inner) => inner.fn.countAll<number>().as("count"))
          .whereRef("owner_passkeys.user_id", "=", "owner_users.id")
          .as("passkeys"),
        eb
          .selectFrom("owner_sessions")
          .select((inner) => inner.fn.countAll<number>().as("count"))
          .whereRef("owner_sessions.user_id", "=", "owner_users.id")
          .where("owner_sessions.expires_at", ">", now)
          .as("sessions"),
      ])
      .orderBy("owner_users.id")
      .execute();
    return rows.map((row) => ({
      ...userOf(row),
      passkeys: Number(row.passkeys ?? 0),
      sessions: Number(row.sessions ?? 0),
    }));
  }

  /** Removes the account with its sessions, passkeys and push devices (foreign keys cascade). */
  async removeUser(email: string): Promise<OwnerUser | undefined> {
    const user = await this.findUserByEmail(email);
    if (!user) return undefined;
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom("owner_sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("owner_passkeys").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("owner_challenges").where("user_id", "=", user.id).execute();
      await deletePushDevicesOf(trx, user.id);
      await trx.deleteFrom("owner_users").where("id", "=", user.id).execute();
    });
    return user;
  }

  /**
   * A new password, and unless the owner chose to keep them, every other session of the account closed: whoever
   * knew the old password is out.
   */
  async setPassword(
    userId: number,
    passwordHash: string,
    keepSessionHash?: string,
    endOtherSessions = true,
  ): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable("owner_users")
        .set({ password_hash: passwordHash, password_changed_at: this.#iso() })
        .where("id", "=", userId)
        .execute();
      if (!endOtherSessions) return 0;
      let closing = trx.deleteFrom("owner_sessions").where("user_id", "=", userId);
      if (keepSessionHash) closing = closing.where("token_hash", "!=", keepSessionHash);
      return Number((await closing.executeTakeFirst()).numDeletedRows);
    });
  }

  // Sessions

  async createSession(
    userId: number,
    details: { userAgent: string | null; address: string | null },
  ): Promise<{ token: string; expiresAt: number }> {
    const token = newSessionToken();
    const now = this.#now();
    const expiresAt = this.#expiryOf(now, now);
    await this.#db
      .insertInto("owner_sessions")
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        user_agent: details.userAgent?.slice(0, 400) ?? null,
        address: details.address,
        authenticated_at: now,
      })
      .execute();
    return { token, expiresAt };
  }

  /**
   * The live session a token opens, its last use recorded; or why the session it opened has ended (inactivity or
   * absolute lifetime); or undefined for a token that opens nothing (never issued, logged out, swept).
   */
  async lookupSession(token: string): Promise<{ session: OwnerSession } | { ended: SessionEnd } | undefined> {
    const tokenHash = hashToken(token);
    const now = this.#now();
    const row = await this.#db
      .selectFrom("owner_sessions")
      .innerJoin("owner_users", "owner_users.id", "owner_sessions.user_id")
      .selectAll("owner_sessions")
      .select("owner_users.email")
      .where("owner_sessions.token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const session = sessionOf(row);
    // An ended session stays ended (a later sweep deletes it): every check of the same request says why alike.
    // Its stored expiry counts too (set when it was opened or last used, under the limits of that time).
    if (now >= session.createdAt + this.#policy.absoluteMs) return { ended: "absolute" };
    if (now >= session.lastSeenAt + this.#policy.idleMs || now >= session.expiresAt) return { ended: "idle" };
    if (now - session.lastSeenAt >= touchIntervalMs(this.#policy)) {
      session.lastSeenAt = now;
      session.expiresAt = this.#expiryOf(session.createdAt, now);
      await this.#db
        .updateTable("owner_sessions")
        .set({ last_seen_at: now, expires_at: session.expiresAt })
        .where("token_hash", "=", tokenHash)
        .execute();
    }
    return { session };
  }

  /** The live session a token opens (its last use recorded), or undefined. */
  async touchSession(token: string): Promise<OwnerSession | undefined> {
    const found = await this.lookupSession(token);
    return found && "session" in found ? found.session : undefined;
  }

  /** The owner has just proved himself again (password or passkey): account changes are open for a while. */
  async confirmIdentity(tokenHash: string): Promise<void> {
    await this.#db
      .updateTable("owner_sessions")
      .set({ authenticated_at: this.#now() })
      .where("token_hash", "=", tokenHash)
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom("owner_sessions").where("token_hash", "=", tokenHash).execute();
  }

  async listSessions(userId: number): Promise<OwnerSession[]> {
    const rows = await this.#db
      .selectFrom("owner_sessions")
      .innerJoin("owner_users", "owner_users.id", "owner_sessions.user_id")
      .selectAll("owner_sessions")
      .select("owner_users.email")
      .where("owner_sessions.user_id", "=", userId)
      .where("owner_sessions.expires_at", ">", this.#now())
      .orderBy("owner_sessions.last_seen_at", "desc")
      .execute();
    return rows.map(sessionOf);
  }

  /** "Log out my other sessions": every session of the account but the one asking. */
  async deleteOtherSessions(userId: number, keepTokenHash: string): Promise<number> {
    const result = await this.#db
      .deleteFrom("owner_sessions")
      .where("user_id", "=", userId)
      .where("token_hash", "!=", keepTokenHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sessions ended for a week, used challenges' leftovers and finished throttle windows. */
  async sweep(): Promise<void> {
    const now = this.#now();
    await this.#db
      .deleteFrom("owner_sessions")
      .where("expires_at", "<=", now - ENDED_SESSION_KEPT_MS)
      .execute();
    await this.#db.deleteFrom("owner_challenges").where("expires_at", "<=", now).execute();
    await this.#db.deleteFrom("owner_login_throttle").where("reset_at", "<=", now).execute();
  }

  // Passkeys

  async addPasskey(passkey: Omit<StoredPasskey, "id" | "createdAt" | "lastUsedAt">): Promise<StoredPasskey> {
    const createdAt = this.#iso();
    const row = await this.#db
      .insertInto("owner_passkeys")
      .values({
        user_id: passkey.userId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        name: passkey.name,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ...passkey, id: row.id, createdAt, lastUsedAt: null };
  }

  async listPasskeys(userId: number): Promise<StoredPasskey[]> {
    const rows = await this.#db
      .selectFrom("owner_passkeys")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
    return rows.map(passkeyOf);
  }

  async findPasskey(credentialId: string): Promise<StoredPasskey | undefined> {
    const row = await this.#db
      .selectFrom("owner_passkeys")
      .selectAll()
      .where("credential_id", "=", credentialId)
      .executeTakeFirst();
    return row && passkeyOf(row);
  }

  async recordPasskeyUse(id: number, counter: number): Promise<void> {
    await this.#db
      .updateTable("owner_passkeys")
      .set({ counter, last_used_at: this.#iso() })
      .where("id", "=", id)
      .execute();
  }

  /** Deletes one of the account's passkeys; another account's id deletes nothing. */
  async deletePasskey(userId: number, id: number): Promise<StoredPasskey | undefined> {
    const row = await this.#db
      .deleteFrom("owner_passkeys")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirst();
    return row && passkeyOf(row);
  }

  // WebAuthn challenges

  /**
   * Expired challenges are deleted as new ones come, so strangers asking for many leave no pile behind.
   * `binding`: the SHA-256 of what only the asking browser holds; the answer must come with the same.
   */
  async saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    binding: string | null,
  ): Promise<void> {
    await this.#db.deleteFrom("owner_challenges").where("expires_at", "<=", this.#now()).execute();
    await this.#db
      .insertInto("owner_challenges")
      .values({ challenge, purpose, user_id: userId, expires_at: this.#now() + CHALLENGE_LIFETIME_MS, binding })
      .execute();
  }

  /**
   * Takes a challenge out for good: true once, for a live challenge of that purpose (and account) asked by the
   * same browser, and false for a replay, an expired one, one made for something else or asked elsewhere.
   */
  async consumeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    binding: string | null,
  ): Promise<boolean> {
    let deleting = this.#db
      .deleteFrom("owner_challenges")
      .where("challenge", "=", challenge)
      .where("purpose", "=", purpose)
      .where("expires_at", ">", this.#now());
    deleting = userId === null ? deleting.where("user_id", "is", null) : deleting.where("user_id", "=", userId);
    deleting = binding === null ? deleting.where("binding", "is", null) : deleting.where("binding", "=", binding);
    const result = await deleting.executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // Devices

  /** Records that this browser logged in to the account; true when it never had before. */
  async recordDevice(userId: number, deviceHash: string): Promise<boolean> {
    const at = this.#iso();
    const inserted = await this.#db
      .insertInto("owner_devices")
      .values({ user_id: userId, device_hash: deviceHash, first_seen_at: at, last_seen_at: at })
      .onConflict((conflict) => conflict.columns(["user_id", "device_hash"]).doUpdateSet({ last_seen_at: at }))
      .returning("first_seen_at")
      .executeTakeFirstOrThrow();
    return inserted.first_seen_at === at;
  }

  // Login throttle

  /** When the last of the keys that is blocked opens again (ms since 1970), or null when none is. */
  async blockedUntil(keys: string[]): Promise<number | null> {
    const rows = await this.#db
      .selectFrom("owner_login_throttle")
      .select(["reset_at"])
      .where("key", "in", keys)
      .where("failures", ">=", THROTTLE_MAX_ATTEMPTS)
      .where("reset_at", ">", this.#now())
      .execute();
    return rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.reset_at)));
  }

  /**
   * Charges one attempt to each key before anything is checked, each in one statement (an upsert that answers
   * the new count), so parallel attempts are counted one by one by the database itself, across every server
   * process sharing it. A window that ran out starts again at 1. Answers when the attempt may not go on: the
   * end of the latest window whose count went past the limit, or null when every key is within it.
   */
  async chargeAttempt(keys: string[]): Promise<number | null> {
    const now = this.#now();
    const resetAt = now + THROTTLE_WINDOW_MS;
    let blockedUntil: number | null = null;
    for (const key of keys) {
      const row = await this.#db
        .insertInto("owner_login_throttle")
        .values({ key, failures: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when("owner_login_throttle.reset_at", "<=", now)
              .then(1)
              .else(eb("owner_login_throttle.failures", "+", 1))
              .end(),
            reset_at: eb
              .case()
              .when("owner_login_throttle.reset_at", "<=", now)
              .then(resetAt)
              .else(eb.ref("owner_login_throttle.reset_at"))
              .end(),
          })),
        )
        .returning(["failures", "reset_at"])
        .executeTakeFirstOrThrow();
      if (Number(row.failures) > THROTTLE_MAX_ATTEMPTS) {
        blockedUntil = Math.max(blockedUntil ?? 0, Number(row.reset_at));
      }
    }
    return blockedUntil;
  }

  async clearFailures(keys: string[]): Promise<void> {
    await this.#db.deleteFrom("owner_login_throttle").where("key", "in", keys).execute();
  }

  // Audit

  async addAudit(entry: Omit<AuditEntry, "id" | "at">): Promise<void> {
    await this.#db
      .insertInto("owner_audit")
      .values({
        at: this.#iso(),
        action: entry.action,
        user_id: entry.userId,
        email: entry.email,
        address: entry.address,
        detail: entry.detail,
      })
      .execute();
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.#db.selectFrom("owner_audit").selectAll().orderBy("id", "desc").limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      userId: row.user_id,
      email: row.email,
      address: row.address,
      detail: row.detail,
    }));
  }
}

function userOf(row: { id: number; email: string; webauthn_user_id: string; created_at: string }): OwnerUser {
  return { id: row.id, email: row.email, webauthnUserId: row.webauthn_user_id, createdAt: row.created_at };
}

function sessionOf(row: Database["owner_sessions"] & { email: string }): OwnerSession {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    email: row.email,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
    userAgent: row.user_agent,
    address: row.address,
    authenticatedAt: Number(row.authenticated_at ?? row.created_at),
  };
}

function passkeyOf(row: Omit<Database["owner_passkeys"], "id"> & { id: number }): StoredPasskey {
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}
