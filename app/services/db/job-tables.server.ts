import type { Generated } from "kysely";

/*
 * The jobs (« chantiers ») and what hangs on them: planned days, who goes, notes, photos, history, the client's
 * private page, the e-mails he was sent, and the acceptance of the works (migration 023, decision 054).
 */

export type JobOrigin = "quote" | "emergency";
export type JobState = "a_planifier" | "planifie" | "en_cours" | "reporte" | "termine";
export type PostponeReason = "intemperies" | "client" | "fournisseur" | "autre";
/** A whole day, the morning or the afternoon. */
export type DayPeriod = "day" | "am" | "pm";
export type JobPhotoPhase = "avant" | "pendant" | "apres";

export interface JobsTable {
  id: Generated<number>;
  origin: JobOrigin;
  quote_id: number | null;
  lead_id: number | null;
  title: string;
  client_name: string;
  client_email: Generated<string>;
  client_phone: Generated<string>;
  site_address: Generated<string>;
  town: Generated<string>;
  service: Generated<string>;
  state: Generated<JobState>;
  postpone_reason: PostponeReason | null;
  postpone_note: Generated<string>;
  /** "HH:MM-HH:MM", Europe/Paris. */
  arrival_window: Generated<string>;
  client_preparation: Generated<string>;
  to_bring: Generated<string>;
  requested_at: string | null;
  arrived_at: string | null;
  arrived_by: number | null;
  finished_at: string | null;
  client_confirmed_at: string | null;
  client_change_request: string | null;
  schedule_revision: Generated<number>;
  final_invoice_id: number | null;
  review_asked_at: string | null;
  portfolio_draft_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobDaysTable {
  id: Generated<number>;
  job_id: number;
  /** YYYY-MM-DD, Europe/Paris. */
  day: string;
  period: DayPeriod;
  /** Stable for ever: the calendar event's UID. */
  uid: string;
  /** The calendar event's SEQUENCE, raised on every change. */
  sequence: Generated<number>;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobAssigneesTable {
  job_id: number;
  user_id: number;
}

export interface JobNotesTable {
  id: Generated<number>;
  job_id: number;
  user_id: number | null;
  user_email: string | null;
  body: string;
  created_at: string;
}

export interface JobPhotosTable {
  id: Generated<number>;
  job_id: number;
  phase: JobPhotoPhase;
  stored_name: string;
  content_type: "image/jpeg" | "image/webp";
  bytes: number;
  width: number;
  height: number;
  user_id: number | null;
  created_at: string;
}

export interface JobEventsTable {
  id: Generated<number>;
  job_id: number;
  at: string;
  kind: string;
  user_id: number | null;
  user_email: string | null;
  /** JSON object. */
  detail: Generated<string>;
}

export interface JobLinksTable {
  token_hash: string;
  job_id: number;
  created_at: string;
  revoked_at: string | null;
}

export interface JobNoticesTable {
  job_id: number;
  key: string;
  created_at: number;
}

export interface JobAcceptancesTable {
  id: Generated<number>;
  job_id: number;
  document: string;
  sha256: string;
  signed_name: string;
  signed_at: string;
  signed_where: "site" | "online";
  reserves_count: number;
  lift_document: string | null;
  lift_sha256: string | null;
  lift_signed_name: string | null;
  lifted_at: string | null;
}
