import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type LeadsDatabase = Database.Database;

/**
 * Schema versions, applied in order and recorded in PRAGMA user_version.
 * Never edit a released step: add the next one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('contact', 'devis')),
    page TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('received', 'spam')),
    fields TEXT NOT NULL CHECK (json_valid(fields)),
    idempotency_key TEXT UNIQUE,
    content_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX leads_content_hash ON leads (content_hash, created_at);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER,
    last_error TEXT,
    transport TEXT,
    sent_at TEXT,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  `,
];

export function migrate(db: LeadsDatabase): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/**
 * Opens (creating its folder if needed) and migrates the leads database.
 * WAL lets the CLI read while the server writes; synchronous=FULL makes a committed lead survive a power cut.
 */
export function openLeadsDatabase(file: string, options: { readonly?: boolean } = {}): LeadsDatabase {
  if (file !== ":memory:" && !options.readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  db.pragma("busy_timeout = 5000");
  if (!options.readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  }
  return db;
}
