import { getLeads } from "#app/services/leads/service.server.ts";
import { TeamStore } from "./team-store.server.ts";

/** The team's store on the database the server opened and migrated at start, like the owner's accounts. */
export async function teamStore(): Promise<TeamStore> {
  return new TeamStore((await getLeads()).database);
}
