import BetterSqlite3 from "better-sqlite3";
import { SnapshotError } from "./manifest.server.ts";

/** What a snapshot's database holds: rows per table, applied migrations, the site's identity. */
export interface DatabaseContents {
  tables: Record<string, number>;
  migrations: string[];
  siteId: string | null;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A consistent copy of the live SQLite database while the server keeps writing: `VACUUM INTO` reads it inside
 * one read transaction (WAL lets writers go on meanwhile) and writes a compact, self-contained file, where a
 * file copy of a WAL database could miss or tear the latest commits.
 */
export function copySqlite(liveFile: string, target: string): void {
  const source = new BetterSqlite3(liveFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma("busy_timeout = 10000");
    source.prepare("VACUUM INTO ?").run(target);
  } finally {
    source.close();
  }
}

/** Checks a database file (PRAGMA integrity_check) and reads what it holds; a file SQLite cannot read is refused. */
export function describeSqlite(file: string): DatabaseContents {
  let database: BetterSqlite3.Database;
  try {
    database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new SnapshotError(`the snapshot's database cannot be opened: ${(error as Error).message}`);
  }
  try {
    const integrity = database.pragma("integrity_check") as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]?.integrity_check !== "ok") {
      throw new SnapshotError(`the snapshot's database is damaged: ${integrity[0]?.integrity_check ?? "no answer"}`);
    }
    const names = (
      database
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const name of names) {
      tables[name] = (database.prepare(`SELECT count(*) AS n FROM ${quote(name)}`).get() as { n: number }).n;
    }
    const migrations = names.includes("kysely_migration")
      ? (database.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map(
          (row) => row.name,
        )
      : [];
    const siteId = names.includes("site_identity")
      ? ((database.prepare("SELECT site_id FROM site_identity").get() as { site_id: string } | undefined)?.site_id ??
        null)
      : null;
    return { tables, migrations, siteId };
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(`the snapshot's database cannot be read: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}
