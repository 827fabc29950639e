import type { Kysely, Transaction, Updateable } from "kysely";
import {
  type Engine,
  lockForClaim,
  type StoreDatabase,
  withCommitsNotAwaitingDisk,
} from "#app/services/db/database.server.ts";
import type { DeliveryStatus, OutboxTable } from "#app/services/db/lead-tables.server.ts";
import { dueForClaim, leaseTaken } from "#app/services/db/lease.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { PushMessage } from "#app/services/push/events.server.ts";
import type { PushSubscriptionInput } from "#app/services/push/store.server.ts";

// The outbox is the queue every delivery waits in (a request's e-mail, a notice about the owner's account, a push
// to one of his devices): claims under a lease, outcomes, retries and the worker's wake-up time are the same for
// all three. The requests themselves, and the claim that reads one with its photos, are the store's
// (store.server.ts), which builds on this class.

/**
 * A short e-mail about the owner's account (a passkey added, a login from a new device): plain text, to the
 * account's address, never a secret (no token, no link that logs in).
 */
export interface AccountNotice {
  /** What happened (`passkey.added`, `quote.sent`), for the log line. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with it by SMTP (a quote's PDF to its client); a relay carries the text only. */
  attachments?: { filename: string; contentType: string; base64: string }[];
  /** Where the client's answer goes when he replies (the company's published address), by SMTP. */
  replyTo?: string;
}

export interface NoticeJob {
  outboxId: number;
  attempts: number;
  notice: AccountNotice;
}

/** One notification to one of the owner's devices (decision 028). */
export interface PushJob {
  outboxId: number;
  attempts: number;
  deviceId: number;
  subscription: PushSubscriptionInput;
  message: PushMessage;
}

/**
 * The deliveries' queue, the same code on SQLite and PostgreSQL: a delivery is claimed by exactly one worker,
 * whichever process it runs in.
 */
export class Outbox {
  protected readonly db: Kysely<Database>;
  protected readonly engine: Engine;
  protected readonly now: () => number;

  constructor(database: Pick<StoreDatabase, "db" | "engine">, now: () => number = Date.now) {
    this.db = database.db;
    this.engine = database.engine;
    this.now = now;
  }

  /**
   * Takes the next due row of one kind (a request's delivery, a notice about the owner's account, or a push
   * notification to one of his devices) for leaseMs
   * in one statement; a lease that ran out (a crashed worker, in this process or another) is taken again. Two
   * processes never get the same row. A claim lost to a power cut is a delivery claimed again (see
   * withCommitsNotAwaitingDisk).
   */
  protected async claim(leaseMs: number, kind: "lead" | "notice" | "push") {
    const now = this.now();
    return withCommitsNotAwaitingDisk({ db: this.db, engine: this.engine }, (db) =>
      db
        .updateTable("outbox")
        .set((eb) => leaseTaken(eb, now, leaseMs))
        .where((eb) =>
          eb(
            "id",
            "=",
            lockForClaim(
              this.engine,
              eb
                .selectFrom("outbox")
                .select("id")
                .where(kind === "lead" ? "lead_id" : kind === "notice" ? "notice" : "push_device_id", "is not", null)
                .$if(kind === "notice", (notices) => notices.where("push_device_id", "is", null))
                .where((due) => dueForClaim(due, now))
                .orderBy("next_attempt_at")
                .orderBy("id")
                .limit(1),
            ),
          ),
        )
        .returning(["id", "lead_id", "notice", "push_device_id", "attempts"])
        .executeTakeFirst(),
    );
  }

  /** The next due notice about the owner's account, claimed for leaseMs (see claim). */
  async claimNextNotice(leaseMs: number): Promise<NoticeJob | null> {
    const claimed = await this.claim(leaseMs, "notice");
    if (!claimed || claimed.notice === null) return null;
    return { outboxId: claimed.id, attempts: claimed.attempts, notice: JSON.parse(claimed.notice) as AccountNotice };
  }

  /**
   * The next due push notification, claimed for leaseMs (see claim), with its device's subscription. Its device
   * is removed with the rows that wait for it, so a claimed row whose device is gone (removed while it was being
   * claimed) is dropped.
   */
  async claimNextPush(leaseMs: number): Promise<PushJob | null> {
    for (;;) {
      const claimed = await this.claim(leaseMs, "push");
      if (!claimed || claimed.push_device_id === null || claimed.notice === null) return null;
      const device = await this.db
        .selectFrom("push_devices")
        .select(["endpoint", "p256dh", "auth"])
        .where("id", "=", claimed.push_device_id)
        .executeTakeFirst();
      if (!device) {
        await this.db.deleteFrom("outbox").where("id", "=", claimed.id).execute();
        continue;
      }
      return {
        outboxId: claimed.id,
        attempts: claimed.attempts,
        deviceId: claimed.push_device_id,
        subscription: device,
        message: JSON.parse(claimed.notice) as PushMessage,
      };
    }
  }

  /**
   * Queues a notice; the worker delivers it like a request, retries included. Inside the caller's transaction
   * (`trx`) the notice exists exactly when what it announces does.
   */
  async enqueueNotice(notice: AccountNotice, trx?: Transaction<Database>): Promise<void> {
    const now = this.now();
    await (trx ?? this.db)
      .insertInto("outbox")
      .values({
        lead_id: null,
        notice: JSON.stringify(notice),
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        updated_at: new Date(now).toISOString(),
      })
      .execute();
  }

  /**
   * Ends a claim with the delivery's outcome; a late outcome for a claim that has since ended changes nothing. An
   * outcome lost to a power cut leaves the delivery to be made again, the at-least-once the outbox promises.
   */
  async #endClaim(outboxId: number, outcome: Updateable<OutboxTable>): Promise<void> {
    await withCommitsNotAwaitingDisk({ db: this.db, engine: this.engine }, (db) =>
      db
        .updateTable("outbox")
        .set({ ...outcome, claimed_until: null, updated_at: new Date(this.now()).toISOString() })
        .where("id", "=", outboxId)
        .where("status", "=", "sending")
        .execute(),
    );
  }

  async markSent(outboxId: number, transport: string): Promise<void> {
    await this.#endClaim(outboxId, {
      status: "sent",
      sent_at: new Date(this.now()).toISOString(),
      last_error: null,
      transport,
    });
  }

  async markRetry(outboxId: number, transport: string, reason: string, nextAttemptAt: number): Promise<void> {
    await this.#endClaim(outboxId, {
      status: "pending",
      next_attempt_at: nextAttemptAt,
      last_error: reason,
      transport,
    });
  }

  async markDead(outboxId: number, transport: string, reason: string): Promise<void> {
    await this.#endClaim(outboxId, { status: "dead", last_error: reason, transport });
  }

  /** At start every waiting delivery is due at once: a restart often follows a fixed mail setting. */
  async resumePending(): Promise<number> {
    const now = this.now();
    const result = await this.db
      .updateTable("outbox")
      .set({ next_attempt_at: now, updated_at: new Date(now).toISOString() })
      .where("status", "=", "pending")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async requeueDead(): Promise<number> {
    const now = this.now();
    const result = await this.db
      .updateTable("outbox")
      .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: new Date(now).toISOString() })
      .where("status", "=", "dead")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** When the worker next has something to do, or null when the outbox is idle. */
  async nextWakeAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom("outbox")
      .select(({ fn, eb }) => [
        fn.min(eb.case().when("status", "=", "pending").then(eb.ref("next_attempt_at")).end()).as("pending"),
        fn.min(eb.case().when("status", "=", "sending").then(eb.ref("claimed_until")).end()).as("sending"),
      ])
      .executeTakeFirst();
    const times = [row?.pending, row?.sending].filter((at): at is number => at !== null && at !== undefined);
    return times.length > 0 ? Math.min(...times.map(Number)) : null;
  }

  async outboxCounts(): Promise<Record<DeliveryStatus, number>> {
    const counts: Record<DeliveryStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
    const rows = await this.db
      .selectFrom("outbox")
      .select(({ fn }) => ["status", fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute();
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }
}
