import { getLeads } from "#app/services/leads/service.server.ts";
import { logError } from "#app/services/log.server.ts";
import type { PushEvent } from "./events.server.ts";
import { PushStore } from "./store.server.ts";

export async function pushStore(): Promise<PushStore> {
  return new PushStore((await getLeads()).database.db);
}

/**
 * Queues an event's notifications outside the event's own transaction (where the event's code writes through a
 * store that has none to lend) and wakes the outbox. A failure is logged: the event itself has happened.
 */
export async function notifyDevices(event: PushEvent): Promise<void> {
  try {
    const leads = await getLeads();
    if ((await new PushStore(leads.database.db).queue(event)) > 0) leads.worker.notify();
  } catch (error) {
    logError(`push (${event.kind}): not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** After a transaction that queued notifications with its event (queuePushes), the outbox delivers them now. */
export async function wakeOutbox(): Promise<void> {
  (await getLeads()).worker.notify();
}
