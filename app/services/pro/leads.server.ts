import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import type { InboxFilters } from "#app/lib/inbox-query.ts";
import type { LeadKind } from "#app/lib/lead-fields.ts";
import { type WorkflowStatus, workflowStatuses } from "#app/lib/lead-workflow.ts";
import { releaseBillingOf } from "#app/services/billing/documents/quote-erasure.server.ts";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { DeliveryStatus } from "#app/services/db/lead-tables.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import { foldForSearch } from "#app/services/leads/lead-index.server.ts";
import { deletePhotoRows, type LeadListRow, type StoredLead, toStoredLead } from "#app/services/leads/store.server.ts";
import { releaseReviewsOf } from "#app/services/reviews/reviews.server.ts";
import { type Dashboard, leadDashboard } from "./lead-dashboard.server.ts";

export const INBOX_PAGE_SIZE = 25;

/** The account acting in the owner's space, as the history and notes record it. */
export interface Actor {
  userId: number;
  email: string;
}

export interface Delivery {
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  updatedAt: string;
}

export interface InboxRow {
  id: number;
  kind: LeadKind;
  workflowStatus: WorkflowStatus;
  createdAt: string;
  name: string;
  phone: string;
  email: string;
  town: string;
  service: string;
  delivery: Delivery | null;
}

export interface InboxPage {
  rows: InboxRow[];
  /** Requests matching the filters, on every page. */
  total: number;
  page: number;
  pageCount: number;
}

export interface StatusChange {
  from: WorkflowStatus;
  to: WorkflowStatus;
  by: string | null;
  at: string;
}

export interface Note {
  id: number;
  body: string;
  by: string | null;
  at: string;
}

export interface LeadDetail {
  lead: StoredLead & { workflowStatus: WorkflowStatus; town: string; service: string };
  delivery: Delivery | null;
  history: StatusChange[];
  notes: Note[];
}

/**
 * Tables holding rows that belong to a request, emptied before the request itself when the owner erases
 * it. A table added later for a request's attachments joins this list.
 */
export const leadChildTables = ["lead_notes", "lead_status_changes", "outbox"] as const;

/** A LIKE pattern matching the text anywhere, with the visitor's or owner's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function deliveryOf(row: {
  status: DeliveryStatus | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: string | null;
  updated_at: string | null;
}): Delivery | null {
  if (row.status === null) return null;
  return {
    status: row.status,
    attempts: Number(row.attempts ?? 0),
    lastError: row.last_error,
    sentAt: row.sent_at,
    updatedAt: row.updated_at ?? "",
  };
}

function parseFields(json: string): Record<string, string | boolean> {
  return JSON.parse(json) as Record<string, string | boolean>;
}

function textField(fields: Record<string, string | boolean>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value : "";
}

/**
 * Moves a request to `to` and records who did it (null: the client, accepting a quote), in the caller's
 * transaction. Answers the previous status, or null when the request does not exist.
 */
export async function moveLeadStatus(
  trx: Transaction<Database>,
  id: number,
  to: WorkflowStatus,
  actor: Actor | null,
  at: string,
): Promise<{ from: WorkflowStatus } | null> {
  const current = await trx.selectFrom("leads").select("workflow_status").where("id", "=", id).executeTakeFirst();
  if (!current) return null;
  const from = current.workflow_status;
  if (from === to) return { from };
  await trx.updateTable("leads").set({ workflow_status: to }).where("id", "=", id).execute();
  await trx
    .insertInto("lead_status_changes")
    .values({
      lead_id: id,
      from_status: from,
      to_status: to,
      user_id: actor?.userId ?? null,
      user_email: actor?.email ?? null,
      changed_at: at,
    })
    .execute();
  return { from };
}

/**
 * What the owner's space reads and changes in the store: the inbox, a request with its history, status
 * changes, notes, erasure, a new delivery, and the figures of the dashboard. The same code on SQLite and
 * PostgreSQL. Audit records are the routes' business: they know the address and the session.
 */
export class OwnerLeads {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(database: Pick<StoreDatabase, "db">, now: () => number = Date.now) {
    this.#db = database.db;
    this.#now = now;
  }

  /** The filters as a condition; `everyStatus` leaves the status out (spam included), for the counts per status. */
  #matches(filters: InboxFilters, { everyStatus = false } = {}) {
    return (eb: ExpressionBuilder<Database, "leads">) => {
      const conditions: Expression<SqlBool>[] = [];
      if (!everyStatus) {
        conditions.push(
          filters.status === null
            ? eb("leads.workflow_status", "!=", "spam")
            : eb("leads.workflow_status", "=", filters.status),
        );
      }
      if (filters.kind) conditions.push(eb("leads.kind", "=", filters.kind));
      if (filters.service) conditions.push(eb("leads.service", "=", filters.service));
      if (filters.town) conditions.push(eb("leads.town", "=", filters.town));
      const search = foldForSearch(filters.search ?? "")
        .replace(/\s+/g, " ")
        .trim();
      if (search) {
        const text = sql<SqlBool>`${eb.ref("leads.search_text")} LIKE ${containsPattern(search)} ESCAPE '\\'`;
        // "06 12 34" finds "0612345678" however the visitor spaced his number.
        const digits = search.replace(/[\s.+-]/g, "");
        conditions.push(
          /^\d{2,}$/.test(digits) && digits !== search
            ? eb.or([text, sql<SqlBool>`${eb.ref("leads.search_text")} LIKE ${containsPattern(digits)} ESCAPE '\\'`])
            : text,
        );
      }
      return eb.and(conditions);
    };
  }

  async inbox(filters: InboxFilters, requestedPage: number): Promise<InboxPage> {
    const { total } = await this.#db
      .selectFrom("leads")
      .select(({ fn }) => fn.countAll<number>().as("total"))
      .where(this.#matches(filters))
      .executeTakeFirstOrThrow();
    const count = Number(total);
    const pageCount = Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
    const rows = await this.#db
      .selectFrom("leads")
      .leftJoin("outbox", "outbox.lead_id", "leads.id")
      .select([
        "leads.id",
        "leads.kind",
        "leads.workflow_status",
        "leads.created_at",
        "leads.fields",
        "leads.town",
        "leads.service",
        "outbox.status",
        "outbox.attempts",
        "outbox.last_error",
        "outbox.sent_at",
        "outbox.updated_at",
      ])
      .where(this.#matches(filters))
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE)
      .execute();
    return {
      rows: rows.map((row) => {
        const fields = parseFields(row.fields);
        return {
          id: row.id,
          kind: row.kind,
          workflowStatus: row.workflow_status,
          createdAt: row.created_at,
          name: textField(fields, "name"),
          phone: textField(fields, "phone"),
          email: textField(fields, "email"),
          town: row.town,
          service: row.service,
          delivery: deliveryOf(row),
        };
      }),
      total: count,
      page,
      pageCount,
    };
  }

  /** How many requests each status holds under the other filters, for the inbox's status tabs. */
  async statusCounts(filters: InboxFilters): Promise<Record<WorkflowStatus, number>> {
    const counts = Object.fromEntries(workflowStatuses.map((status) => [status, 0])) as Record<WorkflowStatus, number>;
    const rows = await this.#db
      .selectFrom("leads")
      .select(({ fn }) => ["workflow_status", fn.countAll<number>().as("count")])
      .where(this.#matches(filters, { everyStatus: true }))
      .groupBy("workflow_status")
      .execute();
    for (const row of rows) counts[row.workflow_status] = Number(row.count);
    return counts;
  }

  /** The services and towns the requests name, for the inbox's filters. */
  async filterChoices(): Promise<{ services: string[]; towns: string[] }> {
    const distinct = async (column: "service" | "town") =>
      (
        await this.#db
          .selectFrom("leads")
          .select(column)
          .distinct()
          .where(column, "!=", "")
          .where("workflow_status", "!=", "spam")
          .orderBy(column)
          .execute()
      ).map((row) => row[column]);
    return { services: await distinct("service"), towns: await distinct("town") };
  }

  /** Every request matching the filters, newest first, in the rows the CLI's export writes. */
  async exportRows(filters: InboxFilters): Promise<LeadListRow[]> {
    const rows = await this.#db
      .selectFrom("leads")
      .leftJoin("outbox", "outbox.lead_id", "leads.id")
      .selectAll("leads")
      .select(["outbox.status as delivery", "outbox.attempts", "outbox.last_error", "outbox.sent_at"])
      .where(this.#matches(filters))
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .execute();
    return rows.map((row) => ({
      ...toStoredLead(row),
      workflowStatus: row.workflow_status,
      delivery: row.delivery,
      attempts: Number(row.attempts ?? 0),
      lastError: row.last_error,
      sentAt: row.sent_at,
    }));
  }

  async detail(id: number): Promise<LeadDetail | null> {
    const row = await this.#db
      .selectFrom("leads")
      .leftJoin("outbox", "outbox.lead_id", "leads.id")
      .selectAll("leads")
      .select(["outbox.status as delivery", "outbox.attempts", "outbox.last_error", "outbox.sent_at"])
      .select("outbox.updated_at as delivery_updated_at")
      .where("leads.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const history = await this.#db
      .selectFrom("lead_status_changes")
      .select(["from_status", "to_status", "user_email", "changed_at"])
      .where("lead_id", "=", id)
      .orderBy("changed_at", "desc")
      .orderBy("id", "desc")
      .execute();
    const notes = await this.#db
      .selectFrom("lead_notes")
      .select(["id", "body", "user_email", "created_at"])
      .where("lead_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return {
      lead: { ...toStoredLead(row), workflowStatus: row.workflow_status, town: row.town, service: row.service },
      delivery: deliveryOf({
        status: row.delivery,
        attempts: row.attempts,
        last_error: row.last_error,
        sent_at: row.sent_at,
        updated_at: row.delivery_updated_at,
      }),
      history: history.map((change) => ({
        from: change.from_status,
        to: change.to_status,
        by: change.user_email,
        at: change.changed_at,
      })),
      notes: notes.map((note) => ({ id: note.id, body: note.body, by: note.user_email, at: note.created_at })),
    };
  }

  /**
   * Moves a request to another status and records who did it; the status and its history change
   * together or not at all. Answers the previous status, or null when the request does not exist.
   */
  async changeStatus(id: number, to: WorkflowStatus, actor: Actor): Promise<{ from: WorkflowStatus } | null> {
    return this.#db
      .transaction()
      .execute((trx) => moveLeadStatus(trx, id, to, actor, new Date(this.#now()).toISOString()));
  }

  /** Adds a dated note; false when the request does not exist. */
  async addNote(id: number, body: string, actor: Actor): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#exists(trx, id))) return false;
      await trx
        .insertInto("lead_notes")
        .values({
          lead_id: id,
          user_id: actor.userId,
          user_email: actor.email,
          body,
          created_at: new Date(this.#now()).toISOString(),
        })
        .execute();
      return true;
    });
  }

  async #exists(db: Kysely<Database> | Transaction<Database>, id: number): Promise<boolean> {
    return (await db.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  }

  /**
   * Erases a request for good (a visitor's right to erasure): its notes, status history, deliveries and
   * attachments, then the request, in one transaction. False when there was nothing to erase; else the photo
   * files the caller removes now that no row names them.
   */
  async erase(id: number): Promise<{ photoFiles: string[] } | false> {
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#exists(trx, id))) return false;
      const photoFiles = await deletePhotoRows(trx, [id]);
      await releaseBillingOf(trx, [id]);
      await releaseReviewsOf(trx, [id]);
      for (const table of leadChildTables) await trx.deleteFrom(table).where("lead_id", "=", id).execute();
      await trx.deleteFrom("leads").where("id", "=", id).execute();
      return { photoFiles };
    });
  }

  /**
   * Sends the request's e-mail again through the outbox: a delivery that ended (sent or failed) starts
   * over and one still waiting becomes due now; a request kept without one (spam) gets its first. The
   * caller wakes the worker. "missing" when the request does not exist, "busy" while a worker is sending it.
   */
  async resend(id: number): Promise<"queued" | "busy" | "missing"> {
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#exists(trx, id))) return "missing";
      const now = this.#now();
      const updatedAt = new Date(now).toISOString();
      const delivery = await trx
        .selectFrom("outbox")
        .select(["id", "status", "claimed_until"])
        .where("lead_id", "=", id)
        .executeTakeFirst();
      if (!delivery) {
        await trx
          .insertInto("outbox")
          .values({ lead_id: id, status: "pending", attempts: 0, next_attempt_at: now, updated_at: updatedAt })
          .execute();
        return "queued";
      }
      if (delivery.status === "sending" && Number(delivery.claimed_until ?? 0) > now) return "busy";
      await trx
        .updateTable("outbox")
        .set({
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          claimed_until: null,
          last_error: null,
          sent_at: null,
          updated_at: updatedAt,
        })
        .where("id", "=", delivery.id)
        .execute();
      return "queued";
    });
  }

  /** The dashboard over the last `weeks` ISO weeks (Paris time), this one included (lead-dashboard.server.ts). */
  async dashboard(weeks = 12): Promise<Dashboard> {
    return leadDashboard(this.#db, this.#now(), weeks);
  }
}
