import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import type { DatabaseLocation, Engine } from "#app/services/db/database.server.ts";
import type { CliIo } from "#app/services/leads/cli.server.ts";
import type { TestDatabase } from "./store-engines.ts";

/** The store a command opens from its environment, as on the owner's server. Read its fields inside a test. */
export interface CommandStore {
  /** A folder of the test's own, removed after it. */
  readonly dir: string;
  /** The SQLite file the command is given (LEADS_DB), in `dir`; on PostgreSQL it stays unused. */
  readonly file: string;
  /** Where the test opens the store itself. */
  readonly location: DatabaseLocation;
  /** The command's environment: LEADS_DB, UPLOADS_DIR in `dir`, and DATABASE_URL on PostgreSQL. */
  readonly env: Record<string, string>;
}

/**
 * A fresh store for each test of the block, for a command to open again from its environment: on SQLite a file not
 * created yet (the command's "no database" answer is tested), on PostgreSQL an empty, migrated database.
 */
export function commandStoreEachTest(engine: Engine, fresh: () => Promise<TestDatabase>, prefix: string): CommandStore {
  let current: CommandStore | undefined;
  beforeEach(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    const file = path.join(dir, "leads.sqlite");
    const env = { LEADS_DB: file, UPLOADS_DIR: path.join(dir, "uploads") };
    if (engine === "postgres") {
      // The test's connection is closed at once: the command and the test open the database again when they need it.
      const created = await fresh();
      await created.remove();
      current = {
        dir,
        file,
        location: created.location,
        env: { ...env, DATABASE_URL: created.location.databaseUrl as string },
      };
    } else {
      current = { dir, file, location: { sqliteFile: file }, env };
    }
  });
  afterEach(() => {
    if (current) rmSync(current.dir, { recursive: true, force: true });
    current = undefined;
  });
  const made = (): CommandStore => {
    if (!current) throw new Error("the command's store is made in each test's beforeEach");
    return current;
  };
  return {
    get dir() {
      return made().dir;
    },
    get file() {
      return made().file;
    },
    get location() {
      return made().location;
    },
    get env() {
      return made().env;
    },
  };
}

/** A command run with its output captured, its exit code with what it wrote on each stream. */
export async function runCommand(
  command: (argv: readonly string[], io: Partial<CliIo>) => Promise<number>,
  argv: readonly string[],
  io: Omit<Partial<CliIo>, "stdout" | "stderr">,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await command(argv, {
    ...io,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}
