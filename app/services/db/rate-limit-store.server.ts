import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Kysely } from "kysely";
import type { Database } from "./schema.server.ts";

/**
 * express-rate-limit's counters in the store's database, so that N server processes behind a load
 * balancer count a visitor's posts together. One upsert per post: a window that ran out starts again at 1.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix = "form:";
  readonly #db: Kysely<Database>;
  readonly #now: () => number;
  #windowMs = 60_000;
  #sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
    clearInterval(this.#sweeper);
    // Counters of visitors who left would otherwise stay forever.
    this.#sweeper = setInterval(() => void this.sweep().catch(() => {}), this.#windowMs);
    this.#sweeper.unref();
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.#now();
    const resetAt = now + this.#windowMs;
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ key: this.prefix + key, hits: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when("rate_limits.reset_at", "<=", now)
            .then(1)
            .else(eb("rate_limits.hits", "+", 1))
            .end(),
          reset_at: eb
            .case()
            .when("rate_limits.reset_at", "<=", now)
            .then(resetAt)
            .else(eb.ref("rate_limits.reset_at"))
            .end(),
        })),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  async decrement(key: string): Promise<void> {
    await this.#db
      .updateTable("rate_limits")
      .set((eb) => ({ hits: eb("hits", "-", 1) }))
      .where("key", "=", this.prefix + key)
      .where("hits", ">", 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.#db
      .deleteFrom("rate_limits")
      .where("key", "=", this.prefix + key)
      .execute();
  }

  /** Deletes the counters whose window ran out. */
  async sweep(): Promise<number> {
    const result = await this.#db.deleteFrom("rate_limits").where("reset_at", "<=", this.#now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  shutdown(): void {
    clearInterval(this.#sweeper);
  }
}
