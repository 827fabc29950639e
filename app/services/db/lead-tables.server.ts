import type { Generated } from "kysely";
import type { LeadKind } from "#app/lib/lead-schema.ts";
import type { WorkflowStatus } from "#app/lib/lead-workflow.ts";

/** The form's verdict at arrival, never changed: "spam" when the honeypot caught it (no delivery then). */
export type LeadStatus = "received" | "spam";
export type DeliveryStatus = "pending" | "sending" | "sent" | "dead";

/** A request sent from a form of the site, as it arrived, with where the company stands with it. */
export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  page: string;
  status: LeadStatus;
  /** The form's fields as JSON text. */
  fields: string;
  idempotency_key: string | null;
  content_hash: string;
  created_at: string;
  /** Where the company stands with the request; the owner changes it. */
  workflow_status: WorkflowStatus;
  /**
   * An index derived from `fields` (which stays the source of truth), so the inbox filters and searches
   * in SQL the same way on both engines: the town and service as the owner filters by them, and the
   * searchable text folded to lower case without accents (PostgreSQL's lower() under the C locale and
   * SQLite's only fold ASCII).
   */
  town: string;
  service: string;
  search_text: string;
  /** When the owner marked the won job "Chantier terminé" (ISO 8601); null until then. */
  job_done_at: Generated<string | null>;
  /** 1: the owner asked that this client not be asked for a review. */
  review_request_off: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  /** The request this row delivers; null for a notice about the owner's account. */
  lead_id: number | null;
  /** A notice about the owner's account (JSON: to, subject, text), or a push's message; null for a request's delivery. */
  notice: string | null;
  /** The owner's device a push notification goes to (`notice` then holds its message: PushMessage); null otherwise. */
  push_device_id: Generated<number | null>;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
  transport: string | null;
  sent_at: string | null;
  updated_at: string;
}

/** Form posts per client address and window, shared by every server process on PostgreSQL. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: number;
}

/** Every change of a request's status: who moved it from what to what, and when. */
export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: number;
  from_status: WorkflowStatus;
  to_status: WorkflowStatus;
  /** The account's id and e-mail as they were: the history still names who did it after the account is removed. */
  user_id: number | null;
  user_email: string | null;
  changed_at: string;
}

/** The owner's dated notes on a request ("rappelé, passe jeudi"). */
export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  user_id: number | null;
  user_email: string | null;
  body: string;
  created_at: string;
}

/** A photo sent with a lead, stored as a file in UPLOADS_DIR under a name the server chose. */
export interface LeadPhotosTable {
  id: Generated<number>;
  lead_id: number;
  /** 1 to 6, in the order the visitor chose them. */
  position: number;
  stored_name: string;
  content_type: "image/jpeg" | "image/webp";
  bytes: number;
  width: number;
  height: number;
  /** The visitor's file name without folders or control characters: shown to the owner, never used as a path. */
  original_name: string;
}
