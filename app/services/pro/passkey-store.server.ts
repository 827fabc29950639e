import type { Kysely } from "kysely";
import type { ChallengePurpose } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

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

/** The accounts' passkeys and the WebAuthn challenges handed out to register or use one. */
export class PasskeyStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  #iso(): string {
    return new Date(this.#now()).toISOString();
  }

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
