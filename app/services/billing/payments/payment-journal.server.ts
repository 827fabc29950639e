import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { PaymentMethod } from "#app/services/db/billing-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";

/**
 * The payments journal (decision 025): append-only, each entry chained to the one before by a SHA-256 over its
 * fields and the previous hash, and each month sealed by a closure that chains the months' totals and the last
 * entry's hash. Nothing in the code updates or deletes a payment: a mistake is cancelled by a new, negative entry.
 * A row changed or removed in the database breaks the chain, and `verifyJournal` says where.
 */

export const GENESIS_HASH = "0".repeat(64);

export interface JournalEntry {
  sequence: number;
  invoiceId: number;
  invoiceNumber: string;
  paidOn: string;
  amountCents: number;
  method: PaymentMethod;
  note: string;
  cancelsPaymentId: number | null;
  recordedAt: string;
  recordedBy: string;
}

function entryHash(previousHash: string, entry: JournalEntry): string {
  const fields = [
    entry.sequence,
    entry.invoiceId,
    entry.invoiceNumber,
    entry.paidOn,
    entry.amountCents,
    entry.method,
    entry.note,
    entry.cancelsPaymentId ?? "",
    entry.recordedAt,
    entry.recordedBy,
  ];
  return createHash("sha256")
    .update(`${previousHash}\n${JSON.stringify(fields)}`)
    .digest("hex");
}

/**
 * Appends an entry whose sequence the caller took from the journal's counter in this transaction (which also
 * serialises writers, so the previous entry is the one before in the sequence).
 */
export async function appendPayment(
  trx: Transaction<Database>,
  entry: JournalEntry,
): Promise<JournalEntry & { id: number; hash: string }> {
  const previous = await trx
    .selectFrom("payments")
    .select("hash")
    .where("sequence", "=", entry.sequence - 1)
    .executeTakeFirst();
  const previousHash = previous?.hash ?? GENESIS_HASH;
  const hash = entryHash(previousHash, entry);
  const row = await trx
    .insertInto("payments")
    .values({
      sequence: entry.sequence,
      invoice_id: entry.invoiceId,
      invoice_number: entry.invoiceNumber,
      paid_on: entry.paidOn,
      amount_cents: entry.amountCents,
      method: entry.method,
      note: entry.note,
      cancels_payment_id: entry.cancelsPaymentId,
      recorded_at: entry.recordedAt,
      recorded_by: entry.recordedBy,
      previous_hash: previousHash,
      hash,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...entry, id: row.id, hash };
}

function closureHash(
  previousHash: string,
  closure: { period: string; lastSequence: number; periodTotal: number; cumulative: number; lastEntryHash: string },
): string {
  return createHash("sha256")
    .update(
      `${previousHash}\n${JSON.stringify([closure.period, closure.lastSequence, closure.periodTotal, closure.cumulative, closure.lastEntryHash])}`,
    )
    .digest("hex");
}

const monthOf = (iso: string) => parisToday(new Date(iso)).slice(0, 7);

function nextMonth(month: string): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

/**
 * Seals every month that is over (Europe/Paris) and not sealed yet, from the journal's first month: its total, the
 * running total since the first entry ("grand total perpétuel") and the hash of its last entry. Idempotent and
 * safe on several instances (the period is the closure's key: a second insert of it does nothing).
 */
export async function closeFinishedMonths(db: Kysely<Database>, now: Date): Promise<string[]> {
  const current = parisToday(now).slice(0, 7);
  const closed: string[] = [];
  for (;;) {
    const sealed = await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom("payment_closures")
        .selectAll()
        .orderBy("period", "desc")
        .limit(1)
        .executeTakeFirst();
      const first = await trx
        .selectFrom("payments")
        .select("recorded_at")
        .orderBy("sequence")
        .limit(1)
        .executeTakeFirst();
      if (!first) return null;
      const period = last ? nextMonth(last.period) : monthOf(first.recorded_at);
      if (period >= current) return null;
      const entries = await trx
        .selectFrom("payments")
        .select(["sequence", "amount_cents", "recorded_at", "hash"])
        .where("sequence", ">", last?.last_sequence ?? 0)
        .orderBy("sequence")
        .execute();
      const inPeriod = entries.filter((entry) => monthOf(entry.recorded_at) <= period);
      const lastEntry = inPeriod.at(-1);
      const periodTotal = inPeriod.reduce((sum, entry) => sum + entry.amount_cents, 0);
      const cumulative = (last?.cumulative_total_cents ?? 0) + periodTotal;
      const lastSequence = lastEntry?.sequence ?? last?.last_sequence ?? 0;
      const lastEntryHash = lastEntry?.hash ?? (last ? last.hash : GENESIS_HASH);
      const previousHash = last?.hash ?? GENESIS_HASH;
      await trx
        .insertInto("payment_closures")
        .values({
          period,
          last_sequence: lastSequence,
          period_total_cents: periodTotal,
          cumulative_total_cents: cumulative,
          closed_at: now.toISOString(),
          previous_hash: previousHash,
          hash: closureHash(previousHash, { period, lastSequence, periodTotal, cumulative, lastEntryHash }),
        })
        .onConflict((conflict) => conflict.column("period").doNothing())
        .execute();
      return period;
    });
    if (!sealed) return closed;
    closed.push(sealed);
  }
}

export type JournalCheck = { ok: true; entries: number; closures: number } | { ok: false; problem: string };

/** Walks the whole chain: continuous sequence, each hash recomputed, each closure's totals and hash. */
export async function verifyJournal(db: Kysely<Database>): Promise<JournalCheck> {
  const rows = await db.selectFrom("payments").selectAll().orderBy("sequence").execute();
  let previousHash = GENESIS_HASH;
  const hashAt = new Map<number, string>();
  const amountAt = new Map<number, number>();
  for (const [index, row] of rows.entries()) {
    if (row.sequence !== index + 1) return { ok: false, problem: `écriture n° ${index + 1} manquante` };
    const entry: JournalEntry = {
      sequence: row.sequence,
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      paidOn: row.paid_on,
      amountCents: row.amount_cents,
      method: row.method,
      note: row.note,
      cancelsPaymentId: row.cancels_payment_id,
      recordedAt: row.recorded_at,
      recordedBy: row.recorded_by,
    };
    if (row.previous_hash !== previousHash || entryHash(previousHash, entry) !== row.hash) {
      return { ok: false, problem: `écriture n° ${row.sequence} modifiée` };
    }
    previousHash = row.hash;
    hashAt.set(row.sequence, row.hash);
    amountAt.set(row.sequence, row.amount_cents);
  }
  const closures = await db.selectFrom("payment_closures").selectAll().orderBy("period").execute();
  let previousClosure = GENESIS_HASH;
  let cumulative = 0;
  let fromSequence = 0;
  for (const closure of closures) {
    let periodTotal = 0;
    for (let sequence = fromSequence + 1; sequence <= closure.last_sequence; sequence += 1) {
      periodTotal += amountAt.get(sequence) ?? 0;
    }
    cumulative += periodTotal;
    const lastEntryHash =
      closure.last_sequence > fromSequence ? (hashAt.get(closure.last_sequence) ?? "") : previousClosure;
    const expected = closureHash(previousClosure, {
      period: closure.period,
      lastSequence: closure.last_sequence,
      periodTotal,
      cumulative,
      lastEntryHash,
    });
    if (
      closure.previous_hash !== previousClosure ||
      closure.period_total_cents !== periodTotal ||
      closure.cumulative_total_cents !== cumulative ||
      closure.hash !== expected
    ) {
      return { ok: false, problem: `clôture ${closure.period} modifiée` };
    }
    previousClosure = closure.hash;
    fromSequence = closure.last_sequence;
  }
  return { ok: true, entries: rows.length, closures: closures.length };
}
