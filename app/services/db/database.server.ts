import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  Migrator,
  PostgresDialect,
  type SelectQueryBuilder,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "#app/services/db/migrations/index.server.ts";
import type { Database } from "./schema.server.ts";

export type Engine = "sqlite" | "postgres";

/** Where the store lives: a PostgreSQL URL when one is set, otherwise the SQLite file. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  sqliteFile: string;
}

export interface StoreDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** Where it is, for messages: the file, or the URL without its password. */
  label: string;
  close: () => Promise<void>;
}

/** A PostgreSQL URL with its password hidden, safe to print. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unreadable URL)";
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * SQLite's plain `begin` takes the write lock only at the first write, and a transaction that read
 * first can then fail at once with SQLITE_BUSY when another process writes. `begin immediate` waits
 * for the lock (busy_timeout) before reading, as the store did before Kysely.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** PostgreSQL's 64-bit integers (our millisecond times, COUNT(*)) come back as numbers, not strings. */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openSqlite(file: string, readonly: boolean): StoreDatabase {
  if (file !== ":memory:" && !readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new BetterSqlite3(file, { readonly, fileMustExist: readonly });
  database.pragma("busy_timeout = 5000");
  if (!readonly) {
    // WAL lets the CLI read while the server writes; synchronous=FULL makes a committed lead survive a power cut.
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    database.pragma("foreign_keys = ON");
  }
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  return { db, engine: "sqlite", label: file, close: () => db.destroy() };
}

async function openPostgres(url: string, log: (line: string) => void): Promise<StoreDatabase> {
  const label = describeDatabaseUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypes,
    max: 10,
    // An unreachable server stops the start within seconds instead of hanging.
    connectionTimeoutMillis: 5000,
    application_name: "toitures-site",
  });
  // An idle connection dropped by the server (restart, failover) must not bring the process down:
  // the pool opens a new one on the next query.
  pool.on("error", (error) => log(`database: idle connection lost (${error.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`cannot reach the database ${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { db, engine: "postgres", label, close: () => db.destroy() };
}

/** Brings the schema up to date, all pending migrations in one transaction on either engine. */
export async function migrateToLatest(store: StoreDatabase): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider(store.engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`database ${store.label}: migration ${failed ?? ""} failed: ${reason}`);
  }
}

/**
 * Opens the store's database and migrates it. `readonly` (SQLite only: the CLI reading next to a
 * running server) neither creates nor migrates anything.
 */
export async function openDatabase(
  location: DatabaseLocation,
  options: { readonly?: boolean; log?: (line: string) => void } = {},
): Promise<StoreDatabase> {
  const store = location.databaseUrl
    ? await openPostgres(location.databaseUrl, options.log ?? console.error)
    : openSqlite(location.sqliteFile, options.readonly ?? false);
  if (options.readonly && store.engine === "sqlite") return store;
  try {
    await migrateToLatest(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/**
 * Runs `work` on one connection whose commits do not wait for the disk, for the outbox's bookkeeping (a claim, a
 * "sent" mark), never for a visitor's request. On SQLite better-sqlite3 commits in the server's only thread, so each
 * fsync of synchronous=FULL stops every other request; with synchronous=NORMAL in WAL mode such a commit survives a
 * crash of the process and reaches the disk with the next FULL commit (the next request stored) or checkpoint, and
 * a power cut can only undo it: a delivery then runs again, which the outbox already allows (at least once, decision
 * 003). On PostgreSQL the commit waits in the database server, not in this process: nothing changes.
 */
export async function withCommitsNotAwaitingDisk<T>(
  store: Pick<StoreDatabase, "db" | "engine">,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (store.engine !== "sqlite") return work(store.db);
  return store.db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = full`.execute(connection);
    }
  });
}

/** A unique constraint refused the write (another request stored the same key first). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  // SQLite's extended code, and PostgreSQL's SQLSTATE unique_violation.
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/**
 * The one place where the engines differ in a query: choosing a row to claim. PostgreSQL locks it and
 * lets other processes skip it (`FOR UPDATE SKIP LOCKED`), so N servers each take a different delivery
 * without waiting on one another; SQLite has one writer at a time, and the claiming statement already holds it.
 */
export function lockForClaim<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engine === "postgres" ? query.forUpdate().skipLocked() : query;
}
