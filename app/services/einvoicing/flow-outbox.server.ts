import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Transaction } from "kysely";
import type { Database } from "#app/services/db/schema.server.ts";
import { backoffDelay } from "#app/services/leads/worker.server.ts";
import type { ClaimedFlow, FlowStore } from "./flow-store.server.ts";
import type { Flow, FlowSyntax, PlatformFailure, ProcessingRule } from "./platform-api.ts";
import type { PlatformClient } from "./platform-client.server.ts";
import { readStatusMessage } from "./status-cdar.ts";

/** A status of one of our invoices recorded for the first time: the owner may have to act on it. */
export interface NewStatus {
  invoiceId: number;
  status: string;
  reason: string | null;
}

/** A file another queue hands the sender, claimed for a lease like the outbox's own rows. */
export interface QueuedFile {
  id: number;
  trackingId: string;
  attempts: number;
  file: Uint8Array;
  fileName: string;
}

/** The rows of a queue the sender deposits: claimed, then marked with the outcome by the lease's holder. */
export interface DepositQueue {
  claimNext(owner: string, leaseMs: number, now: number): Promise<QueuedFile | null>;
  markDeposited(id: number, owner: string, flowId: string, now: number): Promise<void>;
  markRetry(id: number, owner: string, error: string, nextAttemptAt: number, now: number): Promise<void>;
  markRejected(id: number, owner: string, error: string, now: number): Promise<void>;
}

/** The e-reporting files (decision 048): planned by the calendar, deposited as FRR, acknowledged like invoices. */
export interface ReportQueue extends DepositQueue {
  /** Builds and queues the files of the periods that ended, by the calendar's own clock. */
  plan(): Promise<void>;
  /** A flow read by the poll: recorded when it acknowledges one of the files; false when it is none of them. */
  acknowledge(flow: Flow, now: number): Promise<boolean>;
}

/**
 * Where a supplier's invoice received from the platform goes: stored with its original file, once per flow id
 * whichever instance or poll hands it over. It answers whether the flow is now held (imported, a duplicate, or kept
 * as unreadable); false or a throw leaves the poll's cursor before it, to be handed over again.
 */
export interface SupplierInbox {
  receive(flow: Flow, original: Uint8Array, now: number): Promise<boolean>;
}

export interface FlowOutboxOptions {
  store: FlowStore;
  /** The client of the platform in use now, or null when none is configured (nothing is sent, rows wait). */
  platform: () => Promise<PlatformClient | null>;
  /** How often each instance looks for due rows and polls the statuses. */
  pollMs: number;
  /** How long a claimed row belongs to this instance: longer than a deposit's timeout. */
  leaseMs?: number;
  /** Exponential back-off between attempts, never above maxMs (a platform's Retry-After is capped by it too). */
  backoff?: { baseMs: number; maxMs: number };
  log: (line: string) => void;
  /**
   * Called once per status per invoice, by the instance that recorded it, in the transaction that records it: what
   * it writes (the push to the owner's phone) exists exactly when the status does. It answers whether it queued
   * something; a failure takes the status back, and the poll reads the message again at its next run.
   */
  onNewStatus?: (status: NewStatus, trx: Transaction<Database>, now: number) => Promise<boolean>;
  /** After a commit in which onNewStatus queued something: delivers it now rather than at its outbox's next tick. */
  onToldCommitted?: () => void;
  /** The supplier invoices addressed to the company; without it the poll passes them over. */
  inbox?: SupplierInbox;
  /** The company's statuses as a buyer on its supplier invoices, deposited as CDAR after the e-invoices. */
  buyerStatuses?: DepositQueue;
  now?: () => number;
  random?: () => number;
}

/** The owner-facing reason of a failed attempt, in French, without any secret (the client's failures carry none). */
export function failureMessage(failure: PlatformFailure): string {
  switch (failure.kind) {
    case "unreachable":
      return `Plateforme injoignable (${failure.detail})`;
    case "credentials-refused":
      return `Identifiants refusés par la plateforme (HTTP ${failure.status})`;
    case "unavailable":
      return `Plateforme indisponible (HTTP ${failure.status})`;
    case "rejected":
      return `Refusé par la plateforme (HTTP ${failure.status}${failure.errorCode ? `, ${failure.errorCode}` : ""})${
        failure.errorMessage ? `\u202f: ${failure.errorMessage}` : ""
      }`;
    case "invalid-answer":
      return `Réponse de la plateforme illisible (${failure.detail})`;
  }
}

/**
 * A lifecycle status of one of our invoices comes back as a CDAR flow addressed to us, to be downloaded and read; a
 * supplier's status on the invoice it sent us (SupplierInvoiceLC) is not about ours, whatever number it names.
 */
function isStatusMessage(flow: Flow): boolean {
  return flow.flowSyntax === "CDAR" && flow.flowDirection === "In" && flow.flowType !== "SupplierInvoiceLC";
}

/** The syntaxes a supplier's invoice is delivered in: CII, bare or inside a Factur-X PDF, and UBL. */
const SUPPLIER_INVOICE_SYNTAXES: ReadonlySet<string> = new Set(["CII", "Factur-X", "UBL"]);

function isSupplierInvoice(flow: Flow): boolean {
  return flow.flowDirection === "In" && flow.flowType === "SupplierInvoice";
}

/** Where a deposit goes back to with its outcome, and how the platform must take it. */
interface DepositTarget {
  queue: DepositQueue;
  flowSyntax: FlowSyntax;
  processingRule: ProcessingRule;
  /** What the deposit's answer (its acknowledgement so far) is recorded as, beyond the queue's own row. */
  deposited?: (flow: Flow) => Promise<unknown>;
}

/** The acknowledgement of one of our deposits, as the event the poller records. */
function eventsOf(flow: Flow): { flowId: string; status: string; reason: string | null }[] {
  if (flow.flowDirection === "In" || !flow.acknowledgement) return [];
  const reasons = (flow.acknowledgement.details ?? []).map(
    (detail) => `${detail.reasonCode}\u202f: ${detail.reasonMessage}`,
  );
  return [
    { flowId: flow.flowId, status: `ack:${flow.acknowledgement.status}`, reason: reasons.join("\u202f; ") || null },
  ];
}

/**
 * Sends the e-invoicing outbox to the approved platform and brings the statuses back, on every instance, never in
 * a request's path (decision 043): woken after an issue, and on a timer. A row is claimed with a lease; the deposit's
 * tracking id is the document's number, so a deposit whose answer was lost and is sent again is the same flow.
 */
export class FlowOutbox {
  readonly #options: Required<
    Omit<FlowOutboxOptions, "random" | "onNewStatus" | "onToldCommitted" | "inbox" | "buyerStatuses">
  > &
    Pick<FlowOutboxOptions, "onNewStatus" | "onToldCommitted" | "inbox" | "buyerStatuses"> & { random: () => number };
  readonly #owner = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  /** A platform that answered 429 or 503 with Retry-After is not called again before then, by any of our calls. */
  #pausedUntil = 0;
  /** The e-reporting files, sent by the same sender after the e-invoices. */
  readonly #reports: ReportQueue | undefined;

  constructor(options: FlowOutboxOptions, reports?: ReportQueue) {
    this.#reports = reports;
    this.#options = {
      leaseMs: 60_000,
      backoff: { baseMs: 5_000, maxMs: 60 * 60_000 },
      now: Date.now,
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    this.#stopped = false;
    this.notify();
  }

  /** Runs now (or right after the run in progress): an issue just queued a row. */
  notify(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), 0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #run(): Promise<void> {
    this.#running = this.runOnce().catch((error: unknown) =>
      this.#options.log(`e-invoicing: ${error instanceof Error ? error.message : String(error)}`),
    );
    await this.#running;
    this.#running = null;
    if (this.#stopped) return;
    if (this.#again) {
      this.#again = false;
      this.notify();
      return;
    }
    const { store, pollMs, now } = this.#options;
    const due = await store.nextDueAt().catch(() => null);
    const delay = due === null ? pollMs : Math.min(pollMs, Math.max(0, due - now()));
    this.#timer = setTimeout(() => void this.#run(), delay);
  }

  /**
   * Deposits every due row (the e-invoices and their statuses, the buyer's statuses, the e-reporting files), then
   * polls the platform once.
   */
  async runOnce(): Promise<void> {
    const { store, buyerStatuses, now, leaseMs } = this.#options;
    const client = await this.#options.platform();
    if (!client || now() < this.#pausedUntil) return;
    for (;;) {
      const flow = await store.claimNext(this.#owner, leaseMs, now());
      if (!flow) break;
      const target: DepositTarget = {
        queue: store,
        flowSyntax: flow.flowSyntax,
        processingRule: "B2B",
        deposited: async (answer) => {
          for (const event of eventsOf(answer)) {
            await store.recordEvent({ invoiceId: flow.invoiceId, happenedAt: answer.updatedAt, ...event }, now());
          }
        },
      };
      // A platform that failed one deposit fails the next ones too: they wait for the next run.
      if (!(await this.#deposit(client, flow, target))) return;
    }
    if (
      buyerStatuses &&
      !(await this.#depositAll(client, { queue: buyerStatuses, flowSyntax: "CDAR", processingRule: "B2B" }))
    ) {
      return;
    }
    const reports = this.#reports;
    if (reports) {
      await reports.plan();
      // E-reporting files carry the consumers' sales and payments (decision 041).
      const target: DepositTarget = {
        queue: reports,
        flowSyntax: "FRR",
        processingRule: "B2C",
        deposited: (answer) => reports.acknowledge(answer, now()),
      };
      if (!(await this.#depositAll(client, target))) return;
    }
    await this.poll(client);
  }

  /** Deposits every due file of a queue; false when the platform failed one (the rest wait for the next run). */
  async #depositAll(client: PlatformClient, target: DepositTarget): Promise<boolean> {
    const { now, leaseMs } = this.#options;
    for (;;) {
      const file = await target.queue.claimNext(this.#owner, leaseMs, now());
      if (!file) return true;
      if (!(await this.#deposit(client, file, target))) return false;
    }
  }

  #pauseFor(failure: PlatformFailure): void {
    if (failure.kind === "unavailable" && failure.retryAfterMs !== null) {
      this.#pausedUntil = this.#options.now() + Math.min(failure.retryAfterMs, this.#options.backoff.maxMs);
    }
  }

  /** One deposit; false when the platform could not take it (the row waits for its next attempt). */
  async #deposit(client: PlatformClient, flow: ClaimedFlow | QueuedFile, target: DepositTarget): Promise<boolean> {
    const { log, now, backoff } = this.#options;
    const store = target.queue;
    const answer = await client.depositFlow(
      {
        flowSyntax: target.flowSyntax,
        name: flow.fileName,
        processingRule: target.processingRule,
        trackingId: flow.trackingId,
      },
      flow.file,
    );
    if (answer.ok) {
      await store.markDeposited(flow.id, this.#owner, answer.value.flowId, now());
      await target.deposited?.(answer.value);
      log(`e-invoicing: ${flow.trackingId} deposited as flow ${answer.value.flowId} (attempt ${flow.attempts})`);
      return true;
    }
    const message = failureMessage(answer.failure);
    if (answer.failure.kind === "rejected") {
      await store.markRejected(flow.id, this.#owner, message, now());
      log(`e-invoicing: ${flow.trackingId} rejected: ${message}`);
      return true;
    }
    this.#pauseFor(answer.failure);
    const retryAfter = answer.failure.kind === "unavailable" ? answer.failure.retryAfterMs : null;
    const delay = Math.min(
      Math.max(retryAfter ?? 0, backoffDelay(flow.attempts, backoff, this.#options.random)),
      backoff.maxMs,
    );
    await store.markRetry(flow.id, this.#owner, message, now() + delay, now());
    log(
      `e-invoicing: ${flow.trackingId} not deposited (attempt ${flow.attempts}, next try in ${Math.ceil(delay / 1000)} s): ${message}`,
    );
    return false;
  }

  /**
   * The flows updated since the shared cursor: acknowledgements of our deposits and lifecycle statuses of our
   * invoices become events of the invoice they name, supplier invoices go to the inbox; the cursor then moves on,
   * for every instance.
   */
  async poll(client: PlatformClient): Promise<void> {
    const { store, log, now } = this.#options;
    const answer = await client.searchFlowsSince({ updatedAfter: await store.cursor() });
    if (!answer.ok) {
      this.#pauseFor(answer.failure);
      log(`e-invoicing: statuses not read: ${failureMessage(answer.failure)}`);
      return;
    }
    for (const flow of answer.value.flows) {
      if (isSupplierInvoice(flow)) {
        if (!(await this.#receive(client, flow))) return;
      } else if (isStatusMessage(flow)) {
        if (!(await this.#readStatus(client, flow))) return;
      } else {
        for (const event of eventsOf(flow)) {
          const invoiceId = await store.invoiceOfFlow(
            event.flowId,
            event.flowId === flow.flowId ? flow.trackingId : undefined,
          );
          if (invoiceId === null) {
            await this.#reports?.acknowledge(flow, now());
            continue;
          }
          await store.recordEvent({ invoiceId, happenedAt: flow.updatedAt, ...event }, now());
        }
      }
      // Flows come oldest first: the cursor stops after the last one read, so a failed download is read again.
      await store.advanceCursor(flow.updatedAt);
    }
    await store.advanceCursor(answer.value.updatedAfter);
  }

  /**
   * Downloads a supplier invoice (its Original, the file the supplier deposited) and hands it to the inbox; false when
   * the platform did not hand it over or the inbox did not hold it, so the poll stops there and reads it again next
   * time. A syntax the site does not read (nor any platform delivers invoices in) is logged and passed over.
   */
  async #receive(client: PlatformClient, flow: Flow): Promise<boolean> {
    const { inbox, log, now } = this.#options;
    if (!inbox) return true;
    if (!SUPPLIER_INVOICE_SYNTAXES.has(flow.flowSyntax ?? "")) {
      log(
        `e-invoicing: supplier invoice ${flow.flowId} is in ${flow.flowSyntax ?? "no syntax"}, not CII, Factur-X or UBL`,
      );
      return true;
    }
    const original = await client.getFlow(flow.flowId, "Original");
    if (!original.ok) {
      this.#pauseFor(original.failure);
      log(`e-invoicing: supplier invoice ${flow.flowId} not downloaded: ${failureMessage(original.failure)}`);
      return false;
    }
    let held: boolean;
    try {
      held = await inbox.receive(flow, original.value, now());
    } catch (error) {
      log(
        `e-invoicing: supplier invoice ${flow.flowId} not stored (read again at the next poll): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      return false;
    }
    if (!held) log(`e-invoicing: supplier invoice ${flow.flowId} not stored (read again at the next poll)`);
    return held;
  }

  /**
   * Downloads a status message (its Original, the CDAR the platform wrote) and records the status on the invoice
   * it names; false when the platform did not hand it over, or the status (with what it tells) was not written, so
   * the poll stops there and reads it again next time.
   * A message that is not about one of our invoices, or that cannot be read, is logged and passed over.
   */
  async #readStatus(client: PlatformClient, flow: Flow): Promise<boolean> {
    const { store, log, now } = this.#options;
    const original = await client.getFlow(flow.flowId, "Original");
    if (!original.ok) {
      this.#pauseFor(original.failure);
      log(`e-invoicing: status ${flow.flowId} not read: ${failureMessage(original.failure)}`);
      return false;
    }
    const message = readStatusMessage(new TextDecoder().decode(original.value));
    if (!message) {
      log(`e-invoicing: status ${flow.flowId} is not a CDAR message this site can read`);
      return true;
    }
    const invoice = await store.depositOfNumber(message.invoiceNumber);
    if (!invoice) return true;
    const reason =
      message.reasons.map((r) => (r.text ? `${r.code}\u202f: ${r.text}` : r.code)).join("\u202f; ") || null;
    const event = { invoiceId: invoice.invoiceId, flowId: invoice.flowId, status: message.statusCode, reason };
    const { onNewStatus, onToldCommitted } = this.#options;
    let told = false;
    try {
      const recorded = await store.recordStatus({ ...event, happenedAt: flow.updatedAt }, now(), async (trx) => {
        told = (await onNewStatus?.(event, trx, now())) ?? false;
      });
      if (recorded) log(`e-invoicing: ${message.invoiceNumber} has status ${message.statusCode} (flow ${flow.flowId})`);
    } catch (error) {
      log(
        `e-invoicing: status ${message.statusCode} of ${message.invoiceNumber} not recorded (read again at the next poll): ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      return false;
    }
    if (told) onToldCommitted?.();
    return true;
  }
}
