import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";

/**
 * A request's number is its identity outside the database: in the owner's e-mail ("Demande n° 42" and its
 * link), the audit trail, the CSV export and the inbox's "request 42 erased". SQLite gives a new row the largest
 * id plus one, so erasing the newest request handed its number to the next visitor, and an old e-mail's link
 * opened a stranger's request. `AUTOINCREMENT` never gives a number twice. SQLite only adds it by rebuilding the
 * table, with foreign keys off while the requests' notes, photos, history and deliveries point at no table (the
 * steps SQLite documents for a table change), all in one transaction. PostgreSQL's identity column never reused
 * a number: nothing to do there.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === "postgres") return;
  const table = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  if (/autoincrement/i.test(definition)) return;
  // The first release wrote its own SQL (`id INTEGER PRIMARY KEY`), later files Kysely's (`"id" integer primary key`).
  const tableName = /^CREATE TABLE\s+"?leads"?\s*\(/i;
  const idDefinition = /"?id"?\s+integer\s+primary\s+key(?=\s*[,)])/i;
  if (!tableName.test(definition) || !idDefinition.test(definition)) {
    throw new Error(`unexpected definition of the requests table: ${definition}`);
  }
  const indexes = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND sql IS NOT NULL`.execute(db);

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      const rebuilt = definition
        .replace(tableName, 'CREATE TABLE "leads_next" (')
        .replace(idDefinition, '"id" integer primary key autoincrement');
      await sql.raw(rebuilt).execute(db);
      await sql`INSERT INTO leads_next SELECT * FROM leads`.execute(db);
      await sql`DROP TABLE leads`.execute(db);
      await sql`ALTER TABLE leads_next RENAME TO leads`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`the rebuilt requests table breaks ${broken.rows.length} references`);
      await sql`COMMIT`.execute(db);
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
