import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerEnv } from "#app/services/env.server.ts";
import { type FileRecord, hashFile, listFiles, readArchive, writeArchive } from "./archive.server.ts";
import { DATA_FOLDERS } from "./data-folders.server.ts";
import {
  MANIFEST_PATH,
  type Manifest,
  POSTGRES_ENTRY,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  SnapshotError,
  SQLITE_ENTRY,
} from "./manifest.server.ts";
import { describeDump, dumpPostgres, findPostgresTools, listDump } from "./postgres-tools.server.ts";
import { copySqlite, type DatabaseContents, describeSqlite } from "./sqlite-copy.server.ts";

/** The settings a snapshot reads: where the database and the data folders are. */
export type BackupEnv = Pick<ServerEnv, "LEADS_DB" | "UPLOADS_DIR" | "SITE_PHOTOS_DIR" | "DATABASE_URL">;

export const SNAPSHOT_PATTERN = /^site-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** `site-backup-2026-11-24T030000Z.tar.gz`: UTC, sorts as it reads, no character a file system refuses. */
export function snapshotName(at: Date): string {
  const iso = at.toISOString();
  return `site-backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.tar.gz`;
}

export interface SnapshotResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Time to copy the database, and in all. */
  databaseMs: number;
  totalMs: number;
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function sameContents(manifest: Manifest, contents: DatabaseContents): string | null {
  const expected = Object.keys(manifest.tables).sort();
  const found = Object.keys(contents.tables).sort();
  if (expected.join() !== found.join()) return `tables ${found.join(", ")} instead of ${expected.join(", ")}`;
  for (const table of expected) {
    if (manifest.tables[table] !== contents.tables[table]) {
      return `${contents.tables[table]} rows in ${table}, the manifest says ${manifest.tables[table]}`;
    }
  }
  if (manifest.migrations.join() !== contents.migrations.join()) return "its migrations differ from the manifest's";
  if (manifest.siteId !== contents.siteId) return "its site identity differs from the manifest's";
  return null;
}

/**
 * Takes one snapshot into `toDir` while the site runs: the database first (a consistent copy), then every data
 * folder. Photos are written before the request that names them commits and never change afterwards, so every
 * photo the copied database names is on disk when the folders are read. The archive is then read back and
 * checked like `--verify` does before it gets its final name: a snapshot with that name is a good one.
 */
export async function createSnapshot(env: BackupEnv, toDir: string, now = new Date()): Promise<SnapshotResult> {
  const started = performance.now();
  const target = path.resolve(toDir);
  await mkdir(target, { recursive: true });
  const name = snapshotName(now);
  const work = await mkdtemp(path.join(target, `.${name}.`));
  const partial = `${work}.partial`;
  try {
    await mkdir(path.join(work, "database"));
    let contents: DatabaseContents;
    let databaseEntry: string;
    if (env.DATABASE_URL) {
      databaseEntry = POSTGRES_ENTRY;
      const tools = await findPostgresTools(env.DATABASE_URL);
      await dumpPostgres(tools, env.DATABASE_URL, path.join(work, databaseEntry));
      contents = await describeDump(tools, path.join(work, databaseEntry));
    } else {
      databaseEntry = SQLITE_ENTRY;
      const live = path.resolve(env.LEADS_DB);
      try {
        await stat(live);
      } catch {
        throw new Error(`no database at ${live} (LEADS_DB)`);
      }
      copySqlite(live, path.join(work, databaseEntry));
      contents = describeSqlite(path.join(work, databaseEntry));
    }
    const databaseMs = performance.now() - started;

    const entries = [databaseEntry];
    const files: FileRecord[] = [{ path: databaseEntry, ...(await hashFile(path.join(work, databaseEntry))) }];
    for (const folder of DATA_FOLDERS) {
      const dir = path.resolve(folder.dir(env as ServerEnv));
      await symlink(dir, path.join(work, folder.name), "dir");
      for (const relative of await listFiles(dir, folder.skip)) {
        const entry = `${folder.name}/${relative}`;
        try {
          files.push({ path: entry, ...(await hashFile(path.join(dir, relative))) });
          entries.push(entry);
        } catch (error) {
          // Erased with its request since the listing: the copied database may still name it, the live one does not.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      createdAt: now.toISOString(),
      siteId: contents.siteId,
      engine: env.DATABASE_URL ? "postgres" : "sqlite",
      migrations: contents.migrations,
      tables: contents.tables,
      folders: DATA_FOLDERS.map((folder) => folder.name),
      files,
    };
    await writeFile(path.join(work, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(work, entries, partial);
    await fsyncPath(partial);
    await verifySnapshot(partial);
    const file = path.join(target, name);
    await rename(partial, file);
    await fsyncPath(target);
    return { file, bytes: (await stat(file)).size, manifest, databaseMs, totalMs: performance.now() - started };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

const newFile = (file: string) => createWriteStream(file, { flags: "wx", mode: 0o600 });

/** Checks the database file or dump a snapshot holds against its manifest. */
async function checkDatabase(manifest: Manifest, databaseFile: string): Promise<void> {
  let contents: DatabaseContents;
  if (manifest.engine === "postgres") {
    await listDump(null, databaseFile);
    contents = await describeDump(null, databaseFile);
  } else {
    contents = describeSqlite(databaseFile);
  }
  const difference = sameContents(manifest, contents);
  if (difference)
    throw new SnapshotError(`refused: the snapshot's database does not match its manifest: ${difference}`);
}

function databaseEntryOf(manifest: Manifest): string {
  const entry = manifest.engine === "postgres" ? POSTGRES_ENTRY : SQLITE_ENTRY;
  if (!manifest.files.some((file) => file.path === entry))
    throw new SnapshotError(`refused: the snapshot holds no ${entry}`);
  return entry;
}

/**
 * Checks a snapshot without touching the live data: every file against the manifest, then the database (SQLite's
 * integrity check, or pg_restore reading the dump) and its row counts. Throws a SnapshotError with the reason.
 */
export async function verifySnapshot(file: string): Promise<Manifest> {
  const scratch = await mkdtemp(path.join(tmpdir(), "site-backup-verify-"));
  try {
    const databaseFile = path.join(scratch, "database");
    const manifest = await readArchive(file, async (record) =>
      record.path === SQLITE_ENTRY || record.path === POSTGRES_ENTRY ? newFile(databaseFile) : null,
    );
    const folders = new Set(manifest.folders);
    const stray = manifest.files.find(
      (record) => record.path !== databaseEntryOf(manifest) && !folders.has(record.path.split("/")[0] ?? ""),
    );
    if (stray) throw new SnapshotError(`refused: ${stray.path} is outside the snapshot's folders`);
    await checkDatabase(manifest, databaseFile);
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Unpacks a verified snapshot: the database file (or dump) to `databaseFile`, each data folder under
 * `folderTargets[name]`; every byte is checked again against the manifest as it is written. Only folders this
 * version of the site knows are accepted.
 */
export async function unpackSnapshot(
  file: string,
  databaseFile: string,
  folderTargets: Record<string, string>,
): Promise<Manifest> {
  const manifest = await readArchive(file, async (record) => {
    if (record.path === SQLITE_ENTRY || record.path === POSTGRES_ENTRY) return newFile(databaseFile);
    const [folder, ...rest] = record.path.split("/");
    const root = folder === undefined ? undefined : folderTargets[folder];
    if (root === undefined || rest.length === 0) {
      throw new SnapshotError(`refused: ${record.path} is in no folder this site restores`);
    }
    const destination = path.join(root, ...rest);
    // isSafeRelativePath already holds for every path; this is the last line against a path leaving its folder.
    if (!destination.startsWith(`${root}${path.sep}`))
      throw new SnapshotError(`refused: ${record.path} leaves its folder`);
    await mkdir(path.dirname(destination), { recursive: true });
    return newFile(destination);
  });
  databaseEntryOf(manifest);
  return manifest;
}
