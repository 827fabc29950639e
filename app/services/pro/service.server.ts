import { parseEnv, type ServerEnv } from "#app/services/env.server.ts";
import { getLeads, ownerSiteUrl } from "#app/services/leads/service.server.ts";
import { OwnerStore, type SessionPolicy } from "./store.server.ts";

/** What the owner's space takes from the environment, read once at start (parseEnv has validated it). */
export interface OwnerSettings {
  session: SessionPolicy;
  /** Account changes need a login or a confirmation younger than this. */
  reauthMs: number;
  /** The site's public address: the relying party of its passkeys outside development. */
  siteUrl: string;
}

let settings: OwnerSettings | undefined;

export function configureOwnerSpace(env: ServerEnv): OwnerSettings {
  settings = {
    session: { idleMs: env.SESSION_IDLE_SECONDS * 1000, absoluteMs: env.SESSION_ABSOLUTE_SECONDS * 1000 },
    reauthMs: env.REAUTH_SECONDS * 1000,
    siteUrl: ownerSiteUrl(env),
  };
  return settings;
}

/** The settings of the running server; under `react-router dev` nobody started it, so they come from the environment. */
export function ownerSettings(): OwnerSettings {
  return settings ?? configureOwnerSpace(parseEnv(process.env));
}

/**
 * The owner's space works on the store's database (the one the server opened and migrated at start),
 * so accounts and requests live side by side on SQLite as on PostgreSQL.
 */
export async function ownerStore(): Promise<OwnerStore> {
  return new OwnerStore((await getLeads()).database.db, Date.now, ownerSettings().session);
}
