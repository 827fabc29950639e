import type { Kysely } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { millisecondsType } from "./column-types.server.ts";

/**
 * The team's people over time (decision 053):
 * - `owner_users.removed_at`: a person the patron removed keeps his row, so the jobs he was on and the history
 *   naming him stay whole (`job_assignees` would cascade with a deleted row); a removed account opens no session,
 *   and an invitation to the same address later gives the row back to him.
 * - `team_invites.phone`: the phone the patron typed when inviting, which the account gets on acceptance.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable("owner_users").addColumn("removed_at", millisecondsType(engine)).execute();
  await db.schema
    .alterTable("team_invites")
    .addColumn("phone", "text", (column) => column.notNull().defaultTo(""))
    .execute();
}
