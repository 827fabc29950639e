import type { PushMessage } from "#app/services/push/events.server.ts";
import { PushFailure } from "#app/services/push/sender.server.ts";
import type { PushSubscriptionInput } from "#app/services/push/store.server.ts";
import type { NoticeJob, PushJob } from "./outbox.server.ts";
import type { LeadStore, OutboxJob } from "./store.server.ts";
import { DeliveryError, type LeadTransport } from "./transports.server.ts";

export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

/** Exponential backoff with ±20 % jitter: base, 2×base, 4×base… never above maxMs. */
export function backoffDelay(attempt: number, { baseMs, maxMs }: BackoffSettings, random: () => number = Math.random) {
  const exponential = baseMs * 2 ** Math.max(0, attempt - 1);
  const jittered = Math.min(exponential, maxMs) * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, maxMs));
}

/** Where the outbox's push rows go (decision 028): a sender, and the removal of a device its push service forgot. */
export interface PushDelivery {
  name: string;
  send(subscription: PushSubscriptionInput, message: PushMessage): Promise<void>;
  removeDevice(deviceId: number): Promise<void>;
}

export interface OutboxWorkerOptions {
  store: LeadStore;
  transport: LeadTransport;
  /** Without it, push rows wait (a process that only delivers e-mail). */
  push?: PushDelivery;
  backoff: BackoffSettings;
  /** Transient failures after this many attempts mark the delivery dead (the CLI can re-queue it). */
  maxAttempts: number;
  /** Safety net: the outbox is looked at at least this often (rows re-queued by the CLI, for example). */
  pollMs: number;
  /** How long a claimed delivery belongs to this worker; longer than any transport timeout. */
  leaseMs: number;
  log: (line: string) => void;
  now?: () => number;
  random?: () => number;
}

/**
 * Delivers stored leads one at a time, in the web process but never in a request's path:
 * woken after each insert, on the earliest retry time, and on a slow timer.
 */
export class OutboxWorker {
  readonly #options: OutboxWorkerOptions;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | null = null;
  #wokenWhileRunning = false;
  /** Counts notify() calls, so that a timer set while the next wake-up time was being read does not replace it. */
  #notifications = 0;
  #stopped = true;

  constructor(options: OutboxWorkerOptions) {
    this.#options = options;
  }

  get running(): boolean {
    return !this.#stopped;
  }

  async start(): Promise<void> {
    this.#stopped = false;
    const resumed = await this.#options.store.resumePending();
    if (resumed > 0) this.#options.log(`outbox: ${resumed} pending deliver${resumed > 1 ? "ies" : "y"} picked up`);
    this.notify();
  }

  /** Asks for a pass over the outbox on the next turn of the event loop, never inside the caller's request. */
  notify(): void {
    if (this.#stopped) return;
    this.#notifications += 1;
    if (this.#running) {
      this.#wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), 0);
  }

  #run(): void {
    if (this.#stopped || this.#running) return;
    this.#running = this.drain()
      .catch((error: unknown) => {
        this.#options.log(`outbox: pass failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.#running = null;
        if (this.#wokenWhileRunning) {
          this.#wokenWhileRunning = false;
          this.notify();
        } else {
          void this.#schedule();
        }
      });
  }

  /** Delivers every due row, then returns. */
  async drain(): Promise<void> {
    const { store, leaseMs } = this.#options;
    for (;;) {
      // A notice about the owner's account first: rare, and worth most when it arrives at once.
      const notice = await store.claimNextNotice(leaseMs);
      if (notice) {
        await this.#deliver(notice);
        continue;
      }
      const push = this.#options.push ? await store.claimNextPush(leaseMs) : null;
      if (push) {
        await this.#deliverPush(push);
        continue;
      }
      const job = await store.claimNext(leaseMs);
      if (!job) return;
      await this.#deliver(job);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #schedule(): Promise<void> {
    if (this.#stopped) return;
    const { store, pollMs } = this.#options;
    const notifications = this.#notifications;
    // A database that cannot answer now is asked again at the next poll.
    const next = await store.nextWakeAt().catch(() => null);
    if (this.#stopped || this.#running || this.#notifications !== notifications) return;
    const now = (this.#options.now ?? Date.now)();
    const delay = next === null ? pollMs : Math.min(Math.max(next - now, 0), pollMs);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), delay);
    this.#timer.unref?.();
  }

  /**
   * One notification to one device: a device its push service no longer knows (404, 410) is removed with its
   * waiting rows; 429 and 5xx are tried again after the backoff, or after Retry-After when that is later.
   */
  async #deliverPush(job: PushJob): Promise<void> {
    const { store, log, backoff, maxAttempts } = this.#options;
    const push = this.#options.push as PushDelivery;
    const label = `push #${job.outboxId} to device #${job.deviceId}`;
    try {
      await push.send(job.subscription, job.message);
    } catch (error) {
      const failure = error instanceof PushFailure ? error : new PushFailure(String(error), "retry");
      if (failure.kind === "gone") {
        await push.removeDevice(job.deviceId);
        log(`outbox: ${label}: ${failure.message}, device removed`);
        return;
      }
      if (failure.kind === "permanent" || job.attempts >= maxAttempts) {
        await store.markDead(job.outboxId, push.name, failure.message);
        log(`outbox: ${label} not delivered (attempt ${job.attempts}, given up): ${failure.message}`);
        return;
      }
      const delay = Math.max(backoffDelay(job.attempts, backoff, this.#options.random), failure.retryAfterMs ?? 0);
      await store.markRetry(job.outboxId, push.name, failure.message, (this.#options.now ?? Date.now)() + delay);
      log(
        `outbox: ${label} not delivered (attempt ${job.attempts}, next try in ${Math.ceil(delay / 1000)} s): ${failure.message}`,
      );
      return;
    }
    await store.markSent(job.outboxId, push.name);
    log(`outbox: ${label} delivered (attempt ${job.attempts})`);
  }

  async #deliver(job: OutboxJob | NoticeJob): Promise<void> {
    const { store, transport, log, backoff, maxAttempts } = this.#options;
    const label = "notice" in job ? `account notice #${job.outboxId} (${job.notice.kind})` : `lead #${job.lead.id}`;
    try {
      if ("notice" in job) await transport.sendNotice(job.notice);
      else await transport.send(job.lead, job.photos);
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), false);
      if (failure.permanent || job.attempts >= maxAttempts) {
        await store.markDead(job.outboxId, transport.name, failure.message);
        log(`outbox: ${label} not delivered (attempt ${job.attempts}, given up): ${failure.message}`);
        return;
      }
      const delay = backoffDelay(job.attempts, backoff, this.#options.random);
      await store.markRetry(job.outboxId, transport.name, failure.message, (this.#options.now ?? Date.now)() + delay);
      log(
        `outbox: ${label} not delivered (attempt ${job.attempts}, next try in ${Math.ceil(delay / 1000)} s): ${failure.message}`,
      );
      return;
    }
    // Recorded straight after the transport's acknowledgement: a delivered lead is never claimed again.
    await store.markSent(job.outboxId, transport.name);
    log(`outbox: ${label} delivered via ${transport.name} (attempt ${job.attempts})`);
  }
}
