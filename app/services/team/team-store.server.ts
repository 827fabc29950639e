import { createHash, randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from "kysely";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { TeamInvitesTable, TeamRole } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { type AccountNotice, Outbox } from "#app/services/leads/outbox.server.ts";
import { EmailTakenError, normalizeEmail, OwnerStore } from "#app/services/pro/store.server.ts";
import { deletePushDevicesOf } from "#app/services/push/store.server.ts";

/** How long an invitation's link works: a week covers "I'll do it this weekend". */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** One person of the team as the patron's screen lists him. */
export interface TeamPerson {
  id: number;
  email: string;
  displayName: string;
  phone: string;
  role: TeamRole;
  /** His last request in a session, or his last login when no session is left (ms since 1970); null: never. */
  lastSeenAt: number | null;
}

export interface PendingInvite {
  id: number;
  email: string;
  displayName: string;
  phone: string;
  role: TeamRole;
  createdAt: number;
  expiresAt: number;
}

export interface InviteInput {
  email: string;
  displayName: string;
  phone: string;
  role: TeamRole;
}

export type Invited = { ok: true; code: string; invite: PendingInvite } | { ok: false; reason: "member" };
export type Accepted =
  | { ok: true; user: { id: number; email: string; role: TeamRole; displayName: string; phone: string } }
  | { ok: false; reason: "invalid" | "taken" };
export type TeamChange = { ok: true; person: TeamPerson } | { ok: false; reason: "missing" | "lastPatron" };

/** 256 random bits, base64url (43 characters, the shape our cookies accept). */
function newInviteCode(): string {
  return randomBytes(32).toString("base64url");
}

function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

class Refused extends Error {
  constructor(readonly reason: "invalid" | "taken" | "missing" | "lastPatron") {
    super(reason);
  }
}

/**
 * The team (decision 053): the people with an account, their roles, the invitations the patron hands out and the
 * removal of a person, on SQLite as on PostgreSQL. Each change that must keep at least one patron runs in a
 * transaction that first locks the patrons' rows (PostgreSQL; SQLite's `begin immediate` serialises writers), so
 * two patrons demoting each other at once leave one.
 */
export class TeamStore {
  readonly #db: Kysely<Database>;
  readonly #outbox: Outbox;
  readonly #now: () => number;
  readonly #postgres: boolean;

  constructor(database: Pick<StoreDatabase, "db" | "engine">, now: () => number = Date.now) {
    this.#db = database.db;
    this.#outbox = new Outbox(database, now);
    this.#now = now;
    this.#postgres = database.engine === "postgres";
  }

  // People

  async listPeople(): Promise<TeamPerson[]> {
    return this.#people(this.#db);
  }

  async findPerson(id: number): Promise<TeamPerson | undefined> {
    return (await this.#people(this.#db, id))[0];
  }

  async #people(db: Kysely<Database>, id?: number): Promise<TeamPerson[]> {
    const rows = await db
      .selectFrom("owner_users")
      .select((eb) => [
        "owner_users.id",
        "owner_users.email",
        "owner_users.display_name",
        "owner_users.phone",
        "owner_users.role",
        eb
          .selectFrom("owner_sessions")
          .select((inner) => inner.fn.max("owner_sessions.last_seen_at").as("at"))
          .whereRef("owner_sessions.user_id", "=", "owner_users.id")
          .as("session_seen"),
        eb
          .selectFrom("owner_devices")
          .select((inner) => inner.fn.max("owner_devices.last_seen_at").as("at"))
          .whereRef("owner_devices.user_id", "=", "owner_users.id")
          .as("login_seen"),
      ])
      .where("owner_users.removed_at", "is", null)
      .$if(id !== undefined, (query) => query.where("owner_users.id", "=", id ?? 0))
      .orderBy("owner_users.id")
      .execute();
    return rows.map((row) => {
      const seen = [
        row.session_seen === null ? null : Number(row.session_seen),
        row.login_seen ? Date.parse(String(row.login_seen)) : null,
      ].filter((at): at is number => at !== null && Number.isFinite(at));
      return {
        id: row.id,
        email: row.email,
        displayName: row.display_name,
        phone: row.phone,
        role: row.role,
        lastSeenAt: seen.length > 0 ? Math.max(...seen) : null,
      };
    });
  }

  /**
   * A new role for a person. Demoting the last patron is refused: the team would have nobody to manage it, and
   * nobody to see the bank details and the backups.
   */
  async changeRole(id: number, role: TeamRole): Promise<TeamChange> {
    return this.#guarded(id, role === "patron", async (trx) => {
      await trx.updateTable("owner_users").set({ role }).where("id", "=", id).execute();
    });
  }

  /**
   * Removes a person from the team at once: his sessions, passkeys, pending challenges and push devices are
   * deleted and his calendar feeds revoked in one transaction, so his next request finds no session. His row stays
   * (removed_at), without a usable password, so the jobs he was on keep his name.
   */
  async remove(id: number): Promise<TeamChange> {
    return this.#guarded(id, false, async (trx) => {
      const now = this.#now();
      await trx
        .updateTable("owner_users")
        .set({ removed_at: now, password_hash: "", webauthn_user_id: randomBytes(32).toString("base64url") })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("owner_sessions").where("user_id", "=", id).execute();
      await trx.deleteFrom("owner_passkeys").where("user_id", "=", id).execute();
      await trx.deleteFrom("owner_challenges").where("user_id", "=", id).execute();
      await deletePushDevicesOf(trx, id);
      await trx
        .updateTable("calendar_feeds")
        .set({ revoked_at: now })
        .where("user_id", "=", id)
        .where("revoked_at", "is", null)
        .execute();
    });
  }

  /** Runs a change to a live person, refused when he is the last patron and stays no patron (`keepsPatron`). */
  async #guarded(
    id: number,
    keepsPatron: boolean,
    change: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<TeamChange> {
    try {
      const person = await this.#db.transaction().execute(async (trx) => {
        let patrons = trx
          .selectFrom("owner_users")
          .select(["id"])
          .where("role", "=", "patron")
          .where("removed_at", "is", null);
        if (this.#postgres) patrons = patrons.forUpdate();
        const patronIds = (await patrons.execute()).map((row) => row.id);
        const [target] = await this.#people(trx, id);
        if (!target) throw new Refused("missing");
        if (target.role === "patron" && !keepsPatron && patronIds.length <= 1) throw new Refused("lastPatron");
        await change(trx);
        return target;
      });
      return { ok: true, person };
    } catch (error) {
      if (error instanceof Refused && (error.reason === "missing" || error.reason === "lastPatron")) {
        return { ok: false, reason: error.reason };
      }
      throw error;
    }
  }

  // Invitations

  /**
   * An invitation with its one-time code, and its e-mail queued in the same transaction (it exists exactly when
   * the invitation does). A new invitation to the same address replaces the pending one: one live link per person.
   */
  async invite(input: InviteInput, invitedBy: number, notice: (code: string, expiresAt: number) => AccountNotice) {
    const email = normalizeEmail(input.email);
    const now = this.#now();
    const code = newInviteCode();
    const expiresAt = now + INVITE_LIFETIME_MS;
    return this.#db.transaction().execute(async (trx): Promise<Invited> => {
      const member = await trx
        .selectFrom("owner_users")
        .select("id")
        .where("email", "=", email)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      if (member) return { ok: false, reason: "member" };
      await trx
        .updateTable("team_invites")
        .set({ revoked_at: now })
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .execute();
      const row = await trx
        .insertInto("team_invites")
        .values({
          code_hash: hashCode(code),
          email,
          display_name: input.displayName,
          phone: input.phone,
          role: input.role,
          invited_by: invitedBy,
          created_at: now,
          expires_at: expiresAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await this.#outbox.enqueueNotice(notice(code, expiresAt), trx);
      return {
        ok: true,
        code,
        invite: { id: row.id, ...input, email, createdAt: now, expiresAt },
      };
    });
  }

  /** The invitations not accepted, revoked nor expired, newest first. */
  async listInvites(): Promise<PendingInvite[]> {
    const rows = await this.#db
      .selectFrom("team_invites")
      .selectAll()
      .where(this.#live())
      .orderBy("id", "desc")
      .execute();
    return rows.map(inviteOf);
  }

  /** The live invitation a code opens, or undefined for a wrong, used, revoked or expired one. */
  async findInvite(code: string): Promise<PendingInvite | undefined> {
    const row = await this.#db
      .selectFrom("team_invites")
      .selectAll()
      .where(this.#live())
      .where("code_hash", "=", hashCode(code))
      .executeTakeFirst();
    return row && inviteOf(row);
  }

  async revokeInvite(id: number): Promise<PendingInvite | undefined> {
    const row = await this.#db
      .updateTable("team_invites")
      .set({ revoked_at: this.#now() })
      .where(this.#live())
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && inviteOf(row);
  }

  /**
   * Makes the invitee's account with the invitation's role, name and phone, once: the invitation is marked
   * accepted and the account written in one transaction, so two posts of the same link make one account. The
   * address of a person removed earlier gets his row back; a live account's address is refused, and nothing is
   * written.
   */
  async accept(code: string, passwordHash: string): Promise<Accepted> {
    try {
      const user = await this.#db.transaction().execute(async (trx) => {
        const invite = await trx
          .updateTable("team_invites")
          .set({ accepted_at: this.#now() })
          .where(this.#live())
          .where("code_hash", "=", hashCode(code))
          .returningAll()
          .executeTakeFirst();
        if (!invite) throw new Refused("invalid");
        const person = { role: invite.role, displayName: invite.display_name, phone: invite.phone };
        const account = await new OwnerStore(trx, this.#now)
          .addUser(invite.email, passwordHash, person)
          .catch((error) => {
            throw error instanceof EmailTakenError ? new Refused("taken") : error;
          });
        return { id: account.id, email: account.email, ...person };
      });
      return { ok: true, user };
    } catch (error) {
      if (error instanceof Refused && (error.reason === "invalid" || error.reason === "taken")) {
        return { ok: false, reason: error.reason };
      }
      throw error;
    }
  }

  /** An invitation that still opens: not accepted, not revoked, not expired. */
  #live() {
    const now = this.#now();
    return (eb: ExpressionBuilder<Database, "team_invites">) =>
      eb.and([eb("accepted_at", "is", null), eb("revoked_at", "is", null), eb("expires_at", ">", now)]);
  }
}

function inviteOf(row: Selectable<TeamInvitesTable>): PendingInvite {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    phone: row.phone,
    role: row.role,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}
