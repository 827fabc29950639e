import type { Generated } from "kysely";

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
