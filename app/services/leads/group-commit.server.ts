import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";

interface Waiting {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Requests that arrive together share one commit. On SQLite better-sqlite3 commits in the server's only thread and
 * synchronous=FULL waits there for the disk: under load that wait, once per request, was most of a form post's time.
 * Here each request's work runs in its own savepoint of one transaction, opened on the next turn of the event loop
 * (and, while a commit is under way, as soon as it ends); a request whose own work fails is rolled back alone.
 * Nobody's promise settles before the commit that holds its work: a request is answered as stored only once it is
 * on the disk, and a commit that fails fails every request of the batch.
 */
export class GroupCommit {
  readonly #db: Kysely<Database>;
  #waiting: Waiting[] = [];
  #scheduled = false;
  #committing = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` in the next shared transaction; settles with its result once that transaction has committed. */
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#committing || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#committing = true;
      void this.#commit(this.#waiting.splice(0)).finally(() => {
        this.#committing = false;
        this.#schedule();
      });
    });
  }

  async #commit(batch: Waiting[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.#db.transaction().execute(async (trx) => {
        for (const { work } of batch) {
          await sql`savepoint one_request`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await work(trx) });
          } catch (error) {
            await sql`rollback to one_request`.execute(trx);
            outcomes.push({ ok: false, error });
          }
          await sql`release one_request`.execute(trx);
        }
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
