import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck } from "./column-types.server.ts";

/**
 * What the owner edits from "Mon site": one shared draft, and every publication as a numbered version holding
 * the whole document (version 1 is the content files of the build, never stored). The public pages never read
 * these tables while answering a visitor: each server renders them again when the latest number changes.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("site_drafts")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("document", "text", (column) => column.notNull().check(jsonTextCheck(engine, "document")))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("site_versions")
    .addColumn("id", ...idColumn(engine))
    .addColumn("number", "integer", (column) => column.notNull().unique().check(sql`number >= 2`))
    .addColumn("document", "text", (column) => column.notNull().check(jsonTextCheck(engine, "document")))
    .addColumn("published_at", "text", (column) => column.notNull())
    .addColumn("published_by", "text", (column) => column.notNull())
    .addColumn("changes", "text", (column) => column.notNull().check(jsonTextCheck(engine, "changes")))
    .addColumn("restored_from", "integer")
    .execute();
}
