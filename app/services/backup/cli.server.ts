import path from "node:path";
import { parseEnv } from "#app/services/env.server.ts";
import { restoreSnapshot } from "./restore.server.ts";
import { createSnapshot, verifySnapshot } from "./snapshot.server.ts";

export interface BackupCliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

const BACKUP_USAGE = "usage: npm run backup -- --to DIR   (or BACKUP_DIR)   |   npm run backup -- --verify FILE";
const RESTORE_USAGE = "usage: npm run restore -- FILE   (with the site stopped)";

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ");

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** `npm run backup -- --to DIR` writes a snapshot; `--verify FILE` checks one. Answers the exit code. */
export async function runBackupCli(argv: readonly string[], io: BackupCliIo): Promise<number> {
  const verify = option(argv, "--verify");
  if (verify !== undefined) {
    if (!verify) {
      io.stderr(`${BACKUP_USAGE}\n`);
      return 1;
    }
    try {
      const manifest = await verifySnapshot(verify);
      const rows = manifest.tables.leads ?? 0;
      io.stdout(
        `OK ${path.basename(verify)}: snapshot of ${manifest.createdAt}, schema ${manifest.migrations.at(-1) ?? "none"}, ${rows} requests, ${manifest.files.length} files, every checksum right\n`,
      );
      return 0;
    } catch (error) {
      io.stderr(`REFUSED ${path.basename(verify)}: ${oneLine(error)}\n`);
      return 1;
    }
  }
  const env = parseEnv(io.env);
  const to = option(argv, "--to") ?? env.BACKUP_DIR;
  if (!to) {
    io.stderr(`${BACKUP_USAGE}\n`);
    return 1;
  }
  try {
    const result = await createSnapshot(env, to);
    const photos = result.manifest.files.filter((file) => file.path.startsWith("uploads/")).length;
    io.stdout(
      `${result.file}\n${megabytes(result.bytes)}, ${result.manifest.tables.leads ?? 0} requests, ${photos} photos; database copied in ${(result.databaseMs / 1000).toFixed(1)} s, snapshot written and verified in ${(result.totalMs / 1000).toFixed(1)} s\n`,
    );
    return 0;
  } catch (error) {
    io.stderr(`Backup failed: ${oneLine(error)}\n`);
    return 1;
  }
}

/** `npm run restore -- FILE`: the site's data replaced by a snapshot's, the previous data kept aside. */
export async function runRestoreCli(argv: readonly string[], io: BackupCliIo): Promise<number> {
  const file = argv.find((arg) => !arg.startsWith("--"));
  if (!file || argv.length !== 1) {
    io.stderr(`${RESTORE_USAGE}\n`);
    return 1;
  }
  const env = parseEnv(io.env);
  try {
    const result = await restoreSnapshot(env, file);
    const aside = [result.asideDir, result.asideSchema && `the PostgreSQL schema ${result.asideSchema}`].filter(
      Boolean,
    );
    io.stdout(
      `${[
        `Restored ${path.basename(file)} (snapshot of ${result.manifest.createdAt}, ${result.manifest.tables.leads ?? 0} requests).`,
        aside.length > 0
          ? `The data that was live before is kept in ${aside.join(" and ")}: remove it once the site is checked.`
          : "There was no previous data.",
        "Start the site (npm start): a snapshot from an older version is migrated at start.",
      ].join("\n")}\n`,
    );
    return 0;
  } catch (error) {
    io.stderr(`Restore refused: ${oneLine(error)}\n`);
    return 1;
  }
}
