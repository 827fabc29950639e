import type { Kysely } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts allowed per key and window; the next one is refused before any password is hashed. */
export const THROTTLE_MAX_ATTEMPTS = 5;

/** Login attempts counted per key (an account, an address) and window, in the database every process shares. */
export class LoginThrottle {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

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
}
