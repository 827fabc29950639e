import type { Kysely } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";
import { idColumn, jsonTextCheck } from "./column-types.server.ts";

/**
 * The public site as a publication rendered it, shared by every server process: the instance that publishes
 * renders the pages once and stores them here (gzip bodies, with their content types, statuses and
 * Content-Security-Policy hashes); the others load the set instead of rendering it. A set belongs to one
 * version and one build (the same content renders differently with other code), and while an announcement
 * shows, to the days up to its last one. Only the last few versions' sets are kept.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("site_renders")
    .addColumn("id", ...idColumn(engine))
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("build_id", "text", (column) => column.notNull())
    // YYYY-MM-DD (Europe/Paris): the last day of the announcement the pages show; null while none shows.
    .addColumn("shows_until", "text")
    // JSON: each response's key, content type, status, encoding, place in `bodies` and policy sources.
    .addColumn("manifest", "text", (column) => column.notNull().check(jsonTextCheck(engine, "manifest")))
    .addColumn("bodies", engine === "postgres" ? "bytea" : "blob", (column) => column.notNull())
    .addColumn("rendered_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("site_renders_version_build")
    .on("site_renders")
    .columns(["version", "build_id"])
    .execute();
}
