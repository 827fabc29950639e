import { createHash } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { LeadKind } from "#app/lib/lead-schema.ts";
import type { WorkflowStatus } from "#app/lib/lead-workflow.ts";
import { releaseBillingOf } from "#app/services/billing/documents/quote-erasure.server.ts";
import { isUniqueViolation, type StoreDatabase } from "#app/services/db/database.server.ts";
import type { DeliveryStatus, LeadPhotosTable, LeadStatus, LeadsTable } from "#app/services/db/lead-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { queuePushes } from "#app/services/push/store.server.ts";
import { releaseReviewsOf } from "#app/services/reviews/reviews.server.ts";
import { GroupCommit } from "./group-commit.server.ts";
import { leadIndexColumns } from "./lead-index.server.ts";
import { Outbox } from "./outbox.server.ts";

export type { DeliveryStatus, LeadStatus } from "#app/services/db/lead-tables.server.ts";

/** Without JavaScript there is no browser key: the same content within this window is one lead. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface NewLead {
  kind: LeadKind;
  page: string;
  status: LeadStatus;
  fields: Record<string, string | boolean>;
  idempotencyKey: string | null;
}

/** A photo already written under its final name in UPLOADS_DIR, to be referenced by the lead's row. */
export interface NewLeadPhoto {
  storedName: string;
  contentType: LeadPhotosTable["content_type"];
  bytes: number;
  width: number;
  height: number;
  originalName: string;
}

export interface StoredPhoto extends NewLeadPhoto {
  id: number;
  leadId: number;
  position: number;
}

function toStoredPhoto(row: Selectable<LeadPhotosTable>): StoredPhoto {
  return {
    id: row.id,
    leadId: row.lead_id,
    position: row.position,
    storedName: row.stored_name,
    contentType: row.content_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    originalName: row.original_name,
  };
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
  photos: StoredPhoto[];
}

export interface LeadListRow extends StoredLead {
  workflowStatus: WorkflowStatus;
  delivery: DeliveryStatus | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/**
 * Deletes the photos' rows of these leads, inside the caller's transaction (which then deletes the leads), and
 * answers their files: the caller removes them once the transaction has committed (PhotoStorage.remove).
 */
export async function deletePhotoRows(trx: Transaction<Database>, leadIds: readonly number[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await trx.selectFrom("lead_photos").select("stored_name").where("lead_id", "in", leadIds).execute();
  await trx.deleteFrom("lead_photos").where("lead_id", "in", leadIds).execute();
  return rows.map((row) => row.stored_name);
}

/** Same kind and same values give the same hash, whatever the order the fields came in. */
export function contentHash(kind: LeadKind, fields: Record<string, string | boolean>): string {
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([kind, entries]))
    .digest("hex");
}

export function toStoredLead(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    page: row.page,
    status: row.status,
    fields: JSON.parse(row.fields) as Record<string, string | boolean>,
    createdAt: row.created_at,
  };
}

/**
 * Leads and their deliveries, the same code on SQLite and PostgreSQL. A lead and its outbox row are
 * written in one transaction, so they exist together or not at all; the deliveries' queue itself (claims,
 * outcomes, notices, pushes) is the Outbox this store extends.
 */
export class LeadStore extends Outbox {
  /** SQLite only: there a commit waits for the disk in the server's thread. PostgreSQL commits each in its server. */
  readonly #sharedCommits: GroupCommit | null;

  constructor(database: Pick<StoreDatabase, "db" | "engine">, now: () => number = Date.now) {
    super(database, now);
    this.#sharedCommits = database.engine === "sqlite" ? new GroupCommit(database.db) : null;
  }

  async #leadIdByKey(db: Kysely<Database> | Transaction<Database>, key: string): Promise<number | undefined> {
    const row = await db.selectFrom("leads").select("id").where("idempotency_key", "=", key).executeTakeFirst();
    return row?.id;
  }

  /**
   * Stores a lead and, unless it is spam, its delivery; a repeated browser key or the same content
   * within DUPLICATE_WINDOW_MS answers the first lead instead of writing a second one (the caller then removes
   * the files of `photos`, which no row references). The photos' rows are written in the lead's transaction. On
   * SQLite leads stored at the same moment share one commit (GroupCommit); each is answered once it is committed.
   */
  async insertLead(lead: NewLead, photos: readonly NewLeadPhoto[] = []): Promise<{ id: number; duplicate: boolean }> {
    const now = this.now();
    const hash = contentHash(lead.kind, lead.fields);
    const store = async (trx: Transaction<Database>): Promise<{ id: number; duplicate: boolean }> => {
      const existing =
        (lead.idempotencyKey ? await this.#leadIdByKey(trx, lead.idempotencyKey) : undefined) ??
        (
          await trx
            .selectFrom("leads")
            .select("id")
            .where("content_hash", "=", hash)
            .where("created_at", ">=", new Date(now - DUPLICATE_WINDOW_MS).toISOString())
            .orderBy("id")
            .limit(1)
            .executeTakeFirst()
        )?.id;
      if (existing !== undefined) return { id: existing, duplicate: true };
      const createdAt = new Date(now).toISOString();
      const { id } = await trx
        .insertInto("leads")
        .values({
          kind: lead.kind,
          page: lead.page,
          status: lead.status,
          fields: JSON.stringify(lead.fields),
          idempotency_key: lead.idempotencyKey,
          content_hash: hash,
          created_at: createdAt,
          workflow_status: lead.status === "spam" ? "spam" : "nouvelle",
          ...leadIndexColumns(lead.kind, lead.fields),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (photos.length > 0) {
        await trx
          .insertInto("lead_photos")
          .values(
            photos.map((photo, index) => ({
              lead_id: id,
              position: index + 1,
              stored_name: photo.storedName,
              content_type: photo.contentType,
              bytes: photo.bytes,
              width: photo.width,
              height: photo.height,
              original_name: photo.originalName,
            })),
          )
          .execute();
      }
      if (lead.status === "received") {
        await trx
          .insertInto("outbox")
          .values({ lead_id: id, status: "pending", attempts: 0, next_attempt_at: now, updated_at: createdAt })
          .execute();
        await queuePushes(trx, { kind: "lead", leadId: id, form: lead.kind, fields: lead.fields }, now);
      }
      return { id, duplicate: false };
    };
    try {
      return await (this.#sharedCommits ? this.#sharedCommits.run(store) : this.db.transaction().execute(store));
    } catch (error) {
      // Another request (or another server) committed the same key between our check and our insert.
      const winner =
        lead.idempotencyKey && isUniqueViolation(error)
          ? await this.#leadIdByKey(this.db, lead.idempotencyKey)
          : undefined;
      if (winner !== undefined) return { id: winner, duplicate: true };
      throw error;
    }
  }

  /** The next due delivery of a request, claimed for leaseMs (see Outbox.claim), with the request and its photos. */
  async claimNext(leaseMs: number): Promise<OutboxJob | null> {
    const claimed = await this.claim(leaseMs, "lead");
    if (!claimed || claimed.lead_id === null) return null;
    const lead = await this.db.selectFrom("leads").selectAll().where("id", "=", claimed.lead_id).executeTakeFirst();
    if (!lead) throw new Error(`outbox row ${claimed.id} points at missing lead ${claimed.lead_id}`);
    return {
      outboxId: claimed.id,
      attempts: claimed.attempts,
      lead: toStoredLead(lead),
      photos: await this.photosOf(lead.id),
    };
  }

  /**
   * Deletes the leads received before the date, except those still waiting for delivery, with their photos' rows.
   * Answers how many leads went and the photo files the caller must now remove (after the commit: a crash in
   * between leaves files without rows, which the start-up sweep removes).
   */
  async purgeBefore(date: Date): Promise<{ count: number; photoFiles: string[] }> {
    const cutoff = date.toISOString();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("outbox")
        .where("status", "in", ["sent", "dead"])
        .where("lead_id", "in", (eb) => eb.selectFrom("leads").select("id").where("created_at", "<", cutoff))
        .execute();
      // Notices about the owner's account name him and his devices, and a push names a request's town: kept no
      // longer than the requests.
      await trx
        .deleteFrom("outbox")
        .where("status", "in", ["sent", "dead"])
        .where("notice", "is not", null)
        .where("updated_at", "<", cutoff)
        .execute();
      const doomed = await trx
        .selectFrom("leads")
        .select("id")
        .where("created_at", "<", cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("outbox").select("outbox.id").whereRef("outbox.lead_id", "=", "leads.id"))),
        )
        .execute();
      const ids = doomed.map((row) => row.id);
      if (ids.length === 0) return { count: 0, photoFiles: [] };
      const photoFiles = await deletePhotoRows(trx, ids);
      await releaseBillingOf(trx, ids);
      await releaseReviewsOf(trx, ids);
      // The owner's notes and status history belong to the request and go with it.
      await trx.deleteFrom("lead_notes").where("lead_id", "in", ids).execute();
      await trx.deleteFrom("lead_status_changes").where("lead_id", "in", ids).execute();
      const result = await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
      return { count: Number(result.numDeletedRows), photoFiles };
    });
  }

  /** A lead's photos in the visitor's order. */
  async photosOf(leadId: number): Promise<StoredPhoto[]> {
    const rows = await this.db
      .selectFrom("lead_photos")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("position")
      .execute();
    return rows.map(toStoredPhoto);
  }

  /** One photo of one lead: both ids must match, so a photo is only reachable through its own request. */
  async photo(leadId: number, photoId: number): Promise<StoredPhoto | null> {
    const row = await this.db
      .selectFrom("lead_photos")
      .selectAll()
      .where("lead_id", "=", leadId)
      .where("id", "=", photoId)
      .executeTakeFirst();
    return row ? toStoredPhoto(row) : null;
  }

  /** Every stored file name a row references (a request's photos, a job's): what the start-up sweep must keep. */
  async referencedPhotoFiles(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom("lead_photos")
      .select("stored_name")
      .unionAll(this.db.selectFrom("job_photos").select("stored_name"))
      .execute();
    return new Set(rows.map((row) => row.stored_name));
  }

  async listLeads(limit = Number.MAX_SAFE_INTEGER): Promise<LeadListRow[]> {
    const rows = await this.db
      .selectFrom("leads")
      .leftJoin("outbox", "outbox.lead_id", "leads.id")
      .selectAll("leads")
      .select([
        "outbox.status as delivery",
        "outbox.attempts",
        "outbox.last_error as lastError",
        "outbox.sent_at as sentAt",
      ])
      .orderBy("leads.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...toStoredLead(row),
      workflowStatus: row.workflow_status,
      delivery: row.delivery,
      attempts: row.attempts ?? 0,
      lastError: row.lastError,
      sentAt: row.sentAt,
    }));
  }
}
