import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { ChallengePurpose, Database } from "#app/services/db/schema.server.ts";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most once a minute: a page view does not cost a write each time. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 5;

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

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
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

  /** Removes the account with its sessions and passkeys (foreign keys cascade). */
  async removeUser(email: string): Promise<OwnerUser | undefined> {
    const user = await this.findUserByEmail(email);
    if (!user) return undefined;
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom("owner_sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("owner_passkeys").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("owner_challenges").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("owner_users").where("id", "=", user.id).execute();
    });
    return user;
  }

  /** A new password closes every session of the account: whoever knew the old one is out. */
  async setPassword(userId: number, passwordHash: string, keepSessionHash?: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable("owner_users")
        .set({ password_hash: passwordHash, password_changed_at: this.#iso() })
        .where("id", "=", userId)
        .execute();
      let closing = trx.deleteFrom("owner_sessions").where("user_id", "=", userId);
      if (keepSessionHash) closing = closing.where("token_hash", "!=", keepSessionHash);
      await closing.execute();
    });
  }

  // Sessions

  async createSession(
    userId: number,
    details: { userAgent: string | null; address: string | null },
  ): Promise<{ token: string; expiresAt: number }> {
    const token = newSessionToken();
    const now = this.#now();
    const expiresAt = now + SESSION_LIFETIME_MS;
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
      })
      .execute();
    return { token, expiresAt };
  }

  /** The live session a token opens, its expiry moved 30 days ahead of now (sliding); undefined otherwise. */
  async touchSession(token: string): Promise<OwnerSession | undefined> {
    const tokenHash = hashToken(token);
    const now = this.#now();
    const row = await this.#db
      .selectFrom("owner_sessions")
      .innerJoin("owner_users", "owner_users.id", "owner_sessions.user_id")
      .selectAll("owner_sessions")
      .select("owner_users.email")
      .where("owner_sessions.token_hash", "=", tokenHash)
      .where("owner_sessions.expires_at", ">", now)
      .executeTakeFirst();
    if (!row) return undefined;
    const session = sessionOf(row);
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      session.expiresAt = now + SESSION_LIFETIME_MS;
      await this.#db
        .updateTable("owner_sessions")
        .set({ last_seen_at: now, expires_at: session.expiresAt })
        .where("token_hash", "=", tokenHash)
        .execute();
    }
    return session;
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

  /** Expired sessions, used challenges' leftovers and finished throttle windows. */
  async sweep(): Promise<void> {
    const now = this.#now();
    await this.#db.deleteFrom("owner_sessions").where("expires_at", "<=", now).execute();
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

  async saveChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<void> {
    await this.#db
      .insertInto("owner_challenges")
      .values({ challenge, purpose, user_id: userId, expires_at: this.#now() + CHALLENGE_LIFETIME_MS })
      .execute();
  }

  /**
   * Takes a challenge out for good: true once, for a live challenge of that purpose (and account), and
   * false for a replay, an expired one or one made for something else.
   */
  async consumeChallenge(challenge: string, purpose: ChallengePurpose, userId: number | null): Promise<boolean> {
    let deleting = this.#db
      .deleteFrom("owner_challenges")
      .where("challenge", "=", challenge)
      .where("purpose", "=", purpose)
      .where("expires_at", ">", this.#now());
    deleting = userId === null ? deleting.where("user_id", "is", null) : deleting.where("user_id", "=", userId);
    const result = await deleting.executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // Login throttle

  /** When the first of the keys that is blocked opens again (ms since 1970), or null when none is. */
  async blockedUntil(keys: string[]): Promise<number | null> {
    const rows = await this.#db
      .selectFrom("owner_login_throttle")
      .select(["reset_at"])
      .where("key", "in", keys)
      .where("failures", ">=", THROTTLE_MAX_FAILURES)
      .where("reset_at", ">", this.#now())
      .execute();
    return rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.reset_at)));
  }

  /** Counts a failure against each key; a window that ran out starts again at 1. */
  async recordFailure(keys: string[]): Promise<void> {
    const now = this.#now();
    const resetAt = now + THROTTLE_WINDOW_MS;
    for (const key of keys) {
      await this.#db
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
        .execute();
    }
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
