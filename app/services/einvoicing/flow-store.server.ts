import type { Generated, Kysely, Transaction } from "kysely";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import type { IssuedWrite, PaymentWrite } from "#app/services/billing/documents/invoices.server.ts";
import { reformChannel } from "#app/services/billing/facturx/reform-channel.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { type DepositRow, DepositRows } from "./deposit-rows.server.ts";
import {
  collectedMessageId,
  collectedStatusCorrection,
  collectedStatusMessage,
  shouldReportCollection,
} from "./lifecycle-cdar.ts";

/**
 * The rows of migration 020 (decision 043); typed here, where they are read and written, and nowhere else, but for
 * the lease's and the deposit's columns, which every queue of deposits shares (DepositRow).
 */
type EinvoicingOutboxTable = DepositRow & {
  invoice_id: number;
  kind: FlowKind;
  payment_id: number;
  tracking_id: string;
  flow_syntax: "Factur-X" | "CDAR";
  created_at: string;
};

type EinvoicingEventsTable = {
  id: Generated<number>;
  invoice_id: number;
  flow_id: string;
  status: string;
  happened_at: string;
  reason: string | null;
  recorded_at: string;
};

type EinvoicingPollTable = {
  id: number;
  updated_after: string;
};

type FlowTables = {
  einvoicing_outbox: EinvoicingOutboxTable;
  einvoicing_events: EinvoicingEventsTable;
  einvoicing_poll: EinvoicingPollTable;
};

type FlowDatabase = Database & FlowTables;

/** What a row deposits: the issued document itself, or a payment's 212 status and its correction (decision 042). */
export type FlowKind = "invoice" | "collected" | "collected-correction";

/** Before any poll: every flow the platform holds is newer than this. */
const FIRST_CURSOR = "1970-01-01T00:00:00.000Z";

/**
 * An issued document's deposit, queued in the transaction that issues it, so it exists once the issue commits: only
 * for a French business client (an e-invoice, decision 034); consumers' and foreign sales are e-reported instead.
 */
export const queueEInvoiceDeposit: IssuedWrite = async (trx, issued, now) => {
  if (reformChannel(issued.document.client) === "e-invoice") await enqueueDocumentFlow(trx, issued, now);
};

/**
 * A payment's « Encaissée » status (212, decision 042), or the status that takes back a cancelled payment, queued in
 * the transaction that writes the journal's entry: only for a business e-invoice whose VAT falls due when collected.
 */
export const queueCollectedStatus: PaymentWrite = async (trx, paid, now) => {
  if (!shouldReportCollection(paid.document)) return;
  const payment = await trx
    .selectFrom("payments")
    .select(["invoice_id", "cancels_payment_id"])
    .where("id", "=", paid.paymentId)
    .executeTakeFirstOrThrow();
  await enqueue(
    trx,
    {
      invoiceId: payment.invoice_id,
      kind: payment.cancels_payment_id === null ? "collected" : "collected-correction",
      paymentId: paid.paymentId,
      // The CDAR's own message id: the invoice's number and the journal entry's.
      trackingId: collectedMessageId(paid.document, { id: paid.paymentId }),
    },
    now,
  );
};

async function enqueueDocumentFlow(
  trx: Transaction<Database>,
  invoice: { id: number; number: string },
  now: number,
): Promise<void> {
  // The platform answers a deposit sent again under the same tracking id with the same flow (decision 038).
  await enqueue(trx, { invoiceId: invoice.id, kind: "invoice", paymentId: 0, trackingId: invoice.number }, now);
}

async function enqueue(
  trx: Transaction<Database>,
  flow: { invoiceId: number; kind: FlowKind; paymentId: number; trackingId: string },
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await trx
    .withTables<FlowTables>()
    .insertInto("einvoicing_outbox")
    .values({
      invoice_id: flow.invoiceId,
      kind: flow.kind,
      payment_id: flow.paymentId,
      tracking_id: flow.trackingId,
      flow_syntax: flow.kind === "invoice" ? "Factur-X" : "CDAR",
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.columns(["invoice_id", "kind", "payment_id"]).doNothing())
    .execute();
}

/** The event's row, unless the same (flow, status, date) is there already; true when this insert wrote it. */
async function insertEvent(
  db: Kysely<FlowDatabase> | Transaction<FlowDatabase>,
  event: PlatformEvent,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto("einvoicing_events")
    .values({
      invoice_id: event.invoiceId,
      flow_id: event.flowId,
      status: event.status,
      happened_at: event.happenedAt,
      reason: event.reason,
      recorded_at: new Date(now).toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["flow_id", "status", "happened_at"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

export interface ClaimedFlow {
  id: number;
  invoiceId: number;
  kind: FlowKind;
  trackingId: string;
  flowSyntax: "Factur-X" | "CDAR";
  attempts: number;
  /** The stored PDF of the issued document (Factur-X for a business client). */
  file: Uint8Array;
  fileName: string;
}

export interface PlatformEvent {
  invoiceId: number;
  flowId: string;
  /** "ack:Pending", "ack:Ok", "ack:Error" or a lifecycle status code ("205"). */
  status: string;
  happenedAt: string;
  reason: string | null;
}

/** One row of the owner's "Plateforme" timeline. */
export interface PlatformDeposit {
  kind: FlowKind;
  status: EinvoicingOutboxTable["status"];
  attempts: number;
  flowId: string | null;
  depositedAt: string | null;
  lastError: string | null;
}

export interface PlatformTimeline {
  deposits: PlatformDeposit[];
  events: PlatformEvent[];
}

/**
 * The e-invoicing outbox and what came back, the same code on SQLite and PostgreSQL. A row is claimed for a lease
 * by one instance (`claimed_by`), in one statement, as the mail outbox claims its rows (decision 003): two senders
 * never hold one row at once, and a lease that ran out (a crashed instance) is taken again.
 */
export class FlowStore extends DepositRows<FlowTables, EinvoicingOutboxTable> {
  readonly #db: Kysely<FlowDatabase>;
  readonly #store: StoreDatabase;

  constructor(database: StoreDatabase) {
    super(database, "einvoicing_outbox");
    this.#db = database.db.withTables<FlowTables>();
    this.#store = database;
  }

  /** The next due row, claimed by `owner` until now + leaseMs; null when none is due. */
  async claimNext(owner: string, leaseMs: number, now: number): Promise<ClaimedFlow | null> {
    const claimed = await this.claimDue(owner, leaseMs, now, [
      "id",
      "invoice_id",
      "kind",
      "payment_id",
      "tracking_id",
      "flow_syntax",
      "attempts",
      "created_at",
    ]);
    if (!claimed) return null;
    const invoice = await this.#db
      .selectFrom("invoices")
      .select(["kind", "number", "pdf", "document"])
      .where("id", "=", claimed.invoice_id)
      .executeTakeFirstOrThrow();
    const common = {
      id: claimed.id,
      invoiceId: claimed.invoice_id,
      kind: claimed.kind,
      trackingId: claimed.tracking_id,
      flowSyntax: claimed.flow_syntax,
      attempts: Number(claimed.attempts),
    };
    if (claimed.kind === "invoice") {
      return {
        ...common,
        file: new Uint8Array(invoice.pdf as Uint8Array),
        fileName: `${invoice.kind === "avoir" ? "avoir" : "facture"}-${invoice.number}.pdf`,
      };
    }
    const document = JSON.parse(invoice.document as string) as InvoiceDocument;
    // Dated by the row, not the attempt: a deposit sent again is the same file, which the platform then recognises.
    const xml = await this.#collectedStatus(document, claimed.payment_id, new Date(claimed.created_at));
    return { ...common, file: new TextEncoder().encode(xml), fileName: `statut-${claimed.tracking_id}.xml` };
  }

  async #collectedStatus(document: InvoiceDocument, paymentId: number, issuedAt: Date): Promise<string> {
    const entry = async (id: number) => {
      const row = await this.#db
        .selectFrom("payments")
        .select(["id", "paid_on", "amount_cents", "cancels_payment_id"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { id: row.id, paidOn: row.paid_on, amountCents: row.amount_cents, cancels: row.cancels_payment_id };
    };
    const payment = await entry(paymentId);
    if (payment.cancels === null) return collectedStatusMessage(document, payment, issuedAt);
    return collectedStatusCorrection(document, await entry(payment.cancels), payment, issuedAt);
  }

  /** The invoice a flow belongs to: by its flowId, else by the tracking id it was deposited under. */
  async invoiceOfFlow(flowId: string, trackingId: string | undefined): Promise<number | null> {
    const row = await this.#db
      .selectFrom("einvoicing_outbox")
      .select("invoice_id")
      .where((eb) =>
        trackingId === undefined
          ? eb("flow_id", "=", flowId)
          : eb.or([eb("flow_id", "=", flowId), eb("tracking_id", "=", trackingId)]),
      )
      .executeTakeFirst();
    return row?.invoice_id ?? null;
  }

  /** The deposited document a status names by its number (its tracking id), with the flow it was deposited as. */
  async depositOfNumber(number: string): Promise<{ invoiceId: number; flowId: string } | null> {
    const row = await this.#db
      .selectFrom("einvoicing_outbox")
      .select(["invoice_id", "flow_id"])
      .where("kind", "=", "invoice")
      .where("tracking_id", "=", number)
      .where("flow_id", "is not", null)
      .executeTakeFirst();
    return row?.flow_id ? { invoiceId: row.invoice_id, flowId: row.flow_id } : null;
  }

  /**
   * The issued document's number and client, as the owner's phone names them; read in the status's transaction when
   * it is given, so the push is written with the status that calls for it.
   */
  async documentLabel(
    invoiceId: number,
    db: Kysely<Database> | Transaction<Database> = this.#store.db,
  ): Promise<{ number: string; client: string } | null> {
    const row = await db
      .selectFrom("invoices")
      .select(["number", "client_name"])
      .where("id", "=", invoiceId)
      .executeTakeFirst();
    return row?.number ? { number: row.number, client: row.client_name } : null;
  }

  /** Records an event once: the same (flow, status, date) seen by a second poll or instance is left as it is. */
  async recordEvent(event: PlatformEvent, now: number): Promise<boolean> {
    return insertEvent(this.#db, event, now);
  }

  /**
   * Records a lifecycle status once, as recordEvent does, and when it is the invoice's first of that status calls
   * `tell` in the same transaction: what it writes (the push to the owner's phone) exists exactly when the status
   * does. A failure of `tell` takes the status back with it, so the message read again later tells it then. Only the
   * instance whose insert won tells: every instance reads the messages oldest first, and a second insert of the
   * same message waits for the first's commit (PostgreSQL's unique index, SQLite's one writer), then does nothing.
   */
  async recordStatus(
    event: PlatformEvent,
    now: number,
    tell: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.#store.db.transaction().execute(async (trx) => {
      if (!(await insertEvent(trx.withTables<FlowTables>(), event, now))) return false;
      const same = await trx
        .withTables<FlowTables>()
        .selectFrom("einvoicing_events")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
        .where("invoice_id", "=", event.invoiceId)
        .where("status", "=", event.status)
        .executeTakeFirst();
      // A platform that says « Refusée » twice (two messages) tells the owner once.
      if (Number(same?.count ?? 0) === 1) await tell(trx);
      return true;
    });
  }

  async cursor(): Promise<string> {
    const row = await this.#db
      .selectFrom("einvoicing_poll")
      .select("updated_after")
      .where("id", "=", 1)
      .executeTakeFirst();
    return row?.updated_after ?? FIRST_CURSOR;
  }

  /** Moves the shared cursor forward only: an instance that polled earlier never takes it back. */
  async advanceCursor(updatedAfter: string): Promise<void> {
    await this.#db
      .insertInto("einvoicing_poll")
      .values({ id: 1, updated_after: updatedAfter })
      .onConflict((conflict) =>
        conflict
          .column("id")
          .doUpdateSet({ updated_after: updatedAfter })
          .where("einvoicing_poll.updated_after", "<", updatedAfter),
      )
      .execute();
  }

  async timeline(invoiceId: number): Promise<PlatformTimeline> {
    return (await this.timelines([invoiceId])).get(invoiceId) ?? { deposits: [], events: [] };
  }

  /** The timelines of these invoices (of every invoice that has one when `invoiceIds` is left out). */
  async timelines(invoiceIds?: readonly number[]): Promise<Map<number, PlatformTimeline>> {
    const timelines = new Map<number, PlatformTimeline>();
    if (invoiceIds?.length === 0) return timelines;
    const of = (invoiceId: number) => {
      const found = timelines.get(invoiceId) ?? { deposits: [], events: [] };
      timelines.set(invoiceId, found);
      return found;
    };
    let deposits = this.#db
      .selectFrom("einvoicing_outbox")
      .select(["invoice_id", "kind", "status", "attempts", "flow_id", "deposited_at", "last_error"])
      .orderBy("id");
    let events = this.#db
      .selectFrom("einvoicing_events")
      .select(["invoice_id", "flow_id", "status", "happened_at", "reason"])
      .orderBy("happened_at")
      .orderBy("id");
    if (invoiceIds) {
      deposits = deposits.where("invoice_id", "in", invoiceIds);
      events = events.where("invoice_id", "in", invoiceIds);
    }
    for (const row of await deposits.execute()) {
      of(row.invoice_id).deposits.push({
        kind: row.kind,
        status: row.status,
        attempts: Number(row.attempts),
        flowId: row.flow_id,
        depositedAt: row.deposited_at,
        lastError: row.last_error,
      });
    }
    for (const row of await events.execute()) {
      of(row.invoice_id).events.push({
        invoiceId: row.invoice_id,
        flowId: row.flow_id,
        status: row.status,
        happenedAt: row.happened_at,
        reason: row.reason,
      });
    }
    return timelines;
  }

  /** Each issued document's client, as the reform sorts it: its SIREN and VAT number. */
  async issuedClients(): Promise<Map<number, { siren: string; vatNumber: string }>> {
    const rows = await this.#db
      .selectFrom("invoices")
      .select(["id", "client_siren", "client_vat"])
      .where("status", "!=", "brouillon")
      .execute();
    return new Map(rows.map((row) => [row.id, { siren: row.client_siren, vatNumber: row.client_vat }]));
  }
}
