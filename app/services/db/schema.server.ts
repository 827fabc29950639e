import type { Generated } from "kysely";
import type { LeadKind } from "#app/lib/lead-schema.ts";
import type { WorkflowStatus } from "#app/lib/lead-workflow.ts";

/** The form's verdict at arrival, never changed: "spam" when the honeypot caught it (no delivery then). */
export type LeadStatus = "received" | "spam";
export type DeliveryStatus = "pending" | "sending" | "sent" | "dead";

/**
 * The tables as the application sees them, the same on both engines. Times the worker compares are
 * milliseconds since 1970 (integers); times a person reads are ISO 8601 strings, which sort as they read.
 */
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

export interface OwnerUsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** Versioned scrypt hash (app/services/pro/password.server.ts). */
  password_hash: string;
  /** WebAuthn user handle, base64url. */
  webauthn_user_id: string;
  created_at: string;
  password_changed_at: string;
}

export interface OwnerSessionsTable {
  /** SHA-256 of the cookie's token, hex. */
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  address: string | null;
  /** When the session last proved its owner (login or confirmation); null for one opened before it was kept. */
  authenticated_at: number | null;
}

export interface OwnerPasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as WebAuthn names it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type ChallengePurpose = "register" | "login";

/** A WebAuthn challenge handed out and not used yet; each is accepted once, before it expires. */
export interface OwnerChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  user_id: number | null;
  expires_at: number;
  /** SHA-256 of what only the asking browser holds (its challenge cookie or its session token). */
  binding: string | null;
}

/** A browser that has logged in to an account: its random cookie, hashed. */
export interface OwnerDevicesTable {
  user_id: number;
  device_hash: string;
  first_seen_at: string;
  last_seen_at: string;
}

/** Failed logins per account or per address and window. */
/** A one-time code to claim a fresh install (decision 019): its SHA-256 only, and its end (ms since 1970). */
/** The VAPID key pair every instance signs its pushes with (RFC 8292), made once: the only row has id 1. */
export interface PushVapidKeysTable {
  id: number;
  /** Base64url, as the browser's PushManager.subscribe takes it. */
  public_key: string;
  private_key: string;
  created_at: number;
}

/** A browser subscribed to the owner's push notifications (RFC 8030, keys of RFC 8291). */
export interface PushDevicesTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  /** SHA-256 of the session that last registered it: logging out of that session removes the device. */
  session_hash: string | null;
  /** JSON array of the events it receives (PushEventKind). */
  events: string;
  quiet_from: string | null;
  quiet_to: string | null;
  urgent_rings: Generated<number>;
  created_at: number;
}

export interface OwnerSetupCodesTable {
  code_hash: string;
  created_at: number;
  expires_at: number;
}

export interface OwnerLoginThrottleTable {
  key: string;
  failures: number;
  reset_at: number;
}

export interface OwnerAuditTable {
  id: Generated<number>;
  at: string;
  action: string;
  user_id: number | null;
  email: string | null;
  address: string | null;
  detail: string | null;
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

/** Who this site is: a restore refuses a snapshot whose identity differs from the live site's. */
export interface SiteIdentityTable {
  singleton: number;
  site_id: string;
  created_at: string;
}

export type BackupRunStatus = "running" | "ok" | "failed";

/** The scheduled backup of one day: its lock (status running, lease) and its outcome. */
export interface BackupRunsTable {
  /** YYYY-MM-DD in the schedule's time zone. */
  slot: string;
  status: BackupRunStatus;
  /** The server process that holds or last held the run. */
  instance: string;
  attempts: number;
  started_at: number;
  lease_until: number;
  finished_at: number | null;
  /** After a failure, when the next attempt is due. */
  next_attempt_at: number | null;
  file: string | null;
  bytes: number | null;
  error: string | null;
}

/** The owner's draft of "Mon site" (one row, key "site"): the whole editable document as JSON text. */
export interface SiteDraftsTable {
  key: string;
  document: string;
  updated_at: string;
  updated_by: string;
}

/** One row per publication, numbered from 2 (version 1 is the build's content files). */
export interface SiteVersionsTable {
  id: Generated<number>;
  number: number;
  document: string;
  published_at: string;
  published_by: string;
  /** JSON array of the changed fields' French labels. */
  changes: string;
  restored_from: number | null;
}

/** A version's public site rendered once by one build, for every instance of that build to load. */
export interface SiteRendersTable {
  id: Generated<number>;
  version: number;
  build_id: string;
  shows_until: string | null;
  manifest: string;
  bodies: Uint8Array;
  rendered_at: string;
}

export type QuoteStatus = "brouillon" | "envoye" | "vu" | "accepte" | "refuse";
export type QuoteLineKind = "line" | "section" | "travel";

/** Booleans are 0 or 1 on both engines. */
type Flag = 0 | 1;

/** The last number given per year (decision 020): incremented in the sending transaction, never decremented. */
/** One counter row per series ("D" quotes, "F" invoices, "AV" credit notes, "J" the payment journal) and year. */
export interface DocumentNumberCountersTable {
  series: string;
  year: number;
  last_number: number;
}

/** A quote as the owner edits it; what the client saw is in its revisions. */
export interface QuotesTable {
  id: Generated<number>;
  lead_id: number | null;
  number: string | null;
  status: Generated<QuoteStatus>;
  client_name: string;
  client_email: Generated<string>;
  client_phone: Generated<string>;
  client_address: Generated<string>;
  site_address: Generated<string>;
  title: Generated<string>;
  start_text: Generated<string>;
  payment_terms: Generated<string>;
  deposit_percent: Generated<number>;
  validity_days: Generated<number>;
  paid_quote: Generated<Flag>;
  urgent_repair: Generated<Flag>;
  revision: Generated<number>;
  edited_since_sent: Generated<Flag>;
  created_at: string;
  updated_at: string;
  first_sent_at: string | null;
  sent_at: string | null;
  /** YYYY-MM-DD (Europe/Paris), the last day the quote can be accepted. */
  valid_until: string | null;
  viewed_at: string | null;
  decided_at: string | null;
  /** The client's reason for refusing, or the change he asked for. */
  client_message: string | null;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  kind: QuoteLineKind;
  designation: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
}

export interface QuoteRevisionsTable {
  id: Generated<number>;
  quote_id: number;
  revision: number;
  /** JSON: the whole quote as sent (company, client, lines, terms), what the client's page and PDF show. */
  document: string;
  sent_at: string;
}

/** A client's link: SHA-256 (hex) of its token, never the token. */
export interface QuoteLinksTable {
  token_hash: string;
  quote_id: number;
  revision: number;
  created_at: string;
  revoked_at: string | null;
}

export interface QuoteAcceptancesTable {
  quote_id: number;
  revision: number;
  full_name: string;
  accepted_at: string;
  address: string;
  user_agent: string;
  keeps_replaced_parts: Flag;
  reduced_rate_certified: Flag;
  pdf_sha256: string;
  pdf: Uint8Array;
}

/** "Mes prestations": the owner's prices, excluding VAT with their rate. */
export interface QuoteCatalogueTable {
  id: Generated<number>;
  designation: string;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
  created_at: string;
}

export type InvoiceKind = "acompte" | "solde" | "facture" | "avoir";
/** Stored: a draft or issued; what a list shows (seen, paid, late, cancelled) is derived when read. */
export type InvoiceStatus = "brouillon" | "emise";
export type PaymentMethod = "virement" | "cheque" | "especes" | "carte";

export interface InvoicesTable {
  id: Generated<number>;
  kind: InvoiceKind;
  status: Generated<InvoiceStatus>;
  number: string | null;
  lead_id: number | null;
  quote_id: number | null;
  credited_invoice_id: number | null;
  client_name: Generated<string>;
  client_email: Generated<string>;
  client_address: Generated<string>;
  client_siren: Generated<string>;
  client_vat: Generated<string>;
  site_address: Generated<string>;
  title: Generated<string>;
  service_date: Generated<string>;
  payment_days: Generated<number>;
  reminders_on: Generated<number>;
  created_at: string;
  updated_at: string;
  issued_at: string | null;
  issue_date: string | null;
  due_date: string | null;
  amount_due_cents: number | null;
  incl_cents: number | null;
  /** The InvoiceDocument frozen at issue (JSON). */
  document: string | null;
  pdf: Uint8Array | null;
  pdf_sha256: string | null;
  viewed_at: string | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  kind: string;
  designation: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  vat_rate: number;
}

export interface InvoiceLinksTable {
  token_hash: string;
  invoice_id: number;
  created_at: string;
  revoked_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  sequence: number;
  invoice_id: number;
  invoice_number: string;
  paid_on: string;
  amount_cents: number;
  method: PaymentMethod;
  note: Generated<string>;
  cancels_payment_id: number | null;
  recorded_at: string;
  recorded_by: string;
  previous_hash: string;
  hash: string;
}

export interface PaymentClosuresTable {
  period: string;
  last_sequence: number;
  period_total_cents: number;
  cumulative_total_cents: number;
  closed_at: string;
  previous_hash: string;
  hash: string;
}

export interface InvoiceRemindersTable {
  invoice_id: number;
  offset_days: number;
  sent_at: string;
  pdf_sha256: string;
}

export interface BillingSettingsTable {
  id: number;
  reminder_offsets: string;
  iban: string;
  bic: string;
  vat_on_debits: number;
  updated_at: string;
}

export type ClientReviewStatus = "demande" | "recu" | "approuve" | "masque";

/** A review asked of a client after a finished job, and his answer (decision 031). */
export interface ClientReviewsTable {
  id: Generated<number>;
  job_key: string;
  lead_id: number | null;
  invoice_id: number | null;
  token_hash: string;
  client_email: string;
  job_label: string;
  requested_at: string;
  submitted_at: string | null;
  rating: number | null;
  text: Generated<string>;
  first_name: Generated<string>;
  town: Generated<string>;
  /** 1: the client agreed to see his review published; without it the owner reads it, never publishes it. */
  consent: Generated<number>;
  status: Generated<ClientReviewStatus>;
  reply: Generated<string>;
  decided_at: string | null;
}

export interface ReviewSettingsTable {
  id: number;
  requests_on: number;
  updated_at: string;
}

export interface Database {
  leads: LeadsTable;
  lead_photos: LeadPhotosTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  owner_users: OwnerUsersTable;
  owner_sessions: OwnerSessionsTable;
  owner_passkeys: OwnerPasskeysTable;
  owner_challenges: OwnerChallengesTable;
  owner_devices: OwnerDevicesTable;
  owner_login_throttle: OwnerLoginThrottleTable;
  owner_setup_codes: OwnerSetupCodesTable;
  push_vapid_keys: PushVapidKeysTable;
  push_devices: PushDevicesTable;
  owner_audit: OwnerAuditTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_notes: LeadNotesTable;
  site_identity: SiteIdentityTable;
  backup_runs: BackupRunsTable;
  site_drafts: SiteDraftsTable;
  site_versions: SiteVersionsTable;
  site_renders: SiteRendersTable;
  document_number_counters: DocumentNumberCountersTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_revisions: QuoteRevisionsTable;
  quote_links: QuoteLinksTable;
  quote_acceptances: QuoteAcceptancesTable;
  quote_catalogue: QuoteCatalogueTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_links: InvoiceLinksTable;
  payments: PaymentsTable;
  payment_closures: PaymentClosuresTable;
  invoice_reminders: InvoiceRemindersTable;
  billing_settings: BillingSettingsTable;
  client_reviews: ClientReviewsTable;
  review_settings: ReviewSettingsTable;
}
