import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";

/**
 * The company's approved e-invoicing platform as the owner entered it (decision 038): one row, the three addresses
 * of its API and the site's OAuth2 client credentials there. The secret is kept as entered, since the site must send
 * it to the platform; it is never read back to a page, an export or a log. Environment variables, when set, replace
 * the row entirely (the screen then shows them as the server's configuration).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable("einvoicing_platform")
    .addColumn("id", "integer", (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn("flow_url", "text", (column) => column.notNull())
    .addColumn("directory_url", "text", (column) => column.notNull())
    .addColumn("token_url", "text", (column) => column.notNull())
    .addColumn("client_id", "text", (column) => column.notNull())
    .addColumn("client_secret", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}
