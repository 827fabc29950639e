import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn } from "./column-types.server.ts";

/**
 * The photos sent with a request: one row per stored file in UPLOADS_DIR, written in the lead's own transaction.
 * `stored_name` is a random name the server chose; `original_name` is the visitor's, cleaned, for display only.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("lead_photos")
    .addColumn("id", ...idColumn(engine))
    .addColumn("lead_id", "integer", (column) => column.notNull().references("leads.id"))
    .addColumn("position", "integer", (column) => column.notNull().check(sql`position BETWEEN 1 AND 6`))
    .addColumn("stored_name", "text", (column) => column.notNull().unique())
    .addColumn("content_type", "text", (column) =>
      column.notNull().check(sql`content_type IN ('image/jpeg', 'image/webp')`),
    )
    .addColumn("bytes", "integer", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("original_name", "text", (column) => column.notNull())
    .addUniqueConstraint("lead_photos_lead_position", ["lead_id", "position"])
    .execute();
}
