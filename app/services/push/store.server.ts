import type { Kysely, Selectable, Transaction } from "kysely";
import webpush from "web-push";
import type { PushDevicesTable } from "#app/services/db/owner-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { roleHolds } from "#app/services/team/policy.ts";
import {
  DEFAULT_PUSH_EVENTS,
  type DeviceChoices,
  deviceWants,
  PUSH_EVENT_KINDS,
  type PushEvent,
  type PushEventKind,
  pushMessage,
  pushRecipients,
  pushRight,
} from "./events.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A browser's push subscription as PushSubscription.toJSON() gives it (RFC 8030 endpoint, RFC 8291 keys). */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDevice extends DeviceChoices {
  id: number;
  userId: number;
  name: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  sessionHash: string | null;
  createdAt: number;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function eventsOf(json: string): PushEventKind[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? PUSH_EVENT_KINDS.filter((kind) => parsed.includes(kind)) : [];
}

function toDevice(row: Selectable<PushDevicesTable>): PushDevice {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    sessionHash: row.session_hash,
    events: eventsOf(row.events),
    quietFrom: row.quiet_from,
    quietTo: row.quiet_to,
    urgentRings: row.urgent_rings === 1,
    createdAt: Number(row.created_at),
  };
}

/**
 * Queues the event's notification for every device whose person's role may know of it (pushRight) and that wants
 * it now (its choices, its quiet hours), one outbox row per device, in the caller's transaction when it has one:
 * the event and its notifications are written together. `only`: the one device a test notification goes to.
 * Answers how many rows were queued.
 */
export async function queuePushes(db: Db, event: PushEvent, now: number, only?: number): Promise<number> {
  let query = db
    .selectFrom("push_devices")
    .innerJoin("owner_users", "owner_users.id", "push_devices.user_id")
    .selectAll("push_devices")
    .select("owner_users.role as role");
  if (only !== undefined) query = query.where("push_devices.id", "=", only);
  const right = pushRight(event);
  const recipients = pushRecipients(event);
  const at = new Date(now);
  const wanting = (await query.execute())
    .filter((row) => roleHolds(row.role, right) && (recipients === null || recipients.includes(row.user_id)))
    .map(toDevice)
    .filter((device) => deviceWants(device, event, at));
  if (wanting.length === 0) return 0;
  const message = JSON.stringify(pushMessage(event));
  await db
    .insertInto("outbox")
    .values(
      wanting.map((device) => ({
        lead_id: null,
        notice: message,
        push_device_id: device.id,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: now,
        updated_at: at.toISOString(),
      })),
    )
    .execute();
  return wanting.length;
}

/** Removes devices and the notifications still waiting for them, inside the caller's transaction. */
async function deleteDevices(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom("outbox").where("push_device_id", "in", ids).execute();
  await trx.deleteFrom("push_devices").where("id", "in", ids).execute();
}

/** The account's devices go with it (OwnerStore.removeUser calls this in its transaction). */
export async function deletePushDevicesOf(trx: Transaction<Database>, userId: number): Promise<void> {
  const rows = await trx.selectFrom("push_devices").select("id").where("user_id", "=", userId).execute();
  await deleteDevices(
    trx,
    rows.map((row) => row.id),
  );
}

/** The owner's devices and the VAPID keys they were subscribed with, on SQLite as on PostgreSQL. */
export class PushStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * The one key pair every instance signs with: made by whichever instance asks first. The row's id can only be 1,
   * so a second instance's insert does nothing and it reads the winner's keys.
   */
  async vapidKeys(): Promise<VapidKeys> {
    const stored = await this.#db
      .selectFrom("push_vapid_keys")
      .select(["public_key", "private_key"])
      .where("id", "=", 1)
      .executeTakeFirst();
    if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
    const fresh = webpush.generateVAPIDKeys();
    await this.#db
      .insertInto("push_vapid_keys")
      .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey, created_at: this.#now() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    const winner = await this.#db
      .selectFrom("push_vapid_keys")
      .select(["public_key", "private_key"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    return { publicKey: winner.public_key, privateKey: winner.private_key };
  }

  /**
   * Registers this browser's subscription for the account, tied to the session that sent it. The same endpoint
   * sent again (another login on the same phone, keys renewed) updates its row and keeps its name and choices.
   */
  async register(
    userId: number,
    sessionHash: string,
    subscription: PushSubscriptionInput,
    name: string,
  ): Promise<{ device: PushDevice; created: boolean }> {
    return this.#db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("push_devices")
        .select(["id", "user_id"])
        .where("endpoint", "=", subscription.endpoint)
        .executeTakeFirst();
      if (existing && existing.user_id === userId) {
        await trx
          .updateTable("push_devices")
          .set({ p256dh: subscription.p256dh, auth: subscription.auth, session_hash: sessionHash })
          .where("id", "=", existing.id)
          .execute();
      } else {
        // A subscription another account registered on this browser now belongs to whoever is logged in.
        if (existing) await deleteDevices(trx, [existing.id]);
        await trx
          .insertInto("push_devices")
          .values({
            user_id: userId,
            endpoint: subscription.endpoint,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            name,
            session_hash: sessionHash,
            events: JSON.stringify(DEFAULT_PUSH_EVENTS),
            quiet_from: null,
            quiet_to: null,
            urgent_rings: 1,
            created_at: this.#now(),
          })
          .execute();
      }
      const row = await trx
        .selectFrom("push_devices")
        .selectAll()
        .where("endpoint", "=", subscription.endpoint)
        .executeTakeFirstOrThrow();
      return { device: toDevice(row), created: existing?.user_id !== userId };
    });
  }

  async list(userId: number): Promise<PushDevice[]> {
    const rows = await this.#db
      .selectFrom("push_devices")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
    return rows.map(toDevice);
  }

  async find(userId: number, id: number): Promise<PushDevice | undefined> {
    const row = await this.#db
      .selectFrom("push_devices")
      .selectAll()
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toDevice(row) : undefined;
  }

  async update(userId: number, id: number, name: string, choices: DeviceChoices): Promise<boolean> {
    const result = await this.#db
      .updateTable("push_devices")
      .set({
        name,
        events: JSON.stringify(choices.events),
        quiet_from: choices.quietFrom,
        quiet_to: choices.quietTo,
        urgent_rings: choices.urgentRings ? 1 : 0,
      })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The owner removes one of his devices. */
  async remove(userId: number, id: number): Promise<PushDevice | undefined> {
    const device = await this.find(userId, id);
    if (!device) return undefined;
    await this.#db.transaction().execute((trx) => deleteDevices(trx, [device.id]));
    return device;
  }

  /** The push service says the subscription is gone (404, 410): the device will never receive anything again. */
  async removeGone(id: number): Promise<void> {
    await this.#db.transaction().execute((trx) => deleteDevices(trx, [id]));
  }

  /** Logging out of a session removes the devices it registered. Answers how many went. */
  async removeBySession(sessionHash: string): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom("push_devices").select("id").where("session_hash", "=", sessionHash).execute();
      await deleteDevices(
        trx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  /** Queues a notification of the event (see queuePushes), outside any other write. */
  async queue(event: PushEvent, only?: number): Promise<number> {
    return queuePushes(this.#db, event, this.#now(), only);
  }
}
