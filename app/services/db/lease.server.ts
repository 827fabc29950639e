import type { Expression, ExpressionBuilder, SqlBool } from "kysely";

/**
 * The lease every outbox claims its rows with (the mail, notices and pushes, the e-invoicing deposits): a row is
 * taken in one statement for `leaseMs`, one more attempt counted; a row whose lease ran out (its sender crashed, in
 * this process or another) is due again. Written once so every outbox takes and gives back rows the same way.
 */

/** The lease's columns, which every outbox table has. */
interface LeasedRow {
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  updated_at: string;
}

type Leased = ExpressionBuilder<{ leased: LeasedRow }, "leased">;

/**
 * Whether a row may be claimed at `now`: pending and due, or still "sending" under a lease that ran out. `alias`: the
 * name the claim's query gives the table, when it compares the row with others of the same table.
 */
export function dueForClaim<DB, TB extends keyof DB>(
  builder: ExpressionBuilder<DB, TB>,
  now: number,
  alias?: string,
): Expression<SqlBool> {
  // The caller's table has the lease's columns; Kysely cannot say so of a table chosen by the caller.
  const due = builder as unknown as Leased;
  const column = (name: keyof LeasedRow) => (alias ? `${alias}.${name}` : name) as keyof LeasedRow;
  return due.or([
    due.and([due(column("status"), "=", "pending"), due(column("next_attempt_at"), "<=", now)]),
    due.and([due(column("status"), "=", "sending"), due(column("claimed_until"), "<=", now)]),
  ]);
}

/** What a claim writes on the row it takes: "sending", one more attempt, held until now + leaseMs. */
export function leaseTaken<DB, TB extends keyof DB>(builder: ExpressionBuilder<DB, TB>, now: number, leaseMs: number) {
  const row = builder as unknown as Leased;
  return {
    status: "sending" as const,
    attempts: row("attempts", "+", 1),
    claimed_until: now + leaseMs,
    updated_at: new Date(now).toISOString(),
  };
}
