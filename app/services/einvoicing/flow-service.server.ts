import type { Transaction } from "kysely";
import type { IssuedWrite, PaymentWrite } from "#app/services/billing/documents/invoices.server.ts";
import { reformChannel } from "#app/services/billing/facturx/reform-channel.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { reportQueue } from "#app/services/ereporting/report-service.server.ts";
import { getLeads } from "#app/services/leads/service.server.ts";
import { logLine } from "#app/services/log.server.ts";
import { BuyerStatusQueue } from "#app/services/purchases/buyer-status-queue.server.ts";
import { PurchaseInbox } from "#app/services/purchases/purchase-inbox.server.ts";
import { PurchaseStore, type ReceiveOutcome } from "#app/services/purchases/purchase-store.server.ts";
import { isPlatformAlert } from "#app/services/push/events.server.ts";
import { wakeOutbox } from "#app/services/push/service.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { FlowOutbox, type NewStatus } from "./flow-outbox.server.ts";
import { FlowStore, type PlatformTimeline, queueCollectedStatus, queueEInvoiceDeposit } from "./flow-store.server.ts";
import type { PlatformConnection } from "./platform-api.ts";
import { PlatformClient } from "./platform-client.server.ts";
import { currentPlatform } from "./platform-service.server.ts";
import { type PlatformState, platformStateOf } from "./platform-status.ts";

let outbox: FlowOutbox | null = null;
let client: { key: string; client: PlatformClient } | null = null;

/** One client per connection, so its token is reused; a connection changed on the screen gets a new one. */
function clientFor(connection: PlatformConnection): PlatformClient {
  const key = JSON.stringify(connection);
  if (client?.key !== key) client = { key, client: new PlatformClient(connection) };
  return client.client;
}

async function platformClient(): Promise<PlatformClient | null> {
  const platform = await currentPlatform();
  return platform.source === "environment" || platform.source === "screen" ? clientFor(platform.connection) : null;
}

/**
 * A refusal, a rejection or a dispute rings the owner's phone, once, naming the invoice and its client: queued in the
 * transaction that records the status (decision 051), so a crash between the two cannot lose it.
 */
export async function tellOwner(
  store: FlowStore,
  status: NewStatus,
  trx: Transaction<Database>,
  now: number,
): Promise<boolean> {
  if (!isPlatformAlert(status.status)) return false;
  const label = await store.documentLabel(status.invoiceId, trx);
  if (!label) return false;
  const event = { kind: "invoice.platform", invoiceId: status.invoiceId, ...label, status: status.status } as const;
  return (await queuePushes(trx, event, now)) > 0;
}

/** A supplier invoice just kept: its push leaves now, and the log says what came of the flow. */
function received(outcome: ReceiveOutcome): void {
  if (outcome.outcome === "seen") return;
  logLine(`purchases: received ${outcome.outcome} as purchase ${outcome.purchaseId}`);
  if (outcome.outcome === "imported") void wakeOutbox();
}

/** This instance's sender and status poller (decision 043), which also receives the suppliers' invoices. */
export async function startFlowOutbox(pollMs: number): Promise<void> {
  if (outbox) return;
  const { database } = await getLeads();
  const store = new FlowStore(database);
  outbox = new FlowOutbox(
    {
      store,
      platform: platformClient,
      pollMs,
      log: logLine,
      onNewStatus: (status, trx, now) => tellOwner(store, status, trx, now),
      onToldCommitted: () => void wakeOutbox(),
      inbox: new PurchaseInbox(new PurchaseStore(database), received),
      buyerStatuses: new BuyerStatusQueue(database),
    },
    reportQueue(database),
  );
  outbox.start();
}

export async function stopFlowOutbox(): Promise<void> {
  await outbox?.stop();
  outbox = null;
}

/** An e-invoice was just queued: send it now rather than at the next tick. */
export function wakeFlowOutbox(): void {
  outbox?.notify();
}

/** The write of its deposit (decision 043), when a platform is configured; nothing is queued without one. */
export async function documentFlowWrite(): Promise<IssuedWrite | undefined> {
  const platform = await currentPlatform();
  return platform.source === "environment" || platform.source === "screen" ? queueEInvoiceDeposit : undefined;
}

/** A payment's (or its cancellation's) « Encaissée » status (decision 042), when a platform is configured. */
export async function collectedStatusWrite(): Promise<PaymentWrite | undefined> {
  const platform = await currentPlatform();
  return platform.source === "environment" || platform.source === "screen" ? queueCollectedStatus : undefined;
}

export async function platformTimeline(invoiceId: number): Promise<PlatformTimeline> {
  return new FlowStore((await getLeads()).database).timeline(invoiceId);
}

/** Where each issued document stands with the platform, for the « Factures » list's filter. */
export async function platformStates(): Promise<Map<number, PlatformState>> {
  const store = new FlowStore((await getLeads()).database);
  const [clients, timelines] = await Promise.all([store.issuedClients(), store.timelines()]);
  const states = new Map<number, PlatformState>();
  for (const [id, client] of clients) {
    const timeline = timelines.get(id) ?? { deposits: [], events: [] };
    states.set(id, platformStateOf(reformChannel(client) === "e-invoice", timeline));
  }
  return states;
}
