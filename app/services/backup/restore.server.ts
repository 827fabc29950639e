import { existsSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { migrationNames } from "#app/services/db/migrations/index.server.ts";
import type { ServerEnv } from "#app/services/env.server.ts";
import { DATA_FOLDERS } from "./data-folders.server.ts";
import { type Manifest, SnapshotError } from "./manifest.server.ts";
import { findPostgresTools, restorePostgres } from "./postgres-tools.server.ts";
import { SERVER_LOCK_KEY } from "./presence.server.ts";
import { type BackupEnv, unpackSnapshot, verifySnapshot } from "./snapshot.server.ts";

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data that was live before is kept (a folder, and on PostgreSQL a schema too). */
  asideDir: string | null;
  asideSchema: string | null;
}

/** What the live site is: its identity, and whether it holds anything yet (a fresh install holds nothing). */
interface LiveSite {
  siteId: string | null;
  holdsData: boolean;
}

function stampOf(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/** A snapshot this version can restore: made by this version's schema or an older one (migrated at the next start). */
function checkSchema(manifest: Manifest, engine: "sqlite" | "postgres"): void {
  if (manifest.engine !== engine) {
    throw new SnapshotError(
      `refused: this snapshot is of a ${manifest.engine === "postgres" ? "PostgreSQL" : "SQLite"} site; this site runs on ${engine === "postgres" ? "PostgreSQL (DATABASE_URL)" : "SQLite (LEADS_DB)"}`,
    );
  }
  const unknown = manifest.migrations.find((name) => !migrationNames.includes(name));
  if (unknown)
    throw new SnapshotError(
      `refused: the snapshot was made by a newer version of the site (schema ${unknown}): update the site first`,
    );
}

function checkIdentity(manifest: Manifest, live: LiveSite): void {
  if (live.holdsData && live.siteId && manifest.siteId && live.siteId !== manifest.siteId) {
    throw new SnapshotError(
      `refused: this snapshot is of another site (${manifest.siteId}, this one is ${live.siteId}); to replace this site by it, move its data folder away first`,
    );
  }
}

function sqliteLiveSite(database: BetterSqlite3.Database): LiveSite {
  const tables = new Set(
    (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const count = (table: string) =>
    tables.has(table) ? (database.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n : 0;
  const siteId = tables.has("site_identity")
    ? ((database.prepare("SELECT site_id FROM site_identity").get() as { site_id: string } | undefined)?.site_id ??
      null)
    : null;
  return { siteId, holdsData: count("leads") + count("owner_users") > 0 };
}

/**
 * The live SQLite database, locked for this process alone: an exclusive lock fails at once while a server (or
 * any command) has the file open, and keeps a server from opening it until the restore is over.
 */
function lockSqlite(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 0");
    database.pragma("locking_mode = EXCLUSIVE");
    database.exec("BEGIN EXCLUSIVE");
    return database;
  } catch (error) {
    database.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      throw new SnapshotError(
        `refused: a server or another command is using ${file}; stop the site first (nothing was changed)`,
      );
    }
    throw error;
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Moves a live file or folder into `asideDir`, or next to itself when that is on another disk. */
async function moveAside(live: string, asideDir: string): Promise<void> {
  if (!existsSync(live)) return;
  await mkdir(asideDir, { recursive: true });
  try {
    await rename(live, path.join(asideDir, path.basename(live)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await rename(live, `${live}.${path.basename(asideDir)}`);
  }
}

/**
 * Puts the restored file or folder in place of the live one, which moves aside: one rename each on one file
 * system, so a reader sees either the old data or the restored data, never a half-written mix.
 */
async function swapIn(staged: string, live: string, asideDir: string): Promise<void> {
  await moveAside(live, asideDir);
  await rename(staged, live);
  await fsyncDir(path.dirname(live));
}

/**
 * Restores a snapshot: checks it entirely first (live data untouched on any refusal), makes sure no server holds
 * the database, unpacks it next to the live data, then swaps it in; the previous data stays in
 * `data/before-restore-<time>/` until the owner removes it. An older schema is migrated at the next start.
 */
export async function restoreSnapshot(env: BackupEnv, file: string, now = new Date()): Promise<RestoreResult> {
  const manifest = await verifySnapshot(file);
  const engine = env.DATABASE_URL ? "postgres" : "sqlite";
  checkSchema(manifest, engine);
  const stamp = stampOf(now);
  const liveDatabase = path.resolve(env.LEADS_DB);
  const asideDir = path.join(path.dirname(liveDatabase), `before-restore-${stamp}`);
  const folders = DATA_FOLDERS.filter((folder) => manifest.folders.includes(folder.name)).map((folder) => {
    const live = path.resolve(folder.dir(env as ServerEnv));
    return {
      name: folder.name,
      live,
      staged: path.join(path.dirname(live), `.${path.basename(live)}.restoring-${stamp}`),
    };
  });
  const stagedDatabase = path.join(path.dirname(liveDatabase), `.${path.basename(liveDatabase)}.restoring-${stamp}`);
  const cleanUp = async () => {
    await rm(stagedDatabase, { force: true });
    for (const folder of folders) await rm(folder.staged, { recursive: true, force: true });
  };

  if (engine === "sqlite") {
    await mkdir(path.dirname(liveDatabase), { recursive: true });
    const lock = existsSync(liveDatabase) ? lockSqlite(liveDatabase) : null;
    try {
      if (lock) checkIdentity(manifest, sqliteLiveSite(lock));
      for (const folder of folders) await mkdir(folder.staged, { recursive: true });
      await unpackSnapshot(
        file,
        stagedDatabase,
        Object.fromEntries(folders.map((folder) => [folder.name, folder.staged])),
      );
    } catch (error) {
      lock?.close();
      await cleanUp();
      throw error;
    }
    // Closing the last connection folds the write-ahead log into the file, which then moves aside whole.
    lock?.close();
    try {
      for (const folder of folders) await swapIn(folder.staged, folder.live, asideDir);
      for (const suffix of ["-wal", "-shm"]) await moveAside(liveDatabase + suffix, asideDir);
      await swapIn(stagedDatabase, liveDatabase, asideDir);
    } finally {
      await cleanUp();
    }
    return { manifest, asideDir: existsSync(asideDir) ? asideDir : null, asideSchema: null };
  }

  const url = env.DATABASE_URL as string;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    application_name: "toitures-restore",
  });
  await client.connect();
  const asideSchema = `before_restore_${stamp.toLowerCase()}`;
  try {
    const free = await client.query<{ free: boolean }>("SELECT pg_try_advisory_lock($1) AS free", [SERVER_LOCK_KEY]);
    if (!free.rows[0]?.free) {
      throw new SnapshotError(
        "refused: a server of the site is running on this database; stop every instance first (nothing was changed)",
      );
    }
    const tables = new Set(
      (
        await client.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
        )
      ).rows.map((row) => row.name),
    );
    const count = async (table: string) =>
      tables.has(table)
        ? ((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${table}`)).rows[0]?.n ?? 0)
        : 0;
    const siteId = tables.has("site_identity")
      ? ((await client.query<{ site_id: string }>("SELECT site_id FROM public.site_identity")).rows[0]?.site_id ?? null)
      : null;
    checkIdentity(manifest, { siteId, holdsData: (await count("leads")) + (await count("owner_users")) > 0 });
    const tools = await findPostgresTools(url);
    for (const folder of folders) await mkdir(folder.staged, { recursive: true });
    await unpackSnapshot(
      file,
      stagedDatabase,
      Object.fromEntries(folders.map((folder) => [folder.name, folder.staged])),
    );
    await restorePostgres(tools, url, stagedDatabase, `${stagedDatabase}.sql`, asideSchema);
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    await client.end();
    await rm(`${stagedDatabase}.sql`, { force: true });
  }
  try {
    for (const folder of folders) await swapIn(folder.staged, folder.live, asideDir);
  } finally {
    await cleanUp();
  }
  return { manifest, asideDir: existsSync(asideDir) ? asideDir : null, asideSchema };
}
