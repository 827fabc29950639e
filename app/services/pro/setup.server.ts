import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { proCopy } from "#app/content/pro.ts";
import { SETUP_PATH } from "#app/lib/setup-path.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { normalizeEmail, type OwnerUser } from "./store.server.ts";

/**
 * How long a setup link works after it was printed: a day covers "deploy tonight, open it on the phone in the
 * morning"; after that the next start, or `npm run pro -- setup-link`, prints a new one. Why: decision 019.
 */
export const SETUP_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** 256 random bits, base64url (43 characters, the shape our cookies accept). */
function newSetupCode(): string {
  return randomBytes(32).toString("base64url");
}

function hashCode(code: string): Buffer {
  return createHash("sha256").update(code).digest();
}

/** The link to print: the site's public address, the path, the code (kept out of the request log, which omits queries). */
export function setupLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${SETUP_PATH}?code=${code}`;
}

export type ClaimOutcome =
  | { outcome: "created"; user: OwnerUser }
  /** A wrong, used or expired code: the same answer for each, so a guess learns nothing. */
  | { outcome: "invalid" }
  /** An account already exists (made by another claim at the same moment, or by the CLI). */
  | { outcome: "taken" };

class Refused extends Error {
  constructor(readonly outcome: "invalid" | "taken") {
    super(outcome);
  }
}

/**
 * The one-time codes that let the first owner claim a fresh install from the web. Only their SHA-256 is stored,
 * in the database every instance shares; a code is compared with every live one in constant time, and the claim
 * consumes the codes and creates the account in one transaction, so two claims at once make one account.
 */
export class SetupCodes {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async hasAccount(): Promise<boolean> {
    const row = await this.#db.selectFrom("owner_users").select("id").limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** A new code while no account exists (expired ones are deleted meanwhile); null once one does. */
  async issue(): Promise<{ code: string; expiresAt: number } | null> {
    if (await this.hasAccount()) return null;
    const now = this.#now();
    const code = newSetupCode();
    const expiresAt = now + SETUP_CODE_LIFETIME_MS;
    await this.#db.deleteFrom("owner_setup_codes").where("expires_at", "<=", now).execute();
    await this.#db
      .insertInto("owner_setup_codes")
      .values({ code_hash: hashCode(code).toString("hex"), created_at: now, expires_at: expiresAt })
      .execute();
    return { code, expiresAt };
  }

  /** Whether the code opens the setup page now: no account yet, and a live code of that hash. */
  async isValid(code: string): Promise<boolean> {
    if (await this.hasAccount()) return false;
    const rows = await this.#db
      .selectFrom("owner_setup_codes")
      .select(["code_hash", "expires_at"])
      .where("expires_at", ">", this.#now())
      .execute();
    return matches(code, rows);
  }

  /**
   * Creates the first account with this code, in one transaction: every code row is deleted (PostgreSQL locks
   * them, so a second claim waits and then finds none; SQLite's `begin immediate` serialises the two), the code
   * must be among them and live, and the account is inserted only if none exists. Anything refused rolls back.
   */
  async claim(code: string, email: string, passwordHash: string): Promise<ClaimOutcome> {
    const now = this.#now();
    try {
      const user = await this.#db.transaction().execute(async (trx) => {
        const rows = await trx.deleteFrom("owner_setup_codes").returning(["code_hash", "expires_at"]).execute();
        if (
          !matches(
            code,
            rows.filter((row) => Number(row.expires_at) > now),
          )
        )
          throw new Refused("invalid");
        const at = new Date(now).toISOString();
        const inserted = await trx
          .insertInto("owner_users")
          .columns(["email", "password_hash", "webauthn_user_id", "created_at", "password_changed_at"])
          .expression(
            trx
              .selectNoFrom((eb) => [
                eb.val(normalizeEmail(email)).as("email"),
                eb.val(passwordHash).as("password_hash"),
                eb.val(randomBytes(32).toString("base64url")).as("webauthn_user_id"),
                eb.val(at).as("created_at"),
                eb.val(at).as("password_changed_at"),
              ])
              .where(({ not, exists, selectFrom }) => not(exists(selectFrom("owner_users").select("id")))),
          )
          .returning(["id", "email", "webauthn_user_id", "created_at"])
          .executeTakeFirst();
        if (!inserted) throw new Refused("taken");
        return inserted;
      });
      return {
        outcome: "created",
        user: {
          id: user.id,
          email: user.email,
          webauthnUserId: user.webauthn_user_id,
          createdAt: user.created_at,
          role: "patron",
        },
      };
    } catch (error) {
      if (error instanceof Refused) return { outcome: error.outcome };
      throw error;
    }
  }
}

/** Whether the code's hash is one of these, compared with each in constant time (no early exit on a match). */
function matches(code: string, rows: { code_hash: string }[]): boolean {
  const candidate = hashCode(code);
  let found = false;
  for (const row of rows) {
    const stored = Buffer.from(row.code_hash, "hex");
    if (stored.length === candidate.length && timingSafeEqual(stored, candidate)) found = true;
  }
  return found;
}

/**
 * At start, while no account exists: a new setup link, printed once on stdout (one line). Each instance prints
 * its own; every one works until the first claim.
 */
export async function announceSetupLink(
  db: Kysely<Database>,
  siteUrl: string,
  print: (line: string) => void,
): Promise<void> {
  const issued = await new SetupCodes(db).issue();
  if (issued) print(proCopy.setup.startLine(setupLink(siteUrl, issued.code), SETUP_CODE_LIFETIME_MS / 3_600_000));
}
