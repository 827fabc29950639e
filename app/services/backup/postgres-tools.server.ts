import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { SnapshotError } from "./manifest.server.ts";
import type { DatabaseContents } from "./sqlite-copy.server.ts";

/** Where PostgreSQL's client programs are, and the server's major version they must match or exceed. */
export interface PostgresTools {
  binDir: string | null;
  serverMajor: number;
}

/** A connection for pg_dump, pg_restore and psql: the URL without its password, which travels in PGPASSWORD (not in `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function program(tools: PostgresTools, name: string): string {
  return tools.binDir ? path.join(tools.binDir, name) : name;
}

/**
 * pg_restore for reading a snapshot when no database names a version: the newest of Debian's
 * `/usr/lib/postgresql/<major>/bin` (it reads dumps of every older version), else the one on PATH.
 */
function localPgRestore(): string {
  const base = "/usr/lib/postgresql";
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((major) => existsSync(path.join(base, major, "bin", "pg_restore")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors[0] === undefined ? "pg_restore" : path.join(base, majors[0], "bin", "pg_restore");
}

/** Runs a client program; resolves with its standard output, or rejects with its last line of errors. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(stdout);
      else {
        const lines = stderr.trim().split("\n").filter(Boolean);
        reject(new Error(`${path.basename(command)}: ${lines.at(-1) ?? `exit code ${code}`}`));
      }
    });
  });
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    application_name: "toitures-backup",
  });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(result.rows[0]?.server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump of the server's major version: Debian's `/usr/lib/postgresql/<major>/bin` first, then the one on PATH
 * when it is at least as recent (an older pg_dump refuses a newer server, or misses what it does not know).
 */
export async function findPostgresTools(url: string): Promise<PostgresTools> {
  const major = await serverMajor(url);
  const debian = `/usr/lib/postgresql/${major}/bin`;
  if (existsSync(path.join(debian, "pg_dump"))) return { binDir: debian, serverMajor: major };
  let version: string;
  try {
    version = await run("pg_dump", ["--version"], process.env);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        `pg_dump is missing: install PostgreSQL ${major}'s client programs (Debian: apt-get install postgresql-client-${major})`,
      );
    }
    throw error;
  }
  const found = Number(/(\d+)(\.\d+)?/.exec(version)?.[1]);
  if (!(found >= major)) {
    throw new Error(
      `pg_dump ${found || "?"} is older than the database server (${major}): install postgresql-client-${major}`,
    );
  }
  return { binDir: null, serverMajor: major };
}

/** A consistent dump (pg_dump works inside one snapshot transaction) in the custom format, the `public` schema only. */
export async function dumpPostgres(tools: PostgresTools, url: string, target: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    program(tools, "pg_dump"),
    ["--format=custom", "--no-owner", "--no-privileges", "--schema=public", `--file=${target}`, `--dbname=${dbname}`],
    env,
  );
}

/** COPY's text format: a tab between columns, a backslash before special characters. */
function unescapeCopyField(field: string): string {
  return field.replace(/\\(.)/g, (_match, character: string) =>
    character === "t" ? "\t" : character === "n" ? "\n" : character === "r" ? "\r" : character,
  );
}

/**
 * Reads a dump's data through `pg_restore --data-only`: rows per table (one line per row in COPY's text format,
 * where newlines inside values are escaped), the applied migrations and the site's identity. pg_restore fails on
 * a damaged dump, which is then refused.
 */
export async function describeDump(tools: PostgresTools | null, dumpFile: string): Promise<DatabaseContents> {
  const child = spawn(tools ? program(tools, "pg_restore") : localPgRestore(), ["--data-only", "--file=-", dumpFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  const tables: Record<string, number> = {};
  const migrations: string[] = [];
  let siteId: string | null = null;
  let current: { table: string; columns: string[] } | null = null;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (current) {
      if (line === "\\.") {
        current = null;
        continue;
      }
      tables[current.table] = (tables[current.table] ?? 0) + 1;
      const fields = line.split("\t");
      const column = (name: string) => {
        const index = current?.columns.indexOf(name) ?? -1;
        return index >= 0 && fields[index] !== undefined ? unescapeCopyField(fields[index]) : null;
      };
      if (current.table === "kysely_migration") migrations.push(column("name") ?? "");
      if (current.table === "site_identity") siteId = column("site_id");
      continue;
    }
    const copy = /^COPY (?:public\.)?"?([^" (]+)"? \(([^)]*)\) FROM stdin;$/.exec(line);
    if (copy?.[1]) {
      current = { table: copy[1], columns: (copy[2] ?? "").split(",").map((name) => name.trim().replaceAll('"', "")) };
      tables[current.table] ??= 0;
    }
  }
  const code = await exited.catch((error: unknown) => {
    throw new SnapshotError(
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "pg_restore is missing: install PostgreSQL's client programs to check or restore this snapshot"
        : `pg_restore cannot run: ${(error as Error).message}`,
    );
  });
  if (code !== 0) {
    const lines = stderr.trim().split("\n").filter(Boolean);
    throw new SnapshotError(
      `the snapshot's database dump is unreadable: ${lines.at(-1) ?? `pg_restore exit code ${code}`}`,
    );
  }
  return { tables, migrations: migrations.sort(), siteId };
}

/** `pg_restore --list`: the dump's table of contents is readable. */
export async function listDump(tools: PostgresTools | null, dumpFile: string): Promise<void> {
  try {
    await run(tools ? program(tools, "pg_restore") : localPgRestore(), ["--list", dumpFile], process.env);
  } catch (error) {
    throw new SnapshotError(`the snapshot's database dump is unreadable: ${(error as Error).message}`);
  }
}

/**
 * Replaces the `public` schema by the dump's in ONE transaction: the live schema is renamed `asideSchema`
 * (kept for the owner to drop once satisfied), the dump's schema created and filled. Any error rolls back
 * everything, the live schema included.
 */
export async function restorePostgres(
  tools: PostgresTools,
  url: string,
  dumpFile: string,
  scriptFile: string,
  asideSchema: string,
): Promise<void> {
  const { dbname, env } = connection(url);
  await run(program(tools, "pg_restore"), ["--no-owner", "--no-privileges", `--file=${scriptFile}`, dumpFile], env);
  await run(
    program(tools, "psql"),
    [
      "--no-psqlrc",
      "--quiet",
      "--single-transaction",
      "--set=ON_ERROR_STOP=1",
      `--command=ALTER SCHEMA public RENAME TO ${asideSchema}`,
      `--file=${scriptFile}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}
