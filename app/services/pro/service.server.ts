import { getLeads } from "#app/services/leads/service.server.ts";
import { OwnerStore } from "./store.server.ts";

/**
 * The owner's space works on the store's database (the one the server opened and migrated at start),
 * so accounts and requests live side by side on SQLite as on PostgreSQL.
 */
export async function ownerStore(): Promise<OwnerStore> {
  return new OwnerStore((await getLeads()).database.db);
}
