import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "#app/services/db/database.server.ts";
import type { ChallengePurpose, TeamRole } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { deletePushDevicesOf } from "#app/services/push/store.server.ts";
import { type AuditEntry, AuditLog } from "./audit-log.server.ts";
import { LoginThrottle } from "./login-throttle.server.ts";
import { PasskeyStore, type StoredPasskey } from "./passkey-store.server.ts";
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

export interface OwnerUser {
  id: number;
  email: string;
  webauthnUserId: string;
  createdAt: string;
  role: TeamRole;
}

/** A person's account as the team's screens and the CLI list it. */
export interface OwnerUserSummary extends OwnerUser {
  displayName: string;
  passkeys: number;
  sessions: number;
}

export interface OwnerSession {
  tokenHash: string;
  userId: number;
  email: string;
  /** The person's role and name, read with the session: a role changed by the patron applies at the next request. */
  role: TeamRole;
  displayName: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string | null;
  address: string | null;
  /** When the session last proved its owner: its login, or a confirmation asked before an account change. */
  authenticatedAt: number;
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

/**
 * Everything the owner's space keeps about its accounts, on either engine, through parameterised Kysely: the
 * accounts, sessions and devices here; the passkeys with their challenges, the login throttle and the audit trail
 * in modules of their own, which this store answers for, so that its callers hold one store.
 */
export class OwnerStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;
  readonly #policy: SessionPolicy;
  readonly #passkeys: PasskeyStore;
  readonly #throttle: LoginThrottle;
  readonly #audit: AuditLog;

  constructor(db: Kysely<Database>, now: () => number = Date.now, policy: SessionPolicy = DEFAULT_SESSION_POLICY) {
    this.#db = db;
    this.#now = now;
    this.#policy = policy;
    this.#passkeys = new PasskeyStore(db, now);
    this.#throttle = new LoginThrottle(db, now);
    this.#audit = new AuditLog(db, now);
  }

  /** The end of a session last used at `lastSeenAt`: its inactivity limit, or its absolute lifetime if sooner. */
  #expiryOf(createdAt: number, lastSeenAt: number): number {
    return Math.min(lastSeenAt + this.#policy.idleMs, createdAt + this.#policy.absoluteMs);
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

  // Accounts

  /**
   * A new account with its role. The address of a person the patron removed gets its row back (the history
   * naming him stays one person), with the new password, role and name; a live account's address is refused.
   */
  async addUser(
    email: string,
    passwordHash: string,
    person: { role?: TeamRole; displayName?: string; phone?: string } = {},
  ): Promise<OwnerUser> {
    const at = this.#iso();
    const fields = {
      password_hash: passwordHash,
      webauthn_user_id: randomBytes(32).toString("base64url"),
      password_changed_at: at,
      role: person.role ?? "patron",
      display_name: person.displayName ?? "",
      phone: person.phone ?? "",
    };
    try {
      const row = await this.#db
        .insertInto("owner_users")
        .values({ email: normalizeEmail(email), created_at: at, ...fields })
        .onConflict((conflict) =>
          conflict
            .column("email")
            .doUpdateSet({ ...fields, removed_at: null })
            .where("owner_users.removed_at", "is not", null),
        )
        .returning(["id", "email", "webauthn_user_id", "created_at", "role"])
        .executeTakeFirst();
      if (!row) throw new EmailTakenError(email);
      return userOf(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(email);
      throw error;
    }
  }

  async findUserByEmail(email: string): Promise<(OwnerUser & { passwordHash: string }) | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at", "role", "password_hash"])
      .where("email", "=", normalizeEmail(email))
      .where("removed_at", "is", null)
      .executeTakeFirst();
    return row && { ...userOf(row), passwordHash: row.password_hash };
  }

  async findUser(id: number): Promise<OwnerUser | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at", "role"])
      .where("id", "=", id)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    return row && userOf(row);
  }

  async findUserByWebauthnId(webauthnUserId: string): Promise<OwnerUser | undefined> {
    const row = await this.#db
      .selectFrom("owner_users")
      .select(["id", "email", "webauthn_user_id", "created_at", "role"])
      .where("webauthn_user_id", "=", webauthnUserId)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    return row && userOf(row);
  }

  /** The live accounts (a removed person's row is the history's, not an account). */
  async listUsers(): Promise<OwnerUserSummary[]> {
    const now = this.#now();
    const rows = await this.#db
      .selectFrom("owner_users")
      .select((eb) => [
        "owner_users.id",
        "owner_users.email",
        "owner_users.webauthn_user_id",
        "owner_users.created_at",
        "owner_users.role",
        "owner_users.display_name",
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
      .where("owner_users.removed_at", "is", null)
      .orderBy("owner_users.id")
      .execute();
    return rows.map((row) => ({
      ...userOf(row),
      displayName: row.display_name,
      passkeys: Number(row.passkeys ?? 0),
      sessions: Number(row.sessions ?? 0),
    }));
  }

  /**
   * Erases the account with its sessions, passkeys and push devices (foreign keys cascade), as the server's
   * operator does from the CLI; the patron's removal from the team's screen keeps the row (TeamStore.remove).
   */
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
      .select(["owner_users.email", "owner_users.role", "owner_users.display_name"])
      .where("owner_sessions.token_hash", "=", tokenHash)
      .where("owner_users.removed_at", "is", null)
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
      .select(["owner_users.email", "owner_users.role", "owner_users.display_name"])
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

  // Passkeys and WebAuthn challenges (passkey-store.server.ts)

  addPasskey(passkey: Omit<StoredPasskey, "id" | "createdAt" | "lastUsedAt">): Promise<StoredPasskey> {
    return this.#passkeys.addPasskey(passkey);
  }

  listPasskeys(userId: number): Promise<StoredPasskey[]> {
    return this.#passkeys.listPasskeys(userId);
  }

  findPasskey(credentialId: string): Promise<StoredPasskey | undefined> {
    return this.#passkeys.findPasskey(credentialId);
  }

  recordPasskeyUse(id: number, counter: number): Promise<void> {
    return this.#passkeys.recordPasskeyUse(id, counter);
  }

  deletePasskey(userId: number, id: number): Promise<StoredPasskey | undefined> {
    return this.#passkeys.deletePasskey(userId, id);
  }

  saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    binding: string | null,
  ): Promise<void> {
    return this.#passkeys.saveChallenge(challenge, purpose, userId, binding);
  }

  consumeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    binding: string | null,
  ): Promise<boolean> {
    return this.#passkeys.consumeChallenge(challenge, purpose, userId, binding);
  }

  // Login throttle (login-throttle.server.ts)

  blockedUntil(keys: string[]): Promise<number | null> {
    return this.#throttle.blockedUntil(keys);
  }

  chargeAttempt(keys: string[]): Promise<number | null> {
    return this.#throttle.chargeAttempt(keys);
  }

  clearFailures(keys: string[]): Promise<void> {
    return this.#throttle.clearFailures(keys);
  }

  // Audit (audit-log.server.ts)

  addAudit(entry: Omit<AuditEntry, "id" | "at">): Promise<void> {
    return this.#audit.addAudit(entry);
  }

  listAudit(limit: number): Promise<AuditEntry[]> {
    return this.#audit.listAudit(limit);
  }
}

function userOf(row: {
  id: number;
  email: string;
  webauthn_user_id: string;
  created_at: string;
  role: TeamRole;
}): OwnerUser {
  return {
    id: row.id,
    email: row.email,
    webauthnUserId: row.webauthn_user_id,
    createdAt: row.created_at,
    role: row.role,
  };
}

function sessionOf(
  row: Database["owner_sessions"] & { email: string; role: TeamRole; display_name: string },
): OwnerSession {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    displayName: row.display_name,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
    userAgent: row.user_agent,
    address: row.address,
    authenticatedAt: Number(row.authenticated_at ?? row.created_at),
  };
}
