import type { Expression, ExpressionBuilder, Generated, Kysely, Selectable, SqlBool } from "kysely";
import { lockForClaim, type StoreDatabase, withCommitsNotAwaitingDisk } from "#app/services/db/database.server.ts";
import { dueForClaim, leaseTaken } from "#app/services/db/lease.server.ts";

/** The columns of every queue of files deposited on the platform: the lease's, and the deposit's outcome. */
export interface DepositRow {
  id: Generated<number>;
  status: "pending" | "sending" | "deposited" | "rejected";
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  claimed_by: string | null;
  flow_id: string | null;
  deposited_at: string | null;
  last_error: string | null;
  updated_at: string;
}

/** The name a claim gives the row it chooses, for a caller that compares it with the table's other rows. */
const DUE = "due";

/** The condition a caller adds to the claim's choice: its tables, and the row being chosen as `due`. */
export type ClaimCondition<Tables, Row> = (
  due: ExpressionBuilder<Tables & { [DUE]: Row }, typeof DUE>,
) => Expression<SqlBool>;

/** The one shape the queries below are written against; each subclass's table has these columns. */
type Queue = { queue: DepositRow };

/**
 * A queue of files deposited on the platform by every instance, once (decision 043): the e-invoicing outbox and the
 * e-reporting files. A row is claimed for a lease by one instance (`claimed_by`), in one statement, `FOR UPDATE SKIP
 * LOCKED` on PostgreSQL and SQLite's one writer otherwise; only the lease's holder writes the outcome.
 */
export abstract class DepositRows<Tables, Row extends DepositRow> {
  readonly #queue: Kysely<Queue>;
  readonly #table: "queue";
  readonly #store: StoreDatabase;

  constructor(database: StoreDatabase, table: keyof Tables & string) {
    // Kysely cannot say that a table chosen by the subclass has the columns above: its Row type does.
    this.#queue = database.db as unknown as Kysely<Queue>;
    this.#table = table as "queue";
    this.#store = database;
  }

  /**
   * Claims the due row first in line (`next_attempt_at`, then `id`) that meets `condition`, for `owner` until now +
   * leaseMs, one more attempt counted; answers the `columns` of the claimed row, or undefined when none is due.
   */
  protected async claimDue<C extends keyof Selectable<Row> & string>(
    owner: string,
    leaseMs: number,
    now: number,
    columns: readonly C[],
    condition?: ClaimCondition<Tables, Row>,
  ): Promise<Pick<Selectable<Row>, C> | undefined> {
    const claimed = await withCommitsNotAwaitingDisk(this.#store, (db) =>
      (db as unknown as Kysely<Queue>)
        .updateTable(this.#table)
        .set((eb) => ({ ...leaseTaken(eb, now, leaseMs), claimed_by: owner }))
        .where((eb) =>
          eb(
            "id",
            "=",
            lockForClaim(
              this.#store.engine,
              eb
                .selectFrom(`${this.#table} as ${DUE}`)
                .select(`${DUE}.id`)
                .where((due) => dueForClaim(due, now, DUE))
                .$if(condition !== undefined, (query) =>
                  query.where(condition as unknown as ClaimCondition<Queue, DepositRow>),
                )
                .orderBy(`${DUE}.next_attempt_at`)
                .orderBy(`${DUE}.id`)
                .limit(1),
            ),
          ),
        )
        .returning(columns as unknown as readonly (keyof DepositRow)[])
        .executeTakeFirst(),
    );
    return claimed as Pick<Selectable<Row>, C> | undefined;
  }

  /** Only the instance holding the lease writes the outcome: a row taken again after its lease ran out is not its. */
  #held(id: number, owner: string) {
    return this.#queue
      .updateTable(this.#table)
      .where("id", "=", id)
      .where("claimed_by", "=", owner)
      .where("status", "=", "sending");
  }

  async markDeposited(id: number, owner: string, flowId: string, now: number): Promise<void> {
    const at = new Date(now).toISOString();
    await this.#held(id, owner)
      .set({
        status: "deposited",
        flow_id: flowId,
        deposited_at: at,
        claimed_until: null,
        last_error: null,
        updated_at: at,
      })
      .execute();
  }

  async markRetry(id: number, owner: string, error: string, nextAttemptAt: number, now: number): Promise<void> {
    await this.#held(id, owner)
      .set({
        status: "pending",
        next_attempt_at: nextAttemptAt,
        claimed_until: null,
        last_error: error,
        updated_at: new Date(now).toISOString(),
      })
      .execute();
  }

  /** The platform refused the file itself: sending it again would be refused again. */
  async markRejected(id: number, owner: string, error: string, now: number): Promise<void> {
    await this.#held(id, owner)
      .set({ status: "rejected", claimed_until: null, last_error: error, updated_at: new Date(now).toISOString() })
      .execute();
  }

  /** The earliest time a pending row falls due, for the sender's next wake-up. */
  async nextDueAt(): Promise<number | null> {
    const row = await this.#queue
      .selectFrom(this.#table)
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    return row?.due === null || row?.due === undefined ? null : Number(row.due);
  }
}
