import type { Generated } from "kysely";

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
