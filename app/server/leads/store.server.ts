import { createHash } from "node:crypto";
import type { LeadKind } from "#app/lib/lead-schema.ts";
import type { LeadsDatabase } from "./db.server.ts";

/** Without JavaScript there is no browser key: the same content within this window is one lead. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type LeadStatus = "received" | "spam";
export type DeliveryStatus = "pending" | "sending" | "sent" | "dead";

export interface NewLead {
  kind: LeadKind;
  page: string;
  status: LeadStatus;
  fields: Record<string, string | boolean>;
  idempotencyKey: string | null;
}

export interface StoredLead {
  id: number;
  kind: LeadKind;
  page: string;
  status: LeadStatus;
  fields: Record<string, string | boolean>;
  createdAt: string;
}

export interface OutboxJob {
  outboxId: number;
  /** Counts this attempt. */
  attempts: number;
  lead: StoredLead;
}

export interface LeadListRow extends StoredLead {
  delivery: DeliveryStatus | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

interface LeadRow {
  id: number;
  kind: LeadKind;
  page: string;
  status: LeadStatus;
  fields: string;
  created_at: string;
}

/** Same kind and same values give the same hash, whatever the order the fields came in. */
export function contentHash(kind: LeadKind, fields: Record<string, string | boolean>): string {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([kind, entries]))
    .digest("hex");
}

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    page: row.page,
    status: row.status,
    fields: JSON.parse(row.fields) as Record<string, string | boolean>,
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE"
  );
}

/**
 * Every write that matters happens in one synchronous transaction, so a lead and its outbox row
 * exist together or not at all, and a delivery is claimed by exactly one worker.
 */
export class LeadStore {
  readonly #db: LeadsDatabase;
  readonly #now: () => number;
  readonly #statements;

  constructor(db: LeadsDatabase, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
    this.#statements = {
      byKey: db.prepare<[string], { id: number }>("SELECT id FROM leads WHERE idempotency_key = ?"),
      byHash: db.prepare<[string, string], { id: number }>(
        "SELECT id FROM leads WHERE content_hash = ? AND created_at >= ? ORDER BY id LIMIT 1",
      ),
      insertLead: db.prepare(
        `INSERT INTO leads (kind, page, status, fields, idempotency_key, content_hash, created_at)
         VALUES (@kind, @page, @status, @fields, @key, @hash, @createdAt)`,
      ),
      insertOutbox: db.prepare(
        `INSERT INTO outbox (lead_id, status, attempts, next_attempt_at, updated_at)
         VALUES (?, 'pending', 0, ?, ?)`,
      ),
      due: db.prepare<[number, number], { id: number; lead_id: number; attempts: number }>(
        `SELECT id, lead_id, attempts FROM outbox
         WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND claimed_until <= ?)
         ORDER BY next_attempt_at, id LIMIT 1`,
      ),
      claim: db.prepare(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = @until, updated_at = @at
         WHERE id = @id AND ((status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND claimed_until <= @now))`,
      ),
      lead: db.prepare<[number], LeadRow>("SELECT * FROM leads WHERE id = ?"),
      sent: db.prepare(
        `UPDATE outbox SET status = 'sent', sent_at = @at, updated_at = @at, claimed_until = NULL, last_error = NULL,
         transport = @transport WHERE id = @id AND status = 'sending'`,
      ),
      retry: db.prepare(
        `UPDATE outbox SET status = 'pending', next_attempt_at = @next, claimed_until = NULL, last_error = @reason,
         transport = @transport, updated_at = @at WHERE id = @id AND status = 'sending'`,
      ),
      dead: db.prepare(
        `UPDATE outbox SET status = 'dead', claimed_until = NULL, last_error = @reason, transport = @transport,
         updated_at = @at WHERE id = @id AND status = 'sending'`,
      ),
      resume: db.prepare("UPDATE outbox SET next_attempt_at = ?, updated_at = ? WHERE status = 'pending'"),
      requeueDead: db.prepare(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE status = 'dead'",
      ),
      nextWake: db.prepare<[], { at: number | null }>(
        `SELECT MIN(at) AS at FROM (
           SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'
           UNION ALL SELECT MIN(claimed_until) FROM outbox WHERE status = 'sending')`,
      ),
      purgeOutbox: db.prepare(
        "DELETE FROM outbox WHERE status IN ('sent', 'dead') AND lead_id IN (SELECT id FROM leads WHERE created_at < ?)",
      ),
      purgeLeads: db.prepare(
        "DELETE FROM leads WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id)",
      ),
      counts: db.prepare<[], { status: DeliveryStatus; count: number }>(
        "SELECT status, COUNT(*) AS count FROM outbox GROUP BY status",
      ),
      list: db.prepare<
        [number],
        LeadRow & {
          delivery: DeliveryStatus | null;
          attempts: number | null;
          last_error: string | null;
          sent_at: string | null;
        }
      >(
        `SELECT leads.*, outbox.status AS delivery, outbox.attempts, outbox.last_error, outbox.sent_at
         FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id ORDER BY leads.id DESC LIMIT ?`,
      ),
    };
  }

  /**
   * Stores a lead and, unless it is spam, its delivery; a repeated browser key or the same content
   * within DUPLICATE_WINDOW_MS answers the first lead instead of writing a second one.
   */
  insertLead(lead: NewLead): { id: number; duplicate: boolean } {
    const now = this.#now();
    const hash = contentHash(lead.kind, lead.fields);
    const write = this.#db.transaction(() => {
      const existing =
        (lead.idempotencyKey ? this.#statements.byKey.get(lead.idempotencyKey) : undefined) ??
        this.#statements.byHash.get(hash, new Date(now - DUPLICATE_WINDOW_MS).toISOString());
      if (existing) return { id: existing.id, duplicate: true };
      const createdAt = new Date(now).toISOString();
      const { lastInsertRowid } = this.#statements.insertLead.run({
        kind: lead.kind,
        page: lead.page,
        status: lead.status,
        fields: JSON.stringify(lead.fields),
        key: lead.idempotencyKey,
        hash,
        createdAt,
      });
      const id = Number(lastInsertRowid);
      if (lead.status === "received") this.#statements.insertOutbox.run(id, now, createdAt);
      return { id, duplicate: false };
    });
    try {
      return write.immediate();
    } catch (error) {
      // Another process committed the same key between our check and our insert.
      const winner = lead.idempotencyKey && isUniqueViolation(error) && this.#statements.byKey.get(lead.idempotencyKey);
      if (winner) return { id: winner.id, duplicate: true };
      throw error;
    }
  }

  /** Takes the next due delivery for leaseMs; a lease that ran out (a crashed worker) is taken again. */
  claimNext(leaseMs: number): OutboxJob | null {
    const claim = this.#db.transaction((): OutboxJob | null => {
      const now = this.#now();
      const row = this.#statements.due.get(now, now);
      if (!row) return null;
      const { changes } = this.#statements.claim.run({
        id: row.id,
        now,
        until: now + leaseMs,
        at: new Date(now).toISOString(),
      });
      if (changes !== 1) return null;
      const lead = this.#statements.lead.get(row.lead_id);
      if (!lead) throw new Error(`outbox row ${row.id} points at missing lead ${row.lead_id}`);
      return { outboxId: row.id, attempts: row.attempts + 1, lead: toStoredLead(lead) };
    });
    return claim.immediate();
  }

  markSent(outboxId: number, transport: string): void {
    this.#statements.sent.run({ id: outboxId, transport, at: new Date(this.#now()).toISOString() });
  }

  markRetry(outboxId: number, transport: string, reason: string, nextAttemptAt: number): void {
    this.#statements.retry.run({
      id: outboxId,
      transport,
      reason,
      next: nextAttemptAt,
      at: new Date(this.#now()).toISOString(),
    });
  }

  markDead(outboxId: number, transport: string, reason: string): void {
    this.#statements.dead.run({ id: outboxId, transport, reason, at: new Date(this.#now()).toISOString() });
  }

  /** At start every waiting delivery is due at once: a restart often follows a fixed mail setting. */
  resumePending(): number {
    const now = this.#now();
    return this.#statements.resume.run(now, new Date(now).toISOString()).changes;
  }

  requeueDead(): number {
    const now = this.#now();
    return this.#statements.requeueDead.run(now, new Date(now).toISOString()).changes;
  }

  /** Deletes the leads received before the date, except those still waiting for delivery. */
  purgeBefore(date: Date): number {
    const cutoff = date.toISOString();
    return this.#db.transaction(() => {
      this.#statements.purgeOutbox.run(cutoff);
      return this.#statements.purgeLeads.run(cutoff).changes;
    })();
  }

  /** When the worker next has something to do, or null when the outbox is idle. */
  nextWakeAt(): number | null {
    return this.#statements.nextWake.get()?.at ?? null;
  }

  outboxCounts(): Record<DeliveryStatus, number> {
    const counts: Record<DeliveryStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
    for (const row of this.#statements.counts.all()) counts[row.status] = row.count;
    return counts;
  }

  listLeads(limit = Number.MAX_SAFE_INTEGER): LeadListRow[] {
    return this.#statements.list.all(limit).map((row) => ({
      ...toStoredLead(row),
      delivery: row.delivery,
      attempts: row.attempts ?? 0,
      lastError: row.last_error,
      sentAt: row.sent_at,
    }));
  }
}
