import type {
  BillingSettingsTable,
  DocumentNumberCountersTable,
  InvoiceLinesTable,
  InvoiceLinksTable,
  InvoiceRemindersTable,
  InvoicesTable,
  PaymentClosuresTable,
  PaymentsTable,
  QuoteAcceptancesTable,
  QuoteCatalogueTable,
  QuoteLinesTable,
  QuoteLinksTable,
  QuoteRevisionsTable,
  QuotesTable,
  SituationProgressTable,
} from "./billing-tables.server.ts";
import type {
  JobAcceptancesTable,
  JobAssigneesTable,
  JobDaysTable,
  JobEventsTable,
  JobLinksTable,
  JobNotesTable,
  JobNoticesTable,
  JobPhotosTable,
  JobsTable,
} from "./job-tables.server.ts";
import type {
  LeadNotesTable,
  LeadPhotosTable,
  LeadStatusChangesTable,
  LeadsTable,
  OutboxTable,
  RateLimitsTable,
} from "./lead-tables.server.ts";
import type {
  CalendarFeedsTable,
  OwnerAuditTable,
  OwnerChallengesTable,
  OwnerDevicesTable,
  OwnerLoginThrottleTable,
  OwnerPasskeysTable,
  OwnerSessionsTable,
  OwnerSetupCodesTable,
  OwnerUsersTable,
  PushDevicesTable,
  PushVapidKeysTable,
  TeamInvitesTable,
} from "./owner-tables.server.ts";
import type {
  BuyerStatusOutboxTable,
  JobHoursTable,
  ReceivedFlowsTable,
  SupplierInvoiceCostsTable,
  SupplierInvoiceFilesTable,
  SupplierInvoicesTable,
  SupplierInvoiceVatTable,
  SupplierPaymentsTable,
  SuppliersTable,
} from "./purchase-tables.server.ts";
import type { ClientReviewsTable, ReviewSettingsTable } from "./review-tables.server.ts";
import type {
  BackupRunsTable,
  SiteDraftsTable,
  SiteIdentityTable,
  SiteRendersTable,
  SiteVersionsTable,
} from "./site-tables.server.ts";

/**
 * The tables as the application sees them, the same on both engines. Times the worker compares are
 * milliseconds since 1970 (integers); times a person reads are ISO 8601 strings, which sort as they read.
 */
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
  situation_progress: SituationProgressTable;
  invoice_links: InvoiceLinksTable;
  payments: PaymentsTable;
  payment_closures: PaymentClosuresTable;
  invoice_reminders: InvoiceRemindersTable;
  /** The reminders of amounts held under a retention guarantee, per step from their release date (decision 065). */
  retention_reminders: InvoiceRemindersTable;
  billing_settings: BillingSettingsTable;
  client_reviews: ClientReviewsTable;
  review_settings: ReviewSettingsTable;
  team_invites: TeamInvitesTable;
  calendar_feeds: CalendarFeedsTable;
  jobs: JobsTable;
  job_days: JobDaysTable;
  job_assignees: JobAssigneesTable;
  job_notes: JobNotesTable;
  job_photos: JobPhotosTable;
  job_events: JobEventsTable;
  job_links: JobLinksTable;
  job_notices: JobNoticesTable;
  job_acceptances: JobAcceptancesTable;
  suppliers: SuppliersTable;
  supplier_invoices: SupplierInvoicesTable;
  received_flows: ReceivedFlowsTable;
  supplier_invoice_vat: SupplierInvoiceVatTable;
  supplier_invoice_files: SupplierInvoiceFilesTable;
  supplier_invoice_costs: SupplierInvoiceCostsTable;
  supplier_payments: SupplierPaymentsTable;
  buyer_status_outbox: BuyerStatusOutboxTable;
  job_hours: JobHoursTable;
}
