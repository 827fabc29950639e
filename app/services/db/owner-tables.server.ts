import type { Generated } from "kysely";

/*
 * The owner's accounts and what keeps them safe: sessions, passkeys, devices, the login throttle, the setup
 * codes of a fresh install, the audit log, and the browsers his push notifications go to.
 */

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
  /** What the person may see and do (app/services/team/policy.ts); the accounts made before roles are `patron`. */
  role: Generated<TeamRole>;
  /** The name the planning and the client's page show; empty for an account made before it was asked. */
  display_name: Generated<string>;
  phone: Generated<string>;
  /** When the patron removed the person (ms since 1970): the row stays for the history, it opens nothing. */
  removed_at: number | null;
  /** What an hour of this person costs the company, in cents; null until the patron says. */
  hourly_cost_cents: number | null;
}

export type TeamRole = "patron" | "bureau" | "compagnon";

/** A one-time link that makes a new person's account with its role: its SHA-256 only; accepted once. */
export interface TeamInvitesTable {
  id: Generated<number>;
  code_hash: string;
  email: string;
  display_name: string;
  phone: Generated<string>;
  role: TeamRole;
  invited_by: number | null;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}

/** A person's private calendar subscription (RFC 5545 feed): its token's SHA-256; revoked ends it. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  revoked_at: number | null;
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
export interface OwnerLoginThrottleTable {
  key: string;
  failures: number;
  reset_at: number;
}

/** A one-time code to claim a fresh install (decision 019): its SHA-256 only, and its end (ms since 1970). */
export interface OwnerSetupCodesTable {
  code_hash: string;
  created_at: number;
  expires_at: number;
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
